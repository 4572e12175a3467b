#if canImport(Glibc)
import Glibc
#endif
import NLU

/// The loop of a line command: reads stdin line by line, answers each line
/// with one JSON object (the SPEC error object for a line that is no text),
/// flushes before it waits for more input, and exits 0 at the end of input.
func answerLines(pretty: Bool, _ answer: (String) -> JSONValue) -> Never {
    var reader = LineReader()
    var out = OutputWriter()
    while let line = reader.next(beforeBlocking: { out.flush() }) {
        let value: JSONValue
        switch decode(line) {
        case .failure(let e): value = e.json
        case .success(let text): value = answer(text)
        }
        var bytes: [UInt8] = []
        JSONWriter.write(value, into: &bytes, pretty: pretty)
        bytes.append(0x0A)
        out.write(bytes)
    }
    out.flush()
    exit(0)
}
