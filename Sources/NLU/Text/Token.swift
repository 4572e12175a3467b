/// What a lexicon form stands for: its record's kind and id, and the language
/// family whose folder it came from (nil: common to both).
public struct LexiconTag: Sendable, Hashable {
    public let kind: String
    public let id: String
    public let family: LanguageFamily?
    /// Index of the lexicon record in `LexiconStore.records` (-1: not from the
    /// lexicons, e.g. a beneficiary's name), so later layers look it up by number.
    public let record: Int32

    public init(kind: String, id: String, family: LanguageFamily?, record: Int32 = -1) {
        self.kind = kind
        self.id = id
        self.family = family
        self.record = record
    }

    /// Whether the tag serves an utterance of this language family.
    @inline(__always)
    public func serves(_ f: LanguageFamily?) -> Bool { family == nil || f == nil || family == f }
}

/// One token of an utterance. Ranges are key positions (see NormalizedText).
public struct Token: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A lexicon form (or a beneficiary name): never split.
        case lexicon
        /// A word ICU found between lexicon forms.
        case word
        /// Digits, as ICU's word rules see them.
        case number
        /// Punctuation or a space.
        case punctuation
        /// Anything else: emoji, symbols.
        case symbol
    }

    public var range: Range<Int>
    public var kind: Kind
    /// For `.lexicon`: every reading of the form (a form may be in several kinds).
    public var tags: [LexiconTag]

    public init(range: Range<Int>, kind: Kind, tags: [LexiconTag] = []) {
        self.range = range
        self.kind = kind
        self.tags = tags
    }

    /// A hesitation or discourse filler (eeto, ano, n, na ge).
    public var isFiller: Bool { tags.contains { $0.kind == LexiconKind.filler } }

    public func has(kind: String) -> Bool { tags.contains { $0.kind == kind } }
}

/// A dictionary the tokenizer consults, besides the lexicons: e.g. the names of
/// the caller's beneficiaries, kept by the matcher's own index.
public protocol TokenSource: Sendable {
    /// Calls `body(end, tags)` for each form that starts at `start` in `key`.
    func forEachMatch(_ key: [UInt32], from start: Int, _ body: (Int, [LexiconTag]) -> Void)
    /// The same, knowing where the input had spaces the key drops (a source
    /// whose forms must end a word counts a space as an end).
    func forEachMatch(_ key: [UInt32], from start: Int, spaces: [Int], _ body: (Int, [LexiconTag]) -> Void)
}

extension TokenSource {
    public func forEachMatch(_ key: [UInt32], from start: Int, spaces: [Int], _ body: (Int, [LexiconTag]) -> Void) {
        forEachMatch(key, from: start, body)
    }
}

extension ScalarTrie: TokenSource where Value == LexiconTag {}
