/// One entry of the caller's beneficiary list (SPEC "Beneficiaries file").
public struct Beneficiary: Sendable, Equatable {
    public var id: String
    public var name: String
    public var aliases: [String]
    /// Pinyin ("zhang san") or kana ("たなか たろう"), when known.
    public var reading: String?

    public init(id: String, name: String, aliases: [String] = [], reading: String? = nil) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.reading = reading
    }
}

/// Reads beneficiary files.
///
/// PROVISIONAL: the payee-matcher work replaces this with full validation.
public enum BeneficiaryList {
    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Beneficiary] {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { (b) throws(JSONParser.Failure) in try JSONParser.parse(bytes: b) }
        } catch {
            throw DataFileError(file: file, line: error.line, message: "invalid JSON: \(error.message)")
        }
        guard let items = value.arrayValue else { throw DataFileError(file: file, line: 1, message: "expected a JSON array") }
        return items.compactMap { item in
            guard let id = item["id"]?.stringValue, let name = item["name"]?.stringValue else { return nil }
            return Beneficiary(id: id, name: name, aliases: item["aliases"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                               reading: item["reading"]?.stringValue)
        }
    }
}

extension BeneficiaryList {
    /// PROVISIONAL until the payee-matcher work lands.
    public static func load(path: String) throws(DataFileError) -> [Beneficiary] {
        try parse(try DataFile.read(path), file: path)
    }
}
