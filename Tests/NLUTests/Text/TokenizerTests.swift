import Testing
@testable import NLU

@Suite struct TokenizerTests {
    func tokens(_ s: String, extra: [any TokenSource] = []) -> [(String, Token)] {
        let a = Fixtures.analyzer
        let text = a.normalizer.normalize(s)
        let tokenizer = extra.isEmpty ? a.tokenizer : Tokenizer(lexicon: a.forms, extra: extra, words: Fixtures.words)
        return tokenizer.tokenize(text).map { (text.keyText($0.range), $0) }
    }

    @Test func lexiconFormsAreNeverSplit() {
        let t = tokens("ハンバーガーをLサイズで")
        #expect(t.map(\.0) == ["はんばーがー", "を", "lさいず", "で"])
        #expect(t[0].1.kind == .lexicon && t[0].1.tags.contains { $0.kind == "product" && $0.id == "hamburger" })
        #expect(t[2].1.tags.contains { $0.kind == "size" && $0.id == "large" })
    }

    @Test func fillersAreMarked() {
        let t = tokens("えーと、あのビール")
        #expect(t[0].1.isFiller)
        #expect(t[1].1.kind == .punctuation)
        #expect(t[2].1.isFiller)
        #expect(t[3].1.tags.contains { $0.id == "beer" })
        #expect(tokens("嗯那个可乐")[0].1.isFiller)
    }

    /// to-o: a long mark drawn out after a hiragana particle is no word (an unknown one would be
    /// read as a product); inside a word written in hiragana it stays that word's.
    @Test func aLongMarkAfterHiraganaIsNoWord() {
        let t = tokens("ポテトのラージとー、あとコーヒー")
        let mark = t.first { $0.0 == "ー" }
        #expect(mark?.1.kind == .symbol)
        #expect(!t.contains { $0.1.kind == .word })
        #expect(tokens("ちーずばーがー").first?.1.tags.contains { $0.id == "cheeseburger" } == true)
    }

    @Test func latinFormsDoNotMatchInsideWords() {
        // "l" (size large) must not be read inside "coffee latte" or "lol".
        let t = tokens("lol coffee")
        #expect(!t.contains { $0.1.tags.contains { $0.kind == "size" } })
        #expect(t.contains { $0.0 == "coffee" && $0.1.kind == .lexicon })
    }

    @Test func extraDictionariesJoinTheLexicon() {
        var names = ScalarTrie<LexiconTag>()
        names.insert(Fixtures.normalizer.key("欧阳娜娜"), LexiconTag(kind: "beneficiary", id: "b-9", family: nil))
        let t = tokens("给欧阳娜娜转五百", extra: [names])
        #expect(t.contains { $0.0 == "欧阳娜娜" && $0.1.tags.first?.id == "b-9" })
    }

    @Test func aFormAcrossASpaceWinsOverAShorterOneAfterIt() {
        // hai you | duo shao qian a: the balance question across the space, not "how much" + "a".
        #expect(tokens("我 还有 多少钱 啊").contains { $0.1.tags.contains { $0.kind == "cue" && $0.id == "balance" } })
        // ng | bu yong le: a longer form after the space still says a thing of its own.
        #expect(tokens("嗯 不用了").first?.1.isFiller == true)
    }

    @Test func aWordBegunAgainAfterASpaceIsAPause() {
        // zhuan | zhuan | zhuan wu bai, ke | ke le: every saying but the last is a false start.
        let t = tokens("转 转 转五百块")
        #expect(t.filter { $0.0 == "转" }.map { $0.1.kind == .punctuation } == [true, true, false])
        #expect(tokens("可 可乐").first?.1.kind == .punctuation)
    }

    @Test func aHiraganaWordDrawnOutIsStillTheWord() {
        // kudasai-, okuttoite-: a long vowel mark after hiragana lengthens the word; in katakana
        // (koora, hanbaagaa) it stays a syllable of it.
        #expect(tokens("コーラくださいー").contains { $0.0 == "ください" && $0.1.tags.contains { $0.kind == "cue" } })
        #expect(tokens("翔太に千五百円送っといてー").contains { $0.0 == "送っといて" && $0.1.kind == .lexicon })
        #expect(!tokens("コーラ").contains { $0.0 == "こ" })
    }

    @Test func aSizeSaidAloneStandsBeforeAProductOnly() {
        // xi nai cha: the size xi right before milk tea; never the da of da ren.
        #expect(tokens("一杯細奶茶").contains { $0.0 == "细" && $0.1.tags.contains { $0.kind == "size" && $0.id == "small" } })
        #expect(!tokens("大人两个").contains { $0.1.tags.contains { $0.kind == "size" } })
    }

    @Test func aParticleDoesNotOpenAnUnknownKanaWordAfterASpace() {
        // kara | hakataeki made: the place begins with ha; wa | chiisai no after a space is still wa.
        #expect(!tokens("げんざいちから はかたえきまで").contains { $0.1.tags.contains { $0.kind == "particle" && $0.id == "wa" } })
        #expect(tokens("ポテト はちいさいの").contains { $0.0 == "は" && $0.1.tags.contains { $0.kind == "particle" } })
        #expect(tokens("から ここから").contains { $0.0 == "ここ" && $0.1.kind == .lexicon })
    }

    @Test func aLoanwordHoldingAMenuWordIsKeptWhole() {
        #expect(!tokens("パーティーでビール").contains { $0.1.tags.contains { $0.kind == "product" && $0.id == "tea" } })
        #expect(tokens("ミルクティー").contains { $0.1.tags.contains { $0.kind == "product" && $0.id == "tea" } })
    }

    @Test func gapsAreSegmentedByICU() {
        let t = tokens("猫が窓の外を見ていた?")
        #expect(t.map(\.0).joined() == Fixtures.normalizer.normalize("猫が窓の外を見ていた?").keyString)
        #expect(t.last?.1.kind == .punctuation)
        #expect(t.contains { $0.1.kind == .word })
    }

    @Test func everyKeyPositionIsInExactlyOneToken() {
        for s in ["给 张三 转 五百块钱吧", "コーラ２つとポテトのMを😀お願い", "", "   ", "a", "𠮷野家で牛丼"] {
            let text = Fixtures.normalizer.normalize(s)
            let ts = Fixtures.analyzer.tokenizer.tokenize(text)
            var next = 0
            for t in ts {
                #expect(t.range.lowerBound == next, "\(s)")
                next = t.range.upperBound
            }
            #expect(next == text.key.count, "\(s)")
        }
    }
}
