import Testing
@testable import NLU

@Suite struct PinyinTableTests {
    let table = PinyinTable.shared

    func syllable(_ c: Unicode.Scalar) -> String { table.spellings[Int(table.syllables(c.value).0)] }

    @Test func readsHanToTonelessPinyin() {
        #expect(syllable("张") == "zhang")
        #expect(syllable("章") == "zhang")
        #expect(syllable("張") == "zhang")
        #expect(table.syllables(UInt32(("a" as Unicode.Scalar).value)) == (0, 0))
    }

    @Test func surnameReadingsComeSecond() {
        // 单 is dan, and shan as a surname.
        let (a, b) = table.syllables(("单" as Unicode.Scalar).value)
        #expect(Set([table.spellings[Int(a)], table.spellings[Int(b)]]) == ["dan", "shan"])
    }

    @Test func confusableSoundsShareACoarseID() {
        func coarse(_ s: String) -> UInt16 { table.coarse(table.id(of: s)!) }
        #expect(coarse("zhang") == coarse("zang"))
        #expect(coarse("chen") == coarse("cheng"))
        #expect(coarse("shi") == coarse("si"))
        #expect(coarse("niu") == coarse("liu"))
        #expect(coarse("lin") == coarse("ling"))
        #expect(coarse("zhang") != coarse("chang"))
    }

    @Test func parsesTypedPinyin() {
        func parse(_ s: String) -> [String]? { table.parse(s)?.map { table.spellings[Int($0)] } }
        #expect(parse("zhang san") == ["zhang", "san"])
        #expect(parse("zhangsan") == ["zhang", "san"])
        #expect(parse("Zhāng Sān") == ["zhang", "san"])
        #expect(parse("xian") == ["xian"])
        #expect(parse("lv") != nil)
        #expect(parse("qwerty") == nil)
        // Many ways to split, none that ends well: answered at once, not in 2^n steps.
        #expect(parse(String(repeating: "xian", count: 60) + "q") == nil)
    }
}
