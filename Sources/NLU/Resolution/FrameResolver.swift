/// Resolves what the grammar read into SPEC slots, the way SiriKit's resolve
/// step does: payees against the beneficiary list, amounts against the rules
/// for money, reorders against the history, party sizes against the limit.
/// Built once; `resolve` is pure.
struct FrameResolver: Sendable {
    let payees: PayeeMatcher
    let entities: EntityRecognizer
    let history: HistoryBook
    /// Product id → the product it is a kind of (lexicon `family`).
    let menuFamilies: [String: String]
    let limits: Limits

    struct Limits: Sendable {
        var maxPartySize: Int
        /// Larger amounts are refused as `invalid_amount` (no transfer is that big).
        var maxAmount: ExactDecimal
        /// Where each language is spoken, the day an order was placed (11 gatsu 22 nichi no yatsu)
        /// is read on that clock.
        var utcOffsetMinutes: [LanguageFamily: Int] = [:]
    }

    func resolve(_ f: Frame) -> ResolvedFrame {
        var slots: [(name: String, slot: Slot)] = []
        switch f.intent {
        case .order: slots = [("items", .items(orderItems(f)))]
        case .reorder: slots = [("item", .single(reorderItem(f)))]
        case .sendPayment, .requestPayment: slots = payment(f)
        case .checkBalance:
            slots = [("account", .single(f.account.map { unitSlot(f, $0, value: .string(f.sentence.units[$0].info.account!)) }
                                          ?? .notRequired))]
        case .requestRide: slots = ride(f)
        case .none: break
        }
        let language = f.sentence.analysis.language
        let (next, prompt) = NextStepPlanner.plan(f.intent, slots, language: language)
        let confidence = f.intent == .none ? max(0.5, 1 - f.score) : min(0.99, 0.55 + 0.35 * min(f.score, 1.3) / 1.3)
        return ResolvedFrame(intent: f.intent, confidence: confidence, slots: slots, next: next, prompt: prompt,
                             sources: f.sources)
    }

    // MARK: pieces shared by the intents

    /// A slot filled by one unit: its value, and its text and span as said.
    func unitSlot(_ f: Frame, _ i: Int, value: JSONValue?) -> SlotValue {
        spanSlot(f, i..<(i + 1), value: value)
    }

    func spanSlot(_ f: Frame, _ units: Range<Int>, value: JSONValue?, status: ResolutionStatus = .success) -> SlotValue {
        let (text, span) = f.sentence.surface(f.sentence.keyRange(units))
        return SlotValue(status: status, value: value, text: text, span: span)
    }

    /// Text and span of a key range (e.g. the currency inside a money entity).
    func keySlot(_ f: Frame, _ keys: Range<Int>, value: JSONValue) -> SlotValue {
        let (text, span) = f.sentence.surface(keys)
        return SlotValue(status: .success, value: value, text: text, span: span)
    }
}
