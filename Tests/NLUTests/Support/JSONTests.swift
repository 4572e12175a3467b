import Testing
@testable import NLU

@Suite struct JSONTests {
    @Test func roundTripsKeepingOrderAndExactNumbers() throws {
        let text = #"{"b":1,"a":[true,false,null],"n":2500.50,"s":"给\"张三\"\n\u00e9\ud83c\udf54"}"#
        let v = try JSONParser.parse(text)
        #expect(v["n"] == .number("2500.50"))
        #expect(v["s"]?.stringValue == "给\"张三\"\né🍔")
        #expect(JSONWriter.string(v) == #"{"b":1,"a":[true,false,null],"n":2500.50,"s":"给\"张三\"\n\u00e9🍔"}"#.replacingOccurrences(of: "\\u00e9", with: "é"))
    }

    @Test(arguments: ["", "{", "{\"a\":}", "[1,]", "{\"a\":1,\"a\":2}", "\"\\ud800\"", "01", "1.", "nul", "{\"a\":1} x",
                      String(repeating: "[", count: 300) + String(repeating: "]", count: 300)])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func errorsSayWhere() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": tru\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONWriter.string(.string("a\u{0}b\u{1F}")) == #""a\u0000b\u001f""#)
    }
}
