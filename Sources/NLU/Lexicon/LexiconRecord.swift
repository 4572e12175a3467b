/// One line of a lexicon file: a JSON object with a `kind`, and where it came from.
///
/// Lexicon files are JSON Lines under `Lexicons/common`, `Lexicons/ja` and
/// `Lexicons/zh`; the folder says which language the record serves (`common`:
/// both). Empty lines and lines starting with `#` are ignored. Each layer reads
/// the kinds it owns and decodes their fields through the accessors below, which
/// report errors with the file and line.
public struct LexiconRecord: Sendable {
    public let file: String
    public let line: Int
    /// nil for `Lexicons/common`.
    public let family: LanguageFamily?
    public let kind: String
    public let fields: JSONObject

    public func error(_ message: String) -> DataFileError {
        DataFileError(file: file, line: line, message: message)
    }

    public var id: String? { fields["id"]?.stringValue }

    public func string(_ key: String) throws(DataFileError) -> String {
        guard let v = fields[key] else { throw error("missing \"\(key)\"") }
        guard let s = v.stringValue, !s.isEmpty else { throw error("\"\(key)\" must be a non-empty string") }
        return s
    }

    public func optionalString(_ key: String) throws(DataFileError) -> String? {
        guard let v = fields[key], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw error("\"\(key)\" must be a string") }
        return s
    }

    /// A list of non-empty strings; a single string is accepted as a list of one.
    public func strings(_ key: String, required: Bool = false) throws(DataFileError) -> [String] {
        guard let v = fields[key], !v.isNull else {
            if required { throw error("missing \"\(key)\"") }
            return []
        }
        if let s = v.stringValue, !s.isEmpty { return [s] }
        guard let a = v.arrayValue else { throw error("\"\(key)\" must be a list of strings") }
        var out: [String] = []
        for item in a {
            guard let s = item.stringValue, !s.isEmpty else { throw error("\"\(key)\" must hold non-empty strings") }
            out.append(s)
        }
        if required && out.isEmpty { throw error("\"\(key)\" must not be empty") }
        return out
    }

    public func int(_ key: String) throws(DataFileError) -> Int? {
        guard let v = fields[key], !v.isNull else { return nil }
        guard let i = v.intValue else { throw error("\"\(key)\" must be an integer") }
        return i
    }

    public func decimal(_ key: String) throws(DataFileError) -> ExactDecimal? {
        guard let v = fields[key], !v.isNull else { return nil }
        if let d = v.decimalValue { return d }
        if let s = v.stringValue, let d = ExactDecimal(s) { return d }
        throw error("\"\(key)\" must be a decimal number")
    }

    public func bool(_ key: String) throws(DataFileError) -> Bool? {
        guard let v = fields[key], !v.isNull else { return nil }
        guard let b = v.boolValue else { throw error("\"\(key)\" must be true or false") }
        return b
    }

    /// A string-to-string map, e.g. prompts by language.
    public func stringMap(_ key: String) throws(DataFileError) -> [String: String] {
        guard let v = fields[key], !v.isNull else { return [:] }
        guard let o = v.objectValue else { throw error("\"\(key)\" must be an object of strings") }
        var out: [String: String] = [:]
        for (k, item) in o.pairs {
            guard let s = item.stringValue else { throw error("\"\(key).\(k)\" must be a string") }
            out[k] = s
        }
        return out
    }
}
