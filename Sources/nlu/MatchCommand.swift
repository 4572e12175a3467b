#if canImport(Glibc)
import Glibc
#endif
import NLU

/// `nlu match`: spoken names on stdin, one per line; for each, the object the
/// payee slot would hold, with `text` first (SPEC "Commands"). Streams like
/// `nlu parse`: each answer is written before the next line is needed.
enum MatchCommand {
    static let help = """
    usage: nlu match --beneficiaries FILE [--lexicons DIR]

    Reads spoken names, one per line, as said (any script or width, with titles,
    honorifics or kinship forms attached), and writes
    for each one JSON object: {"text", "status", "value", "candidates", "reason"}:
    success only for an exact name or alias; confirmationRequired or
    disambiguation (at most 5 candidates, best first) for matches by sound,
    spelling or part of the name; unsupported with reason no_match otherwise.

      --beneficiaries FILE  JSON array of {id, name, aliases, reading} (required)
      --lexicons DIR        lexicons to use instead of the built-in ones
    """

    static func run(_ args: ArraySlice<String>) -> Never {
        let options = CommandOptions(args, command: "match", options: ["--lexicons", "--beneficiaries"], switches: [])
        if options.wantsHelp { print(help); exit(0) }
        guard let path = options["--beneficiaries"] else {
            usageError("nlu match: --beneficiaries FILE is required (see nlu match --help)")
        }
        let lexicons = loadLexicons(options["--lexicons"], command: "match")
        let matcher: PayeeMatcher
        do {
            let normalizer = try Normalizer(lexicons: lexicons)
            let list = try BeneficiaryList.load(path: path)
            matcher = try PayeeMatcher(beneficiaries: list, lexicons: lexicons, normalizer: normalizer)
        } catch {
            usageError("nlu match: \(error)")
        }
        respondToEachLine { text in
            let count = text.unicodeScalars.count
            if count > NLUParser.maximumLength {
                return LineError(text: clip(text), code: .tooLong,
                                 message: "line has \(count) code points; the limit is \(NLUParser.maximumLength)").json
            }
            var o = JSONObject()
            o["text"] = .string(text)
            for (k, v) in matcher.resolve(text).jsonObject.pairs { o[k] = v }
            return .object(o)
        }
    }
}
