/// SiriKit's resolution results, as SPEC names them.
public enum ResolutionStatus: String, Sendable, Hashable, Codable {
    case success
    case needsValue
    case disambiguation
    case confirmationRequired
    case unsupported
    case notRequired
}

/// Why a slot is `unsupported` (SPEC `reason`).
public enum UnsupportedReason: String, Sendable, Hashable, Codable {
    case noMatch = "no_match"
    case noHistory = "no_history"
    case invalidAmount = "invalid_amount"
    case partyTooLarge = "party_too_large"
    case unknownProduct = "unknown_product"
    case unknownSize = "unknown_size"
}
