/// A candidate beneficiary for a spoken name, best first in a resolution.
public struct PayeeCandidate: Sendable, Equatable {
    public var id: String
    public var name: String
    /// In [0, 1].
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

/// Resolves spoken names to beneficiary ids.
///
/// PROVISIONAL: exact names and aliases only; the payee-matcher work replaces it.
public struct PayeeMatcher: Sendable {
    private let exact: ScalarTrie<LexiconTag>
    private let byID: [String: Beneficiary]

    public init(beneficiaries: [Beneficiary], lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        var trie = ScalarTrie<LexiconTag>()
        var byID: [String: Beneficiary] = [:]
        for b in beneficiaries {
            byID[b.id] = b
            for n in [b.name] + b.aliases {
                trie.insert(normalizer.key(n), LexiconTag(kind: "beneficiary", id: b.id, family: nil))
            }
        }
        exact = trie
        self.byID = byID
        self.normalizer = normalizer
    }

    private let normalizer: Normalizer

    /// Exact names and aliases, for the tokenizer (kind "beneficiary", id = beneficiary id).
    public var names: any TokenSource { exact }

    public func resolve(_ spoken: String) -> PayeeResolution { resolve(key: normalizer.key(spoken)) }

    /// Resolves the matching key of a spoken name (as `Normalizer.key` makes it).
    public func resolve(key: [UInt32]) -> PayeeResolution {
        var seen: [String] = []
        for tag in exact.lookup(key) where !seen.contains(tag.id) { seen.append(tag.id) }
        let candidates = seen.prefix(5).compactMap { id in byID[id].map { PayeeCandidate(id: id, name: $0.name, score: 1) } }
        switch candidates.count {
        case 0: return PayeeResolution(status: .unsupported, reason: .noMatch)
        case 1: return PayeeResolution(status: .success, value: candidates[0].id, candidates: candidates)
        default: return PayeeResolution(status: .disambiguation, candidates: candidates)
        }
    }
}
