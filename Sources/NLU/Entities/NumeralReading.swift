/// What the parser does with the atom it offered.
enum NumeralStep {
    /// The atom belongs to the number, and so does all up to `end` (a fraction
    /// after a point).
    case take(end: Int)
    /// The atom belongs to it and closes it (a dozen, a counting word).
    case takeLast
    /// The number ends before the atom.
    case stop
    /// Read again up to this position: the number ends before a place already passed.
    case cut(Int)
    /// No number starts here, nor anywhere up to this position (two-two).
    case reject(Int)
}

/// One number while its atoms are read: a total of closed myriad groups, the
/// section being built (units within a group), and the coefficient still
/// waiting for its unit, plus the few facts the language rules need (the last
/// unit said, a zero said since, a digit-by-digit reading).
struct NumeralReading {
    let atoms: NumeralAtomReader
    let trailing: TrailingDigit
    let start: Int

    /// The coefficient waiting for its unit.
    enum Pending {
        case digit(Int, EntityWord?)
        case zero
        case arabic(ArabicNumber)
        case half
        /// A decimal read with a point, waiting for a group (1.5 myriads).
        case decimal(ExactDecimal?)
    }

    private(set) var pending: Pending? = nil
    private(set) var pendingStart: Int
    private(set) var negative = false
    private(set) var approximate = false
    private(set) var counter: String? = nil
    /// A sign, half or "and some" still waiting for what it belongs to.
    private(set) var danglingStart: Int? = nil
    private(set) var anyUnitOrGroup = false
    private(set) var lastPower = 0

    private var total: ExactDecimal? = .zero
    private var section: ExactDecimal? = .zero
    private var lastUnit = Int.max
    private var lastGroup = Int.max
    private var maxGroup = 0
    private var afterGroup = false
    private var anyGroup = false
    private var zeroMarker = false
    private var decimalLocked = false
    private var hasDecimal = false
    private var approxPending = false
    private var sectionStart: Int
    /// Kana readings and kanji never make one number together (the particle
    /// before a kanji number is no digit of it).
    private var kanaNumber: Bool? = nil

    // Digit-by-digit reading.
    private(set) var inSequence = false
    private var seqValue: ExactDecimal? = .zero
    private var seqCount = 0
    /// Digits read one by one, once finished (0: not such a reading).
    private(set) var sequenceLength = 0
    private var seqFirst = 0
    private var seqSecond = 0
    private var seqPairOnly = false

    init(atoms: NumeralAtomReader, trailing: TrailingDigit, start: Int) {
        self.atoms = atoms
        self.trailing = trailing
        self.start = start
        pendingStart = start
        sectionStart = start
    }

    mutating func take(_ a: NumeralAtom) -> NumeralStep {
        let q = a.range.lowerBound
        switch a.kind {
        // ichiman tonde gohyaku, in kana or in kanji around the kana: a zero only says a place was skipped.
        case .digit(0):
            break
        case .digit, .unit, .group, .tens, .counted:
            let kana = ScalarClass.isKana(atoms.s.key[q])
            if let k = kanaNumber, k != kana { return .cut(q) }
            kanaNumber = kana
        default:
            break
        }
        let step: NumeralStep
        switch a.kind {
        case .minus: step = takeMinus(a)
        case .digit(let d): step = takeDigit(d, a)
        case .arabic(let n): step = takeArabic(n, at: q)
        case .tens(let d, let p): step = takeTens(d, p, a)
        case .unit(let p): step = takeUnit(p, a)
        case .group(let p): step = takeGroup(p, a)
        case .multiplier(let m): step = takeMultiplier(m, a)
        case .point: step = takePoint(a)
        case .half: step = takeHalf(a)
        case .approximate: step = takeApproximate(a)
        case .classifier:
            guard pending != nil || anyUnitOrGroup || inSequence else { return .stop }
            danglingStart = q
            step = .take(end: a.range.upperBound)
        case .counted(let v, let c):
            guard q == start else { return .stop }
            pending = .digit(v, a.word)
            counter = atoms.s.words.names[Int(c)]
            step = .takeLast
        }
        if case .group = a.kind {} else if case .stop = step {} else { afterGroup = false }
        return step
    }

    // MARK: the atoms

    private mutating func takeMinus(_ a: NumeralAtom) -> NumeralStep {
        let q = a.range.lowerBound
        guard q == start else { return .stop }
        if q > 0 {
            let before = atoms.s.key[q - 1]
            if ScanText.isASCIIDigit(before) { return .stop }
            if a.word == nil && (EntityDictionary.isLatinLetter(before) || before == 0x2D || before == 0x2E) { return .stop }
        }
        negative = true
        danglingStart = q
        return .take(end: a.range.upperBound)
    }

    private mutating func takeDigit(_ d: Int, _ a: NumeralAtom) -> NumeralStep {
        let q = a.range.lowerBound
        let word = a.word!
        if decimalLocked || hasDecimal { return .stop }
        if inSequence || pending != nil {
            if atoms.s.gap(before: q) { return .stop }
            if anyUnitOrGroup { return .cut(q) }
            var previousWord: EntityWord? = nil
            switch pending {
            case .digit(_, let w): previousWord = w
            case .zero, nil: previousWord = nil
            default: return .cut(q)
            }
            if word.needsUnit || (previousWord?.needsUnit ?? false) { return .cut(q) }
            if !inSequence {
                inSequence = true
                seqCount = 1
                if case .digit(let p, _) = pending { seqFirst = p } else { seqFirst = 0 }
                seqValue = ExactDecimal(seqFirst)
                pending = nil
            }
            if !word.sequence || !(previousWord?.sequence ?? true) {
                guard seqCount == 1 && d == seqFirst + 1 else { return .reject(a.range.upperBound) }
                seqPairOnly = true
            }
            if seqCount == 1 { seqSecond = d }
            seqValue = exactSum(exactProduct(seqValue, ExactDecimal(10)), ExactDecimal(d))
            seqCount += 1
            // The last digit may still be the coefficient of a unit that follows.
            pendingStart = q
        } else if d == 0 && anyUnitOrGroup {
            zeroMarker = true
        } else {
            pending = d == 0 ? .zero : .digit(d, word)
            pendingStart = q
        }
        danglingStart = nil
        return .take(end: a.range.upperBound)
    }

    private mutating func takeArabic(_ n: ArabicNumber, at q: Int) -> NumeralStep {
        if decimalLocked || hasDecimal { return .stop }
        if inSequence || pending != nil { return .cut(q) }
        if anyUnitOrGroup && !n.isInteger { return .cut(q) }
        pending = .arabic(n)
        pendingStart = q
        danglingStart = nil
        return .take(end: n.range.upperBound)
    }

    private mutating func takeTens(_ d: Int, _ p: Int, _ a: NumeralAtom) -> NumeralStep {
        if decimalLocked || hasDecimal || inSequence || pending != nil || p >= lastUnit { return .cut(a.range.lowerBound) }
        section = exactSum(section, ExactDecimal(d).shifted(by: p))
        closeUnit(p)
        return .take(end: a.range.upperBound)
    }

    private mutating func takeUnit(_ p: Int, _ a: NumeralAtom) -> NumeralStep {
        let q = a.range.lowerBound
        if a.word!.afterDigits {
            guard case .arabic(let n) = pending, n.range.upperBound == q else { return .stop }
        }
        if decimalLocked || hasDecimal { return .stop }
        // ni | sen ni hyaku en: a digit in kana a recognizer spaced off before the unit, that a
        // number may stand next to as a particle (number_boundary), is that particle.
        if case .digit = pending, atoms.s.gap(before: q), ScalarClass.isKana(atoms.s.text.nfkc[pendingStart].value),
           atoms.s.reading(at: pendingStart, { w -> Bool? in
               if case .boundary = w.role { return true }
               return nil
           }) != nil {
            return .cut(q)
        }
        if !leaveSequence() { return .cut(pendingStart) }
        if p >= lastUnit { return .cut(hasCoefficient ? pendingStart : q) }
        let contribution = coefficient?.shifted(by: p)
        if let c = contribution {
            let bound = lastUnit != Int.max ? lastUnit : (anyGroup ? lastGroup : Int.max)
            if bound != Int.max, let b = ExactDecimal(1).shifted(by: bound), !(c < b) { return .cut(pendingStart) }
        }
        if pendingIsDecimal {
            guard !anyUnitOrGroup else { return .cut(pendingStart) }
            decimalLocked = true
        }
        section = exactSum(section, contribution)
        pending = nil
        closeUnit(p)
        return .take(end: a.range.upperBound)
    }

    private mutating func closeUnit(_ p: Int) {
        lastUnit = p
        lastPower = p
        zeroMarker = false
        anyUnitOrGroup = true
        danglingStart = nil
    }

    private mutating func takeGroup(_ p: Int, _ a: NumeralAtom) -> NumeralStep {
        let q = a.range.lowerBound
        let word = a.word!
        if word.afterDigits {
            guard case .arabic(let n) = pending, n.range.upperBound == q else { return .stop }
        }
        if !leaveSequence() { return .cut(pendingStart) }
        if approxPending { approximate = true; approxPending = false }
        if afterGroup && pending == nil && !zeroMarker {
            // A group right after a group multiplies (a myriad of 10^8s).
            total = total?.shifted(by: p)
            lastGroup += p
            maxGroup = max(maxGroup, lastGroup)
        } else {
            if decimalLocked || hasDecimal && !pendingIsDecimal { return .stop }
            var sectionValue = exactSum(section, trailingValue(beforeGroup: true))
            if !hasCoefficient && (section?.isZero ?? false) && !approximate {
                // A group needs a coefficient, but a bare one may open a
                // number that goes on (a myriad five = 15000, a myriad yuan).
                guard q == start, !word.weak, bareGroupOpens(after: a.range.upperBound) else { return .cut(q) }
                sectionValue = ExactDecimal(1)
            }
            if pendingIsDecimal {
                guard section?.isZero ?? false else { return .cut(pendingStart) }
                decimalLocked = true
            }
            if p < lastGroup {
                total = exactSum(total, sectionValue?.shifted(by: p))
                lastGroup = p
            } else if p > maxGroup {
                total = exactSum(total, sectionValue)?.shifted(by: p)
                lastGroup = p
            } else {
                return .cut(sectionStart)
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
        return .take(end: a.range.upperBound)
    }

    private func bareGroupOpens(after p: Int) -> Bool {
        if let next = atoms.atom(at: p), case .digit(let d) = next.kind, d != 0, next.word?.alone ?? false { return true }
        return atoms.s.currencyWord(at: p)
    }

    private mutating func takeMultiplier(_ m: Int, _ a: NumeralAtom) -> NumeralStep {
        guard pending != nil || inSequence || anyUnitOrGroup else { return .stop }
        // zhang san da ba bai: nobody counts dozens on into more numbers; a word that
        // could be a dozen with a number right after it is another word (the verb "send").
        if let next = atoms.atom(at: a.range.upperBound), next.isValue { return .stop }
        if inSequence && seqCount > 1 { return .stop }
        total = exactProduct(value, ExactDecimal(m))
        section = .zero
        pending = nil
        inSequence = false
        danglingStart = nil
        return .takeLast
    }

    private mutating func takePoint(_ a: NumeralAtom) -> NumeralStep {
        if hasDecimal || decimalLocked { return .stop }
        guard pending != nil || inSequence || anyUnitOrGroup else { return .stop }
        if case .arabic = pending { return .stop }
        let f = atoms.fraction(at: a.range.upperBound)
        guard f.places > 0 else { return .stop }
        // A unit after the "fraction" means the point was a clock hour.
        if let next = atoms.atom(at: f.end), case .unit = next.kind { return .stop }
        let v = exactSum(value, f.value)
        inSequence = false
        hasDecimal = true
        section = .zero
        if anyGroup {
            total = v
            pending = nil
            decimalLocked = true
        } else {
            total = .zero
            pending = .decimal(v)
            pendingStart = start
        }
        danglingStart = nil
        return .take(end: f.end)
    }

    private mutating func takeHalf(_ a: NumeralAtom) -> NumeralStep {
        guard a.range.lowerBound == start || negative, let next = atoms.atom(at: a.range.upperBound) else { return .stop }
        switch next.kind {
        case .unit, .group, .multiplier: break
        default: return .stop
        }
        pending = .half
        pendingStart = a.range.lowerBound
        danglingStart = a.range.lowerBound
        return .take(end: a.range.upperBound)
    }

    private mutating func takeApproximate(_ a: NumeralAtom) -> NumeralStep {
        guard pending != nil || anyUnitOrGroup, let next = atoms.atom(at: a.range.upperBound),
              case .group = next.kind else { return .stop }
        approxPending = true
        danglingStart = a.range.lowerBound
        return .take(end: a.range.upperBound)
    }

    // MARK: values

    private var hasCoefficient: Bool {
        if case .zero = pending { return false }
        return pending != nil
    }

    private var pendingIsDecimal: Bool {
        switch pending {
        case .arabic(let a): return !a.isInteger
        case .half, .decimal: return true
        default: return false
        }
    }

    /// The coefficient of a unit: the pending one, or one when the unit is bare.
    private var coefficient: ExactDecimal? {
        switch pending {
        case nil, .zero: return ExactDecimal(1)
        case .digit(let d, _): return ExactDecimal(d)
        case .arabic(let a): return a.value
        case .half: return ExactDecimal(significand: 5, scale: 1)
        case .decimal(let v): return v
        }
    }

    /// The pending coefficient as the last part of a section: a lone digit
    /// right after a unit counts one step below it where the language says so.
    /// Before a group, only a digit after a unit of its own section is a tail
    /// (the digit right after a group is that group's coefficient).
    private func trailingValue(beforeGroup: Bool = false) -> ExactDecimal? {
        guard let p = pending else { return .zero }
        let tail = trailing == .nextLower && !zeroMarker && lastPower >= 1 && !(beforeGroup && lastUnit == Int.max)
        switch p {
        case .digit(let d, _): return tail ? ExactDecimal(d).shifted(by: lastPower - 1) : ExactDecimal(d)
        case .arabic(let a): return tail && a.integerDigits == 1 && a.isPlain ? a.value?.shifted(by: lastPower - 1) : a.value
        case .zero: return .zero
        case .half: return ExactDecimal(significand: 5, scale: 1)
        case .decimal(let v): return v
        }
    }

    /// The value so far, without the sign.
    var value: ExactDecimal? {
        inSequence ? seqValue : exactSum(exactSum(total, section), trailingValue())
    }

    /// Leaves digit-by-digit reading before a unit: two neighbouring digits
    /// (three four hundred) are a range, read as its lower end; otherwise the
    /// last digit starts the next number.
    private mutating func leaveSequence() -> Bool {
        guard inSequence else { return true }
        guard isRangePair else { return false }
        inSequence = false
        approximate = true
        pending = .digit(seqFirst, nil)
        return true
    }

    private var isRangePair: Bool {
        seqCount == 2 && seqSecond == seqFirst + 1 && seqFirst != 0 && !ScalarClass.isKana(atoms.s.key[start])
    }

    /// The last checks once no atom follows: what must be cut, or rejected.
    mutating func finish(end: Int) -> NumeralStep? {
        if let d = danglingStart { return .cut(d) }
        if case .digit(_, let w) = pending, w?.needsUnit ?? false { return .cut(pendingStart) }
        if inSequence {
            if seqPairOnly || (isRangePair && atoms.s.suffixWord(at: end)) {
                // Two neighbouring digits before a counter or currency are a range.
                guard isRangePair, atoms.s.suffixWord(at: end) else { return .reject(end) }
                seqValue = ExactDecimal(seqFirst)
                approximate = true
            } else {
                sequenceLength = seqCount
            }
        }
        // liu bai | 8 yue fen, liu qian | 12 lou: digits after a space the speaker left begin a number of
        // their own, not the colloquial last digit of the one before.
        if !inSequence, anyUnitOrGroup, case .arabic = pending, pendingStart > 0, atoms.s.gap(before: pendingStart) {
            return .cut(pendingStart)
        }
        // An ASCII remainder after a unit must fit below it (5000 after a myriad, not 50000).
        if !inSequence, anyUnitOrGroup, case .arabic(let n) = pending,
           !(trailing == .nextLower && n.integerDigits == 1 && n.isPlain),
           let v = n.value, let b = ExactDecimal(1).shifted(by: lastPower), !(v < b) {
            return .cut(pendingStart)
        }
        return nil
    }

    /// A zero and one digit read digit by digit (the subunit two steps down).
    var zeroLedDigit: Int? { sequenceLength == 2 && seqFirst == 0 ? seqSecond : nil }
}
