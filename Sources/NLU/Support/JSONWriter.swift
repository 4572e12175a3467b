/// Serializes JSON values compactly (or indented), keys in their stored order.
public enum JSONWriter {
    public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(value, into: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    public static func write(_ value: JSONValue, into out: inout [UInt8], pretty: Bool = false, indent: Int = 0) {
        switch value {
        case .null: out.append(contentsOf: nullBytes)
        case .bool(let b): out.append(contentsOf: b ? trueBytes : falseBytes)
        case .number(let n):
            var n = n
            n.withUTF8 { out.append(contentsOf: $0) }
        case .string(let s): writeString(s, into: &out)
        case .array(let a):
            if a.isEmpty { out.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]")]); return }
            // Short lists of numbers and strings (spans) stay on one line.
            let inline = pretty && a.allSatisfy { v in
                switch v { case .array, .object: return false; default: return true }
            }
            out.append(UInt8(ascii: "["))
            for k in a.indices {
                if k > 0 {
                    out.append(UInt8(ascii: ","))
                    if inline { out.append(0x20) }
                }
                if pretty && !inline { newline(&out, indent + 1) }
                write(a[k], into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty && !inline { newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            if o.count == 0 { out.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")]); return }
            out.append(UInt8(ascii: "{"))
            for k in 0..<o.count {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                writeString(o.keys[k], into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(o.values[k], into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(0x0A)
        for _ in 0..<indent { out.append(contentsOf: [0x20, 0x20]) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let nullBytes = Array("null".utf8), trueBytes = Array("true".utf8), falseBytes = Array("false".utf8)

    public static func writeString(_ s: String, into out: inout [UInt8]) {
        // Native strings are contiguous UTF-8; copying runs between escapes keeps this a memcpy.
        if let done = s.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, into: &out) }) { return done }
        var copy = s
        copy.withUTF8 { writeEscaped($0, into: &out) }
    }

    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c >= 0x20 && c != 0x22 && c != 0x5C && c != 0x7F { i += 1; continue }
            // Copy the run before the character to escape in one go.
            if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
            out.append(0x5C)
            switch c {
            case 0x22: out.append(0x22)
            case 0x5C: out.append(0x5C)
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            default:
                out.append(UInt8(ascii: "u")); out.append(0x30); out.append(0x30)
                out.append(hexDigits[Int(c >> 4)])
                out.append(hexDigits[Int(c & 0xF)])
            }
            i += 1
            runStart = i
        }
        if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<n])) }
        out.append(UInt8(ascii: "\""))
    }
}
