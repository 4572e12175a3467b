import Foundation

/// Reads and validates beneficiary files: a JSON array of
/// `{"id", "name", "aliases"?, "reading"?}` (SPEC "Beneficiaries file").
///
/// All or nothing: the first problem stops loading with the file, the line of
/// the offending entry and what is wrong, and no list is returned, so a payment
/// front never runs with half a list.
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DataFileError(file: path, line: 0, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw DataFileError(file: path, line: 0, message: "is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataFileError(file: path, line: 0, message: "cannot read the file")
        }
        return try parse([UInt8](data), file: path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Beneficiary] {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { (b) throws(JSONParser.Failure) in try JSONParser.parse(bytes: b) }
        } catch {
            throw DataFileError(file: file, line: error.line, message: "invalid JSON: \(error.message) (column \(error.column))")
        }
        guard let items = value.arrayValue else {
            throw DataFileError(file: file, line: 1, message: "expected a JSON array of beneficiaries ({\"id\", \"name\", ...})")
        }
        let lines = elementLines(bytes)
        var out: [Beneficiary] = []
        out.reserveCapacity(items.count)
        var firstLineOfID: [String: Int] = [:]
        firstLineOfID.reserveCapacity(items.count)
        for (n, item) in items.enumerated() {
            let line = n < lines.count ? lines[n] : 0
            func fail(_ message: String) -> DataFileError {
                DataFileError(file: file, line: line, message: "beneficiary \(n + 1): \(message)")
            }
            guard let object = item.objectValue else { throw fail("expected an object {\"id\", \"name\", ...}") }
            let id = try text(object["id"], "id", required: true, limit: maximumIDLength, fail)!
            if let first = firstLineOfID[id] {
                throw fail("duplicate id \"\(id)\" (first at line \(first))")
            }
            firstLineOfID[id] = line
            let name = try text(object["name"], "name", required: true, limit: maximumNameLength, fail)!
            var aliases: [String] = []
            if let a = object["aliases"], !a.isNull {
                guard let list = a.arrayValue else { throw fail("\"aliases\" must be a list of strings") }
                guard list.count <= maximumAliases else {
                    throw fail("\(list.count) aliases; at most \(maximumAliases) are accepted")
                }
                for alias in list {
                    guard alias.stringValue != nil else { throw fail("\"aliases\" must hold strings only") }
                    aliases.append(try text(alias, "alias", required: true, limit: maximumNameLength, fail)!)
                }
            }
            var reading = try text(object["reading"], "reading", required: false, limit: maximumReadingLength, fail)
            if reading.map(isBlank) == true { reading = nil }
            out.append(Beneficiary(id: id, name: name, aliases: aliases, reading: reading))
        }
        return out
    }

    /// A string field: present and a string (when required, with letters in
    /// it), no longer than `limit` code points.
    private static func text(_ value: JSONValue?, _ field: String, required: Bool, limit: Int,
                             _ fail: (String) -> DataFileError) throws(DataFileError) -> String? {
        guard let value, !value.isNull else {
            if required { throw fail("missing \"\(field)\"") }
            return nil
        }
        guard let s = value.stringValue else { throw fail("\"\(field)\" must be a string") }
        if required && isBlank(s) { throw fail("\"\(field)\" is empty") }
        let count = s.unicodeScalars.count
        if count > limit {
            throw fail("\"\(field)\" is \(count) characters long; at most \(limit) are accepted")
        }
        return s
    }

    /// Nothing but spaces, controls and invisible format characters.
    private static func isBlank(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { c in
            c.properties.isWhitespace || c.properties.generalCategory == .control
                || c.properties.generalCategory == .format
        }
    }

    /// The line on which each element of the top-level array starts, so errors
    /// can point at the entry. The bytes are known to be valid JSON here.
    static func elementLines(_ bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var expectingElement = false
        for b in bytes {
            if b == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            let isSpace = b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
            if expectingElement && !isSpace && b != UInt8(ascii: "]") {
                lines.append(line)
                expectingElement = false
            }
            switch b {
            case 0x22: inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 && b == UInt8(ascii: "[") { expectingElement = true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { expectingElement = true }
            default: break
            }
        }
        return lines
    }
}
