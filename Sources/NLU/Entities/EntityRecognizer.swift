/// Finds numbers, money, quantities, products, sizes, people and places.
///
/// PROVISIONAL: products and sizes from lexicon tokens, ASCII digits only; the
/// numbers-and-money work replaces this file.
public struct EntityRecognizer: Sendable {
    public init(lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {}

    /// Entities in start order, not overlapping.
    public func recognize(_ analysis: TextAnalysis) -> [Entity] {
        var out: [Entity] = []
        let key = analysis.text.keyValues
        for t in analysis.tokens {
            if let tag = t.tags.first(where: { $0.kind == "product" && $0.serves(analysis.language.family) }) {
                out.append(Entity(kind: .product, range: t.range, id: tag.id))
            } else if let tag = t.tags.first(where: { $0.kind == "size" && $0.serves(analysis.language.family) }) {
                out.append(Entity(kind: .size, range: t.range, id: tag.id))
            } else if t.kind == .number {
                let digits = String(String.UnicodeScalarView(key[t.range].compactMap(Unicode.Scalar.init)))
                out.append(Entity(kind: .number, range: t.range, value: ExactDecimal(digits)))
            }
        }
        return out
    }

    /// Minor-unit digits of an ISO 4217 currency (JPY 0, CNY 2), nil if unknown.
    public func minorUnits(of currency: String) -> Int? { currency == "JPY" ? 0 : 2 }

    /// The currency a payment means when none is said.
    public func defaultCurrency(for language: Language) -> String? {
        switch language.family {
        case .ja: return "JPY"
        case .zh: return "CNY"
        case nil: return nil
        }
    }
}
