#if canImport(Glibc)
import Glibc
#endif
import NLU

/// An interactive session: each line continues the dialog until the frame is
/// done (ready) or out of domain, then the next line starts a new one. The
/// parser stays stateless; the session keeps the last output as context.
enum ChatCommand {
    static let help = """
    usage: nlu chat [--lexicons DIR] [--beneficiaries FILE] [--history FILE] [--json]

    Type what you would say; nlu shows the resolved frame and asks its follow-up
    question. Commands: /new starts a new dialog, /json toggles the raw JSON,
    /quit (or end of input) leaves.
    """

    static func run(_ args: ArraySlice<String>) -> Never {
        let options = CommandOptions(args, command: "chat", options: ["--lexicons", "--beneficiaries", "--history"],
                                     switches: ["--json"])
        if options.wantsHelp { print(help); exit(0) }
        let parser = makeParser(options, command: "chat")
        let interactive = isatty(0) == 1
        var showJSON = options.has("--json")
        var context: JSONValue? = nil
        var reader = LineReader()
        var out = OutputWriter()
        if interactive { out.write("nlu chat — /new, /json, /quit\n> "); out.flush() }
        while let line = reader.next(beforeBlocking: { out.flush() }) {
            let text: String
            switch decode(line) {
            case .failure(let e):
                out.write("  ! \(e.message)\n")
                if interactive { out.write("> ") }
                continue
            case .success(let t): text = t
            }
            switch text.trimmingCharacters(in: .whitespaces) {
            case "": if interactive { out.write("> ") }; continue
            case "/quit", "/exit": out.flush(); exit(0)
            case "/new": context = nil; out.write("  (new dialog)\n"); if interactive { out.write("> ") }; continue
            case "/json": showJSON.toggle(); if interactive { out.write("> ") }; continue
            default: break
            }
            if !interactive { out.write("> \(text)\n") }
            let result: Result<ParseResult, LineError> = context.map { parser.parse(text, context: $0) } ?? .success(parser.parse(text))
            switch result {
            case .failure(let e): out.write("  ! \(e.message)\n")
            case .success(let r):
                out.write(describe(r))
                if showJSON { out.write("  " + JSONWriter.string(r.json) + "\n") }
                let done = r.next.action == .ready || r.next.action == .none
                context = done ? nil : r.json
            }
            if interactive { out.write("> ") }
        }
        out.flush()
        exit(0)
    }

    /// The frame as a person reads it: intent, each slot with its status, the question.
    static func describe(_ r: ParseResult) -> String {
        var s = "  intent: \(r.intent) (\(ParseResult.format(r.confidence))) [\(r.language.rawValue)]\n"
        for (name, value) in r.slots.pairs {
            if let items = value.arrayValue {
                for (k, item) in items.enumerated() {
                    let parts = ["product", "size", "quantity"].map { "\($0) \(slotText(item[$0]))" }
                    s += "  item \(k + 1): " + parts.joined(separator: ", ") + "\n"
                }
            } else {
                s += "  \(name): \(slotText(value))\n"
            }
        }
        let action = r.next.action.rawValue + (r.next.slot.map { " \($0)" } ?? "")
        s += "  → \(action)" + (r.next.prompt.map { ": \($0)" } ?? "") + "\n"
        return s
    }

    private static func slotText(_ v: JSONValue?) -> String {
        guard let v else { return "-" }
        let status = v["status"]?.stringValue ?? "?"
        var text = v["value"].map { JSONWriter.string($0) } ?? ""
        if let reason = v["reason"]?.stringValue { text += " (\(reason))" }
        if v["defaulted"]?.boolValue == true { text += " (default)" }
        if let c = v["candidates"]?.arrayValue, status != "success" {
            text += " [" + c.compactMap { $0["id"]?.stringValue }.joined(separator: ", ") + "]"
        }
        return text.isEmpty ? status : "\(text) \(status == "success" ? "✓" : status)"
    }
}
