import NLU

/// Normalization and tokenization: the text layer alone.
enum TextBench {
    static func run(_ utterances: [String]) {
        let lexicons = try! LexiconStore.builtIn()
        let normalizer = try! Normalizer(lexicons: lexicons)
        let analyzer = try! TextAnalyzer(lexicons: lexicons, normalizer: normalizer, words: try! ICUWordBreaker())
        measure("text: normalize", utterances) { _ = normalizer.normalize($0) }.report()
        measure("text: normalize+tokenize+language", utterances) { _ = analyzer.analyze($0) }.report()
        measureParallel("text: normalize+tokenize+language", utterances) { _ = analyzer.analyze($0) }.report()
    }
}
