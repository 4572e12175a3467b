/// Currencies as the lexicons define them: ISO 4217 codes with their minor-unit
/// digits (`currency`), the currency a language means when none is said
/// (`default_currency`), and the words that name them (`currency_word`), which
/// go into the entity dictionary. A sign like the yen sign is per language
/// folder, so it reads as CNY in Chinese and JPY in Japanese.
struct CurrencyTable: Sendable {
    private var minorUnits: [String: Int] = [:]
    private var defaults: [LanguageFamily: String] = [:]

    init(lexicons: LexiconStore, into dictionary: inout EntityDictionary.Builder) throws(DataFileError) {
        for r in lexicons.records(kind: "currency") {
            let code = try Self.code(r)
            guard let digits = try r.int("minor_units"), (0...8).contains(digits) else {
                throw r.error("\"minor_units\" must be an integer 0-8")
            }
            minorUnits[code] = digits
        }
        for r in lexicons.records(kind: "default_currency") {
            guard let family = r.family else { throw r.error("a default_currency belongs in ja/ or zh/") }
            let code = try Self.code(r)
            guard minorUnits[code] != nil else { throw r.error("unknown currency \(code): add a \"currency\" record") }
            defaults[family] = code
        }
        for r in lexicons.records(kind: "currency_word") {
            let code = try Self.code(r)
            guard minorUnits[code] != nil else { throw r.error("unknown currency \(code): add a \"currency\" record") }
            let scale = try r.decimal("scale") ?? ExactDecimal(1)
            guard !scale.isNegative, !scale.isZero else { throw r.error("\"scale\" must be positive") }
            let position = try r.optionalString("position") ?? "after"
            guard ["before", "after", "both"].contains(position) else {
                throw r.error("\"position\" must be \"before\", \"after\" or \"both\"")
            }
            let word = CurrencyWord(code: code, scale: scale, before: position != "after", after: position != "before",
                                    startsAmount: try r.bool("starts_amount") ?? true,
                                    mention: try r.bool("mention") ?? false,
                                    counter: try r.optionalString("counter"),
                                    counterUpTo: try r.decimal("counter_up_to"),
                                    generic: try r.bool("generic") ?? false)
            let index = dictionary.add(word)
            try dictionary.add(try r.words(), as: EntityWord(role: .currency(index), family: r.family), record: r)
        }
        for r in lexicons.records(kind: "amount_connector") {
            try dictionary.add(try r.words(), as: EntityWord(role: .connector, family: r.family), record: r)
        }
        for r in lexicons.records(kind: "amount_suffix") {
            try dictionary.add(try r.words(), as: EntityWord(role: .amountSuffix, family: r.family), record: r)
        }
    }

    private static func code(_ r: LexiconRecord) throws(DataFileError) -> String {
        let code = try r.string("code")
        guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
            throw r.error("\"code\" must be three capital letters (ISO 4217)")
        }
        return code
    }

    func minorUnits(of code: String) -> Int? { minorUnits[code] }

    func defaultCurrency(for family: LanguageFamily?) -> String? { family.flatMap { defaults[$0] } }
}
