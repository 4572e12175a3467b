import Testing
@testable import NLU

@Suite struct KanaReadingTests {
    func units(_ text: String) -> [UInt16] { KanaReading.units(Fixtures.normalizer.key(text)[...]) }

    @Test func longVowelsWrittenAnyWayAreOne() {
        #expect(units("さとう") == units("サトー"))
        #expect(units("さとう") == units("さとお"))
        #expect(units("さとう") == units("ｻﾄｰ"))
        #expect(units("ゆうこ") == units("ユーコ"))
        #expect(units("おおの") == units("オーノ"))
        #expect(units("けいこ") == units("けーこ"))
        #expect(units("さとう") != units("さと"))
    }

    @Test func halfWidthAndKatakanaFoldToTheSameUnits() {
        #expect(units("ﾀﾞｲｽｹ") == units("だいすけ"))
        #expect(units("ガッコウ") == units("がっこう"))
    }

    @Test func iterationMarksRepeat() {
        #expect(units("すゝむ") == units("すすむ"))
        #expect(units("いすゞ") == units("いすず"))
    }

    @Test func boundariesAreKeptOnlyWhenAsked() {
        let key = Fixtures.normalizer.key("たなか") + [0x20] + Fixtures.normalizer.key("たろう")
        #expect(KanaReading.units(key[...], keepBoundaries: true).contains(KanaReading.boundary))
        #expect(!KanaReading.units(key[...]).contains(KanaReading.boundary))
    }

    @Test func soundAlikeKanaCostLess() {
        let ka: UInt32 = 0x304B, ga: UInt32 = 0x304C, yo: UInt32 = 0x3088, smallYo: UInt32 = 0x3087
        let o: UInt32 = 0x304A, wo: UInt32 = 0x3092, na: UInt32 = 0x306A
        #expect(KanaReading.substitutionCost(ka, ka) == 0)
        #expect(KanaReading.substitutionCost(o, wo) < KanaReading.substitutionCost(yo, smallYo))
        #expect(KanaReading.substitutionCost(yo, smallYo) < KanaReading.substitutionCost(ka, ga))
        #expect(KanaReading.substitutionCost(ka, ga) < 1)
        #expect(KanaReading.substitutionCost(ka, na) == 1)
        #expect(KanaReading.indelCost(UInt32(KanaReading.long)) < KanaReading.indelCost(na))
    }

    @Test func voicingRoundTrips() {
        for v in UInt32(0x304B)...0x307D where KanaReading.voiced(v) != v {
            #expect(KanaReading.unvoiced(KanaReading.voiced(v)) == v)
        }
        #expect(KanaReading.unvoiced(0x3071) == 0x306F)   // pa → ha
    }
}
