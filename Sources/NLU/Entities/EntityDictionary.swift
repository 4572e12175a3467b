/// Every word the entity scanner knows, in one code-point trie over matching
/// keys, so a scan asks one structure per position and the longest word wins
/// across kinds (a currency word that begins with a numeral reading is read as
/// the currency). Built once by `Builder`, then shared read-only by every scan.
final class EntityDictionary: Sendable {
    private let trie: ScalarTrie<EntityWord>
    /// A bit per BMP code point that begins some word: most characters of an
    /// utterance begin none, and the scan skips them without a trie walk.
    private let firstBits: [UInt64]
    private let firstAstral: Set<UInt32>
    let currencies: [CurrencyWord]
    let counters: [CounterWord]
    /// Counter ids of counting words.
    let names: [String]

    init(_ b: Builder) {
        trie = b.trie
        firstBits = b.firstBits
        firstAstral = b.firstAstral
        currencies = b.currencies
        counters = b.counters
        names = b.names
    }

    struct Builder {
        fileprivate var trie = ScalarTrie<EntityWord>()
        fileprivate var firstBits = [UInt64](repeating: 0, count: 1024)
        fileprivate var firstAstral = Set<UInt32>()
        fileprivate var currencies: [CurrencyWord] = []
        fileprivate var counters: [CounterWord] = []
        fileprivate var names: [String] = []
        let normalizer: Normalizer

        init(normalizer: Normalizer) {
            self.normalizer = normalizer
        }

        /// Adds every word of `words` with the meaning `word`.
        mutating func add(_ words: [String], as word: EntityWord, record: LexiconRecord) throws(DataFileError) {
            for w in words {
                let key = normalizer.key(w)
                guard !key.isEmpty else { throw record.error("word \"\(w)\" is empty once normalized") }
                trie.insert(key, word)
                if key[0] < 0x10000 { firstBits[Int(key[0] >> 6)] |= 1 << UInt64(key[0] & 63) } else { firstAstral.insert(key[0]) }
            }
        }

        mutating func add(_ c: CurrencyWord) -> Int32 {
            currencies.append(c)
            return Int32(currencies.count - 1)
        }

        mutating func add(_ c: CounterWord) -> Int32 {
            counters.append(c)
            return Int32(counters.count - 1)
        }

        mutating func name(_ s: String) -> Int32 {
            if let i = names.firstIndex(of: s) { return Int32(i) }
            names.append(s)
            return Int32(names.count - 1)
        }
    }

    @inline(__always)
    func mayBegin(_ v: UInt32) -> Bool {
        v < 0x10000 ? firstBits[Int(v >> 6)] & (1 << UInt64(v & 63)) != 0 : firstAstral.contains(v)
    }

    func longest(_ key: [UInt32], at start: Int, family: LanguageFamily?,
                 skipBlockers: Bool = false) -> (end: Int, words: [EntityWord])? {
        guard start < key.count, mayBegin(key[start]) else { return nil }
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
