import Testing
@testable import NLU

@Suite struct PayeeJSONTests {
    @Test func scoresHaveAtMostThreeDecimalsAndNoExponent() {
        #expect(PayeeCandidate.format(1) == "1.0")
        #expect(PayeeCandidate.format(0) == "0.0")
        #expect(PayeeCandidate.format(0.95) == "0.95")
        #expect(PayeeCandidate.format(2.0 / 3) == "0.667")
        #expect(PayeeCandidate.format(0.8) == "0.8")
        #expect(PayeeCandidate.format(0.0000001) == "0.0")
        #expect(PayeeCandidate.format(0.9996) == "1.0")
        #expect(PayeeCandidate.format(0.05) == "0.05")
        #expect(PayeeCandidate.format(1.7) == "1.0")
        #expect(PayeeCandidate.format(-3) == "0.0")
        #expect(PayeeCandidate.format(.nan) == "0.0")
    }

    @Test func successCarriesItsValue() {
        let r = PayeeResolution(status: .success, value: "b-1", candidates: [PayeeCandidate(id: "b-1", name: "张三", score: 1)])
        #expect(JSONWriter.string(r.json)
                == #"{"status":"success","value":"b-1","candidates":[{"id":"b-1","name":"张三","score":1.0}]}"#)
    }

    @Test func disambiguationHasNoValueAndUnsupportedHasAReason() {
        let d = PayeeResolution(status: .disambiguation, value: "ignored",
                                candidates: [PayeeCandidate(id: "a", name: "王芳", score: 1), PayeeCandidate(id: "b", name: "王芳", score: 1)])
        #expect(d.json["value"] == nil)
        #expect(d.json["candidates"]?.arrayValue?.count == 2)
        let u = PayeeResolution(status: .unsupported, reason: .noMatch)
        #expect(JSONWriter.string(u.json) == #"{"status":"unsupported","candidates":[],"reason":"no_match"}"#)
    }
}
