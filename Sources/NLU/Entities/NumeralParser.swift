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

    /// The number that starts at `start` and ends by `limit` (a barrier such as a name).
    func parse(from start: Int, limit: Int) -> Outcome {
        let atoms = NumeralAtomReader(s: s, limit: limit)
        var reading = NumeralReading(atoms: atoms, trailing: trailing, start: start)
        var out = ScannedNumber(range: start..<start)
        var soleWord: EntityWord? = nil
        var end = start

        func keep(_ a: NumeralAtom, through e: Int) {
            if a.isValue {
                out.valueAtoms += 1
                if out.valueAtoms == 1 { out.firstAtomEnd = a.range.upperBound; soleWord = a.word }
                if !(a.word?.weak ?? false) { out.allWeak = false }
                if a.word?.alone ?? true { out.noneAlone = false }
            }
            end = e
        }
        func cut(_ at: Int) -> Outcome { at <= start ? .none : parse(from: start, limit: at) }

        atoms: while let a = atoms.atom(at: end) {
            switch reading.take(a) {
            case .take(let e): keep(a, through: e)
            case .takeLast: keep(a, through: a.range.upperBound); break atoms
            case .stop: break atoms
            case .cut(let at): return cut(at)
            case .reject(let e): return .reject(end: e)
            }
        }
        switch reading.finish(end: end) {
        case .cut(let at): return cut(at)
        case .reject(let e): return .reject(end: e)
        default: break
        }
        if out.valueAtoms == 0 { return .none }

        var value = reading.value
        if reading.negative { value = value?.negated }
        if let v = value, !(v.isNegative ? v.negated < Self.limit : v < Self.limit) { value = nil }
        out.range = start..<end
        out.value = value
        out.overflow = value == nil
        out.approximate = reading.approximate
        out.negative = reading.negative
        out.counter = reading.counter
        out.sequenceLength = reading.sequenceLength
        out.zeroLedDigit = reading.zeroLedDigit
        out.soleWordAlone = out.valueAtoms == 1 ? (soleWord?.alone ?? true) : true
        if out.valueAtoms == 1 && !reading.negative && reading.counter == nil {
            switch reading.pending {
            case .digit(let d, _): out.singleDigit = d
            case .zero: out.singleDigit = 0
            case .arabic(let n) where n.isPlain && n.integerDigits == 1: out.singleDigit = n.value?.integerValue
            default: break
            }
        }
        if out.valueAtoms == 1, case .arabic(let n) = reading.pending, n.isPlain { out.plainDigits = n.integerDigits }
        return .number(out)
    }
}
