import Dispatch
import Foundation
import Testing
@testable import NLU

@Suite struct PayeeMatcherTests {
    let people = PayeeFixtures.people

    @Test func exactNameOrAliasIsSuccess() {
        let r = people.resolve("张三")
        #expect(r.status == .success)
        #expect(r.value == "zh-zhangsan")
        #expect(r.candidates == [PayeeCandidate(id: "zh-zhangsan", name: "张三", score: 1)])
        #expect(people.resolve("老张").value == "zh-zhangsan")
        #expect(people.resolve(key: Fixtures.normalizer.key("張三")).status == .success)
    }

    @Test func twoPeopleWithOneNameAreNeverSuccess() {
        let r = people.resolve("王芳")
        #expect(r.status == .disambiguation)
        #expect(r.value == nil)
        #expect(r.candidates.map(\.id) == ["zh-wangfang-1", "zh-wangfang-2"])
    }

    @Test func soundAloneAsksForConfirmation() {
        for (said, id) in [("章三", "zh-zhangsan"), ("zhang san", "zh-zhangsan"), ("たなかたろう", "ja-tanaka"),
                           ("ﾀﾅｶ", "ja-tanaka"), ("刘建国", "zh-niujianguo")] {
            let r = people.resolve(said)
            #expect(r.status == .confirmationRequired, "\(said)")
            #expect(r.value == id, "\(said)")
            #expect((r.candidates.first?.score ?? 1) < 1, "\(said)")
        }
    }

    @Test func partOfTheNameAsksForConfirmation() {
        #expect(people.resolve("陈先生").status == .confirmationRequired)
        #expect(people.resolve("健さん").value == "ja-takahashi-ken")
        #expect(people.resolve("高橋さん").status == .disambiguation)
    }

    @Test func nothingCloseIsNoMatch() {
        for said in ["赵六", "", "？", "山本", String(repeating: "张", count: 5000)] {
            let r = people.resolve(said)
            #expect(r.status == .unsupported, "\(said.prefix(10))")
            #expect(r.reason == .noMatch)
            #expect(r.candidates.isEmpty)
        }
    }

    @Test func candidatesAreAtMostFiveBestFirstInRange() {
        let wangs = PayeeFixtures.matcher((1...12).map { Beneficiary(id: "w\($0)", name: "王" + ["伟", "磊", "静", "敏", "强", "军", "杰", "勇", "艳", "娟", "涛", "明"][$0 - 1]) })
        let r = wangs.resolve("王先生")
        #expect(r.status == .disambiguation)
        #expect(r.candidates.count == 5)
        for q in ["王先生", "王玮", "汪伟", "wang wei", "王"] {
            let c = wangs.resolve(q).candidates
            #expect(c.count <= 5)
            #expect(zip(c, c.dropFirst()).allSatisfy { $0.score >= $1.score })
            #expect(c.allSatisfy { $0.score >= 0 && $0.score <= 1 })
        }
    }

    /// The security rule, checked over many spoken variants: `success` only
    /// for a beneficiary whose own name or alias was said (once normalized,
    /// with honorifics and safe particles removed).
    @Test func aWrongBeneficiaryIsNeverSuccess() throws {
        let list = try PayeeFixtures.list("people.json")
        let forms = Dictionary(grouping: list.flatMap { b in ([b.name] + b.aliases).map { (Fixtures.normalizer.key($0), b.id) } },
                               by: \.0).mapValues { Set($0.map(\.1)) }
        var said = list.flatMap { [$0.name] + $0.aliases + [$0.reading ?? ""] }
        for b in list {
            let scalars = Array(b.name.unicodeScalars)
            for i in scalars.indices {   // every one-character deletion and suffix
                var s = scalars
                s.remove(at: i)
                said.append(String(String.UnicodeScalarView(s)))
                said.append(b.name + String(scalars[i]))
            }
        }
        for s in said {
            let r = people.resolve(s)
            guard r.status == .success, let id = r.value else { continue }
            let spoken = SpokenName(key: Fixtures.normalizer.key(s), lexicon: people.lexicon)
            let named = spoken.readings.filter(\.exactAllowed).contains { forms[$0.core]?.contains(id) == true }
            #expect(named, "\(s) came back as success for \(id)")
        }
    }

    @Test func namesAreTokensForTheTokenizer() {
        let names = people.names
        let key = Fixtures.normalizer.key("给张三转五百")
        var found: [(Int, [LexiconTag])] = []
        names.forEachMatch(key, from: 1) { found.append(($0, $1)) }
        #expect(found.count == 1)
        #expect(found.first?.0 == 3)
        #expect(found.first?.1 == [LexiconTag(kind: "beneficiary", id: "zh-zhangsan", family: nil)])
        var twins: [LexiconTag] = []
        names.forEachMatch(Fixtures.normalizer.key("王芳"), from: 0) { twins += $1 }
        #expect(Set(twins.map(\.id)) == ["zh-wangfang-1", "zh-wangfang-2"])
        var none = 0
        names.forEachMatch(key, from: 0) { _, _ in none += 1 }
        #expect(none == 0)
    }

    @Test func theTokenizerKeepsANameWhole() throws {
        let analyzer = try TextAnalyzer(lexicons: Fixtures.lexicons, normalizer: Fixtures.normalizer,
                                        extra: [people.names], words: Fixtures.words)
        let a = analyzer.analyze("给欧阳娜娜转五百")
        #expect(a.tokens.contains { $0.has(kind: "beneficiary") && a.text.keyText($0.range) == "欧阳娜娜" })
    }

    /// The key folds 阪 into 坂 (ICU), but 阪本 and 坂本 are different family names:
    /// a transfer to the one said must never be taken as a transfer to the one listed.
    @Test func aTransferToAVariantOfTheNameIsAskedAbout() throws {
        let parser = try NLUParser(lexicons: Fixtures.lexicons,
                                   beneficiaries: [Beneficiary(id: "s", name: "阪本稔"), Beneficiary(id: "y", name: "于明")])
        for (text, status) in [("坂本稔さんに五千円送金して", "confirmationRequired"), ("阪本稔さんに五千円送金して", "success"),
                               ("給於明轉五百塊", "confirmationRequired"), ("給于明轉五百塊", "success")] {
            let payee = parser.parse(text).slots["payee"]
            #expect(payee?["status"]?.stringValue == status, "\(text)")
            #expect(payee?["value"]?.stringValue != nil, "\(text)")
        }
    }

    /// sheng is a Cantonese title, but names end in it too (Asai Kikuo, Zheng Fosheng): a name a
    /// character off that ends in it is still found, to be confirmed.
    @Test func aNameEndingInATitleSoundIsFoundACharacterOff() {
        let m = PayeeFixtures.matcher([Beneficiary(id: "a", name: "浅井喜久生", reading: "あさい きくお"), Beneficiary(id: "z", name: "鄭佛生")])
        for (said, id) in [("辻井喜久生", "a"), ("佰佛生", "z")] {
            let r = m.resolve(said)
            #expect(r.status == .confirmationRequired, "\(said)")
            #expect(r.value == id, "\(said)")
        }
    }

    /// jun, dian: a Japanese honorific written in kanji after a name said without kana may
    /// be the end of a Chinese given name. Wang Li + jun is never Wang Li taken when Wang Li-jun
    /// sounds as said; Zhou-jun finds Zhou Jun by sound; a Japanese name keeps its honorific.
    @Test func aJapaneseHonorificInKanjiAfterAChineseNameIsNoExactMatch() {
        let m = PayeeFixtures.matcher([
            Beneficiary(id: "l", name: "王立"), Beneficiary(id: "j", name: "王丽君"),
            Beneficiary(id: "z", name: "周俊"), Beneficiary(id: "t", name: "田中", reading: "たなか"),
        ])
        let wang = m.resolve("王立君")
        #expect(wang.status == .disambiguation)
        #expect(Set(wang.candidates.map(\.id)) == ["l", "j"])
        let zhou = m.resolve("周君")
        #expect(zhou.status == .confirmationRequired)
        #expect(zhou.value == "z")
        let tanaka = m.resolve("田中君")
        #expect(tanaka.status == .success)
        #expect(tanaka.value == "t")
    }

    /// ma for ma ma: a kinship word said once is the alias that doubles it, to be confirmed, never taken.
    @Test func aKinshipWordSaidOnceIsTheDoubledAliasToConfirm() {
        let m = PayeeFixtures.matcher([Beneficiary(id: "m", name: "刘洋", aliases: ["妈妈"]), Beneficiary(id: "z", name: "张三")])
        let r = m.resolve("妈")
        #expect(r.status == .confirmationRequired)
        #expect(r.value == "m")
        #expect(m.resolve("哥").status == .unsupported)
    }

    @Test func namesWithSpacesAreTokensAsTyped() {
        let m = PayeeFixtures.matcher([Beneficiary(id: "j", name: "John Smith")])
        var ends: [Int] = []
        let key = Fixtures.normalizer.key("pay john smith now")
        m.names.forEachMatch(key, from: 4) { end, _ in ends.append(end) }
        #expect(ends == [14])
        #expect(m.resolve("JOHN SMITH").status == .success)
        #expect(m.resolve("johnsmith").status == .success)
    }

    @Test func builtOnceQueriedFromManyThreads() {
        let queries = ["张三", "章三", "王芳", "たなかさん", "ﾀﾅｶ", "赵六", "张先生", "老张"]
        let expected = queries.map { people.resolve($0) }
        let matcher = people
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let q = i % queries.count
            if matcher.resolve(queries[q]) != expected[q] { failures.add() }
        }
        #expect(failures.count == 0)
    }

    @Test func invalidListsAreRefused() {
        let lexicons = Fixtures.lexicons, normalizer = Fixtures.normalizer
        #expect(throws: DataFileError.self) {
            try PayeeMatcher(beneficiaries: [Beneficiary(id: "a", name: "x"), Beneficiary(id: "a", name: "y")],
                             lexicons: lexicons, normalizer: normalizer)
        }
        #expect(throws: DataFileError.self) {
            try PayeeMatcher(beneficiaries: [Beneficiary(id: "a", name: "。。")], lexicons: lexicons, normalizer: normalizer)
        }
        #expect(throws: DataFileError.self) {
            try PayeeMatcher(beneficiaries: [Beneficiary(id: "", name: "x")], lexicons: lexicons, normalizer: normalizer)
        }
    }

    @Test func anEmptyListMatchesNothing() {
        let m = PayeeFixtures.matcher([])
        #expect(m.resolve("张三").status == .unsupported)
        var any = false
        m.names.forEachMatch(Fixtures.normalizer.key("张三"), from: 0) { _, _ in any = true }
        #expect(!any)
    }
}

/// A counter the concurrent test's workers share.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return n }
}
