import Foundation

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
    /// Code points only traditional script writes (ICU's Traditional-Simplified
    /// changes them and GB2312 lacks them).
    let traditionalMarkers: BitSet
    /// Code points only simplified script writes (ICU's Simplified-Traditional
    /// changes them and Big5 lacks them).
    let simplifiedMarkers: BitSet
    /// Code points ICU's Traditional-Simplified folds into another although
    /// simplified text writes them too (the saka of Sakamoto, U+962A → U+5742): a variant of the same word in
    /// prose, but in a name a different name, so a name matched only through
    /// such a fold is not said exactly.
    let sharedTraditional: BitSet

    init() {
        fold = (0..<0x10000).map { UInt32($0) }
        multiFold = []
        let nfkc = Self.decode(EmbeddedUnicodeTables.nfkcCasefold)
        var i = 0
        while i + 1 < nfkc.count {
            let key = Int(nfkc[i]), n = Int(nfkc[i + 1])
            let values = nfkc[(i + 2)..<min(nfkc.count, i + 2 + n)]
            if values.count == 1 {
                fold[key] = values.first!
            } else {
                // Several code points, or none (default ignorables vanish).
                fold[key] = Self.multiBit | UInt32(multiFold.count)
                multiFold.append(values.compactMap(Unicode.Scalar.init))
            }
            i += 2 + n
        }
        combining = BitSet(capacity: 0x10000)
        for key in Self.decode(EmbeddedUnicodeTables.noBoundaryBefore) { combining.insert(Int(key)) }
        toSimplified = (0..<0x10000).map { UInt32($0) }
        let pairs = Self.decode(EmbeddedUnicodeTables.traditionalToSimplified)
        var k = 0
        while k + 1 < pairs.count {
            toSimplified[Int(pairs[k])] = pairs[k + 1]
            k += 2
        }
        var traditional = BitSet(capacity: 0x10000)
        for key in Self.decode(EmbeddedUnicodeTables.traditionalOnly) { traditional.insert(Int(key)) }
        traditionalMarkers = traditional
        var simplified = BitSet(capacity: 0x10000)
        for key in Self.decode(EmbeddedUnicodeTables.simplifiedChangesUnderS2T) { simplified.insert(Int(key)) }
        simplifiedMarkers = simplified
        var shared = BitSet(capacity: 0x10000)
        for key in Self.decode(EmbeddedUnicodeTables.sharedTraditional) { shared.insert(Int(key)) }
        sharedTraditional = shared
    }

    /// ICU's Simplified-Traditional, code point by code point (where it maps one
    /// to one). Only prompts use it, to show a listed name in the script of a
    /// traditional-script utterance; decoded on first use.
    static let toTraditional: [UInt32: UInt32] = {
        let pairs = decode(EmbeddedUnicodeTables.simplifiedToTraditional)
        var map: [UInt32: UInt32] = [:]
        map.reserveCapacity(pairs.count / 2)
        var k = 0
        while k + 1 < pairs.count {
            map[pairs[k]] = pairs[k + 1]
            k += 2
        }
        return map
    }()

    /// `text` with each simplified character in its traditional form (Zhang San in simplified → in traditional).
    /// Character by character, as ICU's transliterator works: a name, not prose.
    static func traditional(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if let t = toTraditional[s.value], let scalar = Unicode.Scalar(t) { out.append(scalar) } else { out.append(s) }
        }
        return String(out)
    }

    /// Base64 of little-endian UInt32 values, as LexiconEmbedder writes them.
    static func decode(_ base64: String) -> [UInt32] {
        guard let data = Data(base64Encoded: base64) else { return [] }
        return data.withUnsafeBytes { raw in
            (0..<(raw.count / 4)).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self).littleEndian }
        }
    }

    /// True when `s` may combine with the code point before it under NFKC.
    @inline(__always)
    func isCombining(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x10000 ? combining.contains(Int(s.value)) : ICUNormalizer.mayCombine(s)
    }

    /// NFKC_Casefold of a lone BMP code point when that is one code point (nearly
    /// always), without an array; nil otherwise.
    @inline(__always)
    func foldOne(_ s: Unicode.Scalar) -> Unicode.Scalar? {
        guard s.value < 0x10000 else { return nil }
        let f = fold[Int(s.value)]
        return f & Self.multiBit == 0 ? Unicode.Scalar(f) : nil
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
