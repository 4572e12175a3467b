/// What people say around a name, from the lexicons: honorifics, titles and
/// kinship forms (kind `honorific`), particles and role words that stick to a
/// name's edge (kind `name_particle`), hesitation fillers (kind `filler`), and
/// the two-character Chinese surnames (kind `compound_surname`) that decide
/// where a Chinese name splits. All keyed the way names and utterances are.
///
/// Kept as data so a new title (Wang gong, Tanaka-kachou) is a lexicon edit,
/// never code. Examples are in Lexicons/{ja,zh}/names.jsonl.
struct HonorificLexicon: Sendable {
    /// What the rest of the spoken name is once an honorific is removed.
    enum Attachment: String, Sendable {
        /// Zhang xiansheng, Wang zong, lao Zhang, Tanaka-buchou: a surname (or the full name).
        case surname
        /// A given name, or its last character (a-Ming).
        case given
        /// Either (Tanaka-san, Hanako-san, xiao Wang, xiao Ming).
        case any
    }

    struct Affix: Sendable {
        let key: [UInt32]
        let attaches: Attachment
        let family: LanguageFamily?
    }

    /// Longest first, so lao xiansheng is tried before xiansheng.
    let honorificSuffixes: [Affix]
    let honorificPrefixes: [Affix]
    /// Particles and fillers, longest first.
    let edgeSuffixes: [[UInt32]]
    let edgePrefixes: [[UInt32]]
    /// Keys of two-character surnames.
    let compoundSurnames: Set<[UInt32]>

    init(lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        var suffixes: [Affix] = [], prefixes: [Affix] = []
        for r in lexicons.records(kind: "honorific") {
            let position = try r.string("position")
            guard let attaches = Attachment(rawValue: try r.string("attaches")) else {
                throw r.error("\"attaches\" must be surname, given or any")
            }
            guard position == "suffix" || position == "prefix" else {
                throw r.error("\"position\" must be prefix or suffix")
            }
            for text in try r.strings("affixes", required: true) {
                let key = try Self.key(text, r, normalizer)
                let affix = Affix(key: key, attaches: attaches, family: r.family)
                if position == "suffix" { suffixes.append(affix) } else { prefixes.append(affix) }
            }
        }
        var edgeSuffixes: [[UInt32]] = [], edgePrefixes: [[UInt32]] = []
        for r in lexicons.records(kind: "name_particle") {
            let position = try r.string("position")
            guard position == "suffix" || position == "prefix" else {
                throw r.error("\"position\" must be prefix or suffix")
            }
            for text in try r.strings("affixes", required: true) {
                let key = try Self.key(text, r, normalizer)
                if position == "suffix" { edgeSuffixes.append(key) } else { edgePrefixes.append(key) }
            }
        }
        // A filler may open or close a spoken name ("eeto, Tanaka-san").
        for r in lexicons.records(kind: LexiconKind.filler) {
            for text in try r.strings("forms", required: true) {
                let key = try Self.key(text, r, normalizer)
                edgeSuffixes.append(key)
                edgePrefixes.append(key)
            }
        }
        var compound = Set<[UInt32]>()
        for r in lexicons.records(kind: "compound_surname") {
            for text in try r.strings("names", required: true) {
                let key = try Self.key(text, r, normalizer)
                guard key.count == 2 else { throw r.error("a compound surname has two characters: \"\(text)\"") }
                compound.insert(key)
            }
        }
        honorificSuffixes = suffixes.sorted { $0.key.count > $1.key.count }
        honorificPrefixes = prefixes.sorted { $0.key.count > $1.key.count }
        self.edgeSuffixes = Array(Set(edgeSuffixes)).sorted { $0.count > $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1)) }
        self.edgePrefixes = Array(Set(edgePrefixes)).sorted { $0.count > $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1)) }
        compoundSurnames = compound
    }

    private static func key(_ text: String, _ r: LexiconRecord, _ normalizer: Normalizer) throws(DataFileError) -> [UInt32] {
        let key = normalizer.key(text)
        guard !key.isEmpty else { throw r.error("\"\(text)\" is empty once normalized") }
        return key
    }

    /// The length of the surname of a Chinese name key: two for a compound
    /// surname (when something follows it), else one.
    func surnameLength(_ name: ArraySlice<UInt32>) -> Int {
        guard name.count >= 3 else { return min(1, name.count) }
        return compoundSurnames.contains(Array(name.prefix(2))) ? 2 : 1
    }
}
