import Foundation
import Testing
@testable import NLU

/// Runs every case of Corpus/payee/*.jsonl (format: Corpus/payee/README.md).
@Suite struct PayeeCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var fields: JSONObject
        var testDescription: String { "\(file):\(line) \(fields["text"]?.stringValue ?? "?")" }
    }

    static let directory = PayeeFixtures.root.appendingPathComponent("Corpus/payee")

    static let cases: [Case] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var out: [Case] = []
        for name in files.sorted() where name.hasSuffix(".jsonl") {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { continue }
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                // A line that does not parse becomes a case that fails, never a skipped one.
                let fields = (try? JSONParser.parse(String(line)))?.objectValue ?? JSONObject(["unparsable": .string(String(line))])
                out.append(Case(file: name, line: i + 1, fields: fields))
            }
        }
        return out
    }()

    static let matchers: [String: PayeeMatcher] = {
        var out: [String: PayeeMatcher] = [:]
        let fixtures = directory.appendingPathComponent("fixtures")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [] where name.hasSuffix(".json") {
            if let list = try? PayeeFixtures.list(name) { out[name] = PayeeFixtures.matcher(list) }
        }
        return out
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 70)
        #expect(Self.matchers["people.json"] != nil)
    }

    @Test(arguments: cases)
    func resolves(_ c: Case) throws {
        let f = c.fields
        #expect(f["unparsable"] == nil, "not a JSON object")
        let text = try #require(f["text"]?.stringValue, "missing text")
        let listName = f["list"]?.stringValue ?? "people.json"
        let matcher = try #require(Self.matchers[listName], "no fixture \(listName)")
        let status = try #require(f["status"]?.stringValue.flatMap(ResolutionStatus.init(rawValue:)), "bad status")
        let r = matcher.resolve(text)
        let ids = r.candidates.map(\.id)
        #expect(r.status == status, "got \(r.status.rawValue) \(ids)")
        if status == .success || status == .confirmationRequired {
            let value = try #require(f["value"]?.stringValue, "success and confirmationRequired cases name their value")
            #expect(r.value == value, "got \(ids)")
        }
        if let expected = f["candidates"]?.arrayValue?.compactMap(\.stringValue) { #expect(ids == expected) }
        for id in f["includes"]?.arrayValue?.compactMap(\.stringValue) ?? [] { #expect(ids.contains(id), "\(id) missing") }
        for id in f["excludes"]?.arrayValue?.compactMap(\.stringValue) ?? [] { #expect(!ids.contains(id), "\(id) offered") }
        if let reason = f["reason"]?.stringValue { #expect(r.reason?.rawValue == reason) }
        // What holds for every answer.
        #expect(r.candidates.count <= 5)
        #expect(zip(r.candidates, r.candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(r.candidates.allSatisfy { (0...1).contains($0.score) })
        if r.status == .success { #expect(r.candidates.count == 1 && r.candidates[0].score == 1) }
        if let v = r.value { #expect(ids.first == v) }
        // Only an exact name or alias scores 1.0: a confirmation never does.
        if r.status == .confirmationRequired { #expect(r.candidates.allSatisfy { $0.score < 1 }) }
    }
}
