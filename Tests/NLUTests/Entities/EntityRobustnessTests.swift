import Testing
@testable import NLU

/// Bad input never crashes and never yields an entity that breaks the contract:
/// in start order, not overlapping, inside the text, values exact or a problem.
@Suite struct EntityRobustnessTests {
    static let alphabet: [String] = [
        "一", "二", "两", "三", "十", "百", "千", "万", "亿", "兆", "零", "〇", "点", "负", "半", "多", "几", "打",
        "块", "毛", "分", "元", "钱", "整", "人民币", "美元", "个", "杯", "和", "又", "壹", "拾", "陆", "伍", "廿",
        "円", "銭", "ドル", "と", "つ", "本", "マイナス", "さん", "に", "ぜん", "まん", "ご", "ひゃく", "いっ", "ダース",
        "0", "1", "5", "9", ".", ",", "-", "e", "k", "w", "¥", "$", "%", " ", "　", "、", "，", "：", "a", "😀", "\u{0301}",
    ]

    /// A deterministic generator, so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    static func check(_ text: String, _ family: LanguageFamily?) {
        let a = Fixtures.analyzer.analyze(text)
        let found = Fixtures.entities.recognize(a, as: family)
        var last = 0
        for e in found {
            #expect(e.range.lowerBound >= last && !e.range.isEmpty && e.range.upperBound <= a.text.key.count,
                    "\(text): \(found.map { Fixtures.summary($0, a.text) })")
            last = e.range.upperBound
            if e.problem == .overflow { #expect(e.value == nil) }
            if let v = e.value { #expect(v < NumeralParser.limit.multiplied(by: 10)!) }
        }
        _ = Fixtures.entities.numbers(a, as: family)
        _ = a.text.originalRange(0..<a.text.key.count)
    }

    @Test func randomMixesOfNumberWords() {
        var g = Generator(state: 42)
        for _ in 0..<3000 {
            var s = ""
            for _ in 0..<(1 + g.next(24)) { s += Self.alphabet[g.next(Self.alphabet.count)] }
            let family: LanguageFamily? = [.ja, .zh, nil][g.next(3)]
            Self.check(s, family)
        }
    }

    @Test func longRuns() {
        for unit in ["九", "一万", "十", "万", "点", "零", "9", "9.", "1,", "いっ", "さん", "-", "e9", "块五", "两两", "一二", "半"] {
            let s = String(repeating: unit, count: 4096 / unit.count)
            for f: LanguageFamily? in [.ja, .zh] { Self.check(s, f) }
        }
    }

    @Test func strangeInput() {
        for s in ["", " ", "\u{0}", "１２３４５６７８９０１２３４５６７８９０１２３４５６７８９０１２３４５６７８９０元",
                  "¥¥¥", "$$$1", "..", "-.", "1e", "1e+", "九千九百九十九万亿亿亿亿亿亿", "\u{202E}五百块\u{202C}", "五\u{0301}百块"] {
            for f: LanguageFamily? in [.ja, .zh, nil] { Self.check(s, f) }
        }
    }
}
