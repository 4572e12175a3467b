/// Resolves what a person said for a payee or payer (a name, a homophone of it,
/// lao Zhang, Zhang xiansheng, tanaka-san in kana, half-width katakana, Tanaka-sama)
/// to beneficiary ids, following SPEC's security rules:
///
/// - `success` only when exactly one beneficiary's name or alias equals the
///   spoken name after normalization (script, width, case, spaces) and after
///   removing honorifics, titles, kinship forms and stray particles;
/// - found only by sound (homophones, kana reading, pinyin), by edit distance,
///   or by part of the name (surname + title, given name alone):
///   `confirmationRequired` when one candidate is clearly ahead, else
///   `disambiguation` with at most five, best first;
/// - nothing scoring at least `Calibration.accept`: `unsupported` / `no_match`.
///
/// A fuzzy match never becomes `success`, whatever its score, so a wrong
/// beneficiary can only come back as `success` if its own name or alias was
/// said. Built once (the index is immutable); `resolve` is safe from any
/// number of threads. The design and the calibration of the numbers below:
/// the article Sources/NLU/NLU.docc/PayeeMatching.md.
public struct PayeeMatcher: Sendable {
    /// Scores and thresholds. The two thresholds were calibrated with
    /// `NLU_BENCH_MATCH_CALIBRATE=1 nlu-bench match` on lists of 100 to 1M real
    /// names (figures in Sources/NLU/NLU.docc/PayeeMatching.md).
    public enum Calibration {
        /// Below this nothing is offered. One wrong character in three (0.67)
        /// is still the same name misheard; one in two (0.5) is not. Raising it
        /// from 0.60 to 0.65 lost no intended beneficiary in any query set and
        /// turned away more names that are on no list (1k names: 94% → 97%
        /// no_match; 100k: 26% → 43%); 0.70 would drop every third-character
        /// typo of a three-character name.
        public static let accept = 0.65
        /// The best candidate is "clear" (confirmationRequired) when the next
        /// one scores at least this much lower: with 0.10 the confirmed one was
        /// the intended beneficiary 100% of the time over 1k names and 99.0%
        /// over 100k; a homophone of one character in two (0.05 apart) is not
        /// clear and is asked about.
        public static let clearMargin = 0.10
        /// A non-exact match never shows 1.0.
        public static let bestFuzzy = 0.99
        /// A match by kana reading or typed pinyin only, relative to characters.
        public static let sound = 0.95
        /// Part of the name said with a title or honorific (Zhang xiansheng, Hanako-san).
        public static let surname = 0.8
        public static let given = 0.82
        /// A Chinese given name of two characters or more said exactly (de zhen):
        /// 0.92 bare, above a full name of two homophones (0.9), below one (0.95).
        public static let wholeGiven = 0.97
        /// The last character of a given name (a-Ming for Huang Zhiming).
        public static let givenCharacter = 0.7
        /// A name said in Japanese that fits a name not known to be Japanese by
        /// Mandarin sound only (Li Si said as ri shi-san): below the same part in
        /// characters said with a title (0.8).
        public static let foreignSound = 0.8
        /// One character said in Chinese against the start of a Japanese name
        /// (shi nvshi, Ishibashi): below a Chinese surname that is all of it.
        public static let partialFamilyName = 0.9
        /// The same part said bare, without a title (Zhang, Tanaka).
        public static let bare = 0.95
        /// The highest mean cost per unit a part may have and still fit
        /// (homophones and confusable sounds fit; a different character does not).
        public static let partTolerance = 0.36
    }

    /// Candidates shortlisted by shared grams before exact scoring: at most
    /// this many, and only those sharing at least this share of the grams the
    /// best-sharing candidate shares.
    static let shortlist = 128
    static let shortlistShare = 0.34
    /// Beneficiaries taken from one list of a part said alone (Zhang xiansheng in a list
    /// of a million has tens of thousands of equally good answers).
    static let perPart = 24
    /// Inverted lists longer than this are too common to tell anything.
    static let longestList = 60_000

    let list: [Beneficiary]
    let index: NameIndex
    let lexicon: HonorificLexicon
    let normalizer: Normalizer
    private let nameSource: BeneficiaryNames

    public init(beneficiaries: [Beneficiary], lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        var seen = IDSet(expected: beneficiaries.count)
        for b in beneficiaries {
            guard !b.id.isEmpty else {
                throw DataFileError(file: "beneficiaries", line: 0, message: "a beneficiary has an empty id")
            }
            guard seen.insert(b.id) == nil else {
                throw DataFileError(file: "beneficiaries", line: 0, message: "duplicate id \"\(b.id)\"")
            }
        }
        let lexicon = try HonorificLexicon(lexicons: lexicons, normalizer: normalizer)
        self.list = beneficiaries
        self.lexicon = lexicon
        self.normalizer = normalizer
        self.index = try NameIndex(beneficiaries: beneficiaries, normalizer: normalizer, lexicon: lexicon)
        self.nameSource = BeneficiaryNames(index: index, list: beneficiaries)
    }

    public var count: Int { list.count }

    /// The size of the index in bytes (its arrays; the list itself aside).
    public var indexBytes: Int { index.bytes }

    /// Exact names and aliases (normalized) as tokens for the tokenizer: kind
    /// "beneficiary", id = beneficiary id, so a beneficiary's name is never split.
    public var names: any TokenSource { nameSource }

    public func resolve(_ spoken: String) -> PayeeResolution { resolve(key: normalizer.key(spoken), said: spoken) }

    /// Resolves the matching key of a spoken name (as `Normalizer.key` makes it).
    /// `said`, the words as written, lets an exact match that holds only through a
    /// variant fold (one Sakamoto for the other) be asked about instead of taken.
    public func resolve(key: [UInt32], said surface: String? = nil) -> PayeeResolution {
        // The name as said is SpokenName's first reading: tried before the others are made,
        // it settles most payment utterances (the tokenizer found the name whole).
        let said = SpokenName.clean(key)
        if said.count <= SpokenName.maximumLength, let exact = exactResolution(said, surface) { return exact }
        // ma, jie: a kinship word said once is the alias that doubles it (ma ma, jie jie), a guess to confirm.
        if said.count == 1, ScalarClass.isHan(said[0]) {
            let hits = exactMatches([said[0], said[0]])
            if hits.count == 1 {
                return PayeeResolution(status: .confirmationRequired, value: list[hits[0]].id,
                                       candidates: [candidate(hits[0], Calibration.bestFuzzy)])
            }
            if hits.count > 1 {
                return PayeeResolution(status: .disambiguation, candidates: hits.prefix(5).map { candidate($0, Calibration.bestFuzzy) })
            }
        }
        let spoken = SpokenName(key: key, lexicon: lexicon)
        for reading in spoken.readings where reading.exactAllowed && reading.core != said {
            if reading.foreignAffix {
                let hits = exactMatches(reading.core).filter { !index.traits[$0].chinese }
                if hits.count == 1 { return single(hits[0], reading.core, surface) }
                if hits.count > 1 {
                    return PayeeResolution(status: .disambiguation, candidates: hits.prefix(5).map { candidate($0, 1) })
                }
            } else if let exact = exactResolution(reading.core, surface) {
                return exact
            }
        }
        // lin mei ling jie: an affix that may end a real name (ge, jie) still leaves an exact
        // match when what is left is somebody's whole name as listed and three Han characters
        // or more, so that the whole was too long for a Chinese name. Li Zhong-bo may be a
        // name of three; zhang san ge stays a guess to confirm. Only an affix after the name
        // (xiao before a whole name is Kobayashi, not Hayashi Eiko), never for a name known to
        // be Japanese (Morita Akishige is no Morita Aki + dong), and for a name of unknown
        // origin only an affix no Japanese given name ends in (Watabe Takanori is no Watabe
        // Taka + bo; Huang Zhiming-ge is Huang Zhiming).
        for reading in spoken.readings where !reading.exactAllowed && reading.core.count >= 3
            && reading.core.allSatisfy(ScalarClass.isHan) && said.starts(with: reading.core) {
            let cutsJapanese = lexicon.opensWithJapaneseNameEnding(said[reading.core.count...])
            let hits = exactMatches(reading.core).filter { b in
                let traits = index.traits[b]
                return index.hasName(b, reading.core) && !traits.japanese && (traits.chinese || !cutsJapanese)
            }
            if hits.count == 1 { return single(hits[0], reading.core, surface) }
        }
        // A reading that still ends in an honorific the lexicon knows (Suzuki-san)
        // would match other names ending in it (okaasan); fuzzy matching uses
        // the reading without it. Not for an affix names also end in (the sheng of
        // Asai Kikuo, Zheng Fosheng): the whole may be the name, a character off.
        let suffixStripped = spoken.readings.contains { r in
            r.titled && r.exactAllowed && !r.foreignAffix && r.core.count < spoken.readings[0].core.count && spoken.readings[0].core.starts(with: r.core)
        }
        let fuzzy = suffixStripped ? Array(spoken.readings.dropFirst()) : spoken.readings
        let japanese = said.contains { ScalarClass.isKana($0) }
        let queries = fuzzy.map { Query($0, pinyin: index.pinyin, saidInJapanese: japanese) }
        var ranked: [(b: Int, score: Double)] = []
        for b in shortlist(queries) {
            let s = min(Calibration.bestFuzzy, score(b, queries))
            if s >= Calibration.accept - 1e-9 { ranked.append((b, s)) }
        }
        guard !ranked.isEmpty else { return PayeeResolution(status: .unsupported, reason: .noMatch) }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.b < $1.b }
        let candidates = ranked.prefix(5).map { candidate($0.b, $0.score) }
        if ranked.count == 1 || ranked[0].score - ranked[1].score >= Calibration.clearMargin - 1e-9 {
            return PayeeResolution(status: .confirmationRequired, value: candidates[0].id, candidates: candidates)
        }
        return PayeeResolution(status: .disambiguation, candidates: candidates)
    }

    /// `success` for one beneficiary of this exact name or alias, `disambiguation`
    /// for several, nil for none.
    private func exactResolution(_ core: [UInt32], _ surface: String?) -> PayeeResolution? {
        guard !core.isEmpty else { return nil }
        let hits = exactMatches(core)
        if hits.count == 1 { return single(hits[0], core, surface) }
        if hits.count > 1 {
            return PayeeResolution(status: .disambiguation, candidates: hits.prefix(5).map { candidate($0, 1) })
        }
        return nil
    }

    /// The one beneficiary whose name the key matched exactly: `success`, unless
    /// the words as written keep a variant apart that the key folded together
    /// (one Sakamoto said, the other listed): the same sound and nearly the same name, but not
    /// the name as listed, so it is to be confirmed.
    private func single(_ b: Int, _ core: [UInt32], _ surface: String?) -> PayeeResolution {
        if let surface, !writtenAlike(surface, list[b], core, japanese: index.traits[b].japanese) {
            return PayeeResolution(status: .confirmationRequired, value: list[b].id,
                                   candidates: [candidate(b, Calibration.bestFuzzy)])
        }
        return PayeeResolution(status: .success, value: list[b].id, candidates: [candidate(b, 1)])
    }

    /// True when `surface` writes each variant character (see
    /// `UnicodeTables.sharedTraditional`) of the name or alias it matched (`core`
    /// is the match's key) as that form does, and no variant where the form
    /// writes the other character. Only those characters count (the rest of the
    /// fold is script, width and case, which an exact match may ignore), and only
    /// where the form has the character: a title said with a variant (Lin Meiling-jie, jie written the Taiwan way)
    /// is no part of the name.
    private func writtenAlike(_ surface: String, _ b: Beneficiary, _ core: [UInt32], japanese: Bool) -> Bool {
        let tables = UnicodeTables.shared
        let forms = [b.name] + b.aliases
        // Japanese writes no Traditional script: for a Japanese name a kanji the fold changes,
        // written where the name has another, is another character (sa-tou with the rattan
        // tou), to be confirmed. (Written in Simplified, ling mu yi lang is the name in
        // Chinese script.)
        let folds = { (c: Unicode.Scalar) in ScalarClass.isHan(c.value) && tables.simplified(c) != c }
        let checksKanji = japanese && surface.unicodeScalars.contains(where: folds)
        func hasVariant(_ text: String) -> Bool { text.unicodeScalars.contains { tables.sharedTraditional.contains(Int($0.value)) } }
        let checksVariants = hasVariant(surface) || forms.contains(where: hasVariant)
        // Nearly always: nothing written that a fold changes, nothing to compare.
        guard checksKanji || checksVariants else { return true }
        // The forms the match came from, keyed once for both checks.
        let matched = forms.compactMap { form -> (form: String, key: Set<UInt32>)? in
            let key = Set(normalizer.key(form))
            return core.allSatisfy(key.contains) ? (form, key) : nil
        }
        if checksKanji && !matched.contains(where: { m in
            let written = Set(m.form.unicodeScalars.map(\.value))
            return surface.unicodeScalars.allSatisfy { c in
                !folds(c) || written.contains(c.value) || !m.key.contains(tables.simplified(c).value)
            }
        }) { return false }
        guard checksVariants else { return true }
        return matched.contains { m in
            func variants(_ text: String) -> [UInt32] {
                text.unicodeScalars.filter { tables.sharedTraditional.contains(Int($0.value)) && m.key.contains(tables.simplified($0).value) }
                    .map(\.value).sorted()
            }
            return variants(surface) == variants(m.form)
        }
    }

    private func candidate(_ b: Int, _ score: Double) -> PayeeCandidate {
        PayeeCandidate(id: list[b].id, name: list[b].name, score: score)
    }

    /// Beneficiaries whose name or alias is exactly `core`, in list order.
    private func exactMatches(_ core: [UInt32]) -> [Int] { index.exactMatches(core) }

    // MARK: fuzzy matching

    /// One reading of the spoken name, prepared for scoring.
    struct Query {
        let reading: SpokenName.Reading
        /// Characters with their sounds, or typed pinyin syllables.
        let units: [NameUnit]
        /// Kana sound units, when the name was said in kana.
        let kana: [UInt16]?
        let isPinyin: Bool
        /// The characters without their Mandarin sounds, for a name said in Japanese
        /// (see `weigh`); nil when said otherwise.
        let silent: [NameUnit]?

        init(_ reading: SpokenName.Reading, pinyin: PinyinTable, saidInJapanese: Bool = false) {
            self.reading = reading
            let core = reading.core
            if core.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) }),
               let syllables = pinyin.parse(String(String.UnicodeScalarView(core.compactMap(Unicode.Scalar.init)))) {
                units = NameUnit.units(syllables: syllables, pinyin: pinyin)
                isPinyin = true
            } else {
                units = NameUnit.units(core[...], pinyin: pinyin)
                isPinyin = false
            }
            kana = KanaReading.isKana(core[...]) ? KanaReading.units(core[...]) : nil
            silent = saidInJapanese && !isPinyin ? units.map { NameUnit(cp: $0.cp) } : nil
        }

        /// A score by sound, for a name said in Japanese against a name not known
        /// to be Japanese, counts less than the same characters would: the on reading
        /// often matches the pinyin (Li Si said as Li Shi-san, both ri shi), the kun
        /// reading never (matsuo is no Song Wei). `plain` scores the characters alone.
        func weigh(_ traits: NameIndex.Traits, _ score: Double, plain: ([NameUnit]) -> Double) -> Double {
            guard let s = silent, !traits.japanese, score > 0 else { return score }
            return max(plain(s), score * Calibration.foreignSound)
        }

        var mayBeSurname: Bool { reading.attaches != .given }
        var mayBeGiven: Bool { reading.attaches != .surname }
        var partFactor: Double { reading.titled ? 1 : Calibration.bare }
    }

    /// Candidates: the beneficiaries sharing the most grams with any reading,
    /// plus the first few of each list of a part said alone.
    private func shortlist(_ queries: [Query]) -> [Int] {
        var grams: [UInt64] = []
        var parts: [UInt64] = []
        for q in queries {
            let core = q.reading.core
            if !q.isPinyin { NameGrams.characters(core[...], into: &grams) }
            NameGrams.sounds(q.units, into: &grams)
            if let k = q.kana { NameGrams.kana(k[...], into: &grams) }
            if q.mayBeSurname {
                if !q.isPinyin { parts.append(NameGrams.part(.prefix, core)) }
                for s in NameGrams.coarseSequences(q.units[...]) { parts.append(NameGrams.part(.soundPrefix, s)) }
            }
            if q.mayBeGiven {
                if !q.isPinyin { parts.append(NameGrams.part(.suffix, core)) }
                if let s = NameGrams.coarseSequence(q.units[...]) { parts.append(NameGrams.part(.soundSuffix, s)) }
            }
            if let k = q.kana {
                parts.append(NameGrams.part(.readingPart, k))
                parts.append(NameGrams.part(.readingWhole, k))
            }
        }
        grams.sort()
        var lists: [ArraySlice<UInt32>] = []
        var total = 0
        var last: UInt64 = 0
        for g in grams where g != last {
            last = g
            let l = index.grams.list(g)
            if l.isEmpty || l.count > Self.longestList { continue }
            lists.append(l)
            total += l.count
        }
        var out: [Int] = []
        if total > 0 {
            var counter = CandidateCounter(expected: min(total, 1 << 20))
            for l in lists { for b in l { counter.add(b, 1) } }
            out = counter.top(Self.shortlist, atLeastShareOf: Self.shortlistShare).map(Int.init)
        }
        var seen = Set(out)
        parts.sort()
        last = 0
        for p in parts where p != last {
            last = p
            for b in index.grams.list(p).prefix(Self.perPart) where seen.insert(Int(b)).inserted {
                out.append(Int(b))
            }
        }
        return out
    }

    /// The best evidence that beneficiary `b` is who was meant, in [0, 1).
    /// Sounds and units are worked out only where a query needs them: kana
    /// said against a name in kanji says nothing by characters.
    func score(_ b: Int, _ queries: [Query]) -> Double {
        let forms = index.forms(b)
        let traits = index.traits[b]
        var units = [[NameUnit]?](repeating: nil, count: forms.count)
        func unitsOf(_ i: Int) -> [NameUnit] {
            if let u = units[i] { return u }
            let u = index.units(ofForm: forms.lowerBound + i, beneficiary: b)
            units[i] = u
            return u
        }
        let reading = index.reading(b)
        var best = 0.0
        for q in queries {
            var local = 0.0
            // The whole name or an alias, by characters and sound.
            for i in 0..<forms.count {
                let chars = index.characters(ofForm: forms.lowerBound + i)
                if let k = q.kana {
                    guard chars.contains(where: { ScalarClass.isKana($0) }) else { continue }
                    if KanaReading.isKana(chars) {
                        local = max(local, NameScorer.kanaSimilarity(k[...], KanaReading.units(chars)[...]))
                        continue
                    }
                }
                let f = unitsOf(i)
                local = max(local, q.weigh(traits, NameScorer.similarity(q.units, f)) { NameScorer.similarity($0, f) })
            }
            // Typed pinyin is sound only, whatever the characters.
            if q.isPinyin { local = min(local, Calibration.sound) }
            if let k = q.kana, !reading.isEmpty {
                local = max(local, readingScore(q, k, parts: reading, whole: index.wholeReading(b)))
            }
            if q.kana == nil || KanaReading.isKana(index.characters(ofForm: forms.lowerBound)) {
                local = max(local, partScore(q, name: unitsOf(0), traits: traits))
            }
            best = max(best, local)
        }
        return best
    }

    /// Kana said against the beneficiary's kana reading: the whole of it, or
    /// its family or given part said alone.
    private func readingScore(_ q: Query, _ k: [UInt16], parts reading: ArraySlice<UInt16>,
                              whole: ArraySlice<UInt16>) -> Double {
        var best = Calibration.sound * NameScorer.kanaSimilarity(k[...], whole)
        guard best < Calibration.sound else { return best }
        let parts = reading.split(separator: KanaReading.boundary)
        guard parts.count >= 2 else { return best }
        for (p, part) in parts.enumerated() {
            let isSurname = p == 0
            guard isSurname ? q.mayBeSurname : (p == parts.count - 1 && q.mayBeGiven) else { continue }
            // A part said alone has about the part's length.
            guard abs(part.count - k.count) <= 2 else { continue }
            let s = NameScorer.kanaSimilarity(k[...], part)
            guard s >= 1 - Calibration.partTolerance else { continue }
            let base = isSurname ? Calibration.surname : Calibration.given
            best = max(best, base * Calibration.sound * s * q.partFactor)
        }
        return best
    }

    /// A surname or given name said alone, against the name's characters.
    private func partScore(_ q: Query, name: [NameUnit], traits: NameIndex.Traits) -> Double {
        q.weigh(traits, partScore(q, q.units, name: name, traits: traits)) { partScore(q, $0, name: name, traits: traits) }
    }

    private func partScore(_ q: Query, _ units: [NameUnit], name: [NameUnit], traits: NameIndex.Traits) -> Double {
        let n = name.count, k = units.count
        guard k >= 1, k < n else { return 0 }
        var best = 0.0
        let surnameLength = traits.chinese ? max(1, traits.surnameLength) : 0
        if q.mayBeSurname && (surnameLength == 0 ? k <= NameIndex.maximumPartLength : k == surnameLength),
           let s = NameScorer.partSimilarity(units, name[..<k]), s >= 1 - Calibration.partTolerance,
           k > 1 || s >= 1 || q.reading.titled {
            // shi nvshi: one character said in Chinese is a Chinese surname before it is
            // the first of a Japanese family name's two (Ishibashi).
            let partial = k == 1 && traits.japanese && !traits.chinese && q.silent == nil
            best = max(best, Calibration.surname * s * q.partFactor * (partial ? Calibration.partialFamilyName : 1))
        }
        // wu (said bare) for Wang Wu: one sound alone, not the character, is no name (nor, above,
        // li for Li Si: a surname said alone is said as written).
        if q.mayBeGiven, let s = NameScorer.partSimilarity(units, name[(n - k)...]), s >= 1 - Calibration.partTolerance,
           k > 1 || s >= 1 || q.reading.titled {
            let base: Double
            if traits.chinese {
                if k == n - surnameLength { base = Calibration.given }
                else if k == 1 { base = Calibration.givenCharacter }
                else { base = 0 }
            } else {
                base = k == 1 && !traits.japanese ? Calibration.givenCharacter : Calibration.given
            }
            // de zhen for Zhao Dezhen: a whole given name of two characters or more, said
            // character for character, ranks above a full name said with two homophones.
            let wholeGiven = !traits.japanese && k >= 2 && s >= 1 && traits.surnameLength >= 1
                && k == n - traits.surnameLength && (traits.chinese || name.allSatisfy { ScalarClass.isHan($0.cp) })
            best = max(best, (wholeGiven ? Calibration.wholeGiven : base) * s * q.partFactor)
        }
        if q.isPinyin { best *= Calibration.sound }
        return best
    }
}

/// The beneficiaries' exact names and aliases as a tokenizer dictionary.
/// A class: the tokenizer asks it at every position, and copying the index
/// (dozens of arrays) for each call would cost more than the lookup.
final class BeneficiaryNames: TokenSource {
    let index: NameIndex
    let list: [Beneficiary]

    init(index: NameIndex, list: [Beneficiary]) {
        self.index = index
        self.list = list
    }

    func forEachMatch(_ key: [UInt32], from start: Int, _ body: (Int, [LexiconTag]) -> Void) {
        index.forEachExact(key, from: start) { end, owners in
            body(end, owners.map { LexiconTag(kind: "beneficiary", id: list[$0].id, family: nil) })
        }
    }
}
