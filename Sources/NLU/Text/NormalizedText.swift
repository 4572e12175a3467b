/// An utterance as given, and its normalized forms with a map back.
///
/// `key` is what every lexicon, number and name lookup sees: NFKC, case folded,
/// traditional folded to simplified, katakana folded to hiragana, lexicon
/// variant folds applied, spaces between CJK characters dropped. `display` is
/// the same text without the kana fold (and without the simplified fold for
/// Japanese), index for index, which is what the output's `normalized` shows.
public struct NormalizedText: Sendable {
    /// The input as given.
    public let string: String
    /// The input, in code points; spans in the output count these.
    public let original: [Unicode.Scalar]
    /// The matching key (see above); lexicon and entity spans index this.
    public let key: [Unicode.Scalar]
    /// `key` before kana and variant folds, for display and for ICU segmentation.
    public let nfkc: [Unicode.Scalar]
    /// For each key position, the original code point range that produced it.
    public let originStart: [Int32]
    public let originEnd: [Int32]
    /// Key positions where the input had a space that the key drops (ASR
    /// output such as "shibuyaeki made"): word boundaries the speaker's
    /// recognizer saw.
    public let spaceBoundaries: [Int]

    /// The key as UInt32 values, the form tries and scanners consume (kept,
    /// not recomputed: every layer reads it).
    public let keyValues: [UInt32]

    /// Maps a range of key positions back to a range of original code points.
    public func originalRange(_ keyRange: Range<Int>) -> Range<Int> {
        guard !keyRange.isEmpty else {
            let at = keyRange.lowerBound < originStart.count
                ? Int(originStart[keyRange.lowerBound]) : original.count
            return at..<at
        }
        return Int(originStart[keyRange.lowerBound])..<Int(originEnd[keyRange.upperBound - 1])
    }

    /// The original text of a range of key positions.
    public func originalText(_ keyRange: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: original[originalRange(keyRange)])
        return String(s)
    }

    /// The key text of a range of key positions.
    public func keyText(_ keyRange: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: key[keyRange])
        return String(s)
    }
}
