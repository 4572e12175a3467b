/// The language and script of an utterance, as SPEC's `language` field names it.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    case ja
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"
    case und

    /// The lexicon family that serves this language: both Chinese scripts share
    /// the `zh` lexicons, because matching keys are folded to simplified.
    public var family: LanguageFamily? {
        switch self {
        case .ja: return .ja
        case .zhHans, .zhHant: return .zh
        case .und: return nil
        }
    }
}

/// A lexicon folder: `Lexicons/ja` or `Lexicons/zh`.
public enum LanguageFamily: String, Sendable, Hashable, CaseIterable, Codable {
    case ja
    case zh
}
