import NLU

/// The entity recognizer and ways to print what it finds, for the entity tests.
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
