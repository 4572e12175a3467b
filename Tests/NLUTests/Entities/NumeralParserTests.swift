import Testing
@testable import NLU

/// The numeral layer: how numbers are read, before money and quantities.
@Suite struct NumeralParserTests {
    func zh(_ s: String) -> [String] { Fixtures.numberSummary(s, .zh) }
    func ja(_ s: String) -> [String] { Fixtures.numberSummary(s, .ja) }

    @Test(arguments: [
        ("一千零五", "1005"), ("两千五", "2500"), ("三百五", "350"), ("一万二", "12000"), ("1万2", "12000"),
        ("九十二万四", "924000"), ("一千零五十", "1050"), ("五亿零六", "500000006"), ("十五", "15"),
        ("一百零十万", "1100000"), ("一万零百一十一", "10111"), ("拾亿零六万零五百零六", "1000060506"),
        ("五兆六十二亿四万五千二", "5006200045200"), ("5亿1万4千6百", "500014600"), ("四万万", "400000000"),
        ("4.78万亿", "4780000000000"), ("一万五千亿", "1500000000000"), ("廿二", "22"), ("百三", "130"),
        ("壹仟贰佰叁拾肆", "1234"), ("两千三点一", "2300.1"), ("十点五万", "105000"), ("零点零一", "0.01"),
        ("一二三", "123"), ("二〇〇二", "2002"), ("幺八九", "189"), ("负零点一零", "-0.1"),
        ("2万5000", "25000"), ("1百01", "101"), ("200亿零四千230", "20000004230"), ("3k", "3000"), ("2w", "20000"),
        ("1.5w", "15000"), ("一打", "12"), ("半百", "50"), ("万五", "15000"),
    ])
    func chinese(_ text: String, _ value: String) {
        #expect(zh(text) == ["\(text)=\(value)"])
    }

    @Test(arguments: [
        ("二百五", "205"), ("一万三", "10003"), ("九百九", "909"), ("五兆六十二億四万五千二", "5006200045002"),
        ("千三百", "1300"), ("零十三", "13"), ("〇一二三", "123"), ("壱万", "10000"), ("半ダース", "6"),
        ("さんぜん", "3000"), ("はっせんはっぴゃくきゅうじゅうごまんろくせんさんびゃくななじゅう", "88956370"),
        ("いっせんまん", "10000000"), ("マイナス五", "-5"), ("二百・〇三", "200.03"),
    ])
    func japanese(_ text: String, _ value: String) {
        #expect(ja(text) == ["\(text)=\(value)"])
    }

    @Test func asciiDigits() {
        #expect(zh("1,050,000,000") == ["1,050,000,000=1050000000"])
        #expect(zh("１，２３４") == ["１，２３４=1234"])
        #expect(zh("20，300") == ["20=20", "300=300"], "a full-width comma between ASCII digits is a list")
        #expect(zh("1, 234") == ["1=1", "234=234"])
        #expect(zh("10,000.233") == ["10,000.233=10000.233"])
        #expect(zh("1234,567") == ["1234=1234", "567=567"], "groups of three after at most three digits")
        #expect(zh(".5") == [".5=0.5"])
        #expect(zh("4.800") == ["4.800=4.8"])
        #expect(zh("2e5") == ["2e5=200000"])
        #expect(zh("-12e-1") == ["-12e-1=-1.2"])
        #expect(zh("192.168.1.2") == ["192=192", "168=168", "1=1", "2=2"])
        #expect(zh("...9") == ["9=9"])
        #expect(zh("0123") == ["0123=123"])
        #expect(ja("5、450") == ["5、450=5450"])
    }

    @Test func aLoneFinancialNumeralIsTheWordItAlsoWrites() {
        #expect(ja("駅で拾って") == [], "hirotte: pick up, not 10")
        #expect(zh("我们队伍") == [])
        #expect(zh("伍") == ["伍=5"], "alone in the text it is still the number")
        #expect(zh("壹拾") == ["壹拾=10"])
    }

    @Test func minusSigns() {
        #expect(zh("-32") == ["-32=-32"])
        #expect(zh("负三十二") == ["负三十二=-32"])
        #expect(zh("零下四度") == ["零下四=-4"])
        #expect(zh("1-2个月") == ["1=1", "2=2"], "a dash between numbers is a range, not a minus")
        #expect(zh("COVID-19") == ["19=19"])
        #expect(zh("－－9") == ["9=9"])
        #expect(zh("负") == [])
    }

    @Test func unitsCutWhereTheNextNumberBegins() {
        #expect(zh("三百 二百") == ["三百=300", "二百=200"])
        #expect(zh("十一十二") == ["十=10", "一十二=12"])
        #expect(ja("いっせんまん さんぜんまん はっせんまん") == ["いっせんまん=10000000", "さんぜんまん=30000000", "はっせんまん=80000000"])
        #expect(ja("さんびゃく ろっぴゃく はっぴゃく") == ["さんびゃく=300", "ろっぴゃく=600", "はっぴゃく=800"])
        #expect(zh("2万50000") == ["2万=20000", "50000=50000"])
        #expect(zh("10.1万零100") == ["10.1万=101000", "零=0", "100=100"])
        #expect(ja("零 一 二 三") == ["零=0", "一=1", "二=2", "三=3"], "spaced digits are separate numbers")
        #expect(zh("一百 五 十 二") == ["一百 五 十 二=152"], "spaces inside a numeral with units do not split it")
    }

    @Test func groupsNeedACoefficient() {
        #expect(zh("万") == [])
        #expect(zh("万万") == [])
        #expect(zh("两两") == [])
    }

    @Test func pointsThatAreNoDecimalPoints() {
        #expect(zh("两百点两") == ["两百=200", "两=2"])
        #expect(zh("三点五十") == ["三=3", "五十=50"], "a unit after the digits: the point was an hour")
        #expect(zh("一点两小时") == ["一=1", "两=2"])
    }

    @Test func approximateNumbers() {
        #expect(zh("十 余 万") == ["十 余 万=100000 approximate"])
        #expect(zh("一百零几万") == ["一百零几万=1000000 approximate"])
        #expect(zh("四百多") == ["四百=400"], "the numeral layer keeps a trailing 'and some' out")
    }

    @Test func wordsThatAreNoNumbers() {
        for s in ["一切", "我一看你就笑", "四川", "陆地", "收拾房间", "这是我的队伍", "放肆", "万一", "千万别走"] {
            #expect(zh(s) == [], "\(s)")
        }
        for s in ["一緒に", "ありません", "たなかさん", "ご注文", "いちご", "タクシーよんで", "やっつける", "きゅうり"] {
            #expect(ja(s) == [], "\(s)")
        }
        #expect(zh("拾") == ["拾=10"], "a financial numeral alone in the text is a number")
        #expect(zh("百分之五十五点五七九") == ["五十五点五七九=55.579"])
    }

    @Test func kanaNumbersNeedWordBoundaries() {
        #expect(ja("いち、 に、 ご") == ["いち=1", "ご=5"], "ni alone is a particle")
        #expect(ja("たなか さん") == [], "san alone is the honorific")
        #expect(ja("にさんよんよんよんよん の") == ["にさんよんよんよんよん=234444"], "a long run is digits")
        #expect(ja("いちにさんよん の") == ["いちにさんよん=1234"])
        #expect(ja("たかはしさんに") == [], "a few digits one by one that are all particles or honorifics are words")
        #expect(ja("にさんよんよん の") == [], "so is a short run of them alone")
        #expect(ja("ごご") == [], "two kana digits are a word (afternoon), not 55")
        #expect(ja("あなたにろくどる") == ["ろく=6"])
        #expect(ja("に三百") == ["三百=300"], "kana and kanji never make one number")
    }

    @Test func digitsStopWhereAWordThatIsNoNumberBegins() {
        #expect(zh("我们俩一起") == ["俩=2"], "yi qi (together) is no digit")
        #expect(zh("三一起") == ["三=3"])
        #expect(zh("一二三四五一起") == ["一二三四五=12345"])
        #expect(zh("三万一千") == ["三万一千=31000"], "wan yi is no word where numerals follow")
        #expect(zh("一万一") == ["一万一=11000"], "a word that starts with no digit does not cut")
    }

    @Test func aLoneDigitAfterASurnameEndsAName() {
        #expect(zh("给赵六转一千") == ["一千=1000"])
        // da before a number is the verb (send), no dozen: the digit stays in the name.
        #expect(zh("给章三打八百") == ["八百=800"])
        #expect(zh("章三打800") == ["800=800"])
        #expect(zh("三打") == ["三打=36"])
        #expect(zh("老三") == [])
        #expect(zh("李四五百") == ["五百=500"])
        #expect(zh("张三块") == ["三=3"], "a currency after the digit makes it a number")
        #expect(zh("王三百") == ["三百=300"], "so does a unit")
        #expect(ja("山田一郎") == [])
    }

    @Test func percentagesAreNoNumbers() {
        #expect(zh("上涨了8%") == [])
        #expect(zh("8 %") == [])
        #expect(ja("50パーセント") == [])
        #expect(zh("打八折") == [])
    }

    @Test func overflowIsAProblemNotAWrongNumber() {
        #expect(zh("九千九百九十九万亿亿") == ["九千九百九十九万亿亿=nil overflow"])
        #expect(zh("999999999999999999") == ["999999999999999999=999999999999999999"])
        #expect(zh("1000000000000000000") == ["1000000000000000000=nil overflow"])
        #expect(zh("-1000000000000000000") == ["-1000000000000000000=nil overflow"])
        let nines = String(repeating: "九", count: 4096)
        #expect(zh(nines) == ["\(nines)=nil overflow"])
        let digits = String(repeating: "7", count: 4096)
        #expect(zh(digits) == ["\(digits)=nil overflow"])
        #expect(zh("1e1000") == ["1e1000=nil overflow"])
    }

    @Test func settingsComeFromTheLexicons() {
        let n = Fixtures.entities.numerals
        #expect(n.trailingDigit(for: .zh) == .nextLower)
        #expect(n.trailingDigit(for: .ja) == .ones)
        #expect(n.trailingDigit(for: nil) == .ones)
    }
}
