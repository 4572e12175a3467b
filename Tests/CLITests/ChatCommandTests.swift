import Foundation
import Testing

@Suite struct ChatCommandTests {
    @Test func keepsTheDialogAndAsksTheFollowUp() throws {
        let out = try CLI.run(["chat"], lines: ["コーラください", "Lで", "はい", "给王芳转五百", "第二个", "/quit"])
        #expect(out.status == 0)
        let text = String(decoding: out.stdout, as: UTF8.self)
        #expect(text.contains("どのサイズですか？"))
        #expect(text.contains("\"large\" ✓"))
        #expect(text.contains("→ ready"))
        #expect(text.contains("disambiguate payee"))
        #expect(text.contains("\"b-0005\" ✓"))
    }

    @Test func badFlagsExitTwo() throws {
        #expect(try CLI.run(["chat", "--nope"]).status == 2)
        #expect(try CLI.run(["chat", "--help"]).status == 0)
    }
}
