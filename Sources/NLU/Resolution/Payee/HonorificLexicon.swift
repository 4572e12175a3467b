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

    struct Affix: Sendable, Hashable {
        let key: [UInt32]
        let attaches: Attachment
        let family: LanguageFamily?
        /// False when real names end or start with this form too (a lexicon's
        /// `"exact": false`): a name found by removing it is not an exact match.
        let exact: Bool
        /// Japanese given names end in this form too (`"ends_japanese_names": true`,
        /// bo, the nori of Takanori): removed from a name of unknown origin it may cut a real name short.
        var endsJapaneseNames = false
        /// Only Japanese lists this form (kun, dono; not sensei, which Chinese writes xiansheng):
        /// written in kanji after a Chinese name, it may be the end of the name.
        var onlyJapanese = false
    }

    /// Longest first, so lao xiansheng is tried before xiansheng.
    let honorificSuffixes: [Affix]
    let honorificPrefixes: [Affix]
    /// Particles and fillers, longest first (`attaches` is unused).
    let edgeSuffixes: [Affix]
    let edgePrefixes: [Affix]
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
            let exact = try r.bool("exact") ?? true
            let endsJapaneseNames = try r.bool("ends_japanese_names") ?? false
            for text in try r.strings("affixes", required: true) {
                let key = try Self.key(text, r, normalizer)
                var affix = Affix(key: key, attaches: attaches, family: r.family, exact: exact)
                affix.endsJapaneseNames = endsJapaneseNames
                if position == "suffix" { suffixes.append(affix) } else { prefixes.append(affix) }
            }
        }
        var edgeSuffixes: [Affix] = [], edgePrefixes: [Affix] = []
        for r in lexicons.records(kind: "name_particle") {
            let position = try r.string("position")
            guard position == "suffix" || position == "prefix" else {
                throw r.error("\"position\" must be prefix or suffix")
            }
            let exact = try r.bool("exact") ?? true
            for text in try r.strings("affixes", required: true) {
                let affix = Affix(key: try Self.key(text, r, normalizer), attaches: .any, family: r.family, exact: exact)
                if position == "suffix" { edgeSuffixes.append(affix) } else { edgePrefixes.append(affix) }
            }
        }
        // A filler may open or close a spoken name ("eeto, Tanaka-san"); not a single kana
        // (a, the interjection, is also the first kana of Ayano).
        for r in lexicons.records(kind: LexiconKind.filler) {
            for text in try r.strings("forms", required: true) {
                let key = try Self.key(text, r, normalizer)
                guard key.count > 1 || !key.allSatisfy(ScalarClass.isKana) else { continue }
                let affix = Affix(key: key, attaches: .any, family: r.family, exact: true)
                edgeSuffixes.append(affix)
                edgePrefixes.append(affix)
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
        let chineseKeys = Set((suffixes + prefixes).filter { $0.family != .ja }.map(\.key))
        for i in suffixes.indices { suffixes[i].onlyJapanese = suffixes[i].family == .ja && !chineseKeys.contains(suffixes[i].key) }
        for i in prefixes.indices { prefixes[i].onlyJapanese = prefixes[i].family == .ja && !chineseKeys.contains(prefixes[i].key) }
        honorificSuffixes = Self.longestFirst(suffixes)
        honorificPrefixes = Self.longestFirst(prefixes)
        self.edgeSuffixes = Self.longestFirst(edgeSuffixes)
        self.edgePrefixes = Self.longestFirst(edgePrefixes)
        compoundSurnames = compound
    }

    /// Longest first. Of one form listed twice (xiansheng/sensei in both languages), the
    /// stricter reading first: not exact before exact, a definite attachment
    /// before "any".
    private static func longestFirst(_ affixes: [Affix]) -> [Affix] {
        affixes.sorted {
            if $0.key.count != $1.key.count { return $0.key.count > $1.key.count }
            if $0.key != $1.key { return $0.key.lexicographicallyPrecedes($1.key) }
            if $0.exact != $1.exact { return !$0.exact }
            return $0.attaches != .any && $1.attaches == .any
        }
    }

    private static func key(_ text: String, _ r: LexiconRecord, _ normalizer: Normalizer) throws(DataFileError) -> [UInt32] {
        let key = normalizer.key(text)
        guard !key.isEmpty else { throw r.error("\"\(text)\" is empty once normalized") }
        return key
    }

    /// Whether `rest`, what follows a name in a spoken name, opens with an honorific
    /// that Japanese given names also end in.
    func opensWithJapaneseNameEnding(_ rest: ArraySlice<UInt32>) -> Bool {
        honorificSuffixes.contains { $0.endsJapaneseNames && rest.starts(with: $0.key) }
    }

    /// The length of the surname of a Chinese name key: two for a compound
    /// surname (when something follows it), else one.
    func surnameLength(_ name: ArraySlice<UInt32>) -> Int {
        guard name.count >= 3 else { return min(1, name.count) }
        return compoundSurnames.contains(Array(name.prefix(2))) ? 2 : 1
    }
}
