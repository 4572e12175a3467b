/// A number written in ASCII digits (full-width digits are ASCII in the key).
struct ArabicNumber {
    var range: Range<Int>
    /// nil when it does not fit an exact decimal.
    var value: ExactDecimal?
    var integerDigits: Int
    var isInteger: Bool
    /// Digits only: no separators, point or exponent.
    var isPlain: Bool
}

/// Reads ASCII digit numbers as people type them: thousands separators (only
/// when every group after the first has three digits, and a comma only in the
/// width of its digits: ASCII digits around a full-width comma are a list in
/// CJK text, full-width digits around it a number), a decimal point, an
/// exponent (2e5), a leading point (.5). Several points (an IP address,
/// 2222.2222.2) make separate integers.
enum ArabicNumberReader {
    private static let comma: UInt32 = 0x2C
    private static let dot: UInt32 = 0x2E
    private static let plus: UInt32 = 0x2B
    private static let minus: UInt32 = 0x2D
    private static let e: UInt32 = 0x65
    private static let space: UInt32 = 0x20

    /// Whether a number in digits starts at `q`.
    static func starts(_ s: ScanText, at q: Int) -> Bool {
        let key = s.key
        if ScanText.isASCIIDigit(key[q]) { return true }
        return key[q] == dot && q + 1 < key.count && ScanText.isASCIIDigit(key[q + 1])
            && !(q > 0 && (key[q - 1] == dot || ScanText.isASCIIDigit(key[q - 1])))
    }

    static func read(_ s: ScanText, at q: Int, limit: Int) -> ArabicNumber {
        let key = s.key
        var i = q
        var significand: Int128 = 0
        var overflow = false
        var integerDigits = 0
        var scale = 0
        var plain = true

        func digit(_ p: Int) -> Bool { p < limit && ScanText.isASCIIDigit(key[p]) }
        func take(_ p: Int) {
            let (m, o1) = significand.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int128(key[p] - 0x30))
            if o1 || o2 { overflow = true } else { significand = a }
        }

        while digit(i) { take(i); integerDigits += 1; i += 1 }
        // 1 500 yen, 2 000 kuai: a recognizer's space between thousands, when exactly three
        // digits follow and then the currency (2 3-ge, a phone number stay apart).
        if integerDigits >= 1 && integerDigits <= 3, i < limit, key[i] == space,
           digit(i + 1), digit(i + 2), digit(i + 3), !digit(i + 4), i + 4 < limit,
           s.currencyWord(at: i + 4) || (key[i + 4] == space && i + 5 < limit && s.currencyWord(at: i + 5)) {
            for p in (i + 1)...(i + 3) { take(p) }
            integerDigits += 3
            i += 4
            plain = false
        }
        // 3 0 0 0 en, 5 0 0 kuai: a recognizer that spelled the digits one by one, three or more,
        // then the currency (a phone number or 2 3 ge stay apart).
        if integerDigits == 1, plain {
            var j = i, spelled = 1
            while j + 1 < limit, key[j] == space, digit(j + 1), !digit(j + 2) { j += 2; spelled += 1 }
            if spelled >= 3, j < limit,
               s.currencyWord(at: j) || (key[j] == space && j + 1 < limit && s.currencyWord(at: j + 1)) {
                for p in stride(from: i + 1, to: j, by: 2) { take(p) }
                integerDigits = spelled
                i = j
                plain = false
            }
        }
        // Thousands groups.
        if integerDigits >= 1 && integerDigits <= 3 {
            while i < limit, isSeparator(s, at: i, digitsBefore: i - 1),
                  digit(i + 1), digit(i + 2), digit(i + 3), !digit(i + 4) {
                for p in (i + 1)...(i + 3) { take(p) }
                integerDigits += 3
                i += 4
                plain = false
            }
        }
        // A point is decimal unless this number began right after a point that follows a
        // digit, or another point follows the fraction (dotted sequences are integers); an
        // ellipsis before it (en... 1.2k) is a pause.
        let afterDot = q > 1 && key[q - 1] == dot && ScanText.isASCIIDigit(key[q - 2])
        if !afterDot && i < limit && key[i] == dot && digit(i + 1) {
            var j = i + 1
            while digit(j) { j += 1 }
            let dotted = j < limit && key[j] == dot && digit(j + 1)
            if !dotted {
                for p in (i + 1)..<j { take(p); scale += 1 }
                i = j
                plain = false
            }
        }
        var value: ExactDecimal? = overflow ? nil : ExactDecimal(significand: significand, scale: scale)
        // Exponent: e, an optional sign, digits.
        if i < limit && key[i] == e {
            var j = i + 1
            var negative = false
            if j < limit && (key[j] == plus || key[j] == minus) { negative = key[j] == minus; j += 1 }
            if digit(j) {
                var exponent = 0
                while digit(j) {
                    exponent = min(exponent * 10 + Int(key[j] - 0x30), 1000)
                    j += 1
                }
                value = value?.shifted(by: negative ? -exponent : exponent)
                i = j
                plain = false
            }
        }
        let isInteger = value.map(\.isInteger) ?? (scale == 0)
        return ArabicNumber(range: q..<i, value: value, integerDigits: integerDigits, isInteger: isInteger, isPlain: plain)
    }

    /// A thousands separator at `p`: an ASCII comma between digits of the same
    /// width, or a separator word of the lexicons.
    private static func isSeparator(_ s: ScanText, at p: Int, digitsBefore d: Int) -> Bool {
        if s.key[p] == comma {
            return isFullWidth(s, p) == isFullWidth(s, d) && isFullWidth(s, p) == isFullWidth(s, p + 1)
        }
        guard let m = s.longest(at: p, skipBlockers: true), m.end == p + 1 else { return false }
        return m.words.contains { w in
            if case .separator = w.role { return w.serves(s.family) }
            return false
        }
    }

    /// Typed in full width (the key has folded it to ASCII).
    private static func isFullWidth(_ s: ScanText, _ p: Int) -> Bool {
        guard p < s.count else { return false }
        let o = Int(s.text.originStart[p])
        return o < s.text.original.count && (0xFF01...0xFF5E).contains(s.text.original[o].value)
    }
}
