/// An exact decimal number: `significand × 10^-scale`, with a 128-bit
/// significand. Money and every spoken number go through this type; binary
/// floating point never touches them. Arithmetic reports overflow instead of
/// wrapping or rounding, so an absurd amount becomes an error, not a wrong value.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    public private(set) var significand: Int128
    /// Digits after the decimal point, 0...38.
    public private(set) var scale: Int

    public static let maximumScale = 38

    public init(_ integer: Int) {
        significand = Int128(integer)
        scale = 0
    }

    public init?(significand: Int128, scale: Int) {
        guard scale >= 0, scale <= Self.maximumScale else { return nil }
        self.significand = significand
        self.scale = scale
        normalize()
    }

    /// Parses plain or exponent decimal text: "2500", "-0.25", "1e3", "5E-06".
    public init?(_ text: String) {
        var digits: Int128 = 0
        var scale = 0
        var negative = false
        var seenDigit = false
        var seenPoint = false
        var exponent = 0
        var it = text.utf8.makeIterator()
        var c = it.next()
        if c == UInt8(ascii: "-") { negative = true; c = it.next() } else if c == UInt8(ascii: "+") { c = it.next() }
        while let ch = c {
            if ch >= 0x30 && ch <= 0x39 {
                seenDigit = true
                let (m, o1) = digits.multipliedReportingOverflow(by: 10)
                let (a, o2) = m.addingReportingOverflow(Int128(ch - 0x30))
                if o1 || o2 { return nil }
                digits = a
                if seenPoint { scale += 1 }
            } else if ch == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else if ch == UInt8(ascii: "e") || ch == UInt8(ascii: "E") {
                var rest = ""
                while let r = it.next() { rest.unicodeScalars.append(Unicode.Scalar(r)) }
                guard let e = Int(rest), abs(e) <= 76 else { return nil }
                exponent = e
                break
            } else {
                return nil
            }
            c = it.next()
        }
        guard seenDigit else { return nil }
        scale -= exponent
        while scale < 0 {
            let (m, o) = digits.multipliedReportingOverflow(by: 10)
            if o { return nil }
            digits = m
            scale += 1
        }
        while scale > Self.maximumScale {
            guard digits % 10 == 0 else { return nil }
            digits /= 10
            scale -= 1
        }
        self.significand = negative ? -digits : digits
        self.scale = scale
        normalize()
    }

    public static let zero = ExactDecimal(0)

    public var isZero: Bool { significand == 0 }
    public var isNegative: Bool { significand < 0 }
    public var isInteger: Bool { scale == 0 }

    /// The value as an Int when it is integral and fits.
    public var integerValue: Int? {
        guard scale == 0, significand >= Int128(Int.min), significand <= Int128(Int.max) else { return nil }
        return Int(significand)
    }

    /// Digits after the point once trailing zeros are dropped.
    public var fractionDigits: Int { scale }

    public var magnitude: ExactDecimal { isNegative ? negated : self }

    public var negated: ExactDecimal {
        var d = self
        d.significand = -significand
        return d
    }

    /// Plain decimal text, no exponent, no trailing fractional zeros: "2500.5".
    public var description: String {
        let negative = significand < 0
        var digits = String(significand.magnitude)
        if scale > 0 {
            if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        }
        return negative ? "-" + digits : digits
    }

    // MARK: arithmetic (nil on overflow)

    public func adding(_ other: ExactDecimal) -> ExactDecimal? {
        guard let (a, b, s) = Self.aligned(self, other) else { return nil }
        let (sum, o) = a.addingReportingOverflow(b)
        if o { return nil }
        return ExactDecimal(raw: sum, scale: s)
    }

    public func subtracting(_ other: ExactDecimal) -> ExactDecimal? { adding(other.negated) }

    public func multiplied(by other: ExactDecimal) -> ExactDecimal? {
        let (p, o) = significand.multipliedReportingOverflow(by: other.significand)
        if o { return nil }
        var s = scale + other.scale
        var v = p
        while s > Self.maximumScale {
            guard v % 10 == 0 else { return nil }
            v /= 10
            s -= 1
        }
        return ExactDecimal(raw: v, scale: s)
    }

    public func multiplied(by factor: Int) -> ExactDecimal? { multiplied(by: ExactDecimal(factor)) }

    /// × 10^power (power may be negative); nil on overflow or beyond the scale limit.
    public func shifted(by power: Int) -> ExactDecimal? {
        if power >= 0 {
            var v = significand
            for _ in 0..<power {
                let (m, o) = v.multipliedReportingOverflow(by: 10)
                if o { return nil }
                v = m
            }
            return ExactDecimal(raw: v, scale: scale)
        }
        guard scale - power <= Self.maximumScale else { return nil }
        return ExactDecimal(raw: significand, scale: scale - power)
    }

    /// The quotient, exact when it ends within `significantDigits` digits (an
    /// eighth), else rounded half away from zero to that many (a third:
    /// 0.333…3, with `exact` false). Spoken fractions are the only division
    /// there is; nil on division by zero or overflow.
    public func divided(by divisor: ExactDecimal, significantDigits: Int = 15) -> (value: ExactDecimal, exact: Bool)? {
        guard !divisor.isZero, significantDigits > 0 else { return nil }
        let negative = isNegative != divisor.isNegative
        guard significand != .min, divisor.significand != .min else { return nil }
        let n = significand.magnitude, d = divisor.significand.magnitude
        // (n / 10^scale) / (d / 10^divisor.scale) = (n / d) × 10^(divisor.scale - scale)
        var q = n / d, rem = n % d
        var digits = q == 0 ? 0 : String(q).count
        var fractionDigits = 0
        while rem != 0 && digits <= significantDigits {
            let (r10, o1) = rem.multipliedReportingOverflow(by: 10)
            let (q10, o2) = q.multipliedReportingOverflow(by: 10)
            guard !o1, !o2 else { return nil }
            q = q10 + r10 / d
            rem = r10 % d
            fractionDigits += 1
            if q != 0 { digits += 1 }
        }
        var exact = rem == 0
        if digits > significantDigits && fractionDigits > 0 {
            let last = q % 10
            q /= 10
            fractionDigits -= 1
            if last != 0 { exact = false }
            if last >= 5 { q += 1 }
        }
        guard q <= UInt128(Int128.max) else { return nil }
        let signed = negative ? -Int128(q) : Int128(q)
        var scale = fractionDigits + self.scale - divisor.scale
        var value = signed
        while scale < 0 {
            let (m, o) = value.multipliedReportingOverflow(by: 10)
            guard !o else { return nil }
            value = m
            scale += 1
        }
        while scale > Self.maximumScale {
            if value % 10 != 0 { exact = false }
            value /= 10
            scale -= 1
        }
        return (ExactDecimal(raw: value, scale: scale), exact)
    }

    public static func < (a: ExactDecimal, b: ExactDecimal) -> Bool {
        guard let (x, y, _) = aligned(a, b) else {
            // Alignment overflowed: the one with the larger integer part wins.
            return a.significand.signum() < b.significand.signum()
                || (a.significand.signum() == b.significand.signum() && a.scale > b.scale)
        }
        return x < y
    }

    private init(raw: Int128, scale: Int) {
        self.significand = raw
        self.scale = scale
        normalize()
    }

    private mutating func normalize() {
        while scale > 0 && significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
    }

    private static func aligned(_ a: ExactDecimal, _ b: ExactDecimal) -> (Int128, Int128, Int)? {
        var x = a.significand, y = b.significand
        let s = max(a.scale, b.scale)
        for _ in a.scale..<s {
            let (m, o) = x.multipliedReportingOverflow(by: 10)
            if o { return nil }
            x = m
        }
        for _ in b.scale..<s {
            let (m, o) = y.multipliedReportingOverflow(by: 10)
            if o { return nil }
            y = m
        }
        return (x, y, s)
    }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension JSONValue {
    /// An exact JSON number.
    public static func decimal(_ d: ExactDecimal) -> JSONValue { .number(d.description) }
}
