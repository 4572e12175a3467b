/// The keys of the inverted lists (`PostingTable`): short pieces of a name
/// that a spoken variant of it still shares.
///
/// - character bigrams and skip-bigrams (AB, A_C of ABC): one wrong character in a
///   name of three or more leaves at least one of them;
/// - coarse-syllable bigrams and skip-bigrams: homophones and speech-recognizer
///   confusions (zang san for zhang san) share them with the name;
/// - kana trigrams of readings (kana bigrams are too few to be selective: a
///   million readings share a few thousand of them): tanaka in hiragana,
///   katakana or half-width katakana shares them;
/// - whole parts (exact lookups): a surname or given name said alone (Zhang,
///   Hanako, tanaka in kana), by characters, by coarse syllables or by kana,
///   and a whole reading.
///
/// Two units are packed into one word with a tag; parts are hashed with the tag.
enum NameGrams {
    enum Kind: UInt64 {
        case charPair = 1, charSkip, soundPair, soundSkip, kanaTriple
        case prefix, suffix, soundPrefix, soundSuffix, readingPart, readingWhole
        /// A whole name or alias (its `ExactNames` chained hash).
        case exactForm
    }

    @inline(__always)
    static func exact(_ chainedHash: UInt64) -> UInt64 {
        Kind.exactForm.rawValue << 58 | (chainedHash & 0x03FF_FFFF_FFFF_FFFF) | 1
    }

    @inline(__always)
    static func pair(_ kind: Kind, _ a: UInt32, _ b: UInt32) -> UInt64 {
        kind.rawValue << 58 | UInt64(a & 0x1FFF_FFFF) << 29 | UInt64(b & 0x1FFF_FFFF)
    }

    static func part<S: Sequence>(_ kind: Kind, _ units: S) -> UInt64 where S.Element: FixedWidthInteger {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for u in units {
            h ^= UInt64(truncatingIfNeeded: u)
            h = h &* 0x0000_0100_0000_01B3
            h ^= h >> 29
        }
        return kind.rawValue << 58 | (h & 0x03FF_FFFF_FFFF_FFFF) | 1
    }

    /// Character pairs and skip pairs of a key.
    static func characters(_ key: ArraySlice<UInt32>, into out: inout [UInt64]) {
        var i = key.startIndex
        while i + 1 < key.endIndex {
            out.append(pair(.charPair, key[i], key[i + 1]))
            if i + 2 < key.endIndex { out.append(pair(.charSkip, key[i], key[i + 2])) }
            i += 1
        }
    }

    /// Coarse-syllable pairs and skip pairs, every reading combination of
    /// polyphones; nothing unless every unit has a sound.
    static func sounds(_ units: [NameUnit], into out: inout [UInt64]) {
        guard units.count >= 2, units.allSatisfy(\.hasSound) else { return }
        @inline(__always) func second(_ u: NameUnit) -> UInt16 { u.c2 != 0 && u.c2 != u.c1 ? u.c2 : 0 }
        func add(_ kind: Kind, _ a: NameUnit, _ b: NameUnit) {
            out.append(pair(kind, UInt32(a.c1), UInt32(b.c1)))
            let a2 = second(a), b2 = second(b)
            if b2 != 0 { out.append(pair(kind, UInt32(a.c1), UInt32(b2))) }
            if a2 != 0 {
                out.append(pair(kind, UInt32(a2), UInt32(b.c1)))
                if b2 != 0 { out.append(pair(kind, UInt32(a2), UInt32(b2))) }
            }
        }
        for i in 0..<(units.count - 1) {
            add(.soundPair, units[i], units[i + 1])
            if i + 2 < units.count { add(.soundSkip, units[i], units[i + 2]) }
        }
    }

    /// Kana trigrams of sound units (boundaries ignored). Kana units fit in
    /// 14 bits (U+3041–U+30FC).
    static func kana(_ units: ArraySlice<UInt16>, into out: inout [UInt64]) {
        let k = units.filter { $0 != KanaReading.boundary }
        guard k.count >= 3 else { return }
        for i in 0..<(k.count - 2) {
            let packed = UInt64(k[i] & 0x3FFF) << 28 | UInt64(k[i + 1] & 0x3FFF) << 14 | UInt64(k[i + 2] & 0x3FFF)
            out.append(Kind.kanaTriple.rawValue << 58 | packed)
        }
    }

    /// The primary coarse syllables of units, or nil when one has no sound.
    static func coarseSequence(_ units: ArraySlice<NameUnit>) -> [UInt16]? {
        var out: [UInt16] = []
        out.reserveCapacity(units.count)
        for u in units {
            guard u.hasSound else { return nil }
            out.append(u.c1)
        }
        return out
    }

    /// Coarse sequences of units with the second reading of the first unit too
    /// (a surname read its own way: U+5355 as shan, U+66FE as zeng).
    static func coarseSequences(_ units: ArraySlice<NameUnit>) -> [[UInt16]] {
        guard let primary = coarseSequence(units) else { return [] }
        var out = [primary]
        if let first = units.first, first.c2 != 0, first.c2 != first.c1 {
            var alt = primary
            alt[0] = first.c2
            out.append(alt)
        }
        return out
    }
}
