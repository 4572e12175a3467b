/// What the scan of one utterance found, in key order: numbers, and the words
/// that can make them money or quantities.
enum ScanItem {
    case number(ScannedNumber)
    case word(Range<Int>, WordHit)

    var range: Range<Int> {
        switch self {
        case .number(let n): return n.range
        case .word(let r, _): return r
        }
    }
}

enum WordHit {
    /// Every reading of the word in the utterance's language (more than one
    /// when the language is unknown and the languages disagree).
    case currency([CurrencyWord])
    case counter(CounterWord)
    case connector
    case amountSuffix
    case half
    case approximate
    case about(before: Bool)
    case ordinal

    /// An explicit "about" word (yue, oyoso), not a numeral that may also be vague.
    var isAbout: Bool {
        if case .about = self { return true }
        return false
    }
}

/// Scans the key once, left to right: at each position a word that is no
/// number is skipped whole, a number is read by `NumeralParser` and kept if it
/// passes the acceptance rules, and currency words, counters and their small
/// companions are kept for the composers. Ranges listed as barriers (names,
/// products: tokens another layer owns) are never entered.
struct EntityScanner {
    let s: ScanText
    let parser: NumeralParser
    let namePrefixes: Set<UInt32>
    let fractions: FractionMarks

    init(_ s: ScanText, trailing: TrailingDigit, namePrefixes: Set<UInt32> = [], fractions: FractionMarks = FractionMarks()) {
        self.s = s
        self.parser = NumeralParser(s: s, trailing: trailing)
        self.namePrefixes = namePrefixes
        self.fractions = fractions
    }

    func scan(barriers: [Range<Int>] = []) -> [ScanItem] {
        var items: [ScanItem] = []
        let n = s.count
        var p = 0
        var b = 0
        while p < n {
            while b < barriers.count && barriers[b].upperBound <= p { b += 1 }
            if b < barriers.count && barriers[b].contains(p) {
                p = barriers[b].upperBound
                continue
            }
            let limit = b < barriers.count ? barriers[b].lowerBound : n
            let c = s.key[p]
            let digitLike = ScanText.isASCIIDigit(c) || c == 0x2E || c == 0x2D
            if !digitLike && !s.words.mayBegin(c) {
                p += 1
                continue
            }
            var word = s.longest(at: p)
            if let w = word, w.end > limit { word = nil }
            var numeral = digitLike
            if let w = word {
                if w.words.contains(where: { $0.blocksNumbers(in: s.family) }) {
                    p = w.end
                    continue
                }
                numeral = numeral || w.words.contains { $0.isNumeral && $0.serves(s.family) }
            }
            if numeral, let end = nameDigit(at: p) {
                p = end
                continue
            }
            switch numeral ? parser.parse(from: p, limit: wordStart(after: p, limit: limit)) : .none {
            case .number(let number):
                if accept(number) {
                    let read = fraction(startingWith: number, limit: limit) ?? number
                    items.append(.number(read))
                    p = read.range.upperBound
                } else {
                    p = number.firstAtomEnd
                }
                continue
            case .reject(let end):
                p = end
                continue
            case .none:
                break
            }
            if let w = word, let hit = hit(w.words) {
                items.append(.word(p..<w.end, hit))
                p = w.end
                continue
            }
            p += 1
        }
        return items
    }

    static let wordStartReach = 24

    /// san yi qi, wo men lia yi qi: a number ends where a word that is no number and starts with
    /// a digit (yi qi) begins inside its run of numerals, unless more numerals follow that word.
    private func wordStart(after p: Int, limit: Int) -> Int {
        var k = p + 1
        // Only so far: a run of thousands of numerals must not make every start walk all of it.
        let end = min(limit, p + Self.wordStartReach)
        while k < end && s.words.mayBegin(s.key[k]) {
            let digit = s.reading(at: k) { w -> Bool? in
                if case .digit = w.role { return true }
                return nil
            }
            if digit != nil, let w = s.longest(at: k), w.end <= limit, w.words.contains(where: { $0.blocksNumbers(in: s.family) }),
               w.end == s.count || !s.words.mayBegin(s.key[w.end]) {
                return k
            }
            k += 1
        }
        return limit
    }

    /// A lone digit right after a surname or a nickname prefix ends a name
    /// (Zhao Liu, Lao San): its end, when nothing that makes it a number (a
    /// unit, a counter, a currency) follows.
    private func nameDigit(at p: Int) -> Int? {
        guard p > 0, !namePrefixes.isEmpty, namePrefixes.contains(s.key[p - 1]), !s.gap(before: p),
              let digit = s.reading(at: p, { w -> Int? in
                  if case .digit(let d) = w.role, d > 0, !w.weak, w.sequence { return d }
                  return nil
              }) else { return nil }
        let q = digit.end
        if q < s.count, !s.gap(before: q), let next = s.longest(at: q, skipBlockers: true) {
            for w in next.words where w.serves(s.family) {
                switch w.role {
                case .digit: continue
                // zhang san da ba bai: a dozen with a number right after it is the verb (see NumeralReading).
                case .multiplier where s.numeralStarts(at: next.end): continue
                case .currency, .counter, .unit, .group, .point, .half, .approximate, .multiplier, .tens, .percent: return nil
                default: continue
                }
            }
        }
        if q < s.count, ScanText.isASCIIDigit(s.key[q]) { return nil }
        return q
    }



    private func hit(_ words: [EntityWord]) -> WordHit? {
        var currencies: [CurrencyWord] = []
        var other: WordHit? = nil
        for w in words where w.serves(s.family) {
            switch w.role {
            case .currency(let c): currencies.append(s.words.currencies[Int(c)])
            case .counter(let c): other = other ?? .counter(s.words.counters[Int(c)])
            case .connector: other = other ?? .connector
            case .amountSuffix: other = other ?? .amountSuffix
            case .half: other = other ?? .half
            case .approximate: other = other ?? .approximate
            case .about(let before): other = other ?? .about(before: before)
            case .ordinal: other = other ?? .ordinal
            default: break
            }
        }
        return currencies.isEmpty ? other : .currency(currencies)
    }

    /// Numbers made only of weak words (kana readings, financial numerals that
    /// are also everyday morphemes) must stand between word boundaries (a
    /// financial numeral may also stand right before a currency word); a word
    /// that may not stand alone never makes a number by itself; a number
    /// followed by a percent sign is a rate, which is no entity here.
    private func accept(_ n: ScannedNumber) -> Bool {
        if n.valueAtoms == 1 && !n.soleWordAlone { return false }
        let kana = ScalarClass.isKana(s.key[n.range.lowerBound])
        // eki de hirotte (pick up): one financial numeral among other words is a number only
        // before a currency word (shi yuan); there it is the everyday word it also writes.
        if n.allWeak && !kana && n.valueAtoms == 1 && n.range != 0..<s.count && !s.currencyWord(at: n.range.upperBound) {
            return false
        }
        // M to onion ringu: a kana number is written in one script; hiragana running into katakana
        // (to|o) is two words.
        if kana, s.mixesKanaScripts(n.range) { return false }
        // sumima|sen 4-nin: a number begun in kana starts a word, whatever follows in digits.
        if kana && !n.allWeak && !s.boundary(before: n.range.lowerBound) { return false }
        if n.allWeak && (kana || !s.currencyWord(at: n.range.upperBound)) {
            if n.sequenceLength > 0 && n.sequenceLength < 3 { return false }
            // taka-ha-shi-san-ni: a few digits read one by one, each also a particle or an
            // honorific, are words, no number (it would put 432 into a transfer to Takahashi-san);
            // a long run of them (ni-san-yon-yon-yon: an account number) is digits.
            if n.sequenceLength > 0 && n.sequenceLength < 5 && n.noneAlone { return false }
            if !s.boundary(before: n.range.lowerBound) { return false }
            // A kana number of three kana or more (gohyaku, sanzen) may end where a kanji starts;
            // one or two (go-chuumon, ni-hon) are too often a prefix or part of a word.
            if !s.boundary(after: n.range.upperBound) && !s.currencyWord(at: n.range.upperBound)
                && !(n.range.count >= 3 && s.kanaMeetsKanji(at: n.range.upperBound)) { return false }
        }
        return !percent(at: n.range.upperBound)
    }

    private func percent(at p: Int) -> Bool {
        var q = p
        if q < s.count && s.key[q] == 0x20 { q += 1 }
        return s.reading(at: q) { w -> Bool? in
            if case .percent = w.role { return true }
            return nil
        } != nil
    }
}
