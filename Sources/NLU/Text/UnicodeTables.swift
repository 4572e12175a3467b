/// Per-code-point tables derived from the system ICU at build time (see
/// Sources/LexiconEmbedder). Decoded once, on first use, then read-only.
///
/// Only the BMP is tabulated: code points beyond it are rare in this domain and
/// go to ICU directly.
struct UnicodeTables: Sendable {
    static let shared = UnicodeTables()

    /// Sentinel bit in `fold`: the rest is an index into `multiFold`.
    private static let multiBit: UInt32 = 0x8000_0000

    /// NFKC_Casefold of a lone BMP code point: the code point itself, a single
    /// replacement, or (`multiBit`) an index into `multiFold`.
    private var fold: [UInt32]
    private var multiFold: [[Unicode.Scalar]]
    /// Code points that may combine with the one before (no NFKC boundary before).
    private var combining: BitSet
    /// Traditional → Simplified, per code point (identity where ICU keeps it).
    private var toSimplified: [UInt32]
    /// Code points ICU's Traditional-Simplified changes: evidence of traditional script.
    let traditionalMarkers: BitSet
    /// Code points ICU's Simplified-Traditional changes: evidence of simplified script.
    let simplifiedMarkers: BitSet

    init() {
        fold = (0..<0x10000).map { UInt32($0) }
        multiFold = []
        for (key, values) in Self.lines(EmbeddedUnicodeTables.nfkcCasefold) {
            if values.count == 1 {
                fold[Int(key)] = values[0]
            } else {
                fold[Int(key)] = Self.multiBit | UInt32(multiFold.count)
                multiFold.append(values.compactMap(Unicode.Scalar.init))
            }
        }
        // Code points NFKC_Casefold deletes (default ignorables) have no line
        // of their own output; the generator writes only the key for them.
        combining = BitSet(capacity: 0x10000)
        for (key, _) in Self.lines(EmbeddedUnicodeTables.noBoundaryBefore) { combining.insert(Int(key)) }
        toSimplified = (0..<0x10000).map { UInt32($0) }
        var traditional = BitSet(capacity: 0x10000)
        for (key, values) in Self.lines(EmbeddedUnicodeTables.traditionalToSimplified) where values.count == 1 {
            toSimplified[Int(key)] = values[0]
            traditional.insert(Int(key))
        }
        traditionalMarkers = traditional
        var simplified = BitSet(capacity: 0x10000)
        for (key, _) in Self.lines(EmbeddedUnicodeTables.simplifiedChangesUnderS2T) { simplified.insert(Int(key)) }
        simplifiedMarkers = simplified
    }

    /// True when `s` may combine with the code point before it under NFKC.
    @inline(__always)
    func isCombining(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x10000 ? combining.contains(Int(s.value)) : ICUNormalizer.mayCombine(s)
    }

    /// NFKC_Casefold of a lone code point, or nil when ICU must be asked (non-BMP).
    @inline(__always)
    func foldSingle(_ s: Unicode.Scalar, into out: inout [Unicode.Scalar]) -> Bool {
        guard s.value < 0x10000 else { return false }
        let f = fold[Int(s.value)]
        if f & Self.multiBit == 0 {
            out.append(Unicode.Scalar(f)!)
        } else {
            out.append(contentsOf: multiFold[Int(f & ~Self.multiBit)])
        }
        return true
    }

    @inline(__always)
    func simplified(_ s: Unicode.Scalar) -> Unicode.Scalar {
        s.value < 0x10000 ? Unicode.Scalar(toSimplified[Int(s.value)])! : s
    }

    /// Parses "HEX HEX HEX" lines; the first field is the key.
    static func lines(_ text: String) -> [(UInt32, [UInt32])] {
        var out: [(UInt32, [UInt32])] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let first = fields.first, let key = hexValue(first) else { continue }
            out.append((key, fields.dropFirst().compactMap(hexValue)))
        }
        return out
    }

    private static func hexValue(_ bytes: Substring.UTF8View.SubSequence) -> UInt32? {
        var v: UInt32 = 0
        for b in bytes {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = v << 4 | UInt32(b - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return v
    }
}

/// A fixed-size set of small integers.
struct BitSet: Sendable {
    private var words: [UInt64]
    init(capacity: Int) { words = [UInt64](repeating: 0, count: (capacity + 63) / 64) }
    mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }
    @inline(__always)
    func contains(_ i: Int) -> Bool {
        i >= 0 && i >> 6 < words.count && words[i >> 6] & (1 << UInt64(i & 63)) != 0
    }
}
