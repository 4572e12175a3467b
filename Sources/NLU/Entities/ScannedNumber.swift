/// A number found in the key, before it becomes money, a quantity or a plain
/// number, with what the composers and the acceptance rules need to know.
struct ScannedNumber {
    var range: Range<Int>
    /// nil when the number does not fit (see `NumeralParser.limit`).
    var value: ExactDecimal?
    var overflow = false
    /// Said as a lower bound or a range ("more than ten thousand", "three or four").
    var approximate = false
    var negative = false
    /// A counting word's counter (the number and its counter in one word).
    var counter: String?
    /// The number is one digit and nothing else: a colloquial subunit after money.
    var singleDigit: Int?
    /// A zero and one digit: the subunit two steps down ("three yuan oh five").
    var zeroLedDigit: Int?
    /// Digit count of a plain ASCII integer (cents written after "and").
    var plainDigits: Int?
    /// A fraction (FractionReader): a number, never an amount or a count.
    var isFraction = false
    /// Its quotient does not end: `value` is rounded.
    var rounded = false

    // What acceptance needs.
    var valueAtoms = 0
    var firstAtomEnd = 0
    /// Every value word is weak (kana readings, financial numerals).
    var allWeak = true
    /// For a one-word number: whether that word may stand alone.
    var soleWordAlone = true
    /// No value word may stand alone (readings that are everyday particles: shi, san, ni).
    var noneAlone = true
    var sequenceLength = 0
}
