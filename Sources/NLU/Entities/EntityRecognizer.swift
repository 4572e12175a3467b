/// Finds numbers, money, quantities, products, sizes, people and places.
///
/// Built once from the lexicons (numerals, currencies and counters compiled
/// into one trie); `recognize` then scans the matching key once per utterance
/// and is safe to call from any number of threads. Every word it knows is
/// lexicon data; the colloquial reading of a bare trailing digit is a
/// per-language lexicon setting.
public struct EntityRecognizer: Sendable {
    let words: EntityDictionary
    let numerals: NumberLexicon
    let currencies: CurrencyTable
    let catalog: CatalogRecognizer
    let fractions: [LanguageFamily: FractionMarks]
    let anyFraction: FractionMarks

    public init(lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        var dictionary = EntityDictionary.Builder(normalizer: normalizer)
        numerals = try NumberLexicon(lexicons: lexicons, into: &dictionary)
        currencies = try CurrencyTable(lexicons: lexicons, into: &dictionary)
        try CounterTable.load(lexicons, into: &dictionary)
        words = EntityDictionary(dictionary)
        catalog = try CatalogRecognizer(lexicons: lexicons)
        fractions = try FractionMarks.load(lexicons, normalizer: normalizer)
        anyFraction = FractionMarks.merged(fractions)
    }

    /// Entities in start order, not overlapping, each as long as it can be (money
    /// takes its number and currency words, a quantity its counter).
    public func recognize(_ analysis: TextAnalysis) -> [Entity] {
        recognize(analysis, as: analysis.language.family)
    }

    /// As `recognize(_:)`, reading the utterance as a language the caller
    /// knows (a locale), instead of the detected one; nil: both languages' words.
    public func recognize(_ analysis: TextAnalysis, as family: LanguageFamily?) -> [Entity] {
        let trailing = numerals.trailingDigit(for: family)
        let s = ScanText(analysis.text, family: family, words: words, tokens: analysis.tokens)
        let (catalog, barriers) = self.catalog.read(analysis.tokens, s)
        let items = EntityScanner(s, trailing: trailing, namePrefixes: numerals.namePrefixes(for: family),
                                    fractions: fractionMarks(for: family))
            .scan(barriers: barriers)
        let productStarts = catalog.compactMap { $0.kind == .product ? $0.range.lowerBound : nil }
        let money = MoneyRecognizer(s: s, currencies: currencies, trailing: trailing, productStarts: productStarts)
        let quantity = QuantityRecognizer(money: money)

        var found: [Entity] = []
        found.reserveCapacity(items.count + catalog.count)
        var i = 0
        while i < items.count {
            var made: (Entity, Int)? = nil
            if i > 0, case .word(let r, .ordinal) = items[i - 1], money.adjacent(r, items[i].range) {
                // A rank (the second cup) is a number, not a count or an amount.
            } else if case .number(let n) = items[i], n.isFraction {
                // So is a fraction (a third).
            } else {
                made = money.match(items, at: i) ?? quantity.match(items, at: i)
            }
            if made == nil, case .number(let n) = items[i] { made = (Self.number(n), i + 1) }
            if var (e, next) = made {
                // "About" before or after an amount or a number ("and some" after a
                // number); a counted quantity is exact, and the word before it is
                // often a verb (to book a car).
                let vague = e.kind == .money || e.kind == .number
                // ji bai kuai, suu-sen-en: "some" before a bare unit is no count of one. It stands
                // for the digit, so a number that has its own (ba wu bai kuai: ba the particle) is exact.
                if vague, i > 0, case .word(let r, let hit) = items[i - 1], money.adjacent(r, e.range),
                   Self.isVagueBefore(hit), r.lowerBound >= (found.last?.range.upperBound ?? 0),
                   // guo shu | bai wu man: not the end of a word of its own, nor across a pause.
                   s.tokenEdges.contains(r.lowerBound), !s.text.spaceBoundaries.contains(r.upperBound),
                   hit.isAbout || !startsWithDigit(s, e.range.lowerBound) {
                    e.range = r.lowerBound..<e.range.upperBound
                    if e.problem == nil { e.problem = .approximate }
                }
                // liang bai yu e: not the first letters of a word of its own.
                if vague, next < items.count, case .word(let r, let hit) = items[next], money.adjacent(e.range, r),
                   r.upperBound >= s.count || s.tokenEdges.contains(r.upperBound) {
                    var about = false
                    switch hit {
                    case .about(before: false): about = true
                    case .approximate: about = e.kind == .number
                    default: break
                    }
                    if about {
                        e.range = e.range.lowerBound..<r.upperBound
                        if e.problem == nil { e.problem = .approximate }
                        next += 1
                    }
                }
                found.append(e)
                i = next
                continue
            }
            switch items[i] {
            case .word(let r, .currency(let readings)) where readings.contains(where: \.mention):
                let codes = Set(readings.filter(\.mention).map(\.code))
                found.append(Entity(kind: .money, range: r, currency: codes.count == 1 ? codes.first : nil, currencyRange: r))
            default:
                break
            }
            i += 1
        }
        return merge(withoutFalseStarts(found, s), catalog)
    }

    /// wu | wu bai, liang | liang bei: a bare number a recognizer's space follows, said again at
    /// the start of the next one, was a false start; the number said in full is the one meant.
    private func withoutFalseStarts(_ found: [Entity], _ s: ScanText) -> [Entity] {
        guard found.count >= 2 else { return found }
        var out: [Entity] = []
        out.reserveCapacity(found.count)
        for (k, e) in found.enumerated() {
            let next = k + 1 < found.count ? found[k + 1] : nil
            if let next, e.kind == .number, next.range.lowerBound == e.range.upperBound,
               s.gap(before: next.range.lowerBound), next.range.count > e.range.count,
               s.key[next.range].starts(with: s.key[e.range]) {
                continue
            }
            out.append(e)
        }
        return out
    }

    /// The number at `p` begins with a digit of its own (wu bai, 5-hyaku), not with a power.
    private func startsWithDigit(_ s: ScanText, _ p: Int) -> Bool {
        if ScanText.isASCIIDigit(s.key[p]) { return true }
        guard let m = s.longest(at: p, skipBlockers: true) else { return false }
        return m.words.contains { w in
            switch w.role {
            case .digit, .tens: return true
            default: return false
            }
        }
    }

    private static func isVagueBefore(_ hit: WordHit) -> Bool {
        switch hit {
        case .about(before: true), .approximate: return true
        default: return false
        }
    }

    private static func number(_ n: ScannedNumber) -> Entity {
        Entity(kind: .number, range: n.range, value: n.value, counter: n.counter,
               problem: n.overflow ? .overflow : (n.approximate ? .approximate : (n.rounded ? .rounded : nil)))
    }

    /// The numbers alone, as the numeral layer reads them before money and
    /// quantities take them in (the Number model of the public suites).
    public func numbers(_ analysis: TextAnalysis, as family: LanguageFamily?) -> [Entity] {
        let s = ScanText(analysis.text, family: family, words: words, tokens: analysis.tokens)
        let barriers = catalog.read(analysis.tokens, s).barriers
        return EntityScanner(s, trailing: numerals.trailingDigit(for: family), namePrefixes: numerals.namePrefixes(for: family),
                                    fractions: fractionMarks(for: family))
            .scan(barriers: barriers)
            .compactMap { item in
                guard case .number(let n) = item else { return nil }
                return Self.number(n)
            }
    }

    private func fractionMarks(for family: LanguageFamily?) -> FractionMarks {
        family.map { fractions[$0] ?? FractionMarks() } ?? anyFraction
    }

    /// Minor-unit digits of an ISO 4217 currency (JPY 0, CNY 2), nil if unknown.
    public func minorUnits(of currency: String) -> Int? { currencies.minorUnits(of: currency) }

    /// The currency a payment means when none is said.
    public func defaultCurrency(for language: Language) -> String? {
        currencies.defaultCurrency(for: language.family)
    }

    private func merge(_ a: [Entity], _ b: [Entity]) -> [Entity] {
        if b.isEmpty { return a }
        var out: [Entity] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i].range.lowerBound < b[j].range.lowerBound) {
                out.append(a[i]); i += 1
            } else {
                out.append(b[j]); j += 1
            }
        }
        return out
    }
}
