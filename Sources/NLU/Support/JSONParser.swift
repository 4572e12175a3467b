/// A strict RFC 8259 parser over UTF-8 bytes, with positions in its errors.
///
/// Written here rather than taken from Foundation for three reasons: numbers must
/// stay exact decimals, errors must say line and column (lexicon files), and it
/// runs once per input line on the hot path.
public struct JSONParser {
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        /// 1-based line and column (column in bytes) of the offending byte.
        public let line: Int
        public let column: Int
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 256

    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        let result: Result<JSONValue, Failure> = text.withUTF8 { bytes in
            var p = JSONParser(bytes)
            do throws(Failure) { return .success(try p.document()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var p = JSONParser(bytes)
        return try p.document()
    }

    private let b: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { b = bytes }

    private mutating func document() throws(Failure) -> JSONValue {
        skipSpace()
        let v = try value()
        skipSpace()
        if i < b.count { throw fail("unexpected text after the JSON value") }
        return v
    }

    private func fail(_ message: String) -> Failure {
        var line = 1, column = 1
        var k = 0
        while k < min(i, b.count) {
            if b[k] == 0x0A { line += 1; column = 1 } else { column += 1 }
            k += 1
        }
        return Failure(message: message, line: line, column: column)
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard i < b.count else { throw fail("unexpected end of input") }
        switch b[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { throw fail("unexpected end of input") }
        for k in 0..<n where b[i + k] != word.utf8Start[k] { throw fail("invalid literal") }
        i += n
    }

    private mutating func object() throws(Failure) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("nesting deeper than \(Self.maximumDepth)") }
        i += 1
        var o = JSONObject()
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
        while true {
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let k = try string()
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            skipSpace()
            let v = try value()
            if o[k] != nil { throw fail("duplicate key \"\(k)\"") }
            o[k] = v
            skipSpace()
            guard i < b.count else { throw fail("unexpected end of input in an object") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("nesting deeper than \(Self.maximumDepth)") }
        i += 1
        var a: [JSONValue] = []
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
        while true {
            skipSpace()
            a.append(try value())
            skipSpace()
            guard i < b.count else { throw fail("unexpected end of input in an array") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
            throw fail("expected ',' or ']'")
        }
    }

    private mutating func number() throws(Failure) -> String {
        let start = i
        if b[i] == UInt8(ascii: "-") { i += 1 }
        guard i < b.count, isDigit(b[i]) else { throw fail("invalid number") }
        if b[i] == UInt8(ascii: "0") { i += 1 } else { while i < b.count, isDigit(b[i]) { i += 1 } }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard i < b.count, isDigit(b[i]) else { throw fail("invalid number") }
            while i < b.count, isDigit(b[i]) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < b.count, isDigit(b[i]) else { throw fail("invalid number") }
            while i < b.count, isDigit(b[i]) { i += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    }

    @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private mutating func string() throws(Failure) -> String {
        do throws(StringError) {
            return try Self.decodeString(b, &i)
        } catch {
            i = error.offset
            throw fail(error.message)
        }
    }

    /// Where and why a JSON string could not be decoded.
    struct StringError: Error {
        var offset: Int
        var message: String
    }

    /// Decodes the JSON string whose opening quote is at `i` and leaves `i`
    /// after its closing quote. Shared with readers that stream a particular
    /// format (beneficiary files) rather than build a tree.
    static func decodeString(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) throws(StringError) -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: b[start..<i])
                guard let s = String(validating: raw, as: UTF8.self) else {
                    throw StringError(offset: i, message: "invalid UTF-8 in a string")
                }
                i += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            if c < 0x20 { throw StringError(offset: i, message: "control character in a string") }
            i += 1
        }
        var bytes = Array(UnsafeBufferPointer(rebasing: b[start..<i]))
        while true {
            guard i < b.count else { throw StringError(offset: i, message: "unterminated string") }
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                guard let s = String(validating: bytes, as: UTF8.self) else {
                    throw StringError(offset: i, message: "invalid UTF-8 in a string")
                }
                return s
            }
            if c < 0x20 { throw StringError(offset: i, message: "control character in a string") }
            if c != UInt8(ascii: "\\") { bytes.append(c); i += 1; continue }
            i += 1
            guard i < b.count else { throw StringError(offset: i, message: "unterminated string") }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): bytes.append(0x22)
            case UInt8(ascii: "\\"): bytes.append(0x5C)
            case UInt8(ascii: "/"): bytes.append(0x2F)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(b, &i)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                        throw StringError(offset: i, message: "unpaired surrogate escape")
                    }
                    i += 2
                    let low = try hex4(b, &i)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw StringError(offset: i, message: "unpaired surrogate escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw StringError(offset: i, message: "unpaired surrogate escape")
                }
                UTF8.encode(Unicode.Scalar(scalar)!, into: { bytes.append($0) })
            default: throw StringError(offset: i, message: "invalid escape")
            }
        }
    }

    private static func hex4(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) throws(StringError) -> UInt32 {
        guard i + 4 <= b.count else { throw StringError(offset: i, message: "invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = b[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw StringError(offset: i, message: "invalid \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}

