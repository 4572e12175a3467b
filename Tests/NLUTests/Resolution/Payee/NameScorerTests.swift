import Testing
@testable import NLU

@Suite struct NameScorerTests {
    func units(_ text: String) -> [NameUnit] {
        NameUnit.units(Fixtures.normalizer.key(text)[...], pinyin: .shared)
    }

    func similarity(_ a: String, _ b: String) -> Double { NameScorer.similarity(units(a), units(b)) }

    @Test func sameNameIsOne() {
        #expect(similarity("张三", "张三") == 1)
        #expect(similarity("張三", "张三") == 1)
    }

    @Test func homophonesScoreHighButBelowOne() {
        let s = similarity("章三", "张三")
        #expect(s < 1 && s >= 0.9)
        #expect(similarity("章山", "张三") < s)           // shan/san: a confusable second syllable
        #expect(similarity("章山", "张三") > similarity("章四", "张三"))
    }

    @Test func oneWrongCharacterInThreeIsTwoThirds() {
        #expect(abs(similarity("张大明", "张小明") - 2.0 / 3) < 1e-9)
        #expect(similarity("王五", "王芳") == 0.5)
        #expect(similarity("赵六", "张三") == 0)
    }

    @Test func similarityIsSymmetricAndBounded() {
        let names = ["张三", "章三", "张三丰", "李四", "王芳", "王方", "欧阳娜娜", "田中太郎", "たなか"]
        for a in names {
            for b in names {
                let s = similarity(a, b)
                #expect(s >= 0 && s <= 1)
                #expect(abs(s - similarity(b, a)) < 1e-9, "\(a) \(b)")
            }
        }
    }

    @Test func partsFitOnlyBySound() {
        let name = units("张三")
        #expect(NameScorer.partSimilarity(units("张"), name[..<1]) == 1)
        #expect((NameScorer.partSimilarity(units("章"), name[..<1]) ?? 0) > 0.8)
        #expect(NameScorer.partSimilarity(units("李"), name[..<1]) == nil)
    }

    @Test func kanaCompareBySound() {
        func k(_ t: String) -> [UInt16] { KanaReading.units(Fixtures.normalizer.key(t)[...]) }
        #expect(NameScorer.kanaSimilarity(k("さとう")[...], k("サトー")[...]) == 1)
        #expect(NameScorer.kanaSimilarity(k("ゆうこ")[...], k("ゆこ")[...]) > 0.85)
        #expect(NameScorer.kanaSimilarity(k("やまだ")[...], k("やまた")[...]) > NameScorer.kanaSimilarity(k("やまだ")[...], k("やまな")[...]))
    }
}
