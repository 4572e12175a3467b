/// The text layer in one piece: normalize, tokenize, detect the language.
/// Built once from the lexicons (forms compiled into a trie, folds into the
/// normalizer); `analyze` is then safe to call from any number of threads.
public struct TextAnalyzer: Sendable {
    public let normalizer: Normalizer
    public let tokenizer: Tokenizer
    public let detector: LanguageDetector
    /// Every lexicon form, keyed as utterances are keyed.
    public let forms: ScalarTrie<LexiconTag>

    /// - Parameters:
    ///   - normalizer: from `Normalizer(lexicons:)`, shared with whoever keys
    ///     names or forms for this analyzer (the payee matcher).
    ///   - extra: further dictionaries, e.g. beneficiary names.
    public init(lexicons: LexiconStore, normalizer: Normalizer, extra: [any TokenSource] = [],
                words: ICUWordBreaker) throws(DataFileError) {
        var japaneseOnly = Set<UInt32>()
        var traditionalOnly = Set<UInt32>()
        for r in lexicons.records(kind: LexiconKind.languageMarker) {
            let chars = try r.string("chars").unicodeScalars.filter { !ScalarClass.isWhitespace($0) }.map(\.value)
            switch (r.family, try r.optionalString("script")) {
            case (.ja?, nil): japaneseOnly.formUnion(chars)
            case (.zh?, "zh-Hant"?): traditionalOnly.formUnion(chars)
            default: throw r.error("a language marker is in ja/, or in zh/ with \"script\": \"zh-Hant\"")
            }
        }
        var trie = ScalarTrie<LexiconTag>()
        var standalone = ScalarTrie<LexiconTag>()
        // Standalone forms that may also stand right before a word of these kinds (xi | shu tiao).
        var standaloneBefore = ScalarTrie<LexiconTag>()
        var heads = ScalarTrie<LexiconTag>()
        var headKinds = Set<String>()
        for r in lexicons.records where r.fields["standalone_before"] != nil {
            headKinds.formUnion(try r.strings("standalone_before"))
        }
        // Forms that count only right after a word of these kinds (biiru | no chuu, not densha no naka).
        var bound = ScalarTrie<LexiconTag>()
        var tails = ScalarTrie<LexiconTag>()
        var tailKinds = Set<String>()
        var longestTail = 0
        // The languages whose bound forms follow each kind: a counter's words count only in its own.
        var tailFamilies: [String: [LanguageFamily?]] = [:]
        for r in lexicons.records where r.fields["bound_forms"] != nil {
            let kinds = try r.strings("bound_after")
            guard !kinds.isEmpty else { throw r.error("\"bound_forms\" needs \"bound_after\", the kinds they follow") }
            tailKinds.formUnion(kinds)
            for kind in kinds { tailFamilies[kind, default: []].append(r.family) }
        }
        // Kinds whose records list `words` (counters) may be followed too: yi fen | da.
        for (index, r) in lexicons.records.enumerated() where tailFamilies[r.kind]?.contains(r.family) ?? false {
            let tag = LexiconTag(kind: r.kind, id: r.id ?? "", family: r.family, record: Int32(index))
            for word in try r.strings("words") {
                let key = normalizer.key(word)
                guard !key.isEmpty else { throw r.error("word \"\(word)\" is empty once normalized") }
                tails.insert(key, tag)
                longestTail = max(longestTail, key.count)
            }
        }
        var particles = ScalarTrie<LexiconTag>()
        var wordBreak = Set<Int32>()
        let spellings = try Spellings(lexicons: lexicons, normalizer: normalizer)
        for (index, r) in lexicons.records.enumerated()
        where r.fields["forms"] != nil || r.fields["standalone_forms"] != nil || r.fields["bound_forms"] != nil {
            let id = r.id ?? ""
            let tag = LexiconTag(kind: r.kind, id: id, family: r.family, record: Int32(index))
            if try r.bool("word_break") == true { wordBreak.insert(Int32(index)) }
            for form in try r.strings("standalone_forms") {
                let key = normalizer.key(form)
                guard !key.isEmpty else { throw r.error("form \"\(form)\" is empty once normalized") }
                standalone.insert(key, tag)
                if r.fields["standalone_before"] != nil { standaloneBefore.insert(key, tag) }
            }
            for form in try r.strings("bound_forms") {
                let key = normalizer.key(form)
                guard !key.isEmpty else { throw r.error("form \"\(form)\" is empty once normalized") }
                bound.insert(key, tag)
            }
            for form in try r.strings("forms", required: r.fields["standalone_forms"] == nil && r.fields["bound_forms"] == nil) {
                let key = normalizer.key(form)
                guard !key.isEmpty else { throw r.error("form \"\(form)\" is empty once normalized") }
                // Sentence punctuation ends clauses; a form that swallowed it would hide that.
                if key.contains(where: { Self.clausePunctuation.contains($0) }) {
                    throw r.error("form \"\(form)\" holds sentence punctuation")
                }
                if headKinds.contains(r.kind) { heads.insert(key, tag) }
                if tailKinds.contains(r.kind) {
                    tails.insert(key, tag)
                    longestTail = max(longestTail, key.count)
                }
                let scalars = form.unicodeScalars
                if scalars.count <= 2 && scalars.allSatisfy({ ScalarClass.isHiragana($0.value) }) {
                    particles.insert(key, tag)
                    continue
                }
                trie.insert(key, tag)
                for variant in spellings.variants(of: key, family: r.family) { trie.insert(variant, tag) }
            }
        }
        self.normalizer = normalizer
        self.forms = trie
        self.tokenizer = Tokenizer(lexicon: trie, particles: particles, extra: [StandaloneForms(trie: standalone, before: standaloneBefore, heads: heads),
                                                                           BoundForms(trie: bound, tails: tails, longestTail: longestTail)] + extra,
                                   words: words, wordBreakRecords: wordBreak)
        self.detector = LanguageDetector(normalizer: normalizer, japaneseOnlyCharacters: japaneseOnly,
                                         traditionalOnlyCharacters: traditionalOnly)
    }

    /// , . , ! ? and their ASCII kin, as keys (after NFKC).
    static let clausePunctuation: Set<UInt32> = [0x3001, 0x3002, 0x2C, 0x2E, 0x21, 0x3F, 0x3B, 0x3A, 0xFF61, 0xFF64]

    public func analyze(_ text: String) -> TextAnalysis {
        let normalized = normalizer.normalize(text)
        let tokens = tokenizer.tokenize(normalized)
        let (language, evident) = detector.detectWithEvidence(normalized, tokens: tokens)
        return TextAnalysis(text: normalized, tokens: tokens, language: language, languageIsEvident: evident,
                            display: normalizer.display(normalized, language: language))
    }
}

/// The text layer's result for one utterance.
public struct TextAnalysis: Sendable {
    public let text: NormalizedText
    public let tokens: [Token]
    public let language: Language
    /// The text itself showed the language or script (see LanguageDetector).
    public let languageIsEvident: Bool
    /// The `normalized` field of the output.
    public let display: String
}

/// Forms that count only as a word of their own: nothing but punctuation, a
/// space or the end may follow (`standalone_forms`: the size da in quan bu yao da,
/// never the da of otona or Osaka), or, for a record with `standalone_before`, a
/// word of the kinds it names (the size xi right before shu tiao).
final class StandaloneForms: TokenSource {
    let trie: ScalarTrie<LexiconTag>
    let before: ScalarTrie<LexiconTag>
    let heads: ScalarTrie<LexiconTag>

    init(trie: ScalarTrie<LexiconTag>, before: ScalarTrie<LexiconTag>, heads: ScalarTrie<LexiconTag>) {
        (self.trie, self.before, self.heads) = (trie, before, heads)
    }

    func forEachMatch(_ key: [UInt32], from start: Int, _ body: (Int, [LexiconTag]) -> Void) {
        forEachMatch(key, from: start, spaces: [], body)
    }

    func forEachMatch(_ key: [UInt32], from start: Int, spaces: [Int], _ body: (Int, [LexiconTag]) -> Void) {
        trie.forEachMatch(key, from: start) { end, tags in
            if end == key.count || !(ScalarClass.isHan(key[end]) || ScalarClass.isKana(key[end])) || spaces.contains(end) {
                body(end, tags)
            }
        }
        before.forEachMatch(key, from: start) { end, tags in
            guard end < key.count, !spaces.contains(end),
                  ScalarClass.isHan(key[end]) || ScalarClass.isKana(key[end]) else { return }
            var headFollows = false
            heads.forEachMatch(key, from: end) { _, _ in headFollows = true }
            if headFollows { body(end, tags) }
        }
    }
}

/// Forms that count only right after a word of the kinds their record names
/// (`bound_forms`, `bound_after`): the size no chuu of biiru no chuu, never the
/// "inside" of densha no naka.
final class BoundForms: TokenSource {
    let trie: ScalarTrie<LexiconTag>
    let tails: ScalarTrie<LexiconTag>
    let longestTail: Int

    init(trie: ScalarTrie<LexiconTag>, tails: ScalarTrie<LexiconTag>, longestTail: Int) {
        (self.trie, self.tails, self.longestTail) = (trie, tails, longestTail)
    }

    func forEachMatch(_ key: [UInt32], from start: Int, _ body: (Int, [LexiconTag]) -> Void) {
        var found: [(Int, [LexiconTag])] = []
        trie.forEachMatch(key, from: start) { end, tags in found.append((end, tags)) }
        guard !found.isEmpty, follows(key, start) else { return }
        for (end, tags) in found { body(end, tags) }
    }

    /// Some form of the kinds named ends right at `start`.
    private func follows(_ key: [UInt32], _ start: Int) -> Bool {
        var hit = false
        for j in max(0, start - longestTail)..<start where !hit {
            tails.forEachMatch(key, from: j) { end, _ in if end == start { hit = true } }
        }
        return hit
    }
}
