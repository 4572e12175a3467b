/// A candidate beneficiary for a spoken name, best first in a resolution.
public struct PayeeCandidate: Sendable, Equatable {
    public var id: String
    public var name: String
    /// In [0, 1]: 1 only for an exact name or alias match.
    public var score: Double

    public init(id: String, name: String, score: Double) {
        self.id = id
        self.name = name
        self.score = score
    }
}

/// How a spoken name resolved (SPEC "Matching payees").
public struct PayeeResolution: Sendable, Equatable {
    public var status: ResolutionStatus
    /// The beneficiary id, for `success` and `confirmationRequired`.
    public var value: String?
    /// At most five, best first.
    public var candidates: [PayeeCandidate]
    public var reason: UnsupportedReason?

    public init(status: ResolutionStatus, value: String? = nil, candidates: [PayeeCandidate] = [],
                reason: UnsupportedReason? = nil) {
        self.status = status
        self.value = value
        self.candidates = candidates
        self.reason = reason
    }
}
