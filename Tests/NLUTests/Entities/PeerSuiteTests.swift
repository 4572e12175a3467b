import Foundation
import Testing
import NLU

/// The public suites in Tests/PeerSuites, run through the code `nlu entities`
/// uses. Cases listed in Tests/PeerSuites/listed.jsonl (out of scope, or a
/// wrong expectation; each with its reason) are counted apart; a listed case
/// that passes is an error, so the list only holds what it must.
@Suite struct PeerSuiteTests {
    struct Outcome {
        var passed = 0
        var failed: [String] = []
        var listed = 0
        var listedPassing: [String] = []
        var score: Double { passed + failed.count == 0 ? 0 : Double(passed) / Double(passed + failed.count) }
    }

    struct Listed { var suite: String; var id: String; var text: String }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../PeerSuites").standardizedFileURL

    static func lines(_ path: String) -> [JSONValue] {
        let url = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("cannot read \(url.path)")
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.isEmpty || t.hasPrefix("#") { return nil }
            do { return try JSONParser.parse(String(t)) } catch {
                Issue.record("\(path): bad line \(t.prefix(80)): \(error)")
                return nil
            }
        }
    }

    static let listed: [Listed] = lines("listed.jsonl").compactMap { v in
        guard let s = v["suite"]?.stringValue, let id = v["case"]?.stringValue, let t = v["text"]?.stringValue,
              let r = v["reason"]?.stringValue, !r.isEmpty else {
            Issue.record("listed.jsonl: every line needs suite, case, text and a reason")
            return nil
        }
        return Listed(suite: s, id: id, text: t)
    }

    static func isListed(_ suite: String, _ id: String, _ text: String) -> Bool {
        listed.contains { $0.suite == suite && $0.id == id && $0.text == text }
    }

    static let parser: NLUParser = {
        do { return try NLUParser(lexicons: Fixtures.lexicons, beneficiaries: []) } catch { fatalError("\(error)") }
    }()

    /// Runs `check` on every case; prints and returns the tally.
    static func run(_ suite: String, _ cases: [(id: String, text: String, check: () -> String?)]) -> Outcome {
        var o = Outcome()
        var seen = Set<String>()
        for c in cases {
            let problem = c.check()
            seen.insert(c.id + "\u{0}" + c.text)
            if isListed(suite, c.id, c.text) {
                o.listed += 1
                if problem == nil { o.listedPassing.append("\(c.id) \(c.text)") }
            } else if let p = problem {
                o.failed.append("\(c.id) \(c.text): \(p)")
            } else {
                o.passed += 1
            }
        }
        for l in listed where l.suite == suite && !seen.contains(l.id + "\u{0}" + l.text) {
            Issue.record("listed.jsonl names a case \(suite) \(l.id) «\(l.text)» that the suite does not have")
        }
        print("peer suite \(suite): \(o.passed) passed, \(o.failed.count) failed, \(o.listed) listed"
              + " (score \(String(format: "%.3f", o.score)))")
        for f in o.failed { print("  FAIL \(f)") }
        for l in o.listedPassing { print("  LISTED BUT PASSES \(l)") }
        return o
    }

    static func decimal(_ v: JSONValue?) -> ExactDecimal? {
        guard let v else { return nil }
        if let s = v.stringValue { return ExactDecimal(s) }
        return v.decimalValue
    }

    static func describe(_ found: [(Int, Int, String)]) -> String {
        found.map { "[\($0.0),\($0.1)) \($0.2)" }.joined(separator: ", ")
    }

    // MARK: Recognizers-Text

    /// Number model: every number the numeral layer reads, span and value.
    static func numberCases(_ file: String, _ language: Language, valueChecked: Bool?) -> [(id: String, text: String, check: () -> String?)] {
        lines(file).compactMap { v in
            guard let text = v["text"]?.stringValue, let id = v["source"]?.stringValue,
                  let expect = v["expect"]?.arrayValue else { return nil }
            if let wanted = valueChecked {
                let checked = v["value_checked_by"].map { !($0.arrayValue?.isEmpty ?? true) } ?? true
                if checked != wanted { return nil }
            }
            return (id, text, {
                let analysis = parser.text.analyze(text)
                let numbers = parser.entities.numbers(analysis, as: language.family)
                let found = numbers.map { e -> (Int, Int, String) in
                    let r = analysis.text.originalRange(e.range)
                    return (r.lowerBound, r.upperBound, e.value?.description ?? "null")
                }
                let wanted = expect.map { e -> (Int, Int, String) in
                    (e["start"]?.intValue ?? -1, e["end"]?.intValue ?? -1, e["value"]?.stringValue ?? "null")
                }
                guard found.count == wanted.count,
                      zip(found, wanted).allSatisfy({ f, w in
                          f.0 == w.0 && f.1 == w.1 && ExactDecimal(f.2) == ExactDecimal(w.2) && ExactDecimal(w.2) != nil
                      }) else {
                    return "found \(describe(found)); expected \(describe(wanted))"
                }
                return nil
            })
        }
    }

    /// Names the spec gives instead of a code where the sign alone does not say.
    static let unitNames = ["Dollar": "USD", "Pound": "GBP", "Bitcoin": "BTC"]

    /// Currency model: every money entity, span, value and currency.
    static func currencyCases(_ file: String, _ language: Language) -> [(id: String, text: String, check: () -> String?)] {
        lines(file).compactMap { v in
            guard let text = v["text"]?.stringValue, let id = v["source"]?.stringValue,
                  let expect = v["expect"]?.arrayValue else { return nil }
            return (id, text, {
                let analysis = parser.text.analyze(text)
                let money = parser.entities.recognize(analysis, as: language.family).filter { $0.kind == .money }
                let found = money.map { e -> (Int, Int, String) in
                    let r = analysis.text.originalRange(e.range)
                    return (r.lowerBound, r.upperBound, "\(e.value?.description ?? "null") \(e.currency ?? "null")")
                }
                let wanted = expect.map { e -> (Int, Int, String) in
                    let unit = e["unit"]?.stringValue ?? "null"
                    return (e["start"]?.intValue ?? -1, e["end"]?.intValue ?? -1,
                            "\(e["value"]?.stringValue ?? "null") \(unitNames[unit] ?? unit)")
                }
                let ok = found.count == wanted.count && zip(zip(found, wanted), money).allSatisfy { pair, e in
                    let (f, w) = pair
                    let parts = w.2.split(separator: " ")
                    let valueOK = parts[0] == "null" ? (e.value == nil && e.problem == nil)
                                                     : (e.value != nil && e.value == ExactDecimal(String(parts[0])))
                    return f.0 == w.0 && f.1 == w.1 && valueOK && e.currency == String(parts[1])
                }
                return ok ? nil : "found \(describe(found)); expected \(describe(wanted))"
            })
        }
    }

    @Test func recognizersTextChineseNumbers() {
        let o = Self.run("rt/zh-number", Self.numberCases("recognizers-text/zh-number.jsonl", .zhHans, valueChecked: nil))
        #expect(o.score >= 0.995)
        #expect(o.listedPassing.isEmpty)
    }

    @Test func recognizersTextJapaneseNumbers() {
        let checked = Self.run("rt/ja-number", Self.numberCases("recognizers-text/ja-number.jsonl", .ja, valueChecked: true))
        #expect(checked.score >= 0.95)
        #expect(checked.listedPassing.isEmpty)
        let unchecked = Self.run("rt/ja-number-unchecked",
                                 Self.numberCases("recognizers-text/ja-number.jsonl", .ja, valueChecked: false))
        #expect(unchecked.score >= 0.95)
        #expect(unchecked.listedPassing.isEmpty)
    }

    @Test func recognizersTextChineseCurrency() {
        let o = Self.run("rt/zh-currency", Self.currencyCases("recognizers-text/zh-currency.jsonl", .zhHans))
        #expect(o.score >= 0.97)
        #expect(o.listedPassing.isEmpty)
    }

    @Test func recognizersTextJapaneseCurrency() {
        let o = Self.run("rt/ja-currency", Self.currencyCases("recognizers-text/ja-currency.jsonl", .ja))
        #expect(o.score >= 0.97)
        #expect(o.listedPassing.isEmpty)
    }

    // MARK: cn2an

    /// One number or amount that covers the whole text, with its value.
    static func whole(_ text: String) -> (Entity?, Int) {
        let analysis = parser.text.analyze(text)
        let found = parser.entities.recognize(analysis, as: .zh).filter { $0.kind == .number || $0.kind == .money }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard found.count == 1, let e = found.first, analysis.text.originalText(e.range) == trimmed else { return (nil, found.count) }
        return (e, 1)
    }

    @Test func cn2an() {
        let rows = Self.lines("cn2an/cases.jsonl")
        var positives: [(id: String, text: String, check: () -> String?)] = []
        var errors: [(id: String, text: String, check: () -> String?)] = []
        for v in rows {
            guard let text = v["text"]?.stringValue, let mode = v["mode"]?.stringValue else { continue }
            if v["expect_error"] != nil {
                errors.append(("error:" + mode, text, {
                    let (e, _) = Self.whole(text)
                    guard let e, e.value != nil, e.problem == nil else { return nil }
                    return "read as one confident \(e.kind.rawValue) \(e.value!)"
                }))
            } else {
                let expected = Self.decimal(v["value"])
                positives.append((mode, text, {
                    let (e, count) = Self.whole(text)
                    guard let e else { return "not one entity over the whole text (found \(count))" }
                    guard let got = e.value, let expected, got == expected else {
                        return "value \(e.value?.description ?? "null"), expected \(expected?.description ?? "?")"
                    }
                    return nil
                }))
            }
        }
        let p = Self.run("cn2an", positives)
        #expect(p.score >= 0.99)
        #expect(p.listedPassing.isEmpty)
        let e = Self.run("cn2an-errors", errors)
        #expect(e.failed.isEmpty)
        #expect(e.listedPassing.isEmpty)
    }
}
