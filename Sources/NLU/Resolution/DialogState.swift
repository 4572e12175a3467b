/// A previous output object, read back as the frame a follow-up continues.
/// The parser keeps no state between lines: the caller sends the last output
/// as `context`, and this is how it becomes a frame again.
struct DialogState: Sendable {
    var intent: Intent
    var language: Language
    var slots: [(name: String, slot: Slot)]
    var next: NextStep

    struct Invalid: Error { var message: String }

    init(_ context: JSONValue) throws(Invalid) {
        guard let o = context.objectValue else { throw Invalid(message: "\"context\" must be a previous output object") }
        guard let name = o["intent"]?.stringValue, let intent = Intent(rawValue: name) else {
            throw Invalid(message: "\"context.intent\" must be one of the SPEC intents")
        }
        self.intent = intent
        self.language = o["language"]?.stringValue.flatMap(Language.init(rawValue:)) ?? .und
        var slots: [(name: String, slot: Slot)] = []
        if let s = o["slots"] {
            guard let so = s.objectValue else { throw Invalid(message: "\"context.slots\" must be an object") }
            for (k, v) in so.pairs {
                if let list = v.arrayValue {
                    var items: [OrderItemSlots] = []
                    for item in list {
                        guard let p = item["product"], let sz = item["size"], let q = item["quantity"] else {
                            throw Invalid(message: "\"context.slots.\(k)\" items need product, size and quantity")
                        }
                        items.append(OrderItemSlots(product: try Self.slot(p, k), size: try Self.slot(sz, k),
                                                    quantity: try Self.slot(q, k)))
                    }
                    slots.append((k, .items(items)))
                } else {
                    slots.append((k, .single(try Self.slot(v, k))))
                }
            }
        }
        self.slots = slots
        let action = o["next"]?["action"]?.stringValue.flatMap(NextStep.Action.init(rawValue:)) ?? .none
        self.next = NextStep(action: action, slot: o["next"]?["slot"]?.stringValue)
    }

    private static func slot(_ v: JSONValue, _ name: String) throws(Invalid) -> SlotValue {
        guard let o = v.objectValue, let s = o["status"]?.stringValue, let status = ResolutionStatus(rawValue: s) else {
            throw Invalid(message: "\"context.slots.\(name)\" needs a SiriKit status")
        }
        var out = SlotValue(status: status, value: o["value"], text: o["text"]?.stringValue)
        if let span = o["span"]?.arrayValue, span.count == 2, let a = span[0].intValue, let b = span[1].intValue, a <= b {
            out.span = a..<b
        }
        out.candidates = o["candidates"]?.arrayValue ?? []
        out.reason = o["reason"]?.stringValue.flatMap(UnsupportedReason.init(rawValue:))
        out.defaulted = o["defaulted"]?.boolValue ?? false
        return out
    }

    /// okuru n ja nakute seikyuu shite, bu shi zhuan, shi yao: a transfer turned into a request
    /// for money (or back) keeps its person, now in the other role, and its amount; only the
    /// transfer has a memo.
    func switched(to other: Intent) -> DialogState {
        var out = self
        let (from, to) = other == .requestPayment ? ("payee", "payer") : ("payer", "payee")
        out.intent = other
        out.slots = slots.compactMap { name, slot in
            if name == from { return (to, slot) }
            return name == "note" && other == .requestPayment ? nil : (name, slot)
        }
        out.next = NextStep(action: .ask)  // (a turned-around request is never its own yes)
        return out
    }

    func single(_ name: String) -> SlotValue? {
        if case .single(let v)? = slots.first(where: { $0.name == name })?.slot { return v }
        return nil
    }

    var items: [OrderItemSlots] {
        if case .items(let list)? = slots.first(where: { $0.name == "items" })?.slot { return list }
        return []
    }

    /// The language a follow-up continues in: the answer's own when the text
    /// shows it (liang qian kuai switches a simplified dialog to traditional),
    /// else the dialog's (wu bai, 5000 and L say nothing of the script).
    func language(answeredWith answer: TextAnalysis) -> Language {
        if language == .und { return answer.language }
        // minato-ku roppongi in a Japanese dialog: a Japanese-only word keeps it Japanese
        // however many shapes the answer shares with simplified Chinese (ku).
        if language == .ja, answer.language != .ja, answer.tokens.contains(where: { t in
            t.kind == .lexicon && !t.tags.isEmpty && t.tags.allSatisfy { $0.family == .ja }
        }) {
            return .ja
        }
        // suzuki buchou in a Japanese dialog: traditional shapes (cho, rei) are the kanji Japanese
        // writes too; without a Chinese word the answer stays Japanese.
        if language == .ja, answer.language == .zhHant, !answer.tokens.contains(where: { t in
            t.kind == .lexicon && t.tags.contains { $0.family == .zh }
        }) {
            return .ja
        }
        // xin dian in a Taiwan dialog: kanji alone, without kana, are Chinese as much as Japanese.
        if language.family == .zh, answer.language == .ja,
           !answer.text.keyValues.contains(where: { ScalarClass.isKana($0) }) {
            return language
        }
        return answer.languageIsEvident ? answer.language : language
    }
}
