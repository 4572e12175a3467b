/// Products, sizes, places and people come from lexicon tokens the text layer
/// already found (menu forms, a places lexicon, the payee matcher's names):
/// this turns them into entities, and tells the number scanner which ranges
/// belong to them, so that a name with a numeral in it is never read as a number.
enum CatalogRecognizer {
    /// Tag kind, entity kind; the first that matches a token wins.
    private static let kinds: [(String, Entity.Kind)] = [
        ("beneficiary", .person), ("product", .product), ("size", .size), ("place", .place),
    ]

    static func entities(_ tokens: [Token], family: LanguageFamily?) -> [Entity] {
        var out: [Entity] = []
        for t in tokens where t.kind == .lexicon {
            for (tagKind, kind) in kinds {
                if let tag = t.tags.first(where: { $0.kind == tagKind && $0.serves(family) }) {
                    out.append(Entity(kind: kind, range: t.range, id: tag.id))
                    break
                }
            }
        }
        return out
    }
}
