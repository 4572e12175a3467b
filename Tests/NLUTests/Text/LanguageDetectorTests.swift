import Testing
@testable import NLU

@Suite struct LanguageDetectorTests {
    func language(_ s: String) -> Language { Fixtures.analyzer.analyze(s).language }

    @Test(arguments: [
        ("給張三轉五百塊", Language.zhHant),
        ("给张三转五百元", .zhHans),
        ("叫台計程車到機場", .zhHant),
        ("帮我叫辆车去机场", .zhHans),
        ("ハンバーガーをLサイズで", .ja),
        ("ﾋﾞｰﾙ2つ", .ja),
        ("田中さんに五千円送金して", .ja),
        ("残高照会", .ja),
        ("東京駅", .ja),
        ("large coffee please", .und),
        ("12345", .und),
        ("", .und),
        ("🍔🍔", .und),
        ("张三", .zhHans),
    ])
    func detects(_ text: String, _ expected: Language) {
        #expect(language(text) == expected, "\(text)")
    }
}
