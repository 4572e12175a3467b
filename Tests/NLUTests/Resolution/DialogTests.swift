import Testing
@testable import NLU

@Suite struct DialogTests {
    @Test func answerFillsThePendingSize() {
        let r = Fixtures.dialog(["コーラください", "Lで"])
        #expect(r.intent == "order")
        #expect(r.items.first?["size"]?["value"]?.stringValue == "large")
        #expect(r["next"]?["action"]?.stringValue == "confirm")
    }

    @Test func correctionChangesTheSize() {
        let r = Fixtures.dialog(["コーラのLください", "やっぱりMで"])
        #expect(r.items.count == 1)
        #expect(r.items.first?["size"]?["value"]?.stringValue == "medium")
    }

    @Test func ordinalPicksACandidate() {
        let r = Fixtures.dialog(["给王芳转五百", "第二个"])
        #expect(r.slot("payee")?["status"]?.stringValue == "success")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0005")
    }

    @Test func bareNameAnswersThePayeeQuestion() {
        let r = Fixtures.dialog(["我要转账", "给李四"])
        #expect(r.intent == "send_payment")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0002")
    }

    @Test func yesToTheConfirmationMakesItReady() {
        let r = Fixtures.dialog(["コーラのLください", "はい"])
        #expect(r["next"]?["action"]?.stringValue == "ready")
    }

    @Test func aNewRequestStartsANewFrame() {
        let r = Fixtures.dialog(["コーラください", "残高を教えて"])
        #expect(r.intent == "check_balance")
    }

    @Test func contextMustBeAnOutputObject() {
        let bad: [JSONValue] = [.string("x"), .object(JSONObject(["intent": .string("fly")])),
                                .object(JSONObject(["intent": .string("order"), "slots": .array([])]))]
        for c in bad {
            guard case .failure(let e) = Fixtures.parser.parse("Lで", context: c) else {
                Issue.record("accepted \(c)")
                continue
            }
            #expect(e.code == .invalidContext)
        }
    }
}
