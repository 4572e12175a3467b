import Dispatch
import Testing
@testable import NLU

/// The parser is built once and shared: many threads at once must get exactly
/// what one thread gets.
@Suite struct ConcurrencyTests {
    @Test func parallelParsesEqualSerialOnes() throws {
        let texts = try CorpusCase.all().compactMap { $0.expectation["text"]?.stringValue }.prefix(400)
        let parser = Fixtures.parser
        let serial = texts.map { JSONWriter.string(parser.parse($0).json) }
        let results = ResultBox(count: serial.count)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for (i, t) in texts.enumerated() where i % 8 == worker {
                results.set(i, JSONWriter.string(parser.parse(t).json))
            }
        }
        #expect(results.values == serial)
    }
}

/// Collects results written from several threads, one slot each.
final class ResultBox: @unchecked Sendable {
    private var storage: [String]
    private let lock = DispatchSemaphore(value: 1)
    init(count: Int) { storage = Array(repeating: "", count: count) }
    func set(_ i: Int, _ v: String) { lock.wait(); storage[i] = v; lock.signal() }
    var values: [String] { lock.wait(); defer { lock.signal() }; return storage }
}
