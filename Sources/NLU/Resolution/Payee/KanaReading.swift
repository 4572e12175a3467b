/// Japanese readings as sequences of kana that compare by sound.
///
/// Input is a matching key (the normalizer has already folded katakana and
/// half-width katakana to hiragana). What this adds is what the normalizer must
/// not do to running text but a name's sound needs:
///
/// - long vowels written any way are one mark: satou, sato-with-a-long-mark and
///   satoo (and yuuko / yu-long-ko) carry the same long-vowel unit (`long`), so
///   they compare equal;
/// - the iteration marks (U+309D, U+309E) repeat the kana before them;
/// - substitution costs know which kana sound alike: voiced/unvoiced pairs
///   (ka/ga), small/large pairs (yo/small yo, tsu/small tsu), and the pairs that
///   are the same sound today (wo/o, di/ji, du/zu); dropping a long vowel or a
///   small tsu is cheap.
///
/// Everything is code point arithmetic on the hiragana block (U+3041–U+3096),
/// so no kana appear in source.
enum KanaReading {
    /// The canonical long-vowel unit (the prolonged sound mark, U+30FC).
    static let long: UInt16 = 0x30FC
    /// A boundary between the parts of a reading (family / given name).
    static let boundary: UInt16 = 0x20

    static let firstHiragana: UInt32 = 0x3041
    static let lastHiragana: UInt32 = 0x3096

    /// The vowel of each hiragana from U+3041, "-" for small tsu and n.
    private static let vowels: [UInt8] = Array(
        ("aaiiuueeoo" + "aaiiuueeoo" + "aaiiuueeoo" + "aaii-uueeoo" + "aiueo" + "aaaiiiuuueeeooo"
            + "aiueo" + "aauuoo" + "aiueo" + "aaieo-" + "uae").utf8)

    @inline(__always)
    static func isHiragana(_ v: UInt32) -> Bool { v >= firstHiragana && v <= lastHiragana }

    /// True when every scalar is kana (or the long mark or a separator) and there
    /// is at least one kana.
    static func isKana(_ key: ArraySlice<UInt32>) -> Bool {
        var any = false
        for v in key {
            if isHiragana(v) || v == 0x309D || v == 0x309E { any = true; continue }
            if v == UInt32(long) || isSeparator(v) { continue }
            return false
        }
        return any
    }

    /// Spaces and middle dots that separate the parts of a written name.
    @inline(__always)
    static func isSeparator(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x3000 || v == 0x30FB || v == 0xFF65 || v == 0x00B7 || v == 0x2027 || v == 0x2022
    }

    /// The sound units of a kana key: separators become `boundary` (when
    /// `keepBoundaries`), long vowels become `long`, anything not kana is dropped.
    static func units(_ key: ArraySlice<UInt32>, keepBoundaries: Bool = false) -> [UInt16] {
        var out: [UInt16] = []
        out.reserveCapacity(key.count)
        var previous: UInt32 = 0   // the last kana, for vowels and iteration marks
        for v in key {
            if isSeparator(v) {
                if keepBoundaries, let last = out.last, last != boundary { out.append(boundary) }
                previous = 0
                continue
            }
            var k = v
            if k == 0x309D || k == 0x309E {   // iteration marks: repeat the previous kana (voiced for U+309E)
                guard previous != 0 else { continue }
                k = v == 0x309E ? voiced(previous) : previous
            }
            if k == UInt32(long) {
                if previous != 0, out.last != long { out.append(long) }
                continue
            }
            guard isHiragana(k) else { previous = 0; continue }
            if previous != 0, out.last != long, extendsVowel(of: previous, with: k) {
                out.append(long)
                continue
            }
            out.append(UInt16(k))
            previous = k
        }
        if out.last == boundary { out.removeLast() }
        return out
    }

    /// Whether `next` only lengthens the vowel of `previous` (ka+a, ki+i, ku+u,
    /// ke+i/e, ko+u/o), as the long mark would.
    private static func extendsVowel(of previous: UInt32, with next: UInt32) -> Bool {
        let pv = vowel(previous), nv = vowel(next)
        guard pv != UInt8(ascii: "-"), isPlainVowel(next) else { return false }
        switch pv {
        case UInt8(ascii: "e"): return nv == UInt8(ascii: "e") || nv == UInt8(ascii: "i")
        case UInt8(ascii: "o"): return nv == UInt8(ascii: "o") || nv == UInt8(ascii: "u")
        default: return nv == pv
        }
    }

    /// The five large vowels, which can lengthen a vowel.
    @inline(__always)
    private static func isPlainVowel(_ v: UInt32) -> Bool {
        v == 0x3042 || v == 0x3044 || v == 0x3046 || v == 0x3048 || v == 0x304A
    }

    @inline(__always)
    private static func vowel(_ v: UInt32) -> UInt8 {
        isHiragana(v) ? vowels[Int(v - firstHiragana)] : UInt8(ascii: "-")
    }

    /// The unvoiced kana of a voiced one (ga → ka, pa → ha, vu → u); others unchanged.
    static func unvoiced(_ v: UInt32) -> UInt32 {
        switch v {
        case 0x304B...0x3062: return (v - 0x304B) % 2 == 1 ? v - 1 : v     // ka..di
        case 0x3064...0x3069: return (v - 0x3064) % 2 == 1 ? v - 1 : v     // tsu..do
        case 0x306F...0x307D: return v - (v - 0x306F) % 3                  // ha..po
        case 0x3094: return 0x3046
        default: return v
        }
    }

    /// The voiced kana of an unvoiced one, when it has one (ka → ga).
    static func voiced(_ v: UInt32) -> UInt32 {
        let candidate = v + 1
        return unvoiced(candidate) == v && candidate != v ? candidate : v
    }

    /// The large kana of a small one (small a → a, small tsu → tsu); others unchanged.
    static func large(_ v: UInt32) -> UInt32 {
        switch v {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3083, 0x3085, 0x3087, 0x308E: return v + 1
        case 0x3063: return 0x3064
        case 0x3095: return 0x304B
        case 0x3096: return 0x3051
        default: return v
        }
    }

    /// Same sound, different spelling: wo/o, di/ji, du/zu.
    private static func sameSound(_ a: UInt32, _ b: UInt32) -> Bool {
        let pair = a < b ? (a, b) : (b, a)
        return pair == (0x304A, 0x3092) || pair == (0x3058, 0x3062) || pair == (0x305A, 0x3065)
    }

    /// The cost of reading `a` where the name has `b` (0 same, 1 unrelated).
    @inline(__always)
    static func substitutionCost(_ a: UInt32, _ b: UInt32) -> Double {
        if a == b { return 0 }
        if a == UInt32(long) || b == UInt32(long) { return 0.6 }
        if sameSound(a, b) { return 0.1 }
        let la = large(a), lb = large(b)
        if la == lb { return 0.3 }
        if unvoiced(la) == unvoiced(lb) { return 0.4 }
        return 1
    }

    /// The cost of a kana said but not in the name, or the other way round.
    @inline(__always)
    static func indelCost(_ a: UInt32) -> Double {
        if a == UInt32(long) { return 0.3 }
        if a == 0x3063 { return 0.5 }   // small tsu: a dropped or added geminate
        return 1
    }
}
