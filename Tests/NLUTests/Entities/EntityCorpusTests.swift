import Foundation
import Testing
import NLU

/// Corpus/entities/<language>.jsonl: each line a text and every entity
/// `nlu entities` must find in it, in order (Duckling-style: cases are data).
/// The file name is the locale the text is read in, as `--language` does.
@Suite struct EntityCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Corpus/entities").standardizedFileURL

    static let parser: NLUParser = {
        do { return try NLUParser(lexicons: Fixtures.lexicons) } catch { fatalError("\(error)") }
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var language: Language
        var expected: [JSONValue]
        var testDescription: String { "\(file):\(line) \(text)" }
    }

    static let cases: [Case] = {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var out: [Case] = []
        for name in names.sorted() where name.hasSuffix(".jsonl") {
            let language: Language = name.hasPrefix("ja") ? .ja : .zhHans
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.isEmpty || t.hasPrefix("#") { continue }
                guard let v = try? JSONParser.parse(t), let s = v["text"]?.stringValue, let e = v["entities"]?.arrayValue else {
                    out.append(Case(file: name, line: i + 1, text: "<unreadable line>", language: language, expected: [.null]))
                    continue
                }
                out.append(Case(file: name, line: i + 1, text: s, language: language, expected: e))
            }
        }
        return out
    }()

    @Test func corpusIsThere() {
        #expect(Self.cases.count >= 200)
        #expect(Set(Self.cases.map(\.file)) == ["ja.jsonl", "zh.jsonl"])
    }

    /// An expected value: a number (as JSON number or string) compares exactly.
    static func same(_ found: JSONValue?, _ wanted: JSONValue?) -> Bool {
        guard let wanted else { return true }
        if wanted.isNull { return found == nil || found!.isNull }
        if let w = ExactDecimal(wanted.stringValue ?? "") ?? wanted.decimalValue {
            return found?.decimalValue == w
        }
        return found == wanted
    }

    @Test(arguments: cases) func entities(_ c: Case) {
        let json = Self.parser.entitiesJSON(c.text, language: c.language)
        let found = json["entities"]?.arrayValue ?? []
        let summary = found.map { e in
            "\(e["type"]?.stringValue ?? "?") \(e["text"]?.stringValue ?? "?")=\(e["value"].map { JSONWriter.string($0) } ?? "-")"
                + (e["currency"].map { " " + JSONWriter.string($0) } ?? "") + (e["unit"].map { " " + JSONWriter.string($0) } ?? "")
                + (e["problem"].map { " " + JSONWriter.string($0) } ?? "")
        }.joined(separator: ", ")
        #expect(found.count == c.expected.count, "found: \(summary)")
        for (f, w) in zip(found, c.expected) {
            for key in ["type", "text"] {
                #expect(f[key] == w[key], "\(key): found \(summary)")
            }
            #expect(Self.same(f["value"], w["value"]), "value: found \(summary)")
            for key in ["currency", "unit"] where w[key] != nil {
                #expect(f[key] == w[key], "\(key): found \(summary)")
            }
            #expect(f["problem"] == w["problem"], "problem: found \(summary)")
        }
    }
}
