/// The ways to read what a person said for a name: as said, without a stray
/// particle or filler at its edges, and without honorifics, titles and kinship
/// forms (Zhang San xiansheng → Zhang San; lao Zhang → Zhang as a surname;
/// tanaka-san-ni → tanaka).
///
/// Each reading says whether an exact name match through it may count as
/// exact (`success`): removing a lexicon's honorific or particle after kanji
/// is safe, but after kana a trailing particle may be part of the name (ayano
/// is a name, not aya + the particle no), so such readings only feed fuzzy
/// matching.
struct SpokenName: Sendable {
    struct Reading: Sendable, Equatable {
        /// The name as a matching key, separators and punctuation removed.
        var core: [UInt32]
        /// What `core` stands for once an honorific was removed.
        var attaches: HonorificLexicon.Attachment
        /// A title or honorific was removed (Zhang xiansheng), which makes a surname-only
        /// reading a deliberate way of naming someone.
        var titled: Bool
        /// An exact name or alias match through this reading is a `success`.
        var exactAllowed: Bool
        /// A Japanese honorific was removed from a name said without kana (Wang Li-jun
        /// read as Wang Li + kun). Chinese given names end in the same characters, so
        /// the removal holds only for a name not known to be Chinese, and fuzzy
        /// matching keeps the whole as well.
        var foreignAffix = false
    }

    /// Readings in the order exact matching tries them: as said first.
    let readings: [Reading]

    /// Longest spoken name considered, in code points; longer input is no name.
    static let maximumLength = 64

    init(key: [UInt32], lexicon: HonorificLexicon) {
        let cleaned = Self.clean(key)
        var readings: [Reading] = []
        func add(_ r: Reading) {
            guard !r.core.isEmpty, r.core.count <= Self.maximumLength else { return }
            if let i = readings.firstIndex(where: { $0.core == r.core }) {
                // Keep the most permissive reading of the same core.
                if r.exactAllowed && !readings[i].exactAllowed { readings[i].exactAllowed = true }
                if r.titled && !readings[i].titled { readings[i].titled = true }
                return
            }
            readings.append(r)
        }
        add(Reading(core: cleaned, attaches: .any, titled: false, exactAllowed: true))
        let trimmed = Self.trimEdges(cleaned, lexicon)
        add(Reading(core: trimmed.core, attaches: .any, titled: false, exactAllowed: trimmed.safe))
        let hasKana = cleaned.contains { ScalarClass.isKana($0) }
        for base in [Reading(core: cleaned, attaches: .any, titled: false, exactAllowed: true),
                     Reading(core: trimmed.core, attaches: .any, titled: false, exactAllowed: trimmed.safe)] {
            for stripped in Self.stripHonorifics(base, lexicon, japanese: hasKana) { add(stripped) }
        }
        self.readings = readings
    }

    /// The key without whitespace, separators, punctuation and symbols, which
    /// carry nothing of a name's identity (a middle dot between family and given
    /// name, a full stop after it).
    static func clean(_ key: [UInt32]) -> [UInt32] {
        key.filter { v in
            guard let s = Unicode.Scalar(v) else { return false }
            if KanaReading.isSeparator(v) || ScalarClass.isWhitespace(s) { return false }
            switch s.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
                 .currencySymbol, .modifierSymbol, .otherSymbol, .control, .format:
                return false
            default:
                return true
            }
        }
    }

    @inline(__always)
    private static func isKanaLike(_ v: UInt32) -> Bool {
        ScalarClass.isKana(v) || ScalarClass.isProlongedSoundMark(v)
    }

    /// Removes particles and fillers at both edges. `safe` stays true only while
    /// what is removed sits next to something that cannot continue a kana name.
    static func trimEdges(_ key: [UInt32], _ lexicon: HonorificLexicon) -> (core: [UInt32], safe: Bool) {
        var core = key[...]
        var safe = true
        var changed = true
        var rounds = 0
        while changed && rounds < 4 {
            changed = false
            rounds += 1
            for p in lexicon.edgePrefixes where core.count > p.key.count && core.hasScalarPrefix(p.key) {
                let next = core[core.startIndex + p.key.count]
                if !p.exact || (isKanaLike(next) && p.key.contains(where: isKanaLike)) { safe = false }
                core = core.dropFirst(p.key.count)
                changed = true
                break
            }
            for s in lexicon.edgeSuffixes where core.count > s.key.count && core.hasScalarSuffix(s.key) {
                let rest = core.dropLast(s.key.count)
                if !s.exact || (isKanaLike(rest.last!) && s.key.contains(where: isKanaLike)
                    && !lexicon.honorificSuffixes.contains(where: { rest.hasScalarSuffix($0.key) })) {
                    safe = false
                }
                core = rest
                changed = true
                break
            }
        }
        return (Array(core), safe)
    }

    /// Readings without honorifics: up to two suffixes (Tanaka-buchou-san) and one
    /// prefix (lao Zhang, xiao Wang). Chinese forms are not tried on a name said with kana.
    static func stripHonorifics(_ base: Reading, _ lexicon: HonorificLexicon, japanese: Bool) -> [Reading] {
        func usable(_ a: HonorificLexicon.Affix) -> Bool { !(japanese && a.family == .zh) }
        func combine(_ a: HonorificLexicon.Attachment, _ b: HonorificLexicon.Attachment) -> HonorificLexicon.Attachment {
            a == .any ? b : a
        }
        func foreign(_ a: HonorificLexicon.Affix) -> Bool { !japanese && a.onlyJapanese }
        var out: [Reading] = []
        var current = base
        for _ in 0..<2 {
            guard let s = lexicon.honorificSuffixes.first(where: {
                usable($0) && current.core.count > $0.key.count && current.core.hasScalarSuffix($0.key)
            }) else { break }
            current = Reading(core: Array(current.core.dropLast(s.key.count)),
                              attaches: combine(current.attaches, s.attaches), titled: true,
                              exactAllowed: current.exactAllowed && s.exact,
                              foreignAffix: current.foreignAffix || foreign(s))
            out.append(current)
        }
        for start in [base] + out {
            guard let p = lexicon.honorificPrefixes.first(where: {
                usable($0) && start.core.count > $0.key.count && start.core.hasScalarPrefix($0.key)
            }) else { continue }
            out.append(Reading(core: Array(start.core.dropFirst(p.key.count)),
                               attaches: combine(start.attaches, p.attaches), titled: true,
                               exactAllowed: start.exactAllowed && p.exact,
                               foreignAffix: start.foreignAffix || foreign(p)))
        }
        return out
    }
}
