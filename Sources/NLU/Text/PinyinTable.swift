/// Toneless pinyin per Han code point, decoded once from the table the build
/// derives from ICU's Han-Latin (`EmbeddedUnicodeTables.pinyin`): calling ICU at
/// run time costs ~257 µs a call, a table lookup costs nanoseconds.
///
/// Syllables are interned as small integers (1...N; 0 means "none") so that a
/// name's sound is an array of `UInt16`. Each syllable also has a *coarse* id
/// that merges the pairs speech recognizers and southern accents confuse
/// (zh/z, ch/c, sh/s, n/l, and -ang/-an, -eng/-en, -ing/-in): two syllables
/// with the same coarse id are weaker evidence of the same sound.
public struct PinyinTable: Sendable {
    /// Decoded on first use; immutable afterwards.
    public static let shared = PinyinTable()

    private static let firstHan: UInt32 = 0x3400
    private static let lastHan: UInt32 = 0x9FFF

    /// Per code point (from `firstHan`): primary syllable id in the low 16
    /// bits, a second reading in the high 16 bits: the surname reading when
    /// it differs, else the reading of a character that folds into this one.
    private let readings: [UInt32]
    /// Syllable id → its spelling; index 0 is unused.
    public let spellings: [String]
    /// Syllable id → coarse id (ids of the folded spellings, also 1-based).
    private let coarseIDs: [UInt16]
    /// Spelling → syllable id, for parsing Latin input ("zhang san").
    private let ids: [String: UInt16]
    /// The same keyed by the spelling's ASCII bytes packed into an integer
    /// (spellings are at most six letters), so parsing builds no strings.
    private let packedIDs: [UInt64: UInt16]
    /// The number of coarse ids (for sizing tables).
    public let coarseCount: Int
    /// Longest syllable spelling, in letters.
    private let longest: Int

    /// Decodes the tables: a list of spellings and a blob of ids per code point
    /// (see LexiconEmbedder), numbers rather than text to parse at start-up.
    init() {
        let spellings = [""] + EmbeddedUnicodeTables.pinyinSpellings.split(separator: " ").map(String.init)
        var packedIDs: [UInt64: UInt16] = [:]
        for (id, s) in spellings.enumerated() where id > 0 { packedIDs[Self.pack(s.utf8)] = UInt16(id) }
        var readings = [UInt32](repeating: 0, count: Int(Self.lastHan - Self.firstHan + 1))
        let pairs = UnicodeTables.decode(EmbeddedUnicodeTables.pinyin)
        var p = 0
        while p + 1 < pairs.count {
            let cp = pairs[p], ids = pairs[p + 1]
            p += 2
            guard cp >= Self.firstHan, cp <= Self.lastHan else { continue }
            readings[Int(cp - Self.firstHan)] = ids
        }
        // Matching keys fold traditional to simplified, sometimes onto a
        // character ICU reads otherwise (U+82CE folds to U+82E7, read ning):
        // the folded character also carries the reading of what folds into it.
        let folds = UnicodeTables.decode(EmbeddedUnicodeTables.traditionalToSimplified)
        var k = 0
        while k + 1 < folds.count {
            let from = folds[k], to = folds[k + 1]
            k += 2
            guard from >= Self.firstHan, from <= Self.lastHan, to >= Self.firstHan, to <= Self.lastHan else { continue }
            let extra = readings[Int(from - Self.firstHan)] & 0xFFFF
            let target = readings[Int(to - Self.firstHan)]
            if extra != 0 && target & 0xFFFF != extra && target >> 16 == 0 {
                readings[Int(to - Self.firstHan)] = target | extra << 16
            }
        }
        var coarseOf: [String: UInt16] = [:]
        var coarseIDs = [UInt16](repeating: 0, count: spellings.count)
        for (id, s) in spellings.enumerated() where id > 0 {
            let folded = Self.coarseSpelling(s)
            if let c = coarseOf[folded] {
                coarseIDs[id] = c
            } else {
                let c = UInt16(coarseOf.count + 1)
                coarseOf[folded] = c
                coarseIDs[id] = c
            }
        }
        var ids: [String: UInt16] = [:]
        for (id, s) in spellings.enumerated() where id > 0 { ids[s] = UInt16(id) }
        self.readings = readings
        self.spellings = spellings
        self.ids = ids
        self.packedIDs = packedIDs
        self.coarseIDs = coarseIDs
        self.coarseCount = coarseOf.count + 1
        self.longest = spellings.map(\.utf8.count).max() ?? 0
    }

    /// The readings of a (simplified or traditional) Han code point: the
    /// common one and a second one (the surname reading when ICU's name
    /// transliteration differs, U+5355 dan/shan; or the reading of a character
    /// folded into this one). Zero when the code point has no reading.
    @inline(__always)
    public func syllables(_ cp: UInt32) -> (UInt16, UInt16) {
        guard cp >= Self.firstHan && cp <= Self.lastHan else { return (0, 0) }
        let r = readings[Int(cp - Self.firstHan)]
        return (UInt16(truncatingIfNeeded: r), UInt16(truncatingIfNeeded: r >> 16))
    }

    @inline(__always)
    public func coarse(_ syllable: UInt16) -> UInt16 {
        syllable == 0 ? 0 : coarseIDs[Int(syllable)]
    }

    public func id(of spelling: String) -> UInt16? { ids[spelling] }

    /// Splits Latin pinyin ("zhang san", "zhangsan", "Zhāng Sān", "lv") into
    /// syllable ids, or nil when it is not pinyin. Tone marks and digits are
    /// ignored; ü may be written ü, v or u.
    public func parse(_ latin: String) -> [UInt16]? {
        var out: [UInt16] = []
        for word in Self.plainLetters(latin) {
            guard let part = segment(word) else { return nil }
            out += part
        }
        return out.isEmpty ? nil : out
    }

    /// Lowercase ASCII words of `text`, tone marks dropped; nil words are skipped.
    static func plainLetters(_ text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for s in text.unicodeScalars {
            if let letter = Self.baseLetter(s) {
                current.append(letter)
            } else if s.properties.generalCategory == .nonspacingMark || ("0"..."5").contains(s) {
                continue
            } else {
                if !current.isEmpty { words.append(current) }
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The plain lowercase letter of a Latin letter with or without a tone mark
    /// (ā á ǎ à ü ǘ → a a a a u u). Swift has no scalar decomposition, but
    /// Latin letters with diacritics carry their base letter in their Unicode
    /// name ("LATIN SMALL LETTER A WITH MACRON").
    private static func baseLetter(_ s: Unicode.Scalar) -> UInt8? {
        let v = s.value
        if v >= 0x61 && v <= 0x7A { return v == 0x76 ? UInt8(ascii: "u") : UInt8(v) }
        if v >= 0x41 && v <= 0x5A { return v == 0x56 ? UInt8(ascii: "u") : UInt8(v + 0x20) }
        guard v >= 0xC0 && v < 0x250, let name = s.properties.name else { return nil }
        let words = name.split(separator: " ")
        guard words.count >= 4, words[0] == "LATIN", words[2] == "LETTER", words[3].utf8.count == 1,
              let letter = words[3].utf8.first, letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "Z") else { return nil }
        return baseLetter(Unicode.Scalar(letter))
    }

    @inline(__always)
    private static func pack<C: Collection>(_ letters: C) -> UInt64 where C.Element == UInt8 {
        var v: UInt64 = 0
        for l in letters { v = v << 8 | UInt64(l) }
        return v
    }

    /// Longest-match segmentation with backtracking, so "xian" is one syllable
    /// and "zhangan" is zhang + an.
    /// Positions from which no segmentation exists are remembered, so the
    /// search stays linear whatever the input ("xianxian...q").
    private func segment(_ word: [UInt8]) -> [UInt16]? {
        var out: [UInt16] = []
        var dead = [Bool](repeating: false, count: word.count + 1)
        return extend(word, from: 0, &out, &dead) ? out : nil
    }

    private func extend(_ word: [UInt8], from i: Int, _ out: inout [UInt16], _ dead: inout [Bool]) -> Bool {
        if i == word.count { return true }
        if dead[i] { return false }
        var n = min(longest, word.count - i)
        while n > 0 {
            if let id = packedIDs[Self.pack(word[i..<i + n])] {
                out.append(id)
                if extend(word, from: i + n, &out, &dead) { return true }
                out.removeLast()
            }
            n -= 1
        }
        dead[i] = true
        return false
    }

    /// The spelling with the confusable distinctions removed.
    static func coarseSpelling(_ s: String) -> String {
        var t = Substring(s)
        var initial = ""
        if t.hasPrefix("zh") || t.hasPrefix("ch") || t.hasPrefix("sh") {
            initial = String(t.prefix(1))
            t = t.dropFirst(2)
        } else if t.hasPrefix("n"), t.count > 1 {
            initial = "l"
            t = t.dropFirst(1)
        }
        var rest = String(t)
        if rest.hasSuffix("ng"), rest.count > 2 { rest.removeLast() }
        return initial + rest
    }
}
