/// The words of prompts and confirmations, from the lexicons, in the language
/// and script of the utterance. Records:
///   {"kind": "prompt", "id": "confirm.send_payment", "text": "…{name}…"}        (ja)
///   {"kind": "prompt", "id": "…", "zh-Hans": "…", "zh-Hant": "…"}              (zh)
/// and display names on menu, place, account and `name` records:
///   "name": "koora"  or  "name": {"zh-Hans": "ke le", "zh-Hant": "ke le"}.
struct PromptCatalog: Sendable {
    /// A prompt cut at its placeholders once, at start-up.
    struct Template: Sendable {
        enum Piece: Sendable { case text(String), slot(String) }
        let pieces: [Piece]

        init(_ text: String) {
            var pieces: [Piece] = []
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
                pieces.append(.slot(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { pieces.append(.text(String(rest))) }
            self.pieces = pieces
        }
    }

    private var prompts: [Language: [String: Template]] = [:]
    private var separators: [Language: String] = [:]
    private var names: [Language: [String: String]] = [:]

    init(_ lexicons: LexiconStore) throws(DataFileError) {
        for r in lexicons.records {
            guard let family = r.family else { continue }
            let scripts: [Language] = family == .ja ? [.ja] : [.zhHans, .zhHant]
            if r.kind == "prompt" {
                let id = try r.string("id")
                for script in scripts {
                    guard let text = try r.optionalString(family == .ja ? "text" : script.rawValue) else {
                        throw r.error("prompt \"\(id)\" has no text for \(script.rawValue)")
                    }
                    prompts[script, default: [:]][id] = Template(text)
                    if id == "list_separator" { separators[script] = text }
                }
            } else if let name = r.fields["name"] {
                let key = r.kind == "name" ? (r.id ?? "") : r.kind + "." + (r.id ?? "")
                for script in scripts {
                    if let s = name.stringValue { names[script, default: [:]][key] = s }
                    else if let s = name[script.rawValue]?.stringValue { names[script, default: [:]][key] = s }
                    else { throw r.error("\"name\" needs a string or one per script (zh-Hans, zh-Hant)") }
                }
            }
        }
    }

    /// The prompt in `language`, placeholders filled; nil when the lexicons have none.
    func render(_ request: PromptRequest, language: Language) -> String? {
        let script: Language = language == .und ? .zhHans : language
        guard let template = prompts[script]?[request.id] else { return nil }
        return fill(template, request.arguments, script)
    }

    private func name(_ key: String, _ script: Language) -> String {
        if let n = names[script]?[key] { return n }
        // No display name: show the canonical value (an ISO code, an id).
        return String(key.split(separator: ".", maxSplits: 1).last ?? "")
    }

    private func text(_ argument: PromptArgument, _ script: Language) -> String {
        switch argument {
        case .text(let s): return s
        case .name(let key): return name(key, script)
        case .number(let d): return d.description
        case .person(let s): return inScript(s, script)
        case .people(let list): return list.map { inScript($0, script) }.joined(separator: separators[script] ?? ", ")
        case .items(let items):
            let format = prompts[script]?["item_format"] ?? Template("{product} {size} x{quantity}")
            let rendered = items.map { item -> String in
                fill(format, [
                    "product": .name("product." + (item.product.value?.stringValue ?? "")),
                    "size": .name("size." + (item.size.value?.stringValue ?? "")),
                    "quantity": .text(item.quantity.value.flatMap { $0.decimalValue?.description } ?? "1"),
                ], script)
            }
            return rendered.joined(separator: separators[script] ?? ", ")
        }
    }

    /// A listed name in the prompt's script: Zhang San is shown in traditional characters to a
    /// traditional-script speaker (the id, not the name, is what the app acts on).
    private func inScript(_ name: String, _ script: Language) -> String {
        script == .zhHant ? UnicodeTables.traditional(name) : name
    }

    private func fill(_ template: Template, _ arguments: [String: PromptArgument], _ script: Language) -> String {
        var out = ""
        for piece in template.pieces {
            switch piece {
            case .text(let t): out += t
            case .slot(let name): if let a = arguments[name] { out += text(a, script) }
            }
        }
        return out
    }
}
