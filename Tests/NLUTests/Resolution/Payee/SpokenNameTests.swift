import Testing
@testable import NLU

@Suite struct SpokenNameTests {
    let lexicon = PayeeFixtures.people.lexicon

    func readings(_ text: String) -> [SpokenName.Reading] {
        SpokenName(key: Fixtures.normalizer.key(text), lexicon: lexicon).readings
    }

    func core(_ text: String) -> [UInt32] { Fixtures.normalizer.key(text) }

    @Test func theNameAsSaidComesFirst() {
        let r = readings("小李")
        #expect(r.first?.core == core("小李"))
        #expect(r.first?.exactAllowed == true)
    }

    @Test func titlesAreRemovedAndSayWhatIsLeft() {
        let r = readings("张先生")
        let stripped = r.first { $0.core == core("张") }
        #expect(stripped?.attaches == .surname)
        #expect(stripped?.titled == true)
        #expect(stripped?.exactAllowed == true)
        #expect(readings("田中部長さん").contains { $0.core == core("田中") && $0.attaches == .surname })
        #expect(readings("花子ちゃん").contains { $0.core == core("花子") && $0.attaches == .any })
    }

    @Test func affixesThatEndRealNamesNeverGiveAnExactReading() {
        // 伯, 哥, 阿, 的 also end or start real names.
        for (text, rest) in [("李仲伯", "李仲"), ("明哥", "明"), ("阿明", "明"), ("张三的", "张三"), ("老张", "张")] {
            let r = readings(text).first { $0.core == core(rest) }
            #expect(r != nil, "\(text)")
            #expect(r?.exactAllowed == false, "\(text)")
        }
    }

    @Test func particlesAfterKanaOnlyHelpFuzzyMatching() {
        let afterKanji = readings("田中に").first { $0.core == core("田中") }
        #expect(afterKanji?.exactAllowed == true)
        let afterKana = readings("あやの").first { $0.core == core("あや") }
        #expect(afterKana?.exactAllowed == false)
        let afterHonorific = readings("たなかさんに").first { $0.core == core("たなか") }
        #expect(afterHonorific != nil)
    }

    @Test func fillersAndPunctuationAtTheEdges() {
        #expect(readings("嗯，张三。").contains { $0.core == core("张三") && $0.exactAllowed })
        #expect(readings("えーと田中さん").contains { $0.core == core("田中") && $0.exactAllowed })
        #expect(readings("田中・太郎").first?.core == core("田中太郎"))
    }

    @Test func chineseAffixesAreNotTriedOnKana() {
        // 小 before a Japanese family name said with kana is part of the name.
        #expect(!readings("小林さん").contains { $0.core == core("林") })
    }

    @Test func overlongInputHasNoReading() {
        #expect(readings(String(repeating: "张", count: SpokenName.maximumLength + 1)).isEmpty)
    }
}
