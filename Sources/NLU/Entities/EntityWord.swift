/// What one word of the entity lexicons (numerals, currency words, counters and
/// the small words around them) means to the scanner. The words come from the
/// lexicon files only; this type holds their meaning, never a word itself. It
/// is plain data (currencies and counters are indices into the dictionary's
/// tables), so the scan copies it without reference counting.
struct EntityWord: Sendable {
    enum Role: Sendable {
        /// 0...9.
        case digit(Int)
        /// A digit and a unit in one character (a word for "twenty").
        case tens(digit: Int, power: Int)
        /// Ten, hundred, thousand: multiplies the digit before it within a section.
        case unit(power: Int)
        /// Myriad-style units (10^4, 10^8, 10^12) that close a section.
        case group(power: Int)
        /// Multiplies the whole number before it (a dozen).
        case multiplier(Int)
        case point
        case minus
        case half
        /// "and some": a number said as a lower bound (more than ten thousand).
        case approximate
        /// "about", before or after a whole amount.
        case about(before: Bool)
        /// Makes the number after it a rank (the second cup), never a count or an amount.
        case ordinal
        /// A percent sign or word: the number before it is a rate, not a number.
        case percent
        /// A thousands separator between groups of three ASCII digits.
        case separator
        /// A counting word that is a number and its counter at once (counter:
        /// an index into `EntityDictionary.names`).
        case counted(value: Int, counter: Int32)
        /// A word that holds numeral characters but is no number.
        case blocker
        /// A particle or request word: where a kana word ends.
        case boundary
        /// An index into `EntityDictionary.currencies`.
        case currency(Int32)
        /// An index into `EntityDictionary.counters`.
        case counter(Int32)
        /// Joins an amount to its smaller unit ("two dollars and three cents").
        case connector
        /// Follows a complete amount on cheques ("exactly").
        case amountSuffix
    }

    var role: Role
    /// The lexicon folder it came from; nil serves both languages.
    var family: LanguageFamily?
    /// Also an everyday word or morpheme: makes a number on its own only
    /// between word boundaries (kana readings, financial numerals).
    var weak = false
    /// May be a whole number by itself.
    var alone = true
    /// May be read digit by digit (one two three = 123).
    var sequence = true
    /// Only as the coefficient of a unit right after it (geminated kana readings).
    var needsUnit = false
    /// Only right after ASCII digits (a "k" for thousand).
    var afterDigits = false

    @inline(__always)
    func serves(_ f: LanguageFamily?) -> Bool { family == nil || f == nil || family == f }

    /// A word listed as no number (yi qie, 3q) in language `f`.
    func blocksNumbers(in f: LanguageFamily?) -> Bool {
        if case .blocker = role { return serves(f) }
        return false
    }

    var isNumeral: Bool {
        switch role {
        case .digit, .tens, .unit, .group, .multiplier, .point, .minus, .half, .approximate, .counted: return true
        default: return false
        }
    }
}

/// A currency word: the currency it names and what one of it is worth in that
/// currency's main unit (1 for yuan, 0.1 for jiao, 0.01 for cents).
struct CurrencyWord: Sendable, Equatable {
    var code: String
    var scale: ExactDecimal
    /// Said before the amount (sign-like: $20).
    var before: Bool
    /// Said after the amount (20 dollars).
    var after: Bool
    /// May be the first unit of an amount; a cent-like word that is also an
    /// everyday word (minutes) only follows a larger unit.
    var startsAmount: Bool
    /// Names the currency even without an amount ("in euros").
    var mention: Bool
    /// Also a counter, read so when a product follows (a piece of cake).
    var counter: String?
    /// The largest count the counter reading takes: liang kuai dan gao is two pieces,
    /// liang bai kuai nai cha is two hundred yuan of milk tea.
    var counterUpTo: ExactDecimal?
    /// The generic word for a unit ("yuan" after "Hong Kong dollars ... "):
    /// counts in the currency named next to it, its own code otherwise.
    var generic: Bool
}

struct CounterWord: Sendable, Equatable {
    var id: String
    /// The all-purpose classifier, allowed between an amount and its currency.
    var general: Bool
    /// Also an everyday word (dui, "right"): after an amount's bare last digit it counts
    /// only before a product (jiu shi jiu kuai jiu, dui is 99.9 and a yes).
    var everyday = false
    /// Said before the count, as a times sign is in chat (han bao x2): the count follows it.
    var before = false
}
