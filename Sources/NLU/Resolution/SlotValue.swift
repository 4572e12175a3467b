/// A resolved slot as SPEC prints it: SiriKit's status, the canonical value,
/// where it was said, candidates to choose from, and why it is unsupported.
public struct SlotValue: Sendable, Equatable {
    public var status: ResolutionStatus
    /// A lexicon, beneficiary or history id, an ISO code, an exact number, or
    /// the place as said.
    public var value: JSONValue?
    public var text: String?
    /// Code points of the utterance (of the dialog turn that said it).
    public var span: Range<Int>?
    public var candidates: [JSONValue]
    public var reason: UnsupportedReason?
    /// The parser supplied the value (currency from the language, quantity 1).
    public var defaulted: Bool

    public init(status: ResolutionStatus, value: JSONValue? = nil, text: String? = nil, span: Range<Int>? = nil,
                candidates: [JSONValue] = [], reason: UnsupportedReason? = nil, defaulted: Bool = false) {
        self.status = status
        self.value = value
        self.text = text
        self.span = span
        self.candidates = candidates
        self.reason = reason
        self.defaulted = defaulted
    }

    public static let needsValue = SlotValue(status: .needsValue)
    public static let notRequired = SlotValue(status: .notRequired)

    public static func unsupported(_ reason: UnsupportedReason, text: String? = nil, span: Range<Int>? = nil) -> SlotValue {
        SlotValue(status: .unsupported, text: text, span: span, reason: reason)
    }
}

/// One ordered item: each part is a slot of its own.
public struct OrderItemSlots: Sendable, Equatable {
    public var product: SlotValue
    public var size: SlotValue
    public var quantity: SlotValue

    public init(product: SlotValue, size: SlotValue, quantity: SlotValue) {
        self.product = product
        self.size = size
        self.quantity = quantity
    }
}

/// A slot of the output: a single value, or the list of order items.
public enum Slot: Sendable, Equatable {
    case single(SlotValue)
    case items([OrderItemSlots])
}

/// The output's prompt, before wording: which prompt and what fills it. The
/// words come from the lexicons, in the utterance's language and script.
public struct PromptRequest: Sendable, Equatable {
    public var id: String
    public var arguments: [String: PromptArgument]

    public init(_ id: String, _ arguments: [String: PromptArgument] = [:]) {
        self.id = id
        self.arguments = arguments
    }
}

/// What a prompt placeholder shows: said text, a lexicon name, a number, a list.
public enum PromptArgument: Sendable, Equatable {
    case text(String)
    /// The display name of a lexicon entry ("product.cola", "currency.CNY").
    case name(String)
    case number(ExactDecimal)
    case items([OrderItemSlots])
    /// A beneficiary's name as listed: shown in the utterance's script.
    case person(String)
    case people([String])
}

/// A frame resolved slot by slot, with what to do next.
public struct ResolvedFrame: Sendable {
    public var intent: Intent
    public var confidence: Double
    public var slots: [(name: String, slot: Slot)]
    public var next: NextStep
    public var prompt: PromptRequest?
    public var sources: [String]

    public init(intent: Intent, confidence: Double, slots: [(name: String, slot: Slot)], next: NextStep,
                prompt: PromptRequest?, sources: [String]) {
        self.intent = intent
        self.confidence = confidence
        self.slots = slots
        self.next = next
        self.prompt = prompt
        self.sources = sources
    }

    public func slot(_ name: String) -> Slot? { slots.first { $0.name == name }?.slot }
}
