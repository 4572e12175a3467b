/// One character of a name as the scorer sees it: the code point and, for Han,
/// its toneless syllables (fine and coarse; see `PinyinTable`). A syllable
/// typed in Latin ("zhang") is a unit with no code point.
struct NameUnit: Sendable, Equatable {
    var cp: UInt32
    var s1: UInt16 = 0
    var s2: UInt16 = 0
    var c1: UInt16 = 0
    var c2: UInt16 = 0

    @inline(__always)
    var hasSound: Bool { s1 != 0 }

    static func units(_ chars: ArraySlice<UInt32>, pinyin: PinyinTable,
                      readingOverride: ArraySlice<UInt16> = []) -> [NameUnit] {
        var out: [NameUnit] = []
        out.reserveCapacity(chars.count)
        let useOverride = !readingOverride.isEmpty && readingOverride.count == chars.count
        var k = readingOverride.startIndex
        for cp in chars {
            var u = NameUnit(cp: cp)
            let (a, b) = pinyin.syllables(cp)
            if useOverride {
                // The beneficiary's own reading decides polyphones (U+5355 as shan);
                // ICU's reading stays as a second one.
                let given = readingOverride[k]
                u.s1 = given
                u.s2 = a != given ? a : b
                k += 1
            } else {
                u.s1 = a
                u.s2 = b
            }
            u.c1 = pinyin.coarse(u.s1)
            u.c2 = pinyin.coarse(u.s2)
            out.append(u)
        }
        return out
    }

    /// Units for syllables typed in Latin letters.
    static func units(syllables: [UInt16], pinyin: PinyinTable) -> [NameUnit] {
        syllables.map { NameUnit(cp: 0, s1: $0, s2: 0, c1: pinyin.coarse($0), c2: 0) }
    }
}

/// Scores how well a spoken name fits a beneficiary's name, alias or reading,
/// as a weighted edit distance turned into a similarity in [0, 1].
///
/// Costs (why): the same character costs nothing; a different character with
/// the same toneless syllable (two characters read zhang) costs `homophone`, since speech
/// recognizers and pinyin keyboards produce exactly that; a syllable that only
/// differs by a confusable initial or final (zh/z, n/l, -ng) costs `confusable`,
/// weaker evidence; kana compare by sound (`KanaReading`); anything else costs
/// a full edit. Similarity is 1 − cost / length of the longer side, so one
/// wrong character in three leaves 0.67 and in two leaves 0.5.
enum NameScorer {
    static let homophone = 0.1
    static let confusable = 0.35

    @inline(__always)
    static func substitution(_ a: NameUnit, _ b: NameUnit) -> Double {
        if a.cp == b.cp && a.cp != 0 { return 0 }
        if a.hasSound && b.hasSound {
            if a.s1 == b.s1 || a.s1 == b.s2 || (a.s2 != 0 && (a.s2 == b.s1 || a.s2 == b.s2)) { return homophone }
            if a.c1 == b.c1 || a.c1 == b.c2 || (a.c2 != 0 && (a.c2 == b.c1 || a.c2 == b.c2)) { return confusable }
            return 1
        }
        if KanaReading.isHiragana(a.cp) && KanaReading.isHiragana(b.cp) {
            return KanaReading.substitutionCost(a.cp, b.cp)
        }
        return 1
    }

    /// Similarity of two unit sequences (weighted Levenshtein).
    static func similarity(_ q: [NameUnit], _ f: [NameUnit]) -> Double {
        let n = q.count, m = f.count
        guard n > 0, m > 0 else { return 0 }
        if q == f { return 1 }
        let cost = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * (m + 1)) { buffer -> Double in
            var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...m])
            var current = UnsafeMutableBufferPointer(rebasing: buffer[(m + 1)...])
            for j in 0...m { previous[j] = Double(j) }
            for i in 1...n {
                current[0] = Double(i)
                let qi = q[i - 1]
                for j in 1...m {
                    let sub = previous[j - 1] + substitution(qi, f[j - 1])
                    let del = previous[j] + 1
                    let ins = current[j - 1] + 1
                    current[j] = min(sub, min(del, ins))
                }
                swap(&previous, &current)
            }
            return previous[m]
        }
        return max(0, 1 - cost / Double(max(n, m)))
    }

    /// Similarity of `q` to a same-length stretch of a name (a surname or a
    /// given name said alone): substitutions only, so Zhang fits the start of
    /// Zhang San, and a homophone of Zhang fits it too. Nil when more than a sound-alike apart.
    static func partSimilarity(_ q: [NameUnit], _ part: ArraySlice<NameUnit>) -> Double? {
        guard q.count == part.count, !q.isEmpty else { return nil }
        var cost = 0.0
        for (a, b) in zip(q, part) {
            let c = substitution(a, b)
            if c >= 1 { return nil }
            cost += c
        }
        return 1 - cost / Double(q.count)
    }

    /// Similarity of two kana sound-unit sequences (`KanaReading.units`).
    static func kanaSimilarity(_ q: ArraySlice<UInt16>, _ r: ArraySlice<UInt16>) -> Double {
        let n = q.count, m = r.count
        guard n > 0, m > 0 else { return 0 }
        if q.elementsEqual(r) { return 1 }
        let qs = q.startIndex, rs = r.startIndex
        let cost = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * (m + 1)) { buffer -> Double in
            var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...m])
            var current = UnsafeMutableBufferPointer(rebasing: buffer[(m + 1)...])
            previous[0] = 0
            for j in 1...m { previous[j] = previous[j - 1] + KanaReading.indelCost(UInt32(r[rs + j - 1])) }
            for i in 1...n {
                let a = UInt32(q[qs + i - 1])
                let dropA = KanaReading.indelCost(a)
                current[0] = previous[0] + dropA
                for j in 1...m {
                    let b = UInt32(r[rs + j - 1])
                    let sub = previous[j - 1] + KanaReading.substitutionCost(a, b)
                    let del = previous[j] + dropA
                    let ins = current[j - 1] + KanaReading.indelCost(b)
                    current[j] = min(sub, min(del, ins))
                }
                swap(&previous, &current)
            }
            return previous[m]
        }
        return max(0, 1 - cost / Double(max(n, m)))
    }
}
