import Foundation
import Testing
@testable import NLU

/// Runs every case of Corpus/ (Duckling-style: cases are data) against the
/// built-in lexicons, the demo beneficiaries and Corpus/fixtures/history.json.
@Suite struct CorpusTests {
    static let parser: NLUParser = {
        do {
            let history = try HistoryList.load(path: CorpusCase.root.appendingPathComponent("fixtures/history.json").path)
            return try NLUParser(lexicons: Fixtures.lexicons, history: history)
        } catch {
            fatalError("corpus parser: \(error)")
        }
    }()

    @Test func everyCasePasses() throws {
        let cases = try CorpusCase.all()
        #expect(cases.count >= 700)
        var failures: [String] = []
        var byFile: [String: (pass: Int, fail: Int)] = [:]
        for c in cases {
            let problems = c.run(Self.parser)
            byFile[c.file, default: (0, 0)].pass += problems.isEmpty ? 1 : 0
            byFile[c.file, default: (0, 0)].fail += problems.isEmpty ? 0 : 1
            if !problems.isEmpty {
                let text = c.expectation["text"]?.stringValue ?? "(dialog)"
                failures.append("\(c.where_) «\(text)»: " + problems.joined(separator: "; "))
            }
        }
        for (file, n) in byFile.sorted(by: { $0.key < $1.key }) {
            print("corpus \(file): \(n.pass) passed, \(n.fail) failed")
        }
        print("corpus: \(cases.count - failures.count) of \(cases.count) passed")
        for f in failures { Issue.record(Comment(rawValue: f)) }
    }

    @Test func corpusHasTheRequiredBreadth() throws {
        let cases = try CorpusCase.all()
        let none = cases.filter { $0.expectation["intent"]?.stringValue == "none" }
        let dialogs = cases.filter { $0.expectation["turns"] != nil }
        #expect(none.count >= 100)
        #expect(dialogs.count >= 50)
        for intent in Intent.allCases {
            #expect(cases.contains { $0.expectation["intent"]?.stringValue == intent.rawValue }, "\(intent)")
        }
    }
}
