#if canImport(Glibc)
import Glibc
#endif
import NLU

enum EntitiesCommand {
    static let help = """
    usage: nlu entities [--lexicons DIR] [--language ja|zh|zh-Hans|zh-Hant] [--pretty]

    Reads lines of any text on stdin and writes, for each, one JSON object with
    the entities found in it, in order, as soon as each line is read:
      {"text": ..., "entities": [{"type": "money", "value": 2500, "currency": "CNY",
                                  "text": ..., "span": [start, end]}, ...]}
    Types: number, money (currency null when none is said), quantity (with its
    counter as "unit"), product, size, person, place. Values are exact decimals or
    lexicon ids; spans count code points of the line. "problem": "overflow" marks
    a number too large to use (value null), "approximate" one said as a lower bound.

      --lexicons DIR   lexicons to use instead of the built-in ones
      --language L     read every line as this language instead of detecting it
      --pretty         indent the JSON (one object still per input line, over several lines)
    """

    static func run(_ args: ArraySlice<String>) -> Never {
        let options = CommandOptions(args, command: "entities", options: ["--lexicons", "--language"],
                                     switches: ["--pretty"])
        if options.wantsHelp { print(help); exit(0) }
        var language: Language? = nil
        if let l = options["--language"] {
            guard let parsed = Language(rawValue: l) ?? (l == "zh" ? .zhHans : nil), parsed != .und else {
                usageError("nlu entities: --language must be ja, zh, zh-Hans or zh-Hant (got '\(l)')")
            }
            language = parsed
        }
        let lexicons = loadLexicons(options["--lexicons"], command: "entities")
        let parser: NLUParser
        do { parser = try NLUParser(lexicons: lexicons) } catch { usageError("nlu entities: \(error)") }
        respondToEachLine(pretty: options.has("--pretty")) { parser.entitiesJSON($0, language: language) }
    }
}
