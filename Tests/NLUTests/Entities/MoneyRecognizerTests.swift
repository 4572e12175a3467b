import Testing
@testable import NLU

@Suite struct MoneyRecognizerTests {
    func zh(_ s: String) -> [String] { Fixtures.entitySummary(s, .zh) }
    func ja(_ s: String) -> [String] { Fixtures.entitySummary(s, .ja) }

    @Test func aKanaParticleSpacedOffBeforeANumberIsNoDigit() {
        // ni | sen ni hyaku en: the particle ni, not two thousand.
        #expect(ja("ぶちょう に せんにひゃくえん").contains("money せんにひゃくえん=1200 JPY"))
        #expect(ja("ご せん えん").contains("money ご せん えん=5000 JPY"))
    }

    @Test func anApproximateWordThatStartsAWordOfItsOwnIsNoPartOfTheAmount() {
        // liang bai | yu e gou: the yu of "balance" after the amount, no "and some".
        #expect(!zh("给王芳转两百 余额够").contains { $0.contains("余") })
        #expect(zh("两百多块").contains { $0.hasPrefix("money 两百多块") })
    }

    @Test func anEllipsisBeforeADecimalIsAPause() {
        // en... 1.2k: the dots of the pause make no dotted sequence of the amount.
        #expect(zh("嗯…1.2k吧").contains { $0.contains("=1200") })
        // A point after a digit still makes a dotted sequence: three integers, no decimal.
        #expect(zh("1.2.3").count == 3)
        #expect(!zh("1.2.3").contains { $0.contains("=1.2") })
    }

    @Test func unitsOfOneCurrencyAddUp() {
        #expect(zh("三块二毛五") == ["money 三块二毛五=3.25 CNY"])
        #expect(zh("50元6角3分") == ["money 50元6角3分=50.63 CNY"])
        #expect(ja("2222円13銭") == ["money 2222円13銭=2222.13 JPY"])
        #expect(ja("2ドル3セント") == ["money 2ドル3セント=2.03 USD"])
        #expect(zh("两美元又三美分") == ["money 两美元又三美分=2.03 USD"])
        #expect(zh("五毛三块") == ["money 五毛=0.5 CNY", "money 三块=3 CNY"], "units must go down")
        #expect(zh("一千块和五百块") == ["money 一千块=1000 CNY", "money 五百块=500 CNY"])
    }

    @Test func digitsSpelledOneByOneBeforeACurrencyAreOneNumber() {
        #expect(ja("3 0 0 0 円") == ["money 3 0 0 0 円=3000 JPY"])
        #expect(zh("5 0 0 块") == ["money 5 0 0 块=500 CNY"])
        #expect(zh("1 3 8 0 0").count == 5, "no currency after them: a phone number's digits stay apart")
    }

    @Test func colloquialTailsFollowTheLanguageSetting() {
        #expect(zh("五块五") == ["money 五块五=5.5 CNY"])
        #expect(zh("三块零五") == ["money 三块零五=3.05 CNY"])
        #expect(zh("一块半") == ["money 一块半=1.5 CNY"])
        #expect(zh("九毛九") == ["money 九毛九=0.99 CNY"])
        #expect(zh("九分九") == ["九=9", "九=9"], "a bare fen (also minutes, points) is no amount")
        #expect(ja("5円5") == ["money 5円=5 JPY", "5=5"], "Japanese reads no tail after the yen")
        #expect(ja("100ユーロと30") == ["money 100ユーロと30=100.3 EUR"], "cents written in full after 'and'")
        #expect(ja("100ユーロと3") == ["money 100ユーロ=100 EUR", "3=3"])
        #expect(zh("5块5个") == ["money 5块=5 CNY", "quantity 5个=5 item"], "a digit with a counter is no tail")
    }

    @Test func currencyBeforeTheAmount() {
        #expect(zh("¥88") == ["money ¥88=88 CNY"])
        #expect(ja("¥88") == ["money ¥88=88 JPY"])
        #expect(Fixtures.entitySummary("¥88", nil) == ["money ¥88=88 nil"], "languages disagree on the sign: no currency")
        #expect(zh("人民币三千元") == ["money 人民币三千元=3000 CNY"])
        #expect(zh("US$ 48.2 万") == ["money US$ 48.2 万=482000 USD"])
        #expect(zh("$") == [])
    }

    @Test func genericUnitsTakeTheNamedCurrency() {
        #expect(zh("港币十元五角") == ["money 港币十元五角=10.5 HKD"])
        #expect(zh("三千元港币") == ["money 三千元港币=3000 HKD"])
        #expect(zh("8亿元人民币") == ["money 8亿元人民币=800000000 CNY"])
        #expect(zh("4人民币5美元") == ["money 4人民币=4 CNY", "money 5美元=5 USD"])
    }

    @Test func valuesAreExactAndAsSaid() {
        #expect(zh("12.345元") == ["money 12.345元=12.345 CNY"], "more decimals than the currency has: the grammar decides")
        #expect(zh("0元") == ["money 0元=0 CNY"])
        #expect(zh("负一百块") == ["money 负一百块=-100 CNY"])
        #expect(zh("负五块五") == ["money 负五块五=-5.5 CNY"])
        #expect(zh("九千九百九十九万亿亿块") == ["money 九千九百九十九万亿亿块=nil CNY overflow"])
        #expect(zh("一百多块") == ["money 一百多块=100 CNY approximate"])
    }

    @Test func someSaidInsideAWordOrBeforeAPauseIsNoApproximation() {
        #expect(zh("数百块") == ["money 数百块=100 CNY approximate"])
        // guo shu | bai wu man: the shu of "transfer" is no "several".
        #expect(zh("俾張三過數 百五蚊").contains("money 百五蚊=150 HKD"))
    }

    @Test func bareCurrencyNames() {
        #expect(zh("人民币 美元") == ["money 人民币=nil CNY", "money 美元=nil USD"])
        #expect(zh("元") == [], "a one-character unit alone is no mention")
        #expect(ja("銭函") == [])
    }

    @Test func aPieceBeforeAProductIsACounter() {
        #expect(zh("两块汉堡") == ["quantity 两块=2 piece", "product 汉堡=hamburger"])
        #expect(zh("两块") == ["money 两块=2 CNY"])
    }

    @Test func minorUnitsAndDefaultsComeFromTheLexicons() {
        let e = Fixtures.entities
        #expect(e.minorUnits(of: "JPY") == 0)
        #expect(e.minorUnits(of: "CNY") == 2)
        #expect(e.minorUnits(of: "USD") == 2)
        #expect(e.minorUnits(of: "KRW") == 0)
        #expect(e.minorUnits(of: "XYZ") == nil)
        #expect(e.defaultCurrency(for: .ja) == "JPY")
        #expect(e.defaultCurrency(for: .zhHans) == "CNY")
        #expect(e.defaultCurrency(for: .zhHant) == "CNY")
        #expect(e.defaultCurrency(for: .und) == nil)
    }

    @Test func badCurrencyDataIsReportedWithItsLine() throws {
        func load(_ lines: String) throws(DataFileError) {
            let store = try LexiconStore(files: [("common/a.jsonl", Array(("{\"kind\":\"filler\",\"id\":\"x\",\"forms\":[\"x\"]}\n" + lines).utf8))],
                                         origin: "test", displayPrefix: "")
            _ = try EntityRecognizer(lexicons: store, normalizer: Normalizer())
        }
        for bad in ["{\"kind\":\"currency\",\"code\":\"usd\",\"minor_units\":2}",
                    "{\"kind\":\"currency\",\"code\":\"USD\"}",
                    "{\"kind\":\"currency_word\",\"code\":\"USD\",\"words\":[\"$\"]}",
                    "{\"kind\":\"currency\",\"code\":\"USD\",\"minor_units\":2}\n{\"kind\":\"currency_word\",\"code\":\"USD\",\"position\":\"over\",\"words\":[\"$\"]}",
                    "{\"kind\":\"currency\",\"code\":\"USD\",\"minor_units\":2}\n{\"kind\":\"currency_word\",\"code\":\"USD\"}",
                    "{\"kind\":\"numeral\",\"digit\":12,\"words\":[\"x\"]}",
                    "{\"kind\":\"numeral\",\"words\":[\"x\"]}",
                    "{\"kind\":\"number_setting\",\"trailing_digit\":\"ones\"}"] {
            #expect(throws: DataFileError.self, "\(bad)") { try load(bad) }
            do { try load(bad) } catch { #expect(error.file == "common/a.jsonl" && error.line >= 2, "\(error)") }
        }
        try load("{\"kind\":\"currency\",\"code\":\"USD\",\"minor_units\":2}\n{\"kind\":\"currency_word\",\"code\":\"USD\",\"words\":[\"$\"]}")
    }
}
