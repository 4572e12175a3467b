/// What `nlu parse` prints for one utterance (SPEC "Output object").
public struct ParseResult: Sendable {
    public var text: String
    public var normalized: String
    public var language: Language
    public var intent: String
    public var confidence: Double
    /// Slot name → slot object, in the order the intent lists its slots.
    public var slots: JSONObject
    public var next: NextStep
    /// Which lexicon entries and patterns produced the parse (`--explain`).
    public var explanation: JSONValue?

    public init(text: String, normalized: String, language: Language, intent: String = "none",
                confidence: Double = 0, slots: JSONObject = JSONObject(), next: NextStep = NextStep(action: .none),
                explanation: JSONValue? = nil) {
        self.text = text
        self.normalized = normalized
        self.language = language
        self.intent = intent
        self.confidence = confidence
        self.slots = slots
        self.next = next
        self.explanation = explanation
    }

    public var json: JSONValue {
        var o = JSONObject()
        o.append("text", .string(text))
        o.append("normalized", .string(normalized))
        o.append("language", .string(language.rawValue))
        o.append("intent", .string(intent))
        o.append("confidence", .number(Self.format(confidence)))
        o.append("slots", .object(slots))
        o.append("next", next.json)
        if let e = explanation { o.append("explain", e) }
        return .object(o)
    }

    /// Two decimals, never exponent notation.
    public static func format(_ x: Double) -> String {
        let hundredths = Int((max(0, min(1, x)) * 100).rounded())
        if hundredths == 100 { return "1.0" }
        if hundredths == 0 { return "0.0" }
        let s = hundredths < 10 ? "0.0\(hundredths)" : "0.\(hundredths)"
        return s.hasSuffix("0") ? String(s.dropLast()) : s
    }
}

/// What the caller should do next (SPEC `next`).
public struct NextStep: Sendable, Equatable {
    public enum Action: String, Sendable {
        case ask, disambiguate, confirm, ready, none
    }
    public var action: Action
    public var slot: String?
    public var prompt: String?

    public init(action: Action, slot: String? = nil, prompt: String? = nil) {
        self.action = action
        self.slot = slot
        self.prompt = prompt
    }

    public var json: JSONValue {
        var o = JSONObject()
        o.append("action", .string(action.rawValue))
        if let s = slot { o.append("slot", .string(s)) }
        if let p = prompt { o.append("prompt", .string(p)) }
        return .object(o)
    }
}

/// A line that could not be parsed (SPEC: error object); the next line goes on.
public struct LineError: Error, Sendable {
    public enum Code: String, Sendable {
        case invalidUTF8 = "invalid_utf8"
        case tooLong = "too_long"
        case invalidJSON = "invalid_json"
        case invalidContext = "invalid_context"
    }
    public var text: String
    public var code: Code
    public var message: String

    public init(text: String, code: Code, message: String) {
        self.text = text
        self.code = code
        self.message = message
    }

    public var json: JSONValue {
        .object(JSONObject(["text": .string(text),
                            "error": .object(JSONObject(["code": .string(code.rawValue), "message": .string(message)]))]))
    }
}
