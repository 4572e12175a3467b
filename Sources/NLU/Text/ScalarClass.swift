/// Coarse classes of code points that the text layer needs to tell apart.
/// These are Unicode block facts, not words of any language.
enum ScalarClass {
    @inline(__always)
    static func isKatakana(_ v: UInt32) -> Bool { (0x30A1...0x30FA).contains(v) || (0x31F0...0x31FF).contains(v) }
    @inline(__always)
    static func isHiragana(_ v: UInt32) -> Bool { (0x3041...0x309F).contains(v) }
    @inline(__always)
    static func isHalfwidthKana(_ v: UInt32) -> Bool { (0xFF66...0xFF9F).contains(v) }
    @inline(__always)
    static func isKana(_ v: UInt32) -> Bool { isHiragana(v) || isKatakana(v) || isHalfwidthKana(v) }
    /// The prolonged sound mark (prolonged sound mark), shared by hiragana and katakana words.
    @inline(__always)
    static func isProlongedSoundMark(_ v: UInt32) -> Bool { v == 0x30FC || v == 0xFF70 }
    /// A wave dash or a tilde: how a drawn-out sound is written in chat (NFKC forms). (The long
    /// mark is a letter of loanwords spelled in hiragana, hanbaagaa, so it is not one of them.)
    static func isDrawnOut(_ v: UInt32) -> Bool { v == 0x301C || v == 0x7E }
    @inline(__always)
    static func isHan(_ v: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x20000...0x3134F).contains(v)
            || (0xF900...0xFAFF).contains(v) || v == 0x3005 || v == 0x3007
    }
    /// Scripts written without spaces: a space next to one of these carries no meaning.
    @inline(__always)
    static func isUnspaced(_ v: UInt32) -> Bool {
        isHan(v) || isKana(v) || isProlongedSoundMark(v) || (0x3000...0x303F).contains(v)
            || (0xFF00...0xFFEF).contains(v) || (0x2E80...0x2FDF).contains(v)
    }
    /// Dashes that join the numbers of an address (2-1, 7 with a long-vowel mark 1): hyphen-minus, hyphen, en dash,
    /// minus sign, the prolonged sound mark.
    @inline(__always)
    static func isDash(_ v: UInt32) -> Bool {
        v == 0x2D || v == 0x2010 || v == 0x2011 || v == 0x2013 || v == 0x2212 || isProlongedSoundMark(v)
    }
    /// Unicode White_Space, without the property lookup (hot: every code point).
    @inline(__always)
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        switch v {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
    /// Control characters that carry no text (NUL, escapes, C1); tab and line
    /// breaks are whitespace instead.
    @inline(__always)
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0x7F || (0x80...0x9F).contains(v)
    }

    /// The vowel a kana ends on (0 a, 1 i, 2 u, 3 e, 4 o), hiragana or katakana; nil for n and
    /// anything else. A Unicode fact about the syllabary's rows, no word of any language.
    static func kanaVowel(_ v: UInt32) -> UInt8? {
        let h = (0x30A1...0x30F6).contains(v) ? v - 0x60 : v
        guard (0x3041...0x3094).contains(h) else { return nil }
        return kanaVowels[Int(h - 0x3041)]
    }

    /// Small a, i, u, e, o (hiragana or katakana).
    static func isSmallVowelKana(_ v: UInt32) -> Bool {
        let h = (0x30A1...0x30F6).contains(v) ? v - 0x60 : v
        return h == 0x3041 || h == 0x3043 || h == 0x3045 || h == 0x3047 || h == 0x3049
    }

    /// Vowels of U+3041...U+3094 in code point order (255: n).
    private static let kanaVowels: [UInt8] = [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4,                     // small a, a ... small o, o
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4,                     // ka ga ki gi ku gu ke ge ko go
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4,                     // sa ... zo
        0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4,                  // ta da chi di small tsu tsu du te de to do
        0, 1, 2, 3, 4,                                    // na ni nu ne no
        0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4,      // ha ba pa ... ho bo po
        0, 1, 2, 3, 4,                                    // ma mi mu me mo
        0, 0, 2, 2, 4, 4,                                 // small ya, ya, small yu, yu, small yo, yo
        0, 1, 2, 3, 4,                                    // ra ri ru re ro
        0, 0, 1, 3, 4, 255, 2,                            // small wa, wa, wi, we, wo, n, vu
    ]

    /// Folds katakana to hiragana for matching keys. The prolonged sound mark (prolonged sound mark)
    /// is kept as it is: ICU's Katakana-Hiragana turns it into a vowel
    /// (hanbaagaa → hanbaagaa), which would no longer match what people type.
    @inline(__always)
    static func kanaFolded(_ s: Unicode.Scalar) -> Unicode.Scalar {
        let v = s.value
        if (0x30A1...0x30F6).contains(v) { return Unicode.Scalar(v - 0x60)! }
        if v == 0x30FD || v == 0x30FE { return Unicode.Scalar(v - 0x60)! }  // (katakana iteration marks) → (hiragana iteration marks)
        return s
    }
}
