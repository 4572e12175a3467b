import Testing
@testable import NLU

@Suite struct CatalogRecognizerTests {
    /// A lexicon with a place, and an analyzer with two beneficiaries whose
    /// names hold numerals.
    static let analyzer: TextAnalyzer = {
        let files = [("zh/places.jsonl", Array("{\"kind\":\"place\",\"id\":\"airport\",\"forms\":[\"机场\"]}\n".utf8))]
        let store = try! LexiconStore(files: files, origin: "test", displayPrefix: "")
        var names = ScalarTrie<LexiconTag>()
        names.insert(Fixtures.normalizer.key("王五"), LexiconTag(kind: "beneficiary", id: "b-5", family: nil))
        names.insert(Fixtures.normalizer.key("张三"), LexiconTag(kind: "beneficiary", id: "b-3", family: nil))
        let base = try! TextAnalyzer(lexicons: Fixtures.lexicons, normalizer: Fixtures.normalizer, extra: [names],
                                     words: Fixtures.words)
        let places = try! TextAnalyzer(lexicons: store, normalizer: Fixtures.normalizer, extra: [names, base.forms],
                                       words: Fixtures.words)
        return places
    }()

    func zh(_ s: String) -> [String] { Fixtures.entitySummary(s, .zh, analyzer: Self.analyzer) }

    @Test func namesAreNeverReadAsNumbers() {
        #expect(zh("给张三转五百块") == ["person 张三=b-3", "money 五百块=500 CNY"])
        #expect(zh("给王五百块") == ["person 王五=b-5", "money 百块=100 CNY"], "the number starts after the name")
    }

    @Test func productsSizesAndPlaces() {
        #expect(zh("两杯大杯可乐") == ["quantity 两杯=2 cup", "size 大杯=large", "product 可乐=cola"])
        #expect(zh("打车去机场") == ["place 机场=airport"])
        #expect(Fixtures.entitySummary("ハンバーガーをLサイズで", .ja) == ["product ハンバーガー=hamburger", "size Lサイズ=large"])
    }

    @Test func tagsOfTheOtherLanguageAreIgnored() {
        #expect(Fixtures.entitySummary("ビール", .zh).isEmpty)
    }
}

@Suite struct OpaqueTokenTests {
    /// The built-in lexicons plus words of kinds the entity lexicons call opaque.
    static let parser: (TextAnalyzer, EntityRecognizer) = {
        var files = Fixtures.lexicons.files.map { ($0.key, $0.value) }
        files.append(("ja/extra.jsonl", Array("{\"kind\":\"place_word\",\"id\":\"roppongi\",\"forms\":[\"六本木\"]}\n".utf8)))
        files.append(("zh/extra.jsonl", Array("{\"kind\":\"ordinal\",\"id\":\"1\",\"forms\":[\"一号\",\"第二个\"]}\n".utf8)))
        let store = try! LexiconStore(files: files, origin: "test", displayPrefix: "")
        let normalizer = try! Normalizer(lexicons: store)
        return (try! TextAnalyzer(lexicons: store, normalizer: normalizer, words: Fixtures.words),
                try! EntityRecognizer(lexicons: store, normalizer: normalizer))
    }()

    func found(_ text: String, _ family: LanguageFamily) -> [String] {
        let a = Self.parser.0.analyze(text)
        return Self.parser.1.recognize(a, as: family).map { Fixtures.summary($0, a.text) }
    }

    @Test func numbersAreNotReadInsideOpaqueWords() {
        #expect(found("六本木まで", .ja) == [])
        #expect(found("第二个", .zh) == [])
    }

    @Test func anOpaqueWordRightAfterANumeralIsPartOfTheNumber() {
        #expect(found("十一号", .zh) == ["十一=11"])
    }
}
