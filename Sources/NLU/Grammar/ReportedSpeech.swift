/// Clauses that tell what somebody else says or does rather than ask for
/// something: words inside quotation marks (「振り込んでください」って言われた,
/// 他说"给我转六百"), and Chinese clauses whose subject is another person (ta dian de
/// he shang ci yi yang).
extension Sentence {
    /// Opening and closing quotation marks; a straight double quote opens and closes in
    /// turn (the apostrophe is no quote: McDonald's, I'd).
    private static let openingQuotes: Set<UInt32> = [0x300C, 0x300E, 0x201C, 0x2018, 0xFE41, 0xFE43]
    private static let closingQuotes: Set<UInt32> = [0x300D, 0x300F, 0x201D, 0x2019, 0xFE42, 0xFE44]
    private static let straightQuotes: Set<UInt32> = [0x22]

    /// The clauses between a pair of quotation marks.
    static func quotedClauses(_ units: [Unit], _ clause: [Int], _ key: [UInt32]) -> [Int] {
        var out: [Int] = []
        var openedAt: Int? = nil
        for (i, u) in units.enumerated() where u.isPunctuation {
            let mark = key[u.range.lowerBound]
            let opens = openingQuotes.contains(mark) || (straightQuotes.contains(mark) && openedAt == nil)
            let closes = closingQuotes.contains(mark) || (straightQuotes.contains(mark) && openedAt != nil)
            if closes, let start = openedAt {
                if start < i - 1 { out += Array(clause[start + 1]...clause[i - 1]) }
                openedAt = nil
            } else if opens {
                openedAt = i
            }
        }
        return out
    }

    /// Chinese clauses that begin with another person as the subject of what follows: a
    /// pronoun or a relative (ta, ta men, peng you, lao gong) not followed by a role
    /// marker (ta rang wo..., gei ta... are requests).
    static func otherSubjectClauses(_ units: [Unit], _ clause: [Int], _ family: LanguageFamily?) -> [Int] {
        // Japanese is left alone: buchou ga tanondeta ends on a past form, which reports it
        // anyway, and shouta ga tatekaete kureta 2000-en kaeshitoite names money by who lent it.
        guard family == .zh else { return [] }
        var out: [Int] = []
        var i = 0
        while i < units.count {
            let c = clause[i]
            var end = i
            while end < units.count && clause[end] == c { end += 1 }
            defer { i = end }
            var j = i
            while j < end && (units[j].isPunctuation || units[j].info.isFiller || units[j].info.isTime) { j += 1 }
            // wo peng you, wo ma: "my" before the relative.
            if j + 1 < end && units[j].info.isSelf && units[j + 1].info.isRelation { j += 1 }
            guard j + 1 < end, units[(j + 1)..<end].contains(where: { !$0.info.cues.isEmpty }) else { continue }
            let s = units[j]
            guard s.info.isOtherPronoun || s.info.isRelation, units[j + 1].info.markers == 0 else { continue }
            out.append(c)
        }
        return out
    }
}
