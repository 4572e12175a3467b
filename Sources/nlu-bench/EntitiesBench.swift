import Foundation
import NLU

/// Entity recognition: the cost on top of the text layer, on corpus utterances
/// and on the public suites' cases (the Python peers manage 1,600 to 7,500
/// cases/s on the latter).
enum EntitiesBench {
    static func run(_ utterances: [String]) {
        let parser: NLUParser
        do { parser = try NLUParser(lexicons: try LexiconStore.builtIn()) } catch { fatalError("\(error)") }
        let analyses = utterances.map { parser.text.analyze($0) }
        measure("entities: recognize (text layer done)", analyses) { _ = parser.entities.recognize($0) }.report()
        measureParallel("entities: recognize (text layer done)", analyses) { _ = parser.entities.recognize($0) }.report()
        measure("entities: analyze + recognize", utterances) { _ = parser.entities.recognize(parser.text.analyze($0)) }.report()
        measureParallel("entities: analyze + recognize", utterances) {
            _ = parser.entities.recognize(parser.text.analyze($0))
        }.report()

        let cases = peerSuiteTexts()
        guard !cases.isEmpty else { print("entities: peer-suite cases not found"); return }
        var repeated: [String] = []
        while repeated.count < 20_000 { repeated.append(cases[repeated.count % cases.count]) }
        let caseAnalyses = repeated.map { parser.text.analyze($0) }
        let only = "entities: \(cases.count) suite cases, recognize"
        measure(only, caseAnalyses) { _ = parser.entities.recognize($0) }.report()
        measureParallel(only, caseAnalyses) { _ = parser.entities.recognize($0) }.report()
        let label = "entities: \(cases.count) suite cases, line to JSON"
        measure(label, repeated) { _ = parser.entitiesJSON($0) }.report()
        measureParallel(label, repeated) { _ = parser.entitiesJSON($0) }.report()
    }

    /// The texts of Tests/PeerSuites (Recognizers-Text and cn2an) and Corpus/entities.
    static func peerSuiteTexts() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let files = ["Tests/PeerSuites/recognizers-text/zh-number.jsonl", "Tests/PeerSuites/recognizers-text/ja-number.jsonl",
                     "Tests/PeerSuites/recognizers-text/zh-currency.jsonl", "Tests/PeerSuites/recognizers-text/ja-currency.jsonl",
                     "Tests/PeerSuites/cn2an/cases.jsonl", "Corpus/entities/zh.jsonl", "Corpus/entities/ja.jsonl"]
        var texts: [String] = []
        for f in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(f), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                guard let data = line.data(using: .utf8),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let t = object["text"] as? String else { continue }
                texts.append(t)
            }
        }
        return texts
    }
}
