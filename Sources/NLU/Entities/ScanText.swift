/// One utterance as the entity scanners see it: the matching key, the language
/// family whose words apply, and the questions about word boundaries that kana
/// numbers need (the key drops spaces between CJK characters, so a space the
/// speaker left shows only as a gap in the map back to the original).
final class ScanText {
    let key: [UInt32]
    let text: NormalizedText
    let family: LanguageFamily?
    let words: EntityDictionary
    /// Where a menu word ends (ocha|hitotsu, namachuu|futatsu): a word boundary even
    /// between kanji and kana, which elsewhere may be one word (chawan, tabe...).
    let menuWordEnds: BitSet

    /// Where a token starts or ends: the lexicons and ICU's word breaks agree a
    /// word ends there (takoyaki|hitotsu).
    let tokenEdges: BitSet
    /// Inside a word the lexicons know, past its first letter (sumima|sen): no kana number starts there.
    let insideLexiconWord: BitSet

    /// Token kinds that name things on (or off) the menu.
    static let menuKinds: Set<String> = ["product", "size", "combo", "unlisted_product", "unlisted_size"]

    init(_ text: NormalizedText, family: LanguageFamily?, words: EntityDictionary, tokens: [Token] = []) {
        self.text = text
        self.key = text.keyValues
        self.family = family
        self.words = words
        var ends = BitSet(capacity: text.key.count + 1)
        var edges = BitSet(capacity: text.key.count + 1)
        var inside = BitSet(capacity: text.key.count + 1)
        for t in tokens {
            edges.insert(t.range.lowerBound)
            if t.kind == .lexicon { for p in t.range.dropFirst() { inside.insert(p) } }
            if t.kind == .lexicon && t.tags.contains(where: { Self.menuKinds.contains($0.kind) }) { ends.insert(t.range.upperBound) }
        }
        self.menuWordEnds = ends
        self.tokenEdges = edges
        self.insideLexiconWord = inside
    }

    var count: Int { key.count }

    @inline(__always)
    func longest(at p: Int, skipBlockers: Bool = false) -> (end: Int, words: [EntityWord])? {
        words.longest(key, at: p, family: family, skipBlockers: skipBlockers)
    }

    /// The first reading of the longest word at `p` that `pick` accepts.
    func reading<T>(at p: Int, _ pick: (EntityWord) -> T?) -> (end: Int, value: T)? {
        guard let m = longest(at: p, skipBlockers: true) else { return nil }
        for w in m.words where w.serves(family) {
            if let v = pick(w) { return (m.end, v) }
        }
        return nil
    }

    /// Something the speaker left out between `p - 1` and `p` (a space).
    @inline(__always)
    func gap(before p: Int) -> Bool {
        p > 0 && p < key.count && text.originEnd[p - 1] < text.originStart[p]
    }

    @inline(__always)
    static func isASCIIDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }

    /// Letters and digits: what a word is made of.
    func isWordCharacter(_ p: Int) -> Bool {
        let v = key[p]
        if Self.isASCIIDigit(v) || EntityDictionary.isLatinLetter(v) { return true }
        if ScalarClass.isHan(v) || ScalarClass.isKana(v) || ScalarClass.isProlongedSoundMark(v) { return true }
        return v >= 0x80 && text.key[p].properties.isAlphabetic
    }

    private func isKatakanaLike(_ p: Int) -> Bool {
        let v = text.nfkc[p].value
        return ScalarClass.isKatakana(v) || ScalarClass.isHalfwidthKana(v) || ScalarClass.isProlongedSoundMark(v)
    }

    private func isHiragana(_ p: Int) -> Bool { ScalarClass.isHiragana(text.nfkc[p].value) }

    /// Written with both hiragana and katakana (the key folds them together).
    func mixesKanaScripts(_ r: Range<Int>) -> Bool {
        var hiragana = false, katakana = false
        for p in r where p < count {
            let v = text.nfkc[p].value
            if ScalarClass.isHiragana(v) { hiragana = true }
            if ScalarClass.isKatakana(v) && !ScalarClass.isProlongedSoundMark(v) { katakana = true }
        }
        return hiragana && katakana
    }

    private func isBoundaryWord(_ w: EntityWord) -> Bool {
        if case .boundary = w.role { return true }
        return false
    }

    /// A word may begin at `p`: start of text, a space, punctuation, a change
    /// from katakana or Latin to hiragana, or right after a particle.
    func boundary(before p: Int) -> Bool {
        if p == 0 || gap(before: p) || !isWordCharacter(p - 1) || menuWordEnds.contains(p) { return true }
        if isHiragana(p) && insideLexiconWord.contains(p) { return false }
        // A count with its counter in kana (hitotsu, futari) where the tokenizer
        // starts a word (takoyaki|hitotsu); bare kana numbers (sen in arimasen) need more.
        if isHiragana(p) && tokenEdges.contains(p), let m = longest(at: p, skipBlockers: true),
           m.words.contains(where: { w in
               if case .counted = w.role { return w.serves(family) }
               return false
           }) { return true }
        if isHiragana(p) && (isKatakanaLike(p - 1) || EntityDictionary.isLatinLetter(key[p - 1])) { return true }
        // A particle or request word ends right before it (ni, kara, kudasai).
        for start in stride(from: p - 1, through: max(0, p - 4), by: -1) {
            if let m = longest(at: start, skipBlockers: true), m.end == p,
               m.words.contains(where: { $0.serves(family) && isBoundaryWord($0) }) { return true }
        }
        return false
    }

    /// A word may end at `p`: end of text, a space, punctuation, a change from
    /// hiragana to katakana or Latin, or a particle or request word right after.
    func boundary(after p: Int) -> Bool {
        if p >= key.count || gap(before: p) || !isWordCharacter(p) { return true }
        if p > 0 && isHiragana(p - 1) && (isKatakanaLike(p) || EntityDictionary.isLatinLetter(key[p])) { return true }
        return reading(at: p) { w -> Bool? in
            if case .boundary = w.role { return true }
            return nil
        } != nil
    }

    /// Kana right before a kanji (gohyaku|okutte): the kanji starts the next word.
    func kanaMeetsKanji(at p: Int) -> Bool {
        p > 0 && p < key.count && isHiragana(p - 1) && ScalarClass.isHan(key[p])
    }

    /// A digit or a numeral word starts at `p`.
    func numeralStarts(at p: Int) -> Bool {
        guard p < count else { return false }
        return Self.isASCIIDigit(key[p]) || reading(at: p, { $0.isNumeral && $0.serves(family) ? true : nil }) != nil
    }

    /// A digit or a numeral word ends at `p`.
    func numeralEnds(at p: Int) -> Bool {
        guard p > 0 else { return false }
        if Self.isASCIIDigit(key[p - 1]) { return true }
        for start in Swift.max(0, p - 4)..<p {
            if let m = longest(at: start, skipBlockers: true), m.end == p,
               m.words.contains(where: { $0.isNumeral && $0.serves(family) }) { return true }
        }
        return false
    }

    /// A currency word said after amounts starts at `p`.
    func currencyWord(at p: Int) -> Bool {
        reading(at: p) { w -> Bool? in
            if case .currency(let c) = w.role, words.currencies[Int(c)].after { return true }
            return nil
        } != nil
    }

    /// A currency word or counter starts at `p`.
    func suffixWord(at p: Int) -> Bool {
        currencyWord(at: p) || reading(at: p) { w -> Bool? in
            if case .counter = w.role { return true }
            return nil
        } != nil
    }
}
