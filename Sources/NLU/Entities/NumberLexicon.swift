/// How a language reads a bare digit said right after a unit: Chinese speakers
/// drop the unit below (two thousand five means 2500), Japanese read it as ones
/// (two hundred five means 205). A per-language setting in the lexicons
/// (`number_setting`), never a branch on the language in code.
enum TrailingDigit: String, Sendable {
    case ones
    case nextLower = "next_lower"
}

/// The numeral kinds of the lexicons (`numeral`, `not_number`, `number_setting`,
/// `number_boundary`), read once into the entity dictionary.
struct NumberLexicon: Sendable {
    private(set) var trailingDigit: [LanguageFamily: TrailingDigit] = [:]
    /// Keys of the characters after which a lone digit ends a name (`name_prefix`).
    private(set) var namePrefixes: [LanguageFamily: Set<UInt32>] = [:]

    private var anyNamePrefix = Set<UInt32>()

    func namePrefixes(for family: LanguageFamily?) -> Set<UInt32> {
        family.map { namePrefixes[$0] ?? [] } ?? anyNamePrefix
    }

    func trailingDigit(for family: LanguageFamily?) -> TrailingDigit {
        family.flatMap { trailingDigit[$0] } ?? .ones
    }

    init(lexicons: LexiconStore, into dictionary: inout EntityDictionary.Builder) throws(DataFileError) {
        for r in lexicons.records(kind: "number_setting") {
            guard let family = r.family else { throw r.error("a number_setting belongs in ja/ or zh/") }
            let text = try r.string("trailing_digit")
            guard let rule = TrailingDigit(rawValue: text) else {
                throw r.error("\"trailing_digit\" must be \"ones\" or \"next_lower\"")
            }
            trailingDigit[family] = rule
        }
        for r in lexicons.records(kind: "name_prefix") {
            guard let family = r.family else { throw r.error("a name_prefix belongs in ja/ or zh/") }
            for c in try r.string("chars").unicodeScalars where !c.properties.isWhitespace {
                for k in dictionary.normalizer.key(String(c)) { namePrefixes[family, default: []].insert(k) }
            }
        }
        anyNamePrefix = namePrefixes.values.reduce(into: Set<UInt32>()) { $0.formUnion($1) }
        for r in lexicons.records(kind: "numeral") {
            try dictionary.add(try r.words(), as: try Self.numeral(r, &dictionary), record: r)
        }
        // Tokens too (field `forms`): a word such as "the Pentagon" holds a
        // numeral and a size word, and the tokenizer must keep it whole.
        for r in lexicons.records(kind: "not_number") {
            try dictionary.add(try r.strings("forms", required: true), as: EntityWord(role: .blocker, family: r.family), record: r)
        }
        for r in lexicons.records(kind: "number_boundary") {
            try dictionary.add(try r.words(), as: EntityWord(role: .boundary, family: r.family), record: r)
        }
    }

    private static func numeral(_ r: LexiconRecord, _ dictionary: inout EntityDictionary.Builder) throws(DataFileError) -> EntityWord {
        let digit = try r.int("digit")
        let power = try r.int("power")
        let role: EntityWord.Role
        if let counted = try r.int("counted") {
            role = .counted(value: counted, counter: dictionary.name(try r.string("counter")))
        } else if let m = try r.int("multiplier") {
            role = .multiplier(m)
        } else if let d = digit, let p = power {
            guard (0...9).contains(d), (1...3).contains(p) else { throw r.error("a tens word has a digit 0-9 and a power 1-3") }
            role = .tens(digit: d, power: p)
        } else if let d = digit {
            guard (0...9).contains(d) else { throw r.error("\"digit\" must be 0-9") }
            role = .digit(d)
        } else if let p = power {
            let group = try r.bool("group") ?? false
            // Groups beyond the exact decimal (10^38) are read so that an amount said
            // with them is an overflow, never the digit before them (ichi muryoutaisuu en).
            guard p >= 1, p <= 72, group || p <= 3 else {
                throw r.error("\"power\" must be 1-3 for a unit, up to 72 for a group")
            }
            role = group ? .group(power: p) : .unit(power: p)
        } else {
            switch try r.optionalString("role") {
            case "point": role = .point
            case "minus": role = .minus
            case "half": role = .half
            case "approximate": role = .approximate
            case "percent": role = .percent
            case "separator": role = .separator
            case "about_before": role = .about(before: true)
            case "about_after": role = .about(before: false)
            case "ordinal": role = .ordinal
            default:
                throw r.error("a numeral needs \"digit\", \"power\", \"counted\", \"multiplier\" or a \"role\" (point, minus, half, approximate, about_before, about_after, percent, separator)")
            }
        }
        var w = EntityWord(role: role, family: r.family)
        w.weak = try r.bool("weak") ?? false
        w.alone = try r.bool("alone") ?? true
        w.sequence = try r.bool("sequence") ?? true
        w.needsUnit = try r.bool("needs_unit") ?? false
        w.afterDigits = try r.bool("after_digits") ?? false
        return w
    }
}

extension LexiconRecord {
    /// The words of an entity record: `words` (read by the entity scanner only,
    /// so a one-character word never splits a token) and `forms` (also
    /// tokens: whole words such as currency names, kept whole by the tokenizer).
    func words() throws(DataFileError) -> [String] {
        let all = try strings("words") + strings("forms")
        if all.isEmpty { throw error("needs \"words\" or \"forms\"") }
        return all
    }
}
