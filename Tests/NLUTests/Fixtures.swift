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
