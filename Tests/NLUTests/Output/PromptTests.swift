import Testing
@testable import NLU

@Suite struct PromptTests {
    @Test func promptsFollowTheUtterancesScript() {
        let hans = Fixtures.parse("帮我叫辆车")["next"]?["prompt"]?.stringValue
        let hant = Fixtures.parse("幫我叫輛車")["next"]?["prompt"]?.stringValue
        #expect(hans == "请问从哪里出发？")
        #expect(hant == "請問從哪裡出發？")
        #expect(Fixtures.parse("タクシー呼んで")["next"]?["prompt"]?.stringValue == "どこから乗りますか？")
    }

    /// A listed name (stored in simplified script) is shown in the utterance's script,
    /// so a traditional-script prompt does not mix scripts.
    @Test func listedNamesFollowTheScriptToo() {
        let hant = Fixtures.parse("給張三轉五百塊")["next"]?["prompt"]?.stringValue ?? ""
        let hans = Fixtures.parse("给张三转五百块")["next"]?["prompt"]?.stringValue ?? ""
        #expect(hant.contains("\u{5F35}\u{4E09}") && !hant.contains("\u{5F20}"))
        #expect(hans.contains("\u{5F20}\u{4E09}"))
        let choice = Fixtures.parse("給王芳轉一千")["next"]?["prompt"]?.stringValue ?? ""
        #expect(choice.contains("\u{738B}\u{82B3}"))
    }

    @Test func everyPromptHasEveryScript() throws {
        let catalog = try PromptCatalog(Fixtures.lexicons)
        let ids = Fixtures.lexicons.records(kind: "prompt").compactMap(\.id)
        for id in Set(ids) {
            for language in [Language.ja, .zhHans, .zhHant] {
                #expect(catalog.render(PromptRequest(id), language: language) != nil, "\(id) \(language)")
            }
        }
    }

    @Test func confirmationNamesThePayeeAmountAndCurrency() {
        let r = Fixtures.parse("给张三转500")
        #expect(r["next"]?["action"]?.stringValue == "confirm")
        #expect(r["next"]?["prompt"]?.stringValue == "确认向张三转账500元吗？")
    }
}
