#if canImport(Glibc)
import Glibc
#endif
import NLU

enum ParseCommand {
    static let help = """
    usage: nlu parse [--lexicons DIR] [--beneficiaries FILE] [--history FILE] [--pretty] [--explain]

    Reads UTF-8 utterances from stdin, one per line, and writes one JSON object
    per line to stdout, in order, as soon as each is parsed. A line may also be
    {"text": "...", "context": <a previous output object>} to continue a dialog.

      --lexicons DIR        lexicons to use instead of the built-in ones
      --beneficiaries FILE  payees and payers (JSON array of {id, name, aliases, reading})
      --history FILE        past orders for reorder (JSON array of {id, product, size, quantity, date})
      --pretty              indent the JSON (one object still per input line, over several lines)
      --explain             add "explain": the lexicon entries and patterns behind the parse
    """

    static func run(_ args: ArraySlice<String>) -> Never {
        let options = CommandOptions(args, command: "parse",
                                     options: ["--lexicons", "--beneficiaries", "--history"],
                                     switches: ["--pretty", "--explain"])
        if options.wantsHelp { print(help); exit(0) }
        let parser = makeParser(options, command: "parse")
        let explain = options.has("--explain")
        respondToEachLine(pretty: options.has("--pretty")) { text in
            switch parser.parse(line: text, explain: explain) {
            case .success(let r): return r.json
            case .failure(let e): return e.json
            }
        }
    }
}

/// Turns raw line bytes into text, or the SPEC error for a line that cannot be text.
func decode(_ line: LineReader.Line) -> Result<String, LineError> {
    if line.truncated {
        let prefix = String(decoding: line.bytes, as: UTF8.self)
        return .failure(LineError(text: clip(prefix), code: .tooLong,
                                  message: "line has \(line.byteCount) bytes; the limit is \(NLUParser.maximumLength) code points"))
    }
    guard let text = String(validating: line.bytes, as: UTF8.self) else {
        let lossy = String(decoding: line.bytes, as: UTF8.self)
        return .failure(LineError(text: lossy, code: .invalidUTF8,
                                  message: "line is not valid UTF-8 (invalid bytes shown as U+FFFD)"))
    }
    return .success(text)
}

/// The first `maximumLength` code points of an over-long line, for its error object.
func clip(_ text: String) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: text.unicodeScalars.prefix(NLUParser.maximumLength))
    return String(s)
}
