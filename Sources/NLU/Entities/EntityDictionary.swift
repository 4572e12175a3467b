/// Every word the entity scanner knows, in one code-point trie over matching
/// keys, so a scan asks one structure per position and the longest word wins
/// across kinds (a currency word that begins with a numeral reading is read as
/// the currency).
struct EntityDictionary: Sendable {
    private var trie = ScalarTrie<EntityWord>()
    private let normalizer: Normalizer

    init(normalizer: Normalizer) {
        self.normalizer = normalizer
    }

    /// Adds every word of `words` with the meaning `word`.
    mutating func add(_ words: [String], as word: EntityWord, record: LexiconRecord) throws(DataFileError) {
        for w in words {
            let key = normalizer.key(w)
            guard !key.isEmpty else { throw record.error("word \"\(w)\" is empty once normalized") }
            trie.insert(key, word)
        }
    }

    /// The longest word that starts at `start`, with all its readings (some
    /// may serve another language: filter with `serves`). `numeralsOnly` skips
    /// the words that are not numerals; `skipBlockers` skips blockers, which
    /// only matter where a number would begin.
    func longest(_ key: [UInt32], at start: Int, family: LanguageFamily?,
                 skipBlockers: Bool = false) -> (end: Int, words: [EntityWord])? {
        guard start < key.count else { return nil }
        if start > 0 && Self.isLatinLetter(key[start - 1]) && Self.isLatinLetter(key[start]) { return nil }
        var best: (Int, [EntityWord])? = nil
        trie.forEachMatch(key, from: start) { end, values in
            if end < key.count && Self.isLatinLetter(key[end - 1]) && Self.isLatinLetter(key[end]) { return }
            var useful = false
            for v in values where v.serves(family) {
                if case .blocker = v.role, skipBlockers { continue }
                useful = true
                break
            }
            if useful { best = (end, values) }
        }
        return best
    }

    @inline(__always)
    static func isLatinLetter(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) }
}
