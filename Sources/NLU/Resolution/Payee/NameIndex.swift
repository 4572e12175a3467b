import Dispatch
import Foundation

/// The beneficiary list compiled once for lookup: every name and alias as a
/// matching key (flat arrays, not a string per name), readings as kana sound
/// units or pinyin syllables, an exact-key trie, and inverted lists of grams
/// (`NameGrams`) so a query touches a short candidate list, never the whole
/// list. Immutable after `init`; any number of threads may query it.
struct NameIndex: Sendable {
    /// What is known of a beneficiary's name, packed per beneficiary.
    struct Traits: Sendable {
        var raw: UInt8
        /// Kana in the name or reading: split anywhere (Tanaka|Tarou), read by kana.
        var japanese: Bool { raw & 1 != 0 }
        /// Known to be Chinese (pinyin reading, or the shape of a Chinese name).
        var chinese: Bool { raw & 2 != 0 }
        /// The surname length of a Chinese name (1, or 2 for a compound surname).
        var surnameLength: Int { Int(raw >> 2 & 3) }
        init(japanese: Bool, chinese: Bool, surnameLength: Int) {
            raw = (japanese ? 1 : 0) | (chinese ? 2 : 0) | UInt8(surnameLength & 3) << 2
        }
    }

    let count: Int
    /// Forms of beneficiary b: formStarts[b]..<formStarts[b+1]; the first is the name.
    let formStarts: [UInt32]
    /// Characters of form f: chars[charStarts[f]..<charStarts[f+1]] (cleaned key).
    let charStarts: [UInt32]
    let chars: [UInt32]
    /// Kana reading of beneficiary b as sound units with part boundaries
    /// (each part folded on its own, for a family or given name said alone).
    let kanaStarts: [UInt32]
    let kana: [UInt16]
    /// The same reading folded as one word, as a whole name said in kana is:
    /// a long vowel may straddle the parts (ta-da + a-ki-ko reads tada-long-kiko).
    let wholeKanaStarts: [UInt32]
    let wholeKana: [UInt16]
    /// Pinyin reading of beneficiary b as syllable ids (when given in Latin).
    let syllableStarts: [UInt32]
    let syllables: [UInt16]
    let traits: [Traits]
    /// Exact keys of names and aliases (cleaned, and as keyed when different).
    let exactNames: ExactNames
    let grams: PostingTable
    let pinyin: PinyinTable

    /// Longest kana prefix or suffix indexed as a part.
    static let maximumPartLength = 4

    init(beneficiaries: [Beneficiary], normalizer: Normalizer, lexicon: HonorificLexicon,
         pinyin: PinyinTable = .shared) throws(DataFileError) {
        self.pinyin = pinyin
        count = beneficiaries.count
        var formStarts: [UInt32] = [0], charStarts: [UInt32] = [0], chars: [UInt32] = []
        var kanaStarts: [UInt32] = [0], kana: [UInt16] = []
        var wholeKanaStarts: [UInt32] = [0], wholeKana: [UInt16] = []
        var syllableStarts: [UInt32] = [0], syllables: [UInt16] = []
        var traits: [Traits] = []
        formStarts.reserveCapacity(count + 1)
        charStarts.reserveCapacity(count + count / 8 + 1)
        chars.reserveCapacity(count * 4)
        kanaStarts.reserveCapacity(count + 1)
        wholeKanaStarts.reserveCapacity(count + 1)
        syllableStarts.reserveCapacity(count + 1)
        traits.reserveCapacity(count)
        var pairs = [PostingTable.Pairs](repeating: PostingTable.Pairs(), count: PostingTable.bucketCount)
        var prefixes = [[UInt64]](repeating: [], count: ExactNames.bucketCount)
        // Keying (normalization, sounds, grams) is the costly part: batches
        // of chunks are keyed in parallel, then appended in order, so memory
        // for the intermediate keys stays bounded.
        let chunkSize = 2048
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var next = 0
        while next < count {
            let batch = Self.keyBatch(beneficiaries, from: next, chunkSize: chunkSize, chunks: workers * 4,
                                      normalizer: normalizer, lexicon: lexicon, pinyin: pinyin)
            for chunk in batch {
                if let problem = chunk.problem { throw problem }
                let base = UInt32(next)
                for p in 0..<PostingTable.bucketCount {
                    let range = chunk.pairStarts[p]..<chunk.pairStarts[p + 1]
                    pairs[p].grams.append(contentsOf: chunk.pairGrams[range])
                    pairs[p].owners.append(contentsOf: chunk.pairOwners[range].lazy.map { $0 + base })
                    prefixes[p].append(contentsOf: chunk.prefixes[chunk.prefixStarts[p]..<chunk.prefixStarts[p + 1]])
                }
                var formCursor = 0, charCursor = 0, kanaCursor = 0, wholeCursor = 0, syllableCursor = 0
                for e in 0..<chunk.traits.count {
                    for _ in 0..<Int(chunk.formCounts[e]) {
                        let length = Int(chunk.formLengths[formCursor])
                        chars.append(contentsOf: chunk.chars[charCursor..<charCursor + length])
                        charStarts.append(UInt32(chars.count))
                        formCursor += 1
                        charCursor += length
                    }
                    formStarts.append(UInt32(charStarts.count - 1))
                    let kanaLength = Int(chunk.kanaLengths[e])
                    kana.append(contentsOf: chunk.kana[kanaCursor..<kanaCursor + kanaLength])
                    kanaCursor += kanaLength
                    kanaStarts.append(UInt32(kana.count))
                    let wholeLength = Int(chunk.wholeKanaLengths[e])
                    wholeKana.append(contentsOf: chunk.wholeKana[wholeCursor..<wholeCursor + wholeLength])
                    wholeCursor += wholeLength
                    wholeKanaStarts.append(UInt32(wholeKana.count))
                    let syllableLength = Int(chunk.syllableLengths[e])
                    syllables.append(contentsOf: chunk.syllables[syllableCursor..<syllableCursor + syllableLength])
                    syllableCursor += syllableLength
                    syllableStarts.append(UInt32(syllables.count))
                    traits.append(chunk.traits[e])
                    next += 1
                }
            }
        }
        self.formStarts = formStarts
        self.charStarts = charStarts
        self.chars = chars
        self.kanaStarts = kanaStarts
        self.kana = kana
        self.wholeKanaStarts = wholeKanaStarts
        self.wholeKana = wholeKana
        self.syllableStarts = syllableStarts
        self.syllables = syllables
        self.traits = traits
        self.exactNames = ExactNames(buckets: consume prefixes)
        // Handed over, so each bucket's pairs are freed as soon as it is built.
        self.grams = PostingTable(buckets: consume pairs)
    }

    /// The size of the index's own arrays (not the beneficiary list).
    var bytes: Int {
        (formStarts.count + charStarts.count + kanaStarts.count + wholeKanaStarts.count + syllableStarts.count) * 4
            + chars.count * 4 + (kana.count + wholeKana.count + syllables.count) * 2 + traits.count
            + exactNames.bytes + grams.bytes
    }

    // MARK: reading a beneficiary back

    @inline(__always)
    func forms(_ b: Int) -> Range<Int> { Int(formStarts[b])..<Int(formStarts[b + 1]) }

    @inline(__always)
    func characters(ofForm f: Int) -> ArraySlice<UInt32> { chars[Int(charStarts[f])..<Int(charStarts[f + 1])] }

    /// The kana reading by parts (separated by `KanaReading.boundary`).
    @inline(__always)
    func reading(_ b: Int) -> ArraySlice<UInt16> { kana[Int(kanaStarts[b])..<Int(kanaStarts[b + 1])] }

    /// The kana reading as one word.
    @inline(__always)
    func wholeReading(_ b: Int) -> ArraySlice<UInt16> {
        wholeKana[Int(wholeKanaStarts[b])..<Int(wholeKanaStarts[b + 1])]
    }

    @inline(__always)
    func pinyinReading(_ b: Int) -> ArraySlice<UInt16> {
        syllables[Int(syllableStarts[b])..<Int(syllableStarts[b + 1])]
    }

    /// Whether beneficiary `b` has a name or alias whose key is `key`.
    func hasForm<C: Collection>(_ b: Int, _ key: C) -> Bool where C.Element == UInt32 {
        forms(b).contains { characters(ofForm: $0).elementsEqual(key) }
    }

    /// Whether beneficiary `b`'s name itself (its first form, not an alias) has key `key`.
    func hasName<C: Collection>(_ b: Int, _ key: C) -> Bool where C.Element == UInt32 {
        let f = forms(b)
        return !f.isEmpty && characters(ofForm: f.lowerBound).elementsEqual(key)
    }

    /// Beneficiaries whose name or alias is exactly `core` (a cleaned key),
    /// in list order.
    func exactMatches(_ core: [UInt32]) -> [Int] {
        guard !core.isEmpty else { return [] }
        var out: [Int] = []
        for b in grams.list(NameGrams.exact(ExactNames.hash(core))) where hasForm(Int(b), core) {
            if out.last != Int(b) { out.append(Int(b)) }
        }
        return out
    }

    /// Every name or alias that starts at `start` in an utterance key (as
    /// keyed, spaces between words kept): its end and its beneficiaries.
    func forEachExact(_ key: [UInt32], from start: Int, _ body: (Int, [Int]) -> Void) {
        var h = ExactNames.seed
        var i = start
        while i < key.count {
            h = ExactNames.step(h, key[i])
            i += 1
            guard exactNames.contains(h) else { return }
            let owners = grams.list(NameGrams.exact(h))
            if owners.isEmpty { continue }
            let cleaned = SpokenName.clean(Array(key[start..<i]))
            var hits: [Int] = []
            for b in owners where hasForm(Int(b), cleaned) && hits.last != Int(b) { hits.append(Int(b)) }
            if !hits.isEmpty { body(i, hits) }
        }
    }

    /// Units of a form; the name uses the beneficiary's pinyin reading when given.
    func units(ofForm f: Int, beneficiary b: Int) -> [NameUnit] {
        let override = f == Int(formStarts[b]) ? pinyinReading(b) : []
        return NameUnit.units(characters(ofForm: f), pinyin: pinyin, readingOverride: override)
    }

    // MARK: building

    /// Beneficiaries keyed by one worker, in flat arrays (a few allocations
    /// per chunk rather than several per name).
    private struct Chunk {
        var formCounts: [UInt8] = []
        var formLengths: [UInt16] = []
        var chars: [UInt32] = []
        var kanaLengths: [UInt16] = []
        var kana: [UInt16] = []
        var wholeKanaLengths: [UInt16] = []
        var wholeKana: [UInt16] = []
        var syllableLengths: [UInt16] = []
        var syllables: [UInt16] = []
        var traits: [Traits] = []
        /// Every beneficiary's grams while keying; at the end of the chunk they
        /// become (gram, chunk-local owner) pairs sorted by posting bucket.
        var grams: [UInt64] = []
        var owners: [UInt32] = []
        var pairGrams: [UInt64] = []
        var pairOwners: [UInt32] = []
        var pairStarts: [Int] = []
        /// Prefix hashes of every exact key, sorted by `ExactNames` bucket.
        var prefixes: [UInt64] = []
        var prefixStarts: [Int] = []
        var problem: DataFileError?
    }

    private static func keyBatch(_ list: [Beneficiary], from start: Int, chunkSize: Int, chunks: Int,
                                 normalizer: Normalizer, lexicon: HonorificLexicon, pinyin: PinyinTable) -> [Chunk] {
        let n = min(chunks, (list.count - start + chunkSize - 1) / chunkSize)
        let slots = ParallelSlots<Chunk>(count: n)
        return slots.run { c in
            var keyer = NameKeyer(normalizer: normalizer)
            var chunk = Chunk()
            let range = (start + c * chunkSize)..<min(list.count, start + (c + 1) * chunkSize)
            chunk.traits.reserveCapacity(range.count)
            chunk.chars.reserveCapacity(range.count * 5)
            chunk.grams.reserveCapacity(range.count * 20)
            for i in range {
                do throws(DataFileError) {
                    try key(list[i], into: &chunk, keyer: &keyer, lexicon: lexicon, pinyin: pinyin)
                } catch {
                    chunk.problem = error
                    break
                }
            }
            (chunk.pairGrams, chunk.pairOwners, chunk.pairStarts) = PostingTable.partition(grams: chunk.grams, owners: chunk.owners)
            chunk.grams = []
            chunk.owners = []
            (chunk.prefixes, chunk.prefixStarts) = Self.partitionPrefixes(chunk.prefixes)
            slots.put(c, chunk)
        }
    }

    private static func partitionPrefixes(_ hashes: [UInt64]) -> ([UInt64], [Int]) {
        var starts = [Int](repeating: 0, count: ExactNames.bucketCount + 1)
        for h in hashes { starts[ExactNames.bucket(of: h) + 1] += 1 }
        for b in 0..<ExactNames.bucketCount { starts[b + 1] += starts[b] }
        var fill = starts
        var sorted = [UInt64](repeating: 0, count: hashes.count)
        for h in hashes {
            let b = ExactNames.bucket(of: h)
            sorted[fill[b]] = h
            fill[b] += 1
        }
        return (sorted, starts)
    }

    private static func key(_ b: Beneficiary, into chunk: inout Chunk, keyer: inout NameKeyer,
                            lexicon: HonorificLexicon, pinyin: PinyinTable) throws(DataFileError) {
        func problem(_ what: String) -> DataFileError {
            DataFileError(file: "beneficiaries", line: 0, message: "beneficiary \"\(b.id)\": \(what)")
        }
        var forms: [[UInt32]] = []
        forms.reserveCapacity(1 + b.aliases.count)
        let gramStart = chunk.grams.count
        for i in 0...b.aliases.count {
            let text = i == 0 ? b.name : b.aliases[i - 1]
            let (cleaned, dropped) = keyer.key(text)
            guard !cleaned.isEmpty else {
                throw problem(i == 0 ? "the name has no letters once normalized" : "alias \"\(text)\" has no letters once normalized")
            }
            if i > 0 && forms.contains(cleaned) { continue }
            if dropped {
                let plain = keyer.plainKey(text)
                if !plain.isEmpty && plain != cleaned {
                    ExactNames.prefixHashes(plain, into: &chunk.prefixes)
                    chunk.grams.append(NameGrams.exact(chunk.prefixes.last!))
                }
            }
            ExactNames.prefixHashes(cleaned, into: &chunk.prefixes)
            chunk.grams.append(NameGrams.exact(chunk.prefixes.last!))
            forms.append(cleaned)
        }
        let name = forms[0]
        var kana: [UInt16] = []
        var wholeKana: [UInt16] = []
        var syllables: [UInt16] = []
        if let reading = b.reading {
            // Keyed part by part: the normalizer drops a space between kana,
            // and that space is where the family name ends.
            var key: [UInt32] = []
            for part in reading.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || KanaReading.isSeparator($0.value) }) {
                let k = keyer.key(part).key
                if k.isEmpty { continue }
                if !key.isEmpty { key.append(UInt32(KanaReading.boundary)) }
                key += k
            }
            if KanaReading.isKana(key[...]) {
                kana = KanaReading.units(key[...], keepBoundaries: true)
                wholeKana = KanaReading.units(key.filter { $0 != UInt32(KanaReading.boundary) }[...])
            } else if let parsed = pinyin.parse(String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))) {
                syllables = parsed
            }
        }
        let hasKana = !kana.isEmpty || name.contains { ScalarClass.isKana($0) }
        let allHan = name.allSatisfy { ScalarClass.isHan($0) }
        let surnameLength = allHan ? lexicon.surnameLength(name[...]) : 0
        // A Chinese name is two or three characters (four with a compound
        // surname); an all-Han name of three or more without a reading may be
        // Japanese, so it is split both ways.
        let chinese = !hasKana && allHan
            && (!syllables.isEmpty || name.count <= 2 || (surnameLength == 2 && name.count <= 4))
        let traits = Traits(japanese: hasKana, chinese: chinese, surnameLength: surnameLength)

        for (f, form) in forms.enumerated() {
            NameGrams.characters(form[...], into: &chunk.grams)
            // Chinese readings of Japanese names say nothing: no sound grams.
            let units = hasKana ? [] : NameUnit.units(form[...], pinyin: pinyin, readingOverride: f == 0 ? syllables[...] : [])
            NameGrams.sounds(units, into: &chunk.grams)
            if KanaReading.isKana(form[...]) {
                NameGrams.kana(KanaReading.units(form[...])[...], into: &chunk.grams)
            }
            if f == 0 { partGrams(name: form, units: units, traits: traits, into: &chunk.grams) }
        }
        if !kana.isEmpty {
            NameGrams.kana(wholeKana[...], into: &chunk.grams)
            chunk.grams.append(NameGrams.part(.readingWhole, wholeKana))
            for part in kana.split(separator: KanaReading.boundary) where part.count < kana.count {
                chunk.grams.append(NameGrams.part(.readingPart, part))
            }
        }
        chunk.grams[gramStart...].sort()
        var write = gramStart
        for r in gramStart..<chunk.grams.count where write == gramStart || chunk.grams[r] != chunk.grams[write - 1] {
            chunk.grams[write] = chunk.grams[r]
            write += 1
        }
        chunk.grams.removeSubrange(write...)
        chunk.owners.append(contentsOf: repeatElement(UInt32(chunk.traits.count), count: write - gramStart))
        chunk.formCounts.append(UInt8(forms.count))
        for f in forms {
            chunk.formLengths.append(UInt16(f.count))
            chunk.chars.append(contentsOf: f)
        }
        chunk.kanaLengths.append(UInt16(kana.count))
        chunk.kana.append(contentsOf: kana)
        chunk.wholeKanaLengths.append(UInt16(wholeKana.count))
        chunk.wholeKana.append(contentsOf: wholeKana)
        chunk.syllableLengths.append(UInt16(syllables.count))
        chunk.syllables.append(contentsOf: syllables)
        chunk.traits.append(traits)
    }

    /// The splits of a name into the part said alone: for a Chinese name the
    /// surname and the given name (and its last character, a-Ming); for others,
    /// where the split is unknown, every split with short enough sides.
    static func splits(nameLength n: Int, traits: Traits) -> [Int] {
        guard n >= 2 else { return [] }
        if traits.chinese {
            let s = max(1, traits.surnameLength)
            guard s < n else { return [] }
            return n - s >= 2 ? [s, n - 1] : [s]
        }
        return (1..<n).filter { $0 <= maximumPartLength && n - $0 <= maximumPartLength }
    }

    private static func partGrams(name: [UInt32], units: [NameUnit], traits: Traits, into grams: inout [UInt64]) {
        let n = name.count
        for k in splits(nameLength: n, traits: traits) {
            grams.append(NameGrams.part(.prefix, name[..<k]))
            grams.append(NameGrams.part(.suffix, name[k...]))
            guard units.count == n else { continue }
            for seq in NameGrams.coarseSequences(units[..<k]) { grams.append(NameGrams.part(.soundPrefix, seq)) }
            for seq in NameGrams.coarseSequences(units[k...]) { grams.append(NameGrams.part(.soundSuffix, seq)) }
        }
    }
}
