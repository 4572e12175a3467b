import Foundation

/// All lexicon records, read once: either the copy built into the binary or a
/// directory given with `--lexicons`. Besides JSON Lines records it keeps the raw
/// bytes of every file, for data that has its own format (demo beneficiaries).
public struct LexiconStore: Sendable {
    public let records: [LexiconRecord]
    /// Raw file contents by path relative to the lexicon root ("common/x.json").
    public let files: [String: [UInt8]]
    /// Where the lexicons came from, for messages: "built-in" or a directory.
    public let origin: String

    private let byKind: [String: [Int]]

    /// The lexicons carried by the binary (Lexicons/ at build time).
    public static func builtIn() throws(DataFileError) -> LexiconStore {
        var files: [(String, [UInt8])] = []
        for (path, base64) in EmbeddedLexicons.files {
            guard let data = Data(base64Encoded: base64) else {
                throw DataFileError(file: "Lexicons/" + path, line: 0, message: "embedded copy is corrupt")
            }
            files.append((path, [UInt8](data)))
        }
        return try LexiconStore(files: files, origin: "built-in", displayPrefix: "Lexicons/")
    }

    /// Lexicons read from a directory laid out like Lexicons/.
    public static func load(directory: String) throws(DataFileError) -> LexiconStore {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DataFileError(file: directory, line: 0, message: "not a readable directory")
        }
        var files: [(String, [UInt8])] = []
        for sub in ["common", "ja", "zh"] {
            let folder = root.appendingPathComponent(sub)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder.appendingPathComponent(name).path
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw DataFileError(file: path, line: 0, message: "cannot read the file")
                }
                files.append((sub + "/" + name, [UInt8](data)))
            }
        }
        return try LexiconStore(files: files, origin: root.path, displayPrefix: root.path + "/")
    }

    init(files: [(String, [UInt8])], origin: String, displayPrefix: String) throws(DataFileError) {
        var raw: [String: [UInt8]] = [:]
        var lexiconFiles: [(path: String, bytes: [UInt8], family: LanguageFamily?)] = []
        for (path, bytes) in files {
            raw[path] = bytes
            guard path.hasSuffix(".jsonl") else { continue }
            let parts = path.split(separator: "/")
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "common": lexiconFiles.append((path, bytes, nil))
            case "ja": lexiconFiles.append((path, bytes, .ja))
            case "zh": lexiconFiles.append((path, bytes, .zh))
            default: continue
            }
        }
        // The files in two halves of about equal size, parsed at once; records keep file order.
        let total = lexiconFiles.reduce(0) { $0 + $1.bytes.count }
        var split = 0, size = 0
        while split < lexiconFiles.count && size * 2 < total { size += lexiconFiles[split].bytes.count; split += 1 }
        let head = Array(lexiconFiles[..<split]), tail = Array(lexiconFiles[split...])
        let parse = { @Sendable (part: [(path: String, bytes: [UInt8], family: LanguageFamily?)]) in
            Result { () throws(DataFileError) -> [LexiconRecord] in
                var out: [LexiconRecord] = []
                for f in part { try Self.parseLines(f.bytes, file: displayPrefix + f.path, family: f.family, into: &out) }
                return out
            }
        }
        let (first, second) = BothAtOnce.run({ parse(head) }, { parse(tail) })
        let records = try first.get() + second.get()
        self.records = records
        self.files = raw
        self.origin = origin
        var byKind: [String: [Int]] = [:]
        for (i, r) in records.enumerated() { byKind[r.kind, default: []].append(i) }
        self.byKind = byKind
        if records.isEmpty {
            throw DataFileError(file: origin, line: 0, message: "no lexicon records found (expected common/, ja/, zh/ with .jsonl files)")
        }
    }

    private static func parseLines(_ bytes: [UInt8], file: String, family: LanguageFamily?,
                                   into records: inout [LexiconRecord]) throws(DataFileError) {
        var lineNumber = 0
        var start = 0
        let n = bytes.count
        while start <= n {
            var end = start
            while end < n && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            var first = start
            while first < lineEnd && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
            if first < lineEnd && bytes[first] != UInt8(ascii: "#") {
                let value: JSONValue
                do {
                    value = try bytes[first..<lineEnd].withUnsafeBufferPointer { (b) throws(JSONParser.Failure) in
                        try JSONParser.parse(bytes: b)
                    }
                } catch {
                    throw DataFileError(file: file, line: lineNumber, message: "invalid JSON: \(error.message) (column \(error.column))")
                }
                guard let object = value.objectValue else {
                    throw DataFileError(file: file, line: lineNumber, message: "each line must be a JSON object")
                }
                guard let kind = object["kind"]?.stringValue, !kind.isEmpty else {
                    throw DataFileError(file: file, line: lineNumber, message: "missing \"kind\"")
                }
                // A field named with a word of the language is a form that lost its field name
                // ("zhao jiao": [...] for "forms": [...]): said, not silently ignored.
                if let odd = object.pairs.first(where: { !Self.isFieldName($0.0) }) {
                    throw DataFileError(file: file, line: lineNumber,
                                        message: "\"\(odd.0)\" is no field name (ASCII letters, digits, _ and -); a list of forms needs \"forms\"")
                }
                records.append(LexiconRecord(file: file, line: lineNumber, family: family, kind: kind, fields: object))
            }
            if end >= n { break }
            start = end + 1
        }
    }

    static func isFieldName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { c in
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x2D
        }
    }

    /// Records of one kind, in file order.
    public func records(kind: String) -> [LexiconRecord] {
        (byKind[kind] ?? []).map { records[$0] }
    }

    /// Records of one kind that serve a language family (its own and common ones).
    public func records(kind: String, family: LanguageFamily) -> [LexiconRecord] {
        records(kind: kind).filter { $0.family == nil || $0.family == family }
    }
}
