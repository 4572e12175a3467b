import Testing
@testable import NLU

@Suite struct NormalizerTests {
    let n = Fixtures.normalizer

    @Test func widthAndCaseAreFolded() {
        #expect(n.normalize("ＬサイズのＣＯＫＥ　２つ").keyString == "lさいずのcoke 2つ")
        #expect(n.normalize("１，５００円").keyString == "1,500円")
    }

    @Test func halfWidthKanaComposesWithItsVoicedMark() {
        let t = n.normalize("ﾀﾞｲｽｷ")
        #expect(t.keyString == "だいすき")
        // ﾀ+ﾞ are two input code points that become one: the span covers both.
        #expect(t.originalRange(0..<1) == 0..<2)
        #expect(t.originalRange(1..<2) == 2..<3)
    }

    @Test func traditionalFoldsToSimplified() {
        #expect(n.normalize("給張三轉五百塊").keyString == "给张三转五百块")
        // ICU converts 轉帳 to 转帐; the lexicon's fold makes it 转账.
        #expect(n.normalize("轉帳").keyString == "转账")
        #expect(n.normalize("轉帳").keyString == n.normalize("转账").keyString)
    }

    @Test func katakanaFoldsToHiraganaButKeepsTheLongVowelMark() {
        #expect(n.normalize("ハンバーガー").keyString == "はんばーがー")
        #expect(n.normalize("ﾊﾝﾊﾞｰｶﾞｰ").keyString == "はんばーがー")
        #expect(n.normalize("はんばーがー").keyString == n.normalize("ハンバーガー").keyString)
    }

    @Test func aWaveDrawnOutInsideHiraganaVanishes() {
        #expect(n.normalize("くださ〜い").keyString == "ください")
        #expect(n.normalize("くださ～い").keyString == "ください")
        // After the first kana it stays (u~n is no un), and a long mark is a letter.
        #expect(n.normalize("う〜ん").keyString != "うん")
        #expect(n.normalize("はんばーがー").keyString == "はんばーがー")
    }

    @Test func aSmallVowelAfterTheSameVowelIsALongMark() {
        #expect(n.normalize("タクシぃ").keyString == n.normalize("タクシー").keyString)
        #expect(n.normalize("呼んでぇ").keyString == "呼んでー")
        // A small vowel that makes a new sound stays (ti, fa).
        #expect(n.normalize("ティー").keyString == "てぃー")
        #expect(n.normalize("ファミマ").keyString == "ふぁみま")
    }

    @Test func spacesBetweenCJKVanishButSpacesBetweenWordsStay() {
        #expect(n.normalize("五 百 块").keyString == "五百块")
        #expect(n.normalize("给 张三　转 500 元").keyString == "给张三转500元")
        #expect(n.normalize("large  coffee").keyString == "large coffee")
        #expect(n.normalize("  ").keyString == "")
    }

    @Test func controlAndBidiCharactersVanish() {
        #expect(n.normalize("给\u{0}张三\u{202E}转\u{200B}五百").keyString == "给张三转五百")
        #expect(n.normalize("\u{FEFF}こんにちは").keyString == "こんにちは")
    }

    @Test func spansPointIntoTheOriginal() {
        let input = "ＡＢ　给 張三"
        let t = n.normalize(input)
        #expect(t.keyString == "ab给张三")
        let name = 3..<5   // 张三 in the key
        #expect(t.keyText(name) == "张三")
        #expect(t.originalRange(name) == 5..<7)
        #expect(t.originalText(name) == "張三")
    }

    @Test func emojiAndAstralCharactersSurvive() {
        let t = n.normalize("🍔を2つ𠮷")
        #expect(t.key.count == 5)
        #expect(t.originalText(0..<1) == "🍔")
        #expect(t.originalText(4..<5) == "𠮷")
    }

    @Test func displayKeepsJapaneseKanjiAndSimplifiesChinese() {
        let ja = n.normalize("東京駅までタクシー")
        #expect(n.display(ja, language: .ja) == "東京駅までタクシー")
        let zh = n.normalize("到東京車站")
        #expect(n.display(zh, language: .zhHant) == "到东京车站")
    }
}
