import Foundation
@testable import NLU

/// One line of Corpus/ and the check of an output against it (see Corpus/README.md).
struct CorpusCase {
    let file: String
    let line: Int
    let expectation: JSONObject

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Corpus").standardizedFileURL

    /// Every case under the utterance folders and dialog/.
    static func all() throws -> [CorpusCase] {
        var out: [CorpusCase] = []
        for folder in ["ja", "zh-Hans", "zh-Hant", "dialog"] {
            let dir = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }.sorted()
            for name in names {
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    guard let o = try JSONParser.parse(String(line)).objectValue else {
                        throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(folder)/\(name):\(n + 1)"])
                    }
                    out.append(CorpusCase(file: "\(folder)/\(name)", line: n + 1, expectation: o))
                }
            }
        }
        return out
    }

    var where_: String { "\(file):\(line)" }

    /// The language a case expects: its own, else its folder (dialog: its file name).
    var expectedLanguage: String {
        if let l = expectation["language"]?.stringValue { return l }
        let parts = file.split(separator: "/")
        if parts[0] == "dialog" { return String(parts[1].dropLast(".jsonl".count)) }
        return String(parts[0])
    }

    /// Runs the case; returns the problems found (empty: pass).
    func run(_ parser: NLUParser) -> [String] {
        if let turns = expectation["turns"]?.arrayValue {
            var problems: [String] = []
            var context: JSONValue? = nil
            for (k, turn) in turns.enumerated() {
                guard let t = turn.objectValue, let text = t["text"]?.stringValue else { return ["turn \(k + 1) has no text"] }
                let result: ParseResult
                if let c = context {
                    switch parser.parse(text, context: c) {
                    case .success(let r): result = r
                    case .failure(let e): return ["turn \(k + 1): error \(e.code.rawValue)"]
                    }
                } else {
                    result = parser.parse(text)
                }
                let output = result.json
                problems += Self.check(t, output, language: expectedLanguage).map { "turn \(k + 1) «\(text)»: \($0)" }
                context = output
            }
            return problems
        }
        guard let text = expectation["text"]?.stringValue else { return ["no text"] }
        return Self.check(expectation, parser.parse(text).json, language: expectedLanguage)
    }

    static func check(_ e: JSONObject, _ out: JSONValue, language: String) -> [String] {
        var problems: [String] = []
        if let intent = e["intent"]?.stringValue, out["intent"]?.stringValue != intent {
            problems.append("intent \(out["intent"]?.stringValue ?? "-") ≠ \(intent)")
            return problems
        }
        let language = e["language"]?.stringValue ?? language
        if let got = out["language"]?.stringValue, got != language {
            problems.append("language \(got) ≠ \(language)")
        }
        if let slots = e["slots"]?.objectValue {
            for (name, expected) in slots.pairs {
                let actual = out["slots"]?[name]
                if expected.isNull {
                    if actual != nil { problems.append("slot \(name) should be absent") }
                    continue
                }
                guard let actual else { problems.append("slot \(name) missing"); continue }
                if name == "items" {
                    problems += checkItems(expected, actual)
                } else {
                    problems += checkSlot(expected, actual).map { "\(name): \($0)" }
                }
            }
        }
        if let next = e["next"] {
            let action = next.stringValue ?? next["action"]?.stringValue
            if let a = action, out["next"]?["action"]?.stringValue != a {
                problems.append("next.action \(out["next"]?["action"]?.stringValue ?? "-") ≠ \(a)")
            }
            if let slot = next["slot"]?.stringValue, out["next"]?["slot"]?.stringValue != slot {
                problems.append("next.slot \(out["next"]?["slot"]?.stringValue ?? "-") ≠ \(slot)")
            }
        }
        return problems
    }

    static func checkItems(_ expected: JSONValue, _ actual: JSONValue) -> [String] {
        guard let want = expected.arrayValue, let got = actual.arrayValue else { return ["items: not a list"] }
        if want.count != got.count { return ["items: \(got.count) ≠ \(want.count) items"] }
        var problems: [String] = []
        for (k, (w, g)) in zip(want, got).enumerated() {
            for part in ["product", "size", "quantity"] {
                guard let ew = w[part] else { continue }
                guard let ag = g[part] else { problems.append("item \(k + 1) \(part) missing"); continue }
                problems += checkSlot(ew, ag).map { "item \(k + 1) \(part): \($0)" }
            }
        }
        return problems
    }

    static func checkSlot(_ expected: JSONValue, _ actual: JSONValue) -> [String] {
        guard let o = expected.objectValue else {
            var problems: [String] = []
            if actual["status"]?.stringValue != "success" { problems.append("status \(actual["status"]?.stringValue ?? "-") ≠ success") }
            if !same(expected, actual["value"]) { problems.append("value \(describe(actual["value"])) ≠ \(describe(expected))") }
            return problems
        }
        var problems: [String] = []
        if let s = o["status"]?.stringValue, actual["status"]?.stringValue != s {
            problems.append("status \(actual["status"]?.stringValue ?? "-") ≠ \(s)")
        }
        if let v = o["value"], !same(v, actual["value"]) {
            problems.append("value \(describe(actual["value"])) ≠ \(describe(v))")
        }
        if let r = o["reason"]?.stringValue, actual["reason"]?.stringValue != r {
            problems.append("reason \(actual["reason"]?.stringValue ?? "-") ≠ \(r)")
        }
        if let d = o["defaulted"]?.boolValue, (actual["defaulted"]?.boolValue ?? false) != d {
            problems.append("defaulted ≠ \(d)")
        }
        if let t = o["text"]?.stringValue, actual["text"]?.stringValue != t {
            problems.append("text \(actual["text"]?.stringValue ?? "-") ≠ \(t)")
        }
        if let c = o["candidates"]?.arrayValue {
            let want = c.compactMap(\.stringValue)
            let got = actual["candidates"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            if want != got { problems.append("candidates \(got) ≠ \(want)") }
        }
        return problems
    }

    static func same(_ a: JSONValue, _ b: JSONValue?) -> Bool {
        guard let b else { return false }
        if let x = a.decimalValue, let y = b.decimalValue { return x == y }
        if let x = a.decimalValue, let s = b.stringValue { return ExactDecimal(s) == x }
        return a == b
    }

    static func describe(_ v: JSONValue?) -> String { v.map { JSONWriter.string($0) } ?? "-" }
}
