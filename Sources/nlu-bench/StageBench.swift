import NLU

/// Where the time of one parse goes: each stage alone, over the same utterances.
enum StageBench {
    static func run(_ utterances: [String]) {
        let parser = try! NLUParser(lexicons: try! LexiconStore.builtIn())
        let analyses = utterances.map { parser.text.analyze($0) }
        measure("stage: text (normalize, tokenize, language)", utterances) { _ = parser.text.analyze($0) }.report()
        measure("stage: entities", analyses) { _ = parser.entities.recognize($0) }.report()
        measure("stage: parse to result", utterances) { _ = parser.parse($0) }.report()
        let results = utterances.map { parser.parse($0) }
        measure("stage: result to JSON value", results) { _ = $0.json }.report()
        let values = results.map(\.json)
        measure("stage: JSON value to bytes", values) { v in
            var out: [UInt8] = []
            JSONWriter.write(v, into: &out)
        }.report()
    }
}
