/// Something the entities layer found in an utterance (Duckling's "entity").
/// Ranges are key positions of the NormalizedText (map them back with
/// `originalRange`). Values are exact; nothing here is a binary float.
public struct Entity: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case number, money, quantity, product, size, person, place
    }

    /// Why a recognized number cannot be used as it stands.
    public enum Problem: String, Sendable {
        /// Too large to be an amount: 10^18 or more, or beyond the exact
        /// decimal type (9999 myriad 10^8 10^8); `value` is nil.
        case overflow
        /// Said as a lower bound or a range ("more than a hundred", "three or
        /// four"): `value` is the lower end, not an exact amount.
        case approximate
        /// A fraction whose quotient does not end (a third): `value` is
        /// rounded to 15 significant digits.
        case rounded
    }

    public var kind: Kind
    public var range: Range<Int>
    /// number: the number; money: the amount; quantity: the count.
    public var value: ExactDecimal?
    /// money: ISO 4217 code, nil when no currency was said.
    public var currency: String?
    /// money: where the currency word or sign stands, when said.
    public var currencyRange: Range<Int>?
    /// quantity: the counter's lexicon id ("tsu", "cup").
    public var counter: String?
    /// product, size, place: lexicon id; person: beneficiary id.
    public var id: String?
    public var problem: Problem?

    /// money: a currency named without an amount ("in dollars"): it says the
    /// currency, not how much.
    public var isCurrencyMention: Bool { kind == .money && value == nil && problem == nil }

    public init(kind: Kind, range: Range<Int>, value: ExactDecimal? = nil, currency: String? = nil,
                currencyRange: Range<Int>? = nil, counter: String? = nil, id: String? = nil, problem: Problem? = nil) {
        self.kind = kind
        self.range = range
        self.value = value
        self.currency = currency
        self.currencyRange = currencyRange
        self.counter = counter
        self.id = id
        self.problem = problem
    }
}
