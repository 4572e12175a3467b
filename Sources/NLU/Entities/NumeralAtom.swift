/// One piece of a number as the numeral parser consumes it: a run of ASCII
/// digits, or one numeral word of the lexicons.
struct NumeralAtom {
    enum Kind {
        case digit(Int)
        case arabic(ArabicNumber)
        case tens(Int, Int)
        case unit(Int)
        case group(Int)
        case multiplier(Int)
        case point, minus, half, approximate
        case counted(Int, Int32)
        /// The general classifier between a coefficient and a myriad unit
        /// (one "piece" of 10^8: a colloquial hundred million).
        case classifier
    }

    var kind: Kind
    var range: Range<Int>
    /// The lexicon word, nil for ASCII digits and the ASCII minus.
    var word: EntityWord?

    /// Carries part of the value (what acceptance rules count).
    var isValue: Bool {
        switch kind {
        case .digit, .arabic, .tens, .unit, .group, .counted, .multiplier: return true
        default: return false
        }
    }
}

/// Finds the atom at a position, never reaching past `limit` (a name or
/// product the number must not enter). The longest word wins: where a
/// currency word begins with a numeral reading, there is no atom.
struct NumeralAtomReader {
    let s: ScanText
    let limit: Int

    private static let asciiMinus: UInt32 = 0x2D

    func atom(at q: Int) -> NumeralAtom? {
        guard q < limit else { return nil }
        if ArabicNumberReader.starts(s, at: q) {
            // 3q (thank you), 666 said as praise: a word the lexicons list as no number, digits and all.
            if let whole = s.longest(at: q), whole.words.contains(where: { $0.blocksNumbers(in: s.family) }) { return nil }
            let a = ArabicNumberReader.read(s, at: q, limit: limit)
            return NumeralAtom(kind: .arabic(a), range: a.range, word: nil)
        }
        if s.key[q] == Self.asciiMinus {
            guard q + 1 < limit, ArabicNumberReader.starts(s, at: q + 1) else { return nil }
            return NumeralAtom(kind: .minus, range: q..<(q + 1), word: nil)
        }
        guard let m = s.longest(at: q, skipBlockers: true), m.end <= limit else { return nil }
        for w in m.words where w.serves(s.family) {
            if case .counter(let c) = w.role, s.words.counters[Int(c)].general, let next = atom(at: m.end),
               case .group = next.kind {
                return NumeralAtom(kind: .classifier, range: q..<m.end, word: w)
            }
        }
        let matchEnd = m.end
        for w in m.words where w.serves(s.family) && w.isNumeral {
            let kind: NumeralAtom.Kind
            switch w.role {
            case .digit(let d): kind = .digit(d)
            case .tens(let d, let p): kind = .tens(d, p)
            case .unit(let p): kind = .unit(p)
            case .group(let p): kind = .group(p)
            case .multiplier(let m):
                // da is a dozen in yi da pi jiu, never in sa da ge che: a longer word
                // that is no number (da ge che) starting here wins.
                if let whole = s.longest(at: q), whole.end > matchEnd,
                   whole.words.contains(where: { $0.blocksNumbers(in: s.family) }) { return nil }
                // wu | da du: after a recognizer's pause it starts a word of its own (a bet), no dozen.
                if s.gap(before: q) { return nil }
                kind = .multiplier(m)
            case .point: kind = .point
            case .minus: kind = .minus
            case .half: kind = .half
            case .approximate: kind = .approximate
            case .counted(let v, let c): kind = .counted(v, c)
            default: continue
            }
            return NumeralAtom(kind: kind, range: q..<m.end, word: w)
        }
        return nil
    }

    /// Reads the fraction after a decimal point at `p`: digits that may be read
    /// one by one, or one run of ASCII digits. Its value, digit count and end.
    func fraction(at p: Int) -> (value: ExactDecimal?, places: Int, end: Int) {
        var j = p
        var value: ExactDecimal? = .zero
        var places = 0
        while let f = atom(at: j) {
            switch f.kind {
            case .digit(let d) where f.word!.sequence && !f.word!.needsUnit:
                places += 1
                value = exactSum(value, ExactDecimal(d).shifted(by: -places))
                j = f.range.upperBound
                continue
            case .arabic(let n) where places == 0 && n.isPlain:
                return (n.value?.shifted(by: -n.integerDigits), n.integerDigits, f.range.upperBound)
            default:
                break
            }
            break
        }
        return (value, places, j)
    }
}

/// Exact arithmetic where nil means "overflowed somewhere before".
func exactSum(_ a: ExactDecimal?, _ b: ExactDecimal?) -> ExactDecimal? {
    guard let a, let b else { return nil }
    return a.adding(b)
}

func exactProduct(_ a: ExactDecimal?, _ b: ExactDecimal?) -> ExactDecimal? {
    guard let a, let b else { return nil }
    return a.multiplied(by: b)
}
