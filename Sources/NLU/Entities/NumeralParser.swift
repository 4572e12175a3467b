/// Reads one number that starts at a position of the key: ASCII digits, CJK
/// numerals with units and myriad groups, both mixed (digits before a myriad
/// word, digits after it, decimals before it), digit-by-digit readings
/// ("one two three" = 123), decimals, a minus, a dozen, "and some".
///
/// It is greedy: it takes atoms while they can continue the number, and when
/// one cannot (a unit not below the last one, a group that repeats) it cuts
/// the number where the next one must begin (before that unit's digit, or
/// before the section that group closes) and reads again up to the cut, so
/// "three hundred two hundred" comes out as two numbers.
struct NumeralParser {
    let s: ScanText
    let trailing: TrailingDigit

    /// Numbers this large or larger are reported as overflow: beyond what a
    /// 64-bit integer holds, which is what ledgers and most JSON readers take.
    static let limit = ExactDecimal(significand: 1_000_000_000_000_000_000, scale: 0)!

    enum Outcome {
        case number(ScannedNumber)
        /// No number, and none starts anywhere before `end` either (an idiom
        /// such as two-two, which reads as two digits that never form a number).
        case reject(end: Int)
        case none
    }

    private enum Kind {
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

    private struct Atom {
        var kind: Kind
        var range: Range<Int>
        var word: EntityWord?
        var isValue: Bool {
            switch kind {
            case .digit, .arabic, .tens, .unit, .group, .counted, .multiplier: return true
            default: return false
            }
        }
    }

    private static let asciiMinus: UInt32 = 0x2D
    private static let asciiDot: UInt32 = 0x2E

    private func atom(at q: Int, limit: Int) -> Atom? {
        guard q < limit else { return nil }
        if ArabicNumberReader.starts(s, at: q) {
            let a = ArabicNumberReader.read(s, at: q, limit: limit)
            return Atom(kind: .arabic(a), range: a.range, word: nil)
        }
        if s.key[q] == Self.asciiMinus {
            guard q + 1 < limit, ArabicNumberReader.starts(s, at: q + 1) else { return nil }
            return Atom(kind: .minus, range: q..<(q + 1), word: nil)
        }
        guard let m = s.longest(at: q, skipBlockers: true), m.end <= limit else { return nil }
        for w in m.words where w.serves(s.family) {
            if case .counter(let c) = w.role, s.words.counters[Int(c)].general, let next = atom(at: m.end, limit: limit),
               case .group = next.kind {
                return Atom(kind: .classifier, range: q..<m.end, word: w)
            }
        }
        for w in m.words where w.serves(s.family) && w.isNumeral {
            let kind: Kind
            switch w.role {
            case .digit(let d): kind = .digit(d)
            case .tens(let d, let p): kind = .tens(d, p)
            case .unit(let p): kind = .unit(p)
            case .group(let p): kind = .group(p)
            case .multiplier(let m): kind = .multiplier(m)
            case .point: kind = .point
            case .minus: kind = .minus
            case .half: kind = .half
            case .approximate: kind = .approximate
            case .counted(let v, let c): kind = .counted(v, c)
            default: continue
            }
            return Atom(kind: kind, range: q..<m.end, word: w)
        }
        return nil
    }

    /// The coefficient waiting for its unit.
    private enum Pending {
        case digit(Int, EntityWord?)
        case zero
        case arabic(ArabicNumber)
        case half
        /// A decimal read with a point, waiting for a group (1.5 myriads).
        case decimal(ExactDecimal?)
    }

    private func bareGroupOpens(after p: Int, limit: Int) -> Bool {
        if let next = atom(at: p, limit: limit), case .digit(let d) = next.kind, d != 0, next.word?.alone ?? false {
            return true
        }
        return s.currencyWord(at: p)
    }

    /// The number that starts at `start` and ends by `limit` (a barrier such as a name).
    func parse(from start: Int, limit: Int) -> Outcome {
        var total: ExactDecimal? = .zero
        var section: ExactDecimal? = .zero
        var pending: Pending? = nil
        var pendingStart = start
        var lastUnit = Int.max
        var lastPower = 0
        var lastGroup = Int.max
        var maxGroup = 0
        var afterGroup = false
        var anyGroup = false
        var anyUnitOrGroup = false
        var zeroMarker = false
        var decimalLocked = false
        var hasDecimal = false
        var negative = false
        var approximate = false
        var approxPending = false
        var sectionStart = start
        var finished = false
        var counter: String? = nil

        // Digit-by-digit reading.
        var inSequence = false
        var seqValue: ExactDecimal? = .zero
        var seqCount = 0
        var seqFirst = 0
        var seqSecond = 0
        var seqPairOnly = false

        var out = ScannedNumber(range: start..<start)
        var danglingStart: Int? = nil
        var lastAtomEnd = start
        var soleWord: EntityWord? = nil

        func cut(_ at: Int) -> Outcome { at <= start ? .none : parse(from: start, limit: at) }
        func add(_ a: ExactDecimal?, _ b: ExactDecimal?) -> ExactDecimal? {
            guard let a, let b else { return nil }
            return a.adding(b)
        }
        func times(_ a: ExactDecimal?, _ b: ExactDecimal?) -> ExactDecimal? {
            guard let a, let b else { return nil }
            return a.multiplied(by: b)
        }
        func shift(_ a: ExactDecimal?, _ p: Int) -> ExactDecimal? { a?.shifted(by: p) }
        /// The pending coefficient as the last part of a section: a lone digit
        /// right after a unit counts one step below it where the language says so.
        /// Before a group, only a digit after a unit of its own section is a tail
        /// (the digit right after a group is that group's coefficient).
        func trailingValue(beforeGroup: Bool = false) -> ExactDecimal? {
            guard let p = pending else { return .zero }
            let tail = trailing == .nextLower && !zeroMarker && lastPower >= 1 && !(beforeGroup && lastUnit == Int.max)
            switch p {
            case .digit(let d, _):
                if tail { return ExactDecimal(d).shifted(by: lastPower - 1) }
                return ExactDecimal(d)
            case .arabic(let a):
                if tail && a.integerDigits == 1 && a.isPlain {
                    return a.value?.shifted(by: lastPower - 1)
                }
                return a.value
            case .zero: return .zero
            case .half: return ExactDecimal(significand: 5, scale: 1)
            case .decimal(let v): return v
            }
        }
        func currentValue() -> ExactDecimal? {
            if inSequence { return seqValue }
            return add(add(total, section), trailingValue())
        }
        func pendingIsDecimal() -> Bool {
            switch pending {
            case .arabic(let a): return !a.isInteger
            case .half, .decimal: return true
            default: return false
            }
        }
        func coefficient() -> ExactDecimal? {
            switch pending {
            case nil, .zero: return ExactDecimal(1)
            case .digit(let d, _): return ExactDecimal(d)
            case .arabic(let a): return a.value
            case .half: return ExactDecimal(significand: 5, scale: 1)
            case .decimal(let v): return v
            }
        }
        /// Leaves digit-by-digit reading before a unit: two neighbouring digits
        /// (three four hundred) are a range, read as its lower end; otherwise
        /// the last digit starts the next number.
        func leaveSequence() -> Bool {
            guard inSequence else { return true }
            if seqCount == 2 && seqSecond == seqFirst + 1 && seqFirst != 0 && !ScalarClass.isKana(s.key[start]) {
                inSequence = false
                approximate = true
                pending = .digit(seqFirst, nil)
                return true
            }
            return false
        }

        var q = start
        /// Counts an atom the number keeps.
        func keep(_ a: Atom, end: Int? = nil) {
            if a.isValue {
                out.valueAtoms += 1
                if out.valueAtoms == 1 { out.firstAtomEnd = a.range.upperBound; soleWord = a.word }
                if !(a.word?.weak ?? false) { out.allWeak = false }
            }
            lastAtomEnd = end ?? a.range.upperBound
            q = lastAtomEnd
        }
        // Kana readings and kanji never make one number together (the particle
        // before a kanji number is no digit of it).
        var kanaNumber: Bool? = nil
        atoms: while q < limit && !finished {
            guard let a = atom(at: q, limit: limit) else { break }
            let first = q == start
            switch a.kind {
            case .digit, .unit, .group, .tens, .counted:
                let kana = ScalarClass.isKana(s.key[q])
                if let k = kanaNumber, k != kana { return cut(q) }
                kanaNumber = kana
            default:
                break
            }
            switch a.kind {
            case .minus:
                guard first else { break atoms }
                if q > 0 {
                    let before = s.key[q - 1]
                    if ScanText.isASCIIDigit(before) { break atoms }
                    if a.word == nil && (EntityDictionary.isLatinLetter(before) || before == Self.asciiMinus
                                         || before == Self.asciiDot) { break atoms }
                }
                negative = true
                danglingStart = q

            case .digit(let d):
                let word = a.word!
                if decimalLocked || hasDecimal { break atoms }
                if inSequence || pending != nil {
                    if s.gap(before: q) { break atoms }
                    if anyUnitOrGroup { return cut(q) }
                    var previousWord: EntityWord? = nil
                    switch pending {
                    case .digit(_, let w): previousWord = w
                    case .zero: previousWord = nil
                    case nil: previousWord = nil
                    default: return cut(q)
                    }
                    if word.needsUnit || (previousWord?.needsUnit ?? false) { return cut(q) }
                    if !inSequence {
                        inSequence = true
                        seqCount = 1
                        if case .digit(let p, _) = pending { seqFirst = p } else { seqFirst = 0 }
                        seqValue = ExactDecimal(seqFirst)
                        pending = nil
                    }
                    if !word.sequence || !(previousWord?.sequence ?? true) {
                        guard seqCount == 1 && d == seqFirst + 1 else { return .reject(end: a.range.upperBound) }
                        seqPairOnly = true
                    }
                    if seqCount == 1 { seqSecond = d }
                    seqValue = add(times(seqValue, ExactDecimal(10)), ExactDecimal(d))
                    seqCount += 1
                    pendingStart = q
                    // Keep the last digit as a possible coefficient for a unit that follows.
                    keep(a)
                    afterGroup = false
                    danglingStart = nil
                    continue atoms
                }
                if d == 0 && anyUnitOrGroup {
                    zeroMarker = true
                } else {
                    pending = d == 0 ? .zero : .digit(d, word)
                    pendingStart = q
                }
                danglingStart = nil

            case .arabic(let n):
                if decimalLocked || hasDecimal { break atoms }
                if inSequence || pending != nil { return cut(q) }
                if anyUnitOrGroup && !n.isInteger { return cut(q) }
                pending = .arabic(n)
                pendingStart = q
                danglingStart = nil

            case .tens(let d, let p):
                if decimalLocked || hasDecimal || inSequence || pending != nil { return cut(q) }
                if p >= lastUnit { return cut(q) }
                section = add(section, ExactDecimal(d).shifted(by: p))
                lastUnit = p
                lastPower = p
                zeroMarker = false
                anyUnitOrGroup = true
                danglingStart = nil

            case .unit(let p):
                let word = a.word!
                if word.afterDigits {
                    guard case .arabic(let n) = pending, n.range.upperBound == q else { break atoms }
                }
                if decimalLocked || hasDecimal { break atoms }
                if !leaveSequence() { return cut(pendingStart) }
                let hasCoefficient: Bool
                if case .zero = pending { hasCoefficient = false } else { hasCoefficient = pending != nil }
                if p >= lastUnit { return cut(hasCoefficient ? pendingStart : q) }
                let coef = coefficient()
                let contribution = shift(coef, p)
                if let c = contribution {
                    let bound = lastUnit != Int.max ? lastUnit : (anyGroup ? lastGroup : Int.max)
                    if bound != Int.max, let b = ExactDecimal(1).shifted(by: bound), !(c < b) { return cut(pendingStart) }
                }
                if pendingIsDecimal() {
                    guard !anyUnitOrGroup else { return cut(pendingStart) }
                    decimalLocked = true
                }
                section = add(section, contribution)
                lastUnit = p
                lastPower = p
                pending = nil
                zeroMarker = false
                anyUnitOrGroup = true
                afterGroup = false
                danglingStart = nil
                keep(a)
                continue atoms

            case .group(let p):
                let word = a.word!
                if word.afterDigits {
                    guard case .arabic(let n) = pending, n.range.upperBound == q else { break atoms }
                }
                if !leaveSequence() { return cut(pendingStart) }
                if approxPending { approximate = true; approxPending = false }
                if afterGroup && pending == nil && !zeroMarker {
                    // A group right after a group multiplies (a myriad of 10^8s).
                    total = shift(total, p)
                    lastGroup += p
                    maxGroup = max(maxGroup, lastGroup)
                } else {
                    if decimalLocked || hasDecimal && !pendingIsDecimal() { break atoms }
                    let hasCoefficient: Bool
                    if case .zero = pending { hasCoefficient = false } else { hasCoefficient = pending != nil }
                    var sectionValue = add(section, trailingValue(beforeGroup: true))
                    if !hasCoefficient && (section?.isZero ?? false) && !approximate {
                        // A group needs a coefficient, but a bare one may open a
                        // number that goes on (a myriad five = 15000, a myriad yuan).
                        guard first, !word.weak, bareGroupOpens(after: a.range.upperBound, limit: limit) else { return cut(q) }
                        sectionValue = ExactDecimal(1)
                    }
                    if pendingIsDecimal() {
                        guard section?.isZero ?? false else { return cut(pendingStart) }
                        decimalLocked = true
                    }
                    if p < lastGroup {
                        total = add(total, shift(sectionValue, p))
                        lastGroup = p
                    } else if p > maxGroup {
                        total = shift(add(total, sectionValue), p)
                        lastGroup = p
                    } else {
                        return cut(sectionStart)
                    }
                    maxGroup = max(maxGroup, lastGroup)
                }
                section = .zero
                pending = nil
                lastUnit = Int.max
                lastPower = lastGroup
                zeroMarker = false
                anyGroup = true
                anyUnitOrGroup = true
                afterGroup = true
                danglingStart = nil
                sectionStart = a.range.upperBound
                keep(a)
                continue atoms

            case .multiplier(let m):
                guard pending != nil || inSequence || anyUnitOrGroup else { break atoms }
                if inSequence && seqCount > 1 { break atoms }
                total = times(currentValue(), ExactDecimal(m))
                section = .zero
                pending = nil
                inSequence = false
                finished = true
                danglingStart = nil

            case .point:
                if hasDecimal || decimalLocked { break atoms }
                guard pending != nil || inSequence || anyUnitOrGroup else { break atoms }
                if case .arabic = pending { break atoms }
                // The fraction: digits that may be read one by one, or ASCII digits.
                var j = a.range.upperBound
                var fraction: ExactDecimal? = .zero
                var places = 0
                fractionLoop: while let f = atom(at: j, limit: limit) {
                    switch f.kind {
                    case .digit(let d) where f.word!.sequence && !f.word!.needsUnit:
                        places += 1
                        fraction = add(fraction, ExactDecimal(significand: Int128(d), scale: 0)?.shifted(by: -places))
                        j = f.range.upperBound
                    case .arabic(let n) where places == 0 && n.isPlain:
                        var digits = n.value
                        for _ in 0..<n.integerDigits { digits = digits?.shifted(by: -1) }
                        fraction = digits
                        places = n.integerDigits
                        j = f.range.upperBound
                        break fractionLoop
                    default:
                        break fractionLoop
                    }
                }
                guard places > 0 else { break atoms }
                // A unit after the "fraction" means the point was a clock hour.
                if let next = atom(at: j, limit: limit), case .unit = next.kind { break atoms }
                let value = add(currentValue(), fraction)
                inSequence = false
                hasDecimal = true
                if anyGroup {
                    total = value
                    section = .zero
                    pending = nil
                    decimalLocked = true
                } else {
                    total = .zero
                    section = .zero
                    pending = .decimal(value)
                    pendingStart = start
                }
                keep(a, end: j)
                danglingStart = nil
                continue atoms

            case .half:
                guard first || negative, let next = atom(at: a.range.upperBound, limit: limit) else { break atoms }
                switch next.kind {
                case .unit, .group, .multiplier: break
                default: break atoms
                }
                pending = .half
                pendingStart = q
                danglingStart = q

            case .approximate:
                guard pending != nil || anyUnitOrGroup, let next = atom(at: a.range.upperBound, limit: limit),
                      case .group = next.kind else { break atoms }
                approxPending = true
                danglingStart = q

            case .classifier:
                guard pending != nil || anyUnitOrGroup || inSequence else { break atoms }
                danglingStart = q

            case .counted(let v, let c):
                guard first else { break atoms }
                pending = .digit(v, a.word)
                counter = s.words.names[Int(c)]
                finished = true
            }
            afterGroup = false
            keep(a)
        }

        if let d = danglingStart { return cut(d) }
        if case .digit(_, let w) = pending, w?.needsUnit ?? false { return cut(pendingStart) }
        if out.valueAtoms == 0 { return .none }
        if inSequence {
            let pair = seqCount == 2 && seqSecond == seqFirst + 1 && seqFirst != 0 && !ScalarClass.isKana(s.key[start])
            if seqPairOnly || (pair && s.suffixWord(at: lastAtomEnd)) {
                guard pair, s.suffixWord(at: lastAtomEnd) else { return .reject(end: lastAtomEnd) }
                seqValue = ExactDecimal(seqFirst)
                approximate = true
            } else {
                out.sequenceLength = seqCount
                if seqCount == 2 && seqFirst == 0 { out.zeroLedDigit = seqSecond }
            }
        }
        // An ASCII remainder after a unit must fit below it (5000 after a myriad, not 50000).
        if !inSequence, anyUnitOrGroup, case .arabic(let n) = pending, !(trailing == .nextLower && n.integerDigits == 1 && n.isPlain) {
            if let v = n.value, let b = ExactDecimal(1).shifted(by: lastPower), !(v < b) { return cut(pendingStart) }
        }

        var value = currentValue()
        if negative { value = value?.negated }
        if let v = value, !(v.isNegative ? v.negated < Self.limit : v < Self.limit) { value = nil }
        out.range = start..<lastAtomEnd
        out.value = value
        out.overflow = value == nil
        out.approximate = approximate
        out.negative = negative
        out.counter = counter
        out.soleWordAlone = out.valueAtoms == 1 ? (soleWord?.alone ?? true) : true
        if out.valueAtoms == 1 && !negative && counter == nil {
            switch pending {
            case .digit(let d, _): out.singleDigit = d
            case .zero: out.singleDigit = 0
            case .arabic(let n) where n.isPlain && n.integerDigits == 1: out.singleDigit = n.value?.integerValue
            default: break
            }
        }
        if out.valueAtoms == 1, case .arabic(let n) = pending, n.isPlain { out.plainDigits = n.integerDigits }
        return .number(out)
    }
}
