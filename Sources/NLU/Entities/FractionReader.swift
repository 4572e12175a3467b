/// Fractions as they are said, denominator first (san fen zhi yi, sanbun no
/// ichi: "of three parts, one"), with an optional whole part before them (yi
/// you san fen zhi yi, ichi to yonbun no ichi). The marks are lexicon data
/// (kind `fraction`); they are read only right after a number and only when
/// a numerator follows, so the same characters keep their other readings
/// (fen the coin, fun the minute) everywhere else.
struct FractionMarks: Sendable {
    /// Between denominator and numerator.
    var marks: [[UInt32]] = []
    /// Between the whole part and the fraction.
    var joins: [[UInt32]] = []
    /// Between numerator and denominator written in digits (3/5), numerator first.
    var slashes: [[UInt32]] = []

    var isEmpty: Bool { marks.isEmpty && slashes.isEmpty }

    static func load(_ lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) -> [LanguageFamily: FractionMarks] {
        var out: [LanguageFamily: FractionMarks] = [:]
        for r in lexicons.records(kind: "fraction") {
            guard let family = r.family else { throw r.error("a fraction record belongs in ja/ or zh/") }
            var m = out[family] ?? FractionMarks()
            func keys(_ field: String, required: Bool = false) throws(DataFileError) -> [[UInt32]] {
                try r.strings(field, required: required).map { normalizer.key($0).filter { $0 != 0x20 } }
            }
            m.marks += try keys("marks", required: true)
            m.joins += try keys("joins")
            m.slashes += try keys("slashes")
            if m.marks.contains(where: \.isEmpty) || m.joins.contains(where: \.isEmpty) || m.slashes.contains(where: \.isEmpty) {
                throw r.error("a fraction mark or join must not be empty")
            }
            out[family] = m
        }
        return out
    }

    /// Both languages' marks, for text whose language is not known.
    static func merged(_ all: [LanguageFamily: FractionMarks]) -> FractionMarks {
        all.values.reduce(into: FractionMarks()) { $0.marks += $1.marks; $0.joins += $1.joins; $0.slashes += $1.slashes }
    }
}

extension EntityScanner {
    /// The fraction that `first` begins (as its denominator or its whole
    /// part), as one number spanning all of it; nil when none follows.
    func fraction(startingWith first: ScannedNumber, limit: Int) -> ScannedNumber? {
        guard !fractions.isEmpty, first.value != nil, !first.approximate, first.counter == nil else { return nil }
        if let (den, num) = denominatorAndNumerator(after: first, limit: limit) {
            return combine(whole: nil, den, num)
        }
        if let den = denominator(afterSlash: first, limit: limit) { return combine(whole: nil, den, first) }
        // Digits: a whole part, one space, then numerator/denominator (1 3/5).
        let afterSpace = first.range.upperBound + 1
        if !fractions.slashes.isEmpty, isDigits(first), afterSpace < limit, s.key[afterSpace - 1] == 0x20,
           case .number(let num) = parser.parse(from: afterSpace, limit: limit), isDigits(num), !num.negative,
           let den = denominator(afterSlash: num, limit: limit) {
            return combine(whole: first, den, num)
        }
        // A whole part: the join, then denominator, mark and numerator.
        guard let joined = Self.match(fractions.joins, in: s.key, at: first.range.upperBound, limit: limit),
              case .number(let den) = parser.parse(from: skipSpaces(joined, limit), limit: limit),
              den.value != nil, !den.negative,
              let (d, num) = denominatorAndNumerator(after: den, limit: limit) else { return nil }
        return combine(whole: first, d, num)
    }

    private func denominatorAndNumerator(after den: ScannedNumber, limit: Int) -> (ScannedNumber, ScannedNumber)? {
        guard let marked = Self.match(fractions.marks, in: s.key, at: den.range.upperBound, limit: limit),
              case .number(let num) = parser.parse(from: skipSpaces(marked, limit), limit: limit),
              num.value != nil, !num.approximate else { return nil }
        return (den, num)
    }

    /// The denominator after `num` and a slash, both written in digits alone.
    private func denominator(afterSlash num: ScannedNumber, limit: Int) -> ScannedNumber? {
        guard isDigits(num), num.range.upperBound < limit,
              let slashed = Self.match(fractions.slashes, in: s.key, at: num.range.upperBound, limit: limit),
              slashed < limit, s.key[slashed] != 0x20,
              case .number(let den) = parser.parse(from: slashed, limit: limit), isDigits(den), !den.negative else { return nil }
        // A third part makes it a date (2026/12/1, 12/24/2026), not a fraction.
        let start = num.range.lowerBound
        if Self.match(fractions.slashes, in: s.key, at: den.range.upperBound, limit: limit) != nil { return nil }
        if start > 0, fractions.slashes.contains(where: { $0.last == s.key[start - 1] }) { return nil }
        return den
    }

    /// Written in ASCII digits (after width folding), a minus sign allowed first.
    private func isDigits(_ n: ScannedNumber) -> Bool {
        guard n.value != nil, !n.approximate, n.counter == nil else { return false }
        var p = n.range.lowerBound
        if p < n.range.upperBound && s.key[p] == 0x2D { p += 1 }
        return p < n.range.upperBound && (p..<n.range.upperBound).allSatisfy { ScanText.isASCIIDigit(s.key[$0]) }
    }

    private func combine(whole: ScannedNumber?, _ den: ScannedNumber, _ num: ScannedNumber) -> ScannedNumber? {
        guard let d = den.value?.magnitude, let n = num.value?.magnitude, !d.isZero else { return nil }
        // One quotient, (whole × den + num) / den, so the rounding happens once.
        var dividend = n
        if let w = whole?.value?.magnitude {
            guard let wd = w.multiplied(by: d), let sum = wd.adding(n) else { return nil }
            dividend = sum
        }
        guard let (quotient, exact) = dividend.divided(by: d) else { return nil }
        let negative = ((whole ?? den).value?.isNegative ?? false) != (num.value?.isNegative ?? false)
        var out = num
        let parts = [whole?.range, den.range, num.range].compactMap { $0 }
        out.range = parts.map(\.lowerBound).min()!..<parts.map(\.upperBound).max()!
        out.value = negative ? quotient.negated : quotient
        out.negative = negative
        out.rounded = !exact
        out.isFraction = true
        out.counter = nil
        return out
    }

    private func skipSpaces(_ p: Int, _ limit: Int) -> Int {
        var q = p
        while q < limit && s.key[q] == 0x20 { q += 1 }
        return q
    }

    /// The end of the first of `forms` found at `p`, spaces allowed before and
    /// inside it (a recognizer writes "3 fen  zhi 1").
    static func match(_ forms: [[UInt32]], in key: [UInt32], at p: Int, limit: Int) -> Int? {
        for form in forms {
            var q = p, ok = true
            for c in form {
                while q < limit && key[q] == 0x20 { q += 1 }
                guard q < limit, key[q] == c else { ok = false; break }
                q += 1
            }
            if ok { return q }
        }
        return nil
    }
}
