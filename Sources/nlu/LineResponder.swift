#if canImport(Glibc)
import Glibc
#endif
import NLU

/// The streaming loop every line-oriented command shares: read stdin line by
/// line, turn each into text (or the SPEC error object for a line that cannot
/// be text), answer with one JSON object, and flush before waiting for more
/// input, so answers stream while input trickles. Exits 0 at the end of input.
func respondToEachLine(pretty: Bool = false, _ answer: (String) -> JSONValue) -> Never {
    var reader = LineReader()
    var out = OutputWriter()
    while let line = reader.next(beforeBlocking: { out.flush() }) {
        let value: JSONValue
        switch decode(line) {
        case .failure(let e): value = e.json
        case .success(let text): value = answer(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        JSONWriter.write(value, into: &bytes, pretty: pretty)
        bytes.append(0x0A)
        out.write(bytes)
    }
    out.flush()
    exit(0)
}
