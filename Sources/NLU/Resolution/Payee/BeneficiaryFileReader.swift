/// A streaming reader for beneficiary files: strict JSON (RFC 8259), read
/// straight into `Beneficiary` values without building a JSON tree, so a file
/// of a million entries loads in well under a second instead of several, and
/// every problem is reported with the line it is on.
///
/// Fields other than `id`, `name`, `aliases` and `reading` are checked for
/// syntax and skipped. What a field must hold is `BeneficiaryList`'s business:
/// this reader hands each entry's fields over as they are.
struct BeneficiaryFileReader {
    /// The fields of one entry as written (nil: absent; `.null`: null).
    struct Entry {
        var line: Int
        var id: Field = .absent
        var name: Field = .absent
        var reading: Field = .absent
        var aliases: Aliases = .absent
    }

    enum Field: Equatable {
        case absent, null, string(String), other(String)
    }

    enum Aliases: Equatable {
        case absent, null, strings([String])
        /// Not an array, or an array with something else than strings: what it held.
        case invalid(String)
    }

    struct SyntaxError: Error {
        var offset: Int
        var message: String
        /// False when the JSON may be fine but is not a list of beneficiaries.
        var isSyntax = true
    }

    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0
    /// Line counting is incremental: newlines between `lineOffset` and an offset.
    private var lineOffset = 0
    private var lineNumber = 1

    static let maximumDepth = 256

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        b = bytes
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { i = 3 }   // a UTF-8 byte order mark
    }

    /// The 1-based line and column of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var k = 0
        while k < min(offset, b.count) {
            if b[k] == 0x0A { line += 1; column = 1 } else { column += 1 }
            k += 1
        }
        return (line, column)
    }

    private var started = false
    private var finished = false

    /// The next entry of the top-level array, or nil after the last one (and
    /// only once the rest of the file is known to be well formed).
    mutating func next() throws(SyntaxError) -> Entry? {
        guard !finished else { return nil }
        skipSpace()
        if !started {
            started = true
            guard i < b.count else { throw SyntaxError(offset: i, message: "the file is empty") }
            guard b[i] == UInt8(ascii: "[") else {
                throw SyntaxError(offset: i, message: "expected a JSON array of beneficiaries ({\"id\", \"name\", ...})",
                                  isSyntax: false)
            }
            i += 1
            skipSpace()
            if i < b.count && b[i] == UInt8(ascii: "]") {
                i += 1
                return try end()
            }
        } else {
            guard i < b.count else { throw SyntaxError(offset: i, message: "unterminated array") }
            if b[i] == UInt8(ascii: "]") {
                i += 1
                return try end()
            }
            guard b[i] == UInt8(ascii: ",") else { throw SyntaxError(offset: i, message: "expected ',' or ']' after an entry") }
            i += 1
            skipSpace()
        }
        return try entry()
    }

    private mutating func end() throws(SyntaxError) -> Entry? {
        finished = true
        skipSpace()
        if i < b.count { throw SyntaxError(offset: i, message: "unexpected text after the array") }
        return nil
    }

    private mutating func lineAt(_ offset: Int) -> Int {
        while lineOffset < offset {
            if b[lineOffset] == 0x0A { lineNumber += 1 }
            lineOffset += 1
        }
        return lineNumber
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    private mutating func entry() throws(SyntaxError) -> Entry {
        var e = Entry(line: lineAt(i))
        guard i < b.count, b[i] == UInt8(ascii: "{") else {
            let start = i
            try skipValue(depth: 1)
            e.id = .other("entry: " + describe(start..<i))
            return e
        }
        i += 1
        skipSpace()
        if i < b.count && b[i] == UInt8(ascii: "}") { i += 1; return e }
        while true {
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw SyntaxError(offset: i, message: "expected a field name") }
            let keyStart = i + 1
            _ = try string()
            // The raw bytes of the name between its quotes (an escaped field
            // name is no field this reader knows).
            let key = UnsafeBufferPointer(rebasing: b[keyStart..<i - 1])
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw SyntaxError(offset: i, message: "expected ':' after a field name") }
            i += 1
            skipSpace()
            if key.elementsEqual("id".utf8) { e.id = try field() }
            else if key.elementsEqual("name".utf8) { e.name = try field() }
            else if key.elementsEqual("reading".utf8) { e.reading = try field() }
            else if key.elementsEqual("aliases".utf8) { e.aliases = try aliases() }
            else { try skipValue(depth: 2) }
            skipSpace()
            guard i < b.count else { throw SyntaxError(offset: i, message: "unterminated object") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; return e }
            throw SyntaxError(offset: i, message: "expected ',' or '}' in an entry")
        }
    }

    private mutating func field() throws(SyntaxError) -> Field {
        guard i < b.count else { throw SyntaxError(offset: i, message: "expected a value") }
        if b[i] == UInt8(ascii: "\"") { return .string(try string()) }
        let start = i
        try skipValue(depth: 2)
        let text = describe(start..<i)
        return text == "null" ? .null : .other(text)
    }

    private mutating func aliases() throws(SyntaxError) -> Aliases {
        guard i < b.count else { throw SyntaxError(offset: i, message: "expected a value") }
        guard b[i] == UInt8(ascii: "[") else {
            let start = i
            try skipValue(depth: 2)
            let text = describe(start..<i)
            return text == "null" ? .null : .invalid(text)
        }
        let start = i
        i += 1
        var out: [String] = []
        var invalid = false
        skipSpace()
        if i < b.count && b[i] == UInt8(ascii: "]") { i += 1; return .strings(out) }
        while true {
            skipSpace()
            guard i < b.count else { throw SyntaxError(offset: i, message: "unterminated array") }
            if b[i] == UInt8(ascii: "\"") { out.append(try string()) } else { try skipValue(depth: 3); invalid = true }
            skipSpace()
            guard i < b.count else { throw SyntaxError(offset: i, message: "unterminated array") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "]") { i += 1; break }
            throw SyntaxError(offset: i, message: "expected ',' or ']' in a list")
        }
        return invalid ? .invalid(describe(start..<i)) : .strings(out)
    }

    /// At most 40 bytes of the source, for messages.
    private func describe(_ range: Range<Int>) -> String {
        let clipped = range.lowerBound..<min(range.upperBound, range.lowerBound + 40)
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[clipped]), as: UTF8.self)
        return clipped.count < range.count ? text + "..." : text
    }

    private mutating func skipValue(depth: Int) throws(SyntaxError) {
        guard depth <= Self.maximumDepth else { throw SyntaxError(offset: i, message: "nesting too deep") }
        guard i < b.count else { throw SyntaxError(offset: i, message: "expected a value") }
        switch b[i] {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = b[i] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let isObject = close == UInt8(ascii: "}")
            i += 1
            skipSpace()
            if i < b.count && b[i] == close { i += 1; return }
            while true {
                skipSpace()
                if isObject {
                    guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw SyntaxError(offset: i, message: "expected a field name") }
                    _ = try string()
                    skipSpace()
                    guard i < b.count, b[i] == UInt8(ascii: ":") else { throw SyntaxError(offset: i, message: "expected ':'") }
                    i += 1
                    skipSpace()
                }
                try skipValue(depth: depth + 1)
                skipSpace()
                guard i < b.count else { throw SyntaxError(offset: i, message: "unterminated \(isObject ? "object" : "array")") }
                if b[i] == UInt8(ascii: ",") { i += 1; continue }
                if b[i] == close { i += 1; return }
                throw SyntaxError(offset: i, message: "expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard i + w.count <= b.count, b[i..<i + w.count].elementsEqual(w) else {
            throw SyntaxError(offset: i, message: "invalid value")
        }
        i += w.count
    }

    private mutating func number() throws(SyntaxError) {
        let start = i
        func digits() -> Int {
            let s = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if i < b.count && b[i] == UInt8(ascii: "-") { i += 1 }
        guard i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") else {
            throw SyntaxError(offset: start, message: "invalid value")
        }
        if b[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits() }
        if i < b.count && b[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw SyntaxError(offset: i, message: "invalid number") }
        }
        if i < b.count && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
            i += 1
            if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
            guard digits() > 0 else { throw SyntaxError(offset: i, message: "invalid number") }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        do throws(JSONParser.StringError) {
            return try JSONParser.decodeString(b, &i)
        } catch {
            throw SyntaxError(offset: error.offset, message: error.message)
        }
    }
}
