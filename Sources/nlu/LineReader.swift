#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines of bytes from a file descriptor without ever holding more than
/// `maximumBytes` of one line, so a gigabyte without a newline cannot exhaust
/// memory; the rest of such a line is counted, not kept.
struct LineReader {
    struct Line {
        var bytes: [UInt8]
        /// The line went on beyond `maximumBytes`; `bytes` is its start.
        var truncated: Bool
        var byteCount: Int
    }

    let fd: Int32
    let maximumBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var finished = false

    init(fd: Int32 = 0, maximumBytes: Int = 1 << 16) {
        self.fd = fd
        self.maximumBytes = maximumBytes
    }

    /// The next line without its line break (LF or CRLF), or nil at the end of
    /// input. `beforeBlocking` runs before each read that may wait for input:
    /// the place to flush output, so answers stream while input trickles.
    mutating func next(beforeBlocking: () -> Void) -> Line? {
        var line = Line(bytes: [], truncated: false, byteCount: 0)
        var sawAny = false
        while true {
            if start < end {
                sawAny = true
                var i = start
                while i < end && buffer[i] != 0x0A { i += 1 }
                append(buffer[start..<i], to: &line)
                if i < end {
                    start = i + 1
                    return finish(line)
                }
                start = end
            }
            if finished { return sawAny && line.byteCount > 0 ? finish(line) : nil }
            beforeBlocking()
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { finished = true; continue }
            start = 0
            end = n
        }
    }

    private func append(_ chunk: ArraySlice<UInt8>, to line: inout Line) {
        line.byteCount += chunk.count
        let room = maximumBytes - line.bytes.count
        if room >= chunk.count {
            line.bytes.append(contentsOf: chunk)
        } else {
            if room > 0 { line.bytes.append(contentsOf: chunk.prefix(room)) }
            line.truncated = true
        }
    }

    private func finish(_ line: Line) -> Line {
        var l = line
        if !l.truncated, l.bytes.last == 0x0D { l.bytes.removeLast(); l.byteCount -= 1 }
        return l
    }
}

/// Buffered standard output, flushed on demand.
struct OutputWriter {
    private var buffer: [UInt8] = []
    let fd: Int32

    init(fd: Int32 = 1) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func write(_ text: String) { write(Array(text.utf8)) }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { exit(n < 0 && errno == EPIPE ? 0 : 1) }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
