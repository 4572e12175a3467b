/// Products, sizes, places and people come from lexicon tokens the text layer
/// already found (menu forms, a places lexicon, the payee matcher's names):
/// this turns them into entities. Those tokens, and tokens of the kinds the
/// lexicons declare opaque (`opaque_kinds`: place words, ordinals, look-alike
/// blockers of the grammar), are words of their own: the number scanner does
/// not look inside them, so Roppongi or a payee's name is never read as a number.
struct CatalogRecognizer: Sendable {
    /// Tag kind, entity kind; the first that matches a token wins.
    private static let kinds: [(String, Entity.Kind)] = [
        ("beneficiary", .person), ("product", .product), ("size", .size), ("place", .place),
    ]

    private let opaque: Set<String>

    init(lexicons: LexiconStore) throws(DataFileError) {
        var opaque = Set<String>()
        for r in lexicons.records(kind: "opaque_kinds") { opaque.formUnion(try r.strings("kinds", required: true)) }
        self.opaque = opaque
    }

    /// The entities tokens make, and the ranges the number scanner must not
    /// enter. An opaque token written right after a numeral is no barrier: it starts
    /// inside a number (an ordinal word yi hao in shi yi hao).
    func read(_ tokens: [Token], _ s: ScanText) -> (entities: [Entity], barriers: [Range<Int>]) {
        let family = s.family
        var entities: [Entity] = []
        var barriers: [Range<Int>] = []
        tokenLoop: for t in tokens where t.kind == .lexicon {
            for (tagKind, kind) in Self.kinds {
                if let tag = t.tags.first(where: { $0.kind == tagKind && $0.serves(family) }) {
                    // kai yi zhang san qian kuai de fa piao: a name that begins with the counter of a
                    // number before it and ends inside the number after it (yi zhang | san qian) is no name.
                    if kind == .person, t.range.count >= 2, s.numeralEnds(at: t.range.lowerBound),
                       s.numeralStarts(at: t.range.upperBound - 1), t.range.upperBound < s.count,
                       s.reading(at: t.range.upperBound, { w -> Bool? in
                           if case .multiplier = w.role, w.serves(family) { return true }
                           return nil
                       }) != nil,
                       !s.gap(before: t.range.lowerBound), !s.gap(before: t.range.upperBound) {
                        continue tokenLoop
                    }
                    entities.append(Entity(kind: kind, range: t.range, id: tag.id))
                    barriers.append(t.range)
                    continue tokenLoop
                }
            }
            // (After a recognizer's space, one that starts with no numeral is a word of its own:
            // san bai ba shi ba | fen zi qian; si bai | dian wu goes on.)
            // (sanman-en kurai kana: a token the lexicons also list as a numeral word is the scanner's to read.)
            if !opaque.isEmpty && t.tags.contains(where: { opaque.contains($0.kind) && $0.serves(family) })
                && !t.tags.contains(where: { $0.kind == "numeral" && $0.serves(family) })
                && (!s.numeralEnds(at: t.range.lowerBound)
                    || (s.gap(before: t.range.lowerBound) && !s.numeralStarts(at: t.range.lowerBound))) {
                barriers.append(t.range)
            }
        }
        return (entities, barriers)
    }
}
