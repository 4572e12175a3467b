/// Reads and validates beneficiary files: a JSON array of
/// `{"id", "name", "aliases"?, "reading"?}` (SPEC "Beneficiaries file").
///
/// All or nothing: the first problem stops loading with the file, the line of
/// the offending entry and what is wrong, and no list is returned, so a payment
/// front never runs with half a list. Files are read by a streaming reader
/// (`BeneficiaryFileReader`): a million entries load in about a second.
public enum BeneficiaryList {
    /// Longest name or alias accepted, in code points. Real names, even company
    /// names, are far shorter; a 10,000-character "name" is a broken file.
    public static let maximumNameLength = 100
    /// Longest id and reading accepted, in code points.
    public static let maximumIDLength = 256
    public static let maximumReadingLength = 200
    /// Most aliases one beneficiary may have.
    public static let maximumAliases = 64

    /// Reads a beneficiaries file. A missing or unreadable file is an error
    /// naming the path.
    public static func load(path: String) throws(DataFileError) -> [Beneficiary] {
        try parse(try DataFile.read(path), file: path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Beneficiary] {
        var out: [Beneficiary] = []
        out.reserveCapacity(bytes.count / 64)
        var ids = IDSet(expected: bytes.count / 64)
        var lines: [Int32] = []
        lines.reserveCapacity(bytes.count / 64)
        try bytes.withUnsafeBufferPointer { (buffer) throws(DataFileError) in
            var reader = BeneficiaryFileReader(buffer)
            while true {
                let entry: BeneficiaryFileReader.Entry?
                do throws(BeneficiaryFileReader.SyntaxError) { entry = try reader.next() } catch {
                    let (line, column) = reader.position(of: error.offset)
                    throw DataFileError(file: file, line: line, message: error.isSyntax
                                        ? "invalid JSON: \(error.message) (column \(column))" : error.message)
                }
                guard let entry else { break }
                let b = try beneficiary(entry, number: out.count + 1, file: file)
                if let first = ids.insert(b.id) {
                    throw DataFileError(file: file, line: entry.line,
                                        message: "beneficiary \(out.count + 1): duplicate id \"\(b.id)\" (first at line \(lines[first]))")
                }
                lines.append(Int32(entry.line))
                out.append(b)
            }
        }
        return out
    }

    /// One entry checked: what each field must hold.
    private static func beneficiary(_ e: BeneficiaryFileReader.Entry, number n: Int,
                                    file: String) throws(DataFileError) -> Beneficiary {
        func fail(_ message: String) -> DataFileError {
            DataFileError(file: file, line: e.line, message: "beneficiary \(n): \(message)")
        }
        if case .other(let text) = e.id, text.hasPrefix("entry: ") {
            throw fail("expected an object {\"id\", \"name\", ...}, found \(text.dropFirst(7))")
        }
        let id = try text(e.id, "id", required: true, limit: maximumIDLength, fail)!
        let name = try text(e.name, "name", required: true, limit: maximumNameLength, fail)!
        var aliases: [String] = []
        switch e.aliases {
        case .absent, .null: break
        case .invalid(let found): throw fail("\"aliases\" must be a list of strings, found \(found)")
        case .strings(let list):
            guard list.count <= maximumAliases else {
                throw fail("\(list.count) aliases; at most \(maximumAliases) are accepted")
            }
            for alias in list {
                aliases.append(try text(.string(alias), "alias", required: true, limit: maximumNameLength, fail)!)
            }
        }
        var reading = try text(e.reading, "reading", required: false, limit: maximumReadingLength, fail)
        if reading.map(isBlank) == true { reading = nil }
        return Beneficiary(id: id, name: name, aliases: aliases, reading: reading)
    }

    /// A string field: present and a string (when required, with letters in
    /// it), no longer than `limit` code points.
    private static func text(_ value: BeneficiaryFileReader.Field, _ field: String, required: Bool, limit: Int,
                             _ fail: (String) -> DataFileError) throws(DataFileError) -> String? {
        let s: String
        switch value {
        case .absent, .null:
            if required { throw fail("missing \"\(field)\"") }
            return nil
        case .other(let found): throw fail("\"\(field)\" must be a string, found \(found)")
        case .string(let v): s = v
        }
        if required && isBlank(s) { throw fail("\"\(field)\" is empty") }
        if s.utf8.count > limit, case let count = s.unicodeScalars.count, count > limit {
            throw fail("\"\(field)\" is \(count) characters long; at most \(limit) are accepted")
        }
        return s
    }

    /// Nothing but spaces, controls and invisible format characters.
    private static func isBlank(_ s: String) -> Bool {
        // Most names start with a visible ASCII or CJK character: no property lookup.
        if let first = s.utf8.first, (0x21...0x7E).contains(first) || (0xE4...0xE9).contains(first) { return false }
        return s.unicodeScalars.allSatisfy { c in
            c.properties.isWhitespace || c.properties.generalCategory == .control
                || c.properties.generalCategory == .format
        }
    }
}
