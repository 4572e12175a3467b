#if canImport(Glibc)
import Glibc
#endif
import Dispatch

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
    /// Kana reading of beneficiary b as sound units with part boundaries.
    let kanaStarts: [UInt32]
    let kana: [UInt16]
    /// Pinyin reading of beneficiary b as syllable ids (when given in Latin).
    let syllableStarts: [UInt32]
    let syllables: [UInt16]
    let traits: [Traits]
    /// Exact keys of names and aliases (cleaned, and as keyed when different).
    let exact: ScalarTrie<Int32>
    let grams: PostingTable
    let pinyin: PinyinTable

    /// Longest kana prefix or suffix indexed as a part.
    static let maximumPartLength = 4

    init(beneficiaries: [Beneficiary], normalizer: Normalizer, lexicon: HonorificLexicon,
         pinyin: PinyinTable = .shared) throws(DataFileError) {
        self.pinyin = pinyin
        count = beneficiaries.count
        // Keying is the costly part (normalization per name): done in parallel
        // chunks, then stitched in order.
        let chunks = Self.keyAll(beneficiaries, normalizer: normalizer, lexicon: lexicon, pinyin: pinyin)
        var formStarts: [UInt32] = [0], charStarts: [UInt32] = [0], chars: [UInt32] = []
        var kanaStarts: [UInt32] = [0], kana: [UInt16] = []
        var syllableStarts: [UInt32] = [0], syllables: [UInt16] = []
        var traits: [Traits] = []
        formStarts.reserveCapacity(count + 1)
        kanaStarts.reserveCapacity(count + 1)
        syllableStarts.reserveCapacity(count + 1)
        traits.reserveCapacity(count)
        var exact = ScalarTrie<Int32>()
        var builder = PostingTable.Builder(expectedGrams: max(1024, count * 6))
        var owner: UInt32 = 0
        for chunk in chunks {
            if let problem = chunk.problem { throw problem }
            for k in chunk.entries {
                let b = Int32(owner)
                for (f, key) in k.forms.enumerated() {
                    chars.append(contentsOf: key)
                    charStarts.append(UInt32(chars.count))
                    exact.insert(key, b)
                    if let raw = k.rawForms[f] { exact.insert(raw, b) }
                }
                formStarts.append(UInt32(charStarts.count - 1))
                kana.append(contentsOf: k.kana)
                kanaStarts.append(UInt32(kana.count))
                syllables.append(contentsOf: k.syllables)
                syllableStarts.append(UInt32(syllables.count))
                traits.append(k.traits)
                builder.add(k.grams, owner: owner)
                owner += 1
            }
        }
        self.formStarts = formStarts
        self.charStarts = charStarts
        self.chars = chars
        self.kanaStarts = kanaStarts
        self.kana = kana
        self.syllableStarts = syllableStarts
        self.syllables = syllables
        self.traits = traits
        self.exact = exact
        self.grams = builder.build()
    }

    // MARK: reading a beneficiary back

    @inline(__always)
    func forms(_ b: Int) -> Range<Int> { Int(formStarts[b])..<Int(formStarts[b + 1]) }

    @inline(__always)
    func characters(ofForm f: Int) -> ArraySlice<UInt32> { chars[Int(charStarts[f])..<Int(charStarts[f + 1])] }

    @inline(__always)
    func reading(_ b: Int) -> ArraySlice<UInt16> { kana[Int(kanaStarts[b])..<Int(kanaStarts[b + 1])] }

    @inline(__always)
    func pinyinReading(_ b: Int) -> ArraySlice<UInt16> {
        syllables[Int(syllableStarts[b])..<Int(syllableStarts[b + 1])]
    }

    /// Units of a form; the name uses the beneficiary's pinyin reading when given.
    func units(ofForm f: Int, beneficiary b: Int) -> [NameUnit] {
        let override = f == Int(formStarts[b]) ? pinyinReading(b) : []
        return NameUnit.units(characters(ofForm: f), pinyin: pinyin, readingOverride: override)
    }

    // MARK: building

    /// One beneficiary, keyed.
    private struct Keyed {
        var forms: [[UInt32]]
        var rawForms: [[UInt32]?]
        var kana: [UInt16]
        var syllables: [UInt16]
        var traits: Traits
        var grams: [UInt64]
    }

    private struct Chunk {
        var entries: [Keyed] = []
        var problem: DataFileError?
    }

    private final class ChunkBox: @unchecked Sendable {
        // Each worker writes only its own index; read after all have finished.
        var chunks: [Chunk]
        init(_ n: Int) { chunks = Array(repeating: Chunk(), count: n) }
    }

    private static func keyAll(_ list: [Beneficiary], normalizer: Normalizer, lexicon: HonorificLexicon,
                               pinyin: PinyinTable) -> [Chunk] {
        let chunkSize = 4096
        let n = (list.count + chunkSize - 1) / chunkSize
        let box = ChunkBox(n)
        let work: @Sendable (Int) -> Void = { c in
            var chunk = Chunk()
            let range = c * chunkSize..<min(list.count, (c + 1) * chunkSize)
            chunk.entries.reserveCapacity(range.count)
            for i in range {
                do throws(DataFileError) {
                    chunk.entries.append(try key(list[i], normalizer: normalizer, lexicon: lexicon, pinyin: pinyin))
                } catch {
                    chunk.problem = error
                    break
                }
            }
            box.chunks[c] = chunk
        }
        if n > 1 {
            DispatchQueue.concurrentPerform(iterations: n, execute: work)
        } else if n == 1 {
            work(0)
        }
        return box.chunks
    }

    private static func key(_ b: Beneficiary, normalizer: Normalizer, lexicon: HonorificLexicon,
                            pinyin: PinyinTable) throws(DataFileError) -> Keyed {
        func problem(_ what: String) -> DataFileError {
            DataFileError(file: "beneficiaries", line: 0, message: "beneficiary \"\(b.id)\": \(what)")
        }
        var forms: [[UInt32]] = []
        var rawForms: [[UInt32]?] = []
        for (i, text) in ([b.name] + b.aliases).enumerated() {
            let raw = normalizer.key(text)
            let cleaned = SpokenName.clean(raw)
            guard !cleaned.isEmpty else {
                throw problem(i == 0 ? "the name has no letters once normalized" : "alias \"\(text)\" has no letters once normalized")
            }
            if i > 0 && forms.contains(cleaned) { continue }
            forms.append(cleaned)
            rawForms.append(raw != cleaned && !raw.isEmpty ? raw : nil)
        }
        let name = forms[0]
        var kana: [UInt16] = []
        var syllables: [UInt16] = []
        if let reading = b.reading {
            // Keyed part by part: the normalizer drops a space between kana,
            // and that space is where the family name ends.
            let parts = reading.unicodeScalars.split { $0.properties.isWhitespace || KanaReading.isSeparator($0.value) }
                .map { normalizer.key(String(String.UnicodeScalarView($0))) }
                .filter { !$0.isEmpty }
            let key = Array(parts.joined(separator: [UInt32(KanaReading.boundary)]))
            if KanaReading.isKana(key[...]) {
                kana = KanaReading.units(key[...], keepBoundaries: true)
            } else if let parsed = pinyin.parse(String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))) {
                syllables = parsed
            }
        }
        let hasKana = name.contains { ScalarClass.isKana($0) } || !kana.isEmpty
        let allHan = name.allSatisfy { ScalarClass.isHan($0) }
        let surnameLength = allHan ? lexicon.surnameLength(name[...]) : 0
        // A Chinese name is two or three characters (four with a compound
        // surname); longer all-Han names without a reading are likely Japanese.
        let chinese = !hasKana && allHan
            && (!syllables.isEmpty || name.count <= 2 || (surnameLength == 2 && name.count <= 4))
        let traits = Traits(japanese: hasKana, chinese: chinese, surnameLength: surnameLength)

        var grams: [UInt64] = []
        grams.reserveCapacity(32)
        for (f, form) in forms.enumerated() {
            NameGrams.characters(form[...], into: &grams)
            let units = NameUnit.units(form[...], pinyin: pinyin, readingOverride: f == 0 ? syllables[...] : [])
            NameGrams.sounds(units, into: &grams)
            if KanaReading.isKana(form[...]) {
                NameGrams.kana(KanaReading.units(form[...])[...], into: &grams)
            }
            if f == 0 { partGrams(name: form, units: units, traits: traits, into: &grams) }
        }
        if !kana.isEmpty {
            NameGrams.kana(kana[...], into: &grams)
            for part in kana.split(separator: KanaReading.boundary) where part.count < kana.count {
                grams.append(NameGrams.part(.readingPart, part))
            }
        }
        grams.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(grams.count)
        for g in grams where g != unique.last { unique.append(g) }
        return Keyed(forms: forms, rawForms: rawForms, kana: kana, syllables: syllables, traits: traits, grams: unique)
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
            for seq in NameGrams.coarseSequences(units[..<k]) { grams.append(NameGrams.part(.soundPrefix, seq)) }
            for seq in NameGrams.coarseSequences(units[k...]) { grams.append(NameGrams.part(.soundSuffix, seq)) }
        }
    }
}
