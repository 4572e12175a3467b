import Foundation
import Testing
@testable import NLU

/// The matcher on real names (Tests/Fixtures/names: a sample of the data the
/// benchmark uses, shipped with the repository): a list of 2,000 beneficiaries,
/// half Chinese, half Japanese with kana readings, and queries made from it
/// with a fixed seed — names in the other script, homophones, one wrong
/// character, readings in kana and half-width katakana, titles, and names on
/// no list. The targets are the issue's: top-1 ≥ 0.98, top-5 ≥ 0.995, no
/// wrong beneficiary as success.
@Suite struct RealNamesTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
    }

    struct Sample {
        var list: [Beneficiary] = []
        var heldOut: [String] = []
    }

    static func sample() throws -> Sample {
        let dir = PayeeFixtures.root.appendingPathComponent("Tests/Fixtures/names")
        let zh = try String(contentsOf: dir.appendingPathComponent("zh-names-sample.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let rows = try String(contentsOf: dir.appendingPathComponent("ja-names-sample.tsv"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        let family = rows.filter { $0.count > 2 && $0[2] == "sei" }, given = rows.filter { $0.count > 2 && $0[2] == "mei" }
        var g = Generator(state: 2026)
        var s = Sample()
        for (i, name) in zh.enumerated() {
            if i % 4 == 0 { s.heldOut.append(name); continue }
            if s.list.count < 1000 { s.list.append(Beneficiary(id: "zh\(i)", name: name)) }
        }
        while s.list.count < 2000 {
            let f = family[g.next(family.count)], m = given[g.next(given.count)]
            s.list.append(Beneficiary(id: "ja\(s.list.count)", name: f[0] + m[0], reading: f[1] + " " + m[1]))
        }
        return s
    }

    @Test func accurateAndSafeOnRealNames() throws {
        let s = try Self.sample()
        let matcher = PayeeFixtures.matcher(s.list)
        let normalizer = Fixtures.normalizer
        func key(_ t: String) -> [UInt32] { SpokenName.clean(normalizer.key(t)) }
        var byKey: [[UInt32]: Set<String>] = [:]
        for b in s.list { for f in [b.name] + b.aliases { byKey[key(f), default: []].insert(b.id) } }
        let suffixes = Fixtures.lexicons.records(kind: "honorific").filter { (try? $0.string("position")) == "suffix" }
            .flatMap { (try? $0.strings("affixes")) ?? [] }
        let pinyin = PinyinTable.shared
        var homophones: [UInt16: [UInt32]] = [:]
        for b in s.list where b.id.hasPrefix("zh") {
            for c in key(b.name) { homophones[pinyin.syllables(c).0, default: []].append(c) }
        }
        var g = Generator(state: 7)
        var asked = 0, top1 = 0, top5 = 0, falseAccepts = 0, unknownOffered = 0
        for round in 0..<1200 {
            let b = s.list[g.next(s.list.count)]
            var scalars = key(b.name)
            var text: String
            switch round % 6 {
            case 0: text = normalizer.display(normalizer.normalize(b.name), language: .zhHans)
            case 1: text = b.name + suffixes[g.next(suffixes.count)]
            case 2:
                guard b.id.hasPrefix("zh") else { continue }
                let i = g.next(scalars.count)
                let same = homophones[pinyin.syllables(scalars[i]).0, default: []].filter { $0 != scalars[i] }
                guard !same.isEmpty else { continue }
                scalars[i] = same[g.next(same.count)]
                text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            case 3:
                guard scalars.count >= 3 else { continue }
                let other = s.list[g.next(s.list.count)].name.unicodeScalars.first!.value
                let i = g.next(scalars.count)
                guard pinyin.syllables(other).0 != pinyin.syllables(scalars[i]).0 else { continue }
                scalars[i] = other
                text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            case 4:
                guard let r = b.reading else { continue }
                text = String(String.UnicodeScalarView(r.unicodeScalars.filter { $0 != " " }.map {
                    (0x3041...0x3096).contains($0.value) ? Unicode.Scalar($0.value + 0x60)! : $0
                }))
            default:
                // Somebody on no list.
                let name = s.heldOut[g.next(s.heldOut.count)]
                guard byKey[key(name)] == nil else { continue }
                let r = matcher.resolve(name)
                if r.status == .success { falseAccepts += 1 }
                if r.status != .unsupported { unknownOffered += 1 }
                continue
            }
            let named = byKey[key(text)] ?? []
            if round % 6 >= 2 && !named.isEmpty { continue }   // became somebody else's exact name
            let right = named.isEmpty ? byKey[key(b.name)]! : named
            let r = matcher.resolve(text)
            asked += 1
            if r.status == .success && !right.contains(r.value ?? "") { falseAccepts += 1 }
            if let first = r.candidates.first, right.contains(first.id) { top1 += 1 }
            if r.candidates.contains(where: { right.contains($0.id) }) { top5 += 1 }
        }
        #expect(asked >= 700)
        #expect(falseAccepts == 0)
        #expect(Double(top1) / Double(asked) >= 0.98, "top-1 \(top1)/\(asked)")
        #expect(Double(top5) / Double(asked) >= 0.995, "top-5 \(top5)/\(asked)")
        #expect(unknownOffered <= 20, "names on no list offered candidates \(unknownOffered) times in ~200")
    }
}
