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
    static let entities: EntityRecognizer = {
        do { return try EntityRecognizer(lexicons: lexicons, normalizer: normalizer) } catch { fatalError("entities: \(error)") }
    }()

    /// Entities of `text` read as `family`, each as "kind text=value[ currency|unit][ problem]".
    static func entitySummary(_ text: String, _ family: LanguageFamily?, analyzer: TextAnalyzer = analyzer) -> [String] {
        let a = analyzer.analyze(text)
        return entities.recognize(a, as: family).map { summary($0, a.text) }
    }

    /// The numeral layer's numbers of `text`, as "text=value".
    static func numberSummary(_ text: String, _ family: LanguageFamily?) -> [String] {
        let a = analyzer.analyze(text)
        return entities.numbers(a, as: family).map { summary($0, a.text) }
    }

    static func summary(_ e: Entity, _ text: NormalizedText) -> String {
        var s = ""
        switch e.kind {
        case .number: s = "\(text.originalText(e.range))=\(e.value?.description ?? "nil")"
        case .money: s = "money \(text.originalText(e.range))=\(e.value?.description ?? "nil") \(e.currency ?? "nil")"
        case .quantity: s = "quantity \(text.originalText(e.range))=\(e.value?.description ?? "nil") \(e.counter ?? "nil")"
        default: s = "\(e.kind.rawValue) \(text.originalText(e.range))=\(e.id ?? "nil")"
        }
        if let p = e.problem { s += " \(p.rawValue)" }
        return s
    }
}
