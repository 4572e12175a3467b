/// The library's front door: built once from lexicons (and, as they land, the
/// caller's beneficiaries and order history), then used from any number of
/// threads. Each call is independent: dialog state travels in `context`.
public struct NLUParser: Sendable {
    /// Longest utterance accepted, in code points (SPEC `too_long`).
    public static let maximumLength = 4096

    public let lexicons: LexiconStore
    public let text: TextAnalyzer
    public let entities: EntityRecognizer
    public let payees: PayeeMatcher

    /// - Parameter beneficiaries: the caller's payees and payers; nil means the
    ///   demo list the lexicons carry (`common/beneficiaries.json`).
    public init(lexicons: LexiconStore, beneficiaries: [Beneficiary]? = nil) throws(DataFileError) {
        self.lexicons = lexicons
        let normalizer = try Normalizer(lexicons: lexicons)
        let words: ICUWordBreaker
        do { words = try ICUWordBreaker() } catch {
            throw DataFileError(file: "ICU", line: 0, message: error.description)
        }
        let list: [Beneficiary]
        if let given = beneficiaries { list = given } else { list = try Self.demoBeneficiaries(lexicons) }
        self.payees = try PayeeMatcher(beneficiaries: list, lexicons: lexicons, normalizer: normalizer)
        self.text = try TextAnalyzer(lexicons: lexicons, normalizer: normalizer, extra: [payees.names], words: words)
        self.entities = try EntityRecognizer(lexicons: lexicons, normalizer: normalizer)
    }

    static func demoBeneficiaries(_ lexicons: LexiconStore) throws(DataFileError) -> [Beneficiary] {
        let path = "common/beneficiaries.json"
        guard let bytes = lexicons.files[path] else { return [] }
        return try BeneficiaryList.parse(bytes, file: lexicons.origin == "built-in" ? "Lexicons/" + path : path)
    }

    /// Parses one utterance.
    public func parse(_ utterance: String) -> ParseResult {
        let analysis = text.analyze(utterance)
        return ParseResult(text: utterance, normalized: analysis.display, language: analysis.language)
    }

    /// Parses one input line as `nlu parse` reads it: plain text, or a JSON
    /// object `{"text": ..., "context": ...}`.
    public func parse(line: String) -> Result<ParseResult, LineError> {
        var utterance = line
        if line.utf8.first == UInt8(ascii: "{") {
            let value: JSONValue
            do { value = try JSONParser.parse(line) } catch {
                return .failure(LineError(text: line, code: .invalidJSON, message: error.description))
            }
            guard let t = value["text"]?.stringValue else {
                return .failure(LineError(text: line, code: .invalidJSON, message: "expected an object with a string \"text\""))
            }
            if let c = value["context"], !c.isNull, c.objectValue == nil {
                return .failure(LineError(text: t, code: .invalidContext, message: "\"context\" must be a previous output object"))
            }
            utterance = t
        }
        let count = utterance.unicodeScalars.count
        if count > Self.maximumLength {
            return .failure(LineError(text: utterance, code: .tooLong,
                                      message: "line has \(count) code points; the limit is \(Self.maximumLength)"))
        }
        return .success(parse(utterance))
    }
}
