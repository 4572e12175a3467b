/// Normalizes utterances for matching, keeping a map back to the input.
///
/// Per code point: NFKC_Casefold (width, compatibility forms, case; from tables
/// built out of ICU, with ICU itself for composing sequences), then the matching
/// folds: traditional → simplified, katakana → hiragana, and the variant folds the
/// lexicons declare (e.g. zhang → zhang, which ICU's character-by-character conversion
/// leaves apart). Control characters vanish, and so does a wave drawn out inside hiragana
/// (kudasa~i); a space is kept only between two
/// characters of spaced scripts ("large coffee"), never next to CJK ("wu bai kuai").
public struct Normalizer: Sendable {
    private let tables = UnicodeTables.shared
    private let variants: [UInt32: Unicode.Scalar]
    /// The code points `variants` folds (BMP), so that the other code points, nearly
    /// all, skip the dictionary's hashing.
    private let folded: BitSet

    /// - Parameter variantFolds: extra code point folds applied to the key after
    ///   the simplified and kana folds, both sides already in folded form.
    public init(variantFolds: [Unicode.Scalar: Unicode.Scalar] = [:]) {
        var v: [UInt32: Unicode.Scalar] = [:]
        var bits = BitSet(capacity: 0x10000)
        for (from, to) in variantFolds where from != to {
            v[from.value] = to
            if from.value < 0x10000 { bits.insert(Int(from.value)) }
        }
        variants = v
        folded = bits
    }

    /// A normalizer with the variant folds the lexicons declare (kind `fold`).
    public init(lexicons: LexiconStore) throws(DataFileError) {
        let plain = Normalizer()
        var folds: [Unicode.Scalar: Unicode.Scalar] = [:]
        for r in lexicons.records(kind: LexiconKind.fold) {
            let from = plain.normalize(try r.string("from")).key
            let to = plain.normalize(try r.string("to")).key
            guard from.count == 1, to.count == 1 else {
                throw r.error("a fold maps one character to one character")
            }
            folds[from[0]] = to[0]
        }
        self.init(variantFolds: folds)
    }

    public func normalize(_ text: String) -> NormalizedText {
        let original = Array(text.unicodeScalars)
        var nfkc: [Unicode.Scalar] = []
        var key: [Unicode.Scalar] = []
        var starts: [Int32] = []
        var ends: [Int32] = []
        var spaces: [Int] = []
        var keyValues: [UInt32] = []
        keyValues.reserveCapacity(original.count)
        nfkc.reserveCapacity(original.count)
        key.reserveCapacity(original.count)
        starts.reserveCapacity(original.count)
        ends.reserveCapacity(original.count)
        fold(original, dropped: { spaces.append(key.count) }) { s, k, start, end in
            nfkc.append(s)
            key.append(k)
            keyValues.append(k.value)
            starts.append(start)
            ends.append(end)
        }
        return NormalizedText(string: text, original: original, key: key, nfkc: nfkc, originStart: starts,
                              originEnd: ends, spaceBoundaries: spaces, keyValues: keyValues)
    }

    /// Runs the normalization over `original`, handing each output code point
    /// (NFKC form, key form, original range) to `emit`.
    @inline(__always)
    private func fold(_ original: [Unicode.Scalar], dropped: () -> Void = {},
                      _ emit: (Unicode.Scalar, Unicode.Scalar, Int32, Int32) -> Void) {
        let n = original.count
        var chunk: [Unicode.Scalar] = []
        var pendingSpace: (Int32, Int32)? = nil
        var previous: Unicode.Scalar? = nil
        var beforePrevious: Unicode.Scalar? = nil
        var i = 0
        var j = 0
        func take(_ s: Unicode.Scalar) {
            if ScalarClass.isControl(s) { return }
            if ScalarClass.isWhitespace(s) {
                if pendingSpace == nil { pendingSpace = (Int32(i), Int32(j)) }
                return
            }
            // kudasa~i, onegaishima~su: a wave drawn out inside a run of hiragana is how it was
            // said, no letter of the word. (After the run's first kana it stays: u~n, the
            // hesitation, is not un, yes.)
            if let p = previous, let q = beforePrevious, ScalarClass.isHiragana(p.value), ScalarClass.isHiragana(q.value),
               ScalarClass.isDrawnOut(s.value) { return }
            beforePrevious = pendingSpace == nil ? previous : nil
            if let space = pendingSpace {
                pendingSpace = nil
                if let p = previous, !ScalarClass.isUnspaced(p.value), !ScalarClass.isUnspaced(s.value) {
                    emit(" ", " ", space.0, space.1)
                } else if previous != nil {
                    dropped()
                }
            }
            // takushii, yonde-e, kaeru-u: a small vowel after a kana ending on the same vowel draws it
            // out, as the long mark does (shi-i is shii); small vowels that make a new sound (ti, fa) stay.
            if let p = previous, ScalarClass.isSmallVowelKana(s.value),
               let a = ScalarClass.kanaVowel(p.value), a == ScalarClass.kanaVowel(s.value) {
                emit(s, Unicode.Scalar(0x30FC)!, Int32(i), Int32(j))
            } else {
                emit(s, matchingFold(s), Int32(i), Int32(j))
            }
            previous = s
        }
        while i < n {
            j = i + 1
            while j < n && tables.isCombining(original[j]) { j += 1 }
            // Nearly every code point folds alone to one code point: no array for it.
            if j == i + 1, let one = tables.foldOne(original[i]) {
                take(one)
                i = j
                continue
            }
            chunk.removeAll(keepingCapacity: true)
            if j != i + 1 || !tables.foldSingle(original[i], into: &chunk) {
                chunk.append(contentsOf: ICUNormalizer.nfkcCasefold(original[i..<j]))
            }
            for s in chunk { take(s) }
            i = j
        }
    }

    /// The fold from NFKC_Casefold output to the matching key.
    @inline(__always)
    public func matchingFold(_ s: Unicode.Scalar) -> Unicode.Scalar {
        let f = ScalarClass.kanaFolded(tables.simplified(s))
        if f.value < 0x10000 && !folded.contains(Int(f.value)) { return f }
        return variants[f.value] ?? f
    }

    /// The matching key of a lexicon form or name, as utterances are keyed.
    public func key(_ text: String) -> [UInt32] {
        var key: [UInt32] = []
        key.reserveCapacity(text.utf8.count)
        fold(Array(text.unicodeScalars)) { _, k, _, _ in key.append(k.value) }
        return key
    }

    /// The display form of normalized text: Chinese is shown in simplified
    /// script; Japanese keeps its kanji as written (Tokyo stays Tokyo).
    public func display(_ text: NormalizedText, language: Language) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.nfkc.count * 3)
        for c in text.nfkc {
            UTF8.encode(language == .ja ? c : tables.simplified(c), into: { bytes.append($0) })
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Counts code points that only traditional, or only simplified, script uses.
    func scriptEvidence(_ text: NormalizedText) -> (traditional: Int, simplified: Int) {
        var t = 0, s = 0
        for c in text.nfkc where c.value < 0x10000 {
            let v = Int(c.value)
            let isTrad = tables.traditionalMarkers.contains(v)
            let isSimp = tables.simplifiedMarkers.contains(v)
            if isTrad && !isSimp { t += 1 } else if isSimp && !isTrad { s += 1 }
        }
        return (t, s)
    }
}
