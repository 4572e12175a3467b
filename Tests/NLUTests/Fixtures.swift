import NLU

/// Objects the tests share, built once (building them is what the product does
/// once per process too).
enum Fixtures {
    static let lexicons: LexiconStore = {
        do { return try LexiconStore.builtIn() } catch { fatalError("built-in lexicons: \(error)") }
    }()
    static let normalizer: Normalizer = {
        do { return try Normalizer(lexicons: lexicons) } catch { fatalError("normalizer: \(error)") }
    }()
    static let words: ICUWordBreaker = {
        do { return try ICUWordBreaker() } catch { fatalError("ICU: \(error)") }
    }()
    static let analyzer: TextAnalyzer = {
        do { return try TextAnalyzer(lexicons: lexicons, normalizer: normalizer, words: words) } catch {
            fatalError("analyzer: \(error)")
        }
    }()
}

extension NormalizedText {
    var keyString: String { keyText(0..<key.count) }
}

extension Fixtures {
    /// The parser as `nlu parse` builds it, with the corpus history.
    static let parser: NLUParser = {
        do {
            let history = try HistoryList.parse(Array(historyJSON.utf8), file: "fixture")
            return try NLUParser(lexicons: lexicons, history: history)
        } catch {
            fatalError("parser: \(error)")
        }
    }()

    static let historyJSON = """
    [{"id": "h-1", "product": "beer", "size": "large", "quantity": 1, "date": "2026-11-20T12:00:00Z"},
     {"id": "h-2", "product": "cola", "size": "small", "quantity": 2, "date": "2026-11-25T09:30:00+09:00"},
     {"id": "h-3", "product": "beer", "size": "medium", "quantity": 1, "date": "2026-11-10T08:00:00Z"}]
    """

    static func parse(_ text: String) -> JSONValue { parser.parse(text).json }

    /// Parses a dialog: each later turn continues the previous output.
    static func dialog(_ turns: [String]) -> JSONValue {
        var context = parser.parse(turns[0]).json
        for t in turns.dropFirst() {
            switch parser.parse(t, context: context) {
            case .success(let r): context = r.json
            case .failure(let e): fatalError("dialog turn \(t): \(e.message)")
            }
        }
        return context
    }
}

extension JSONValue {
    var intent: String? { self["intent"]?.stringValue }
    func slot(_ name: String) -> JSONValue? { self["slots"]?[name] }
    var items: [JSONValue] { self["slots"]?["items"]?.arrayValue ?? [] }
}
