/// One entry of the caller's beneficiary list (SPEC "Beneficiaries file").
public struct Beneficiary: Sendable, Equatable {
    /// The caller's id for this person; the only thing a payee slot ever holds.
    public var id: String
    public var name: String
    public var aliases: [String]
    /// Pinyin ("zhang san") or kana ("tanaka tarou" in hiragana), when known; a space
    /// separates family and given name.
    public var reading: String?

    public init(id: String, name: String, aliases: [String] = [], reading: String? = nil) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.reading = reading
    }
}
