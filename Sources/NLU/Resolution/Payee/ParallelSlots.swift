import Dispatch

/// One slot per iteration of a parallel loop (`DispatchQueue.concurrentPerform`):
/// an iteration reads and writes only its own slot, in raw storage, so no
/// Swift array is mutated from two threads. Used to build the index's parts
/// in parallel; never shared once a build is over.
final class ParallelSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    /// Slots filled with inputs, for iterations that each take their own.
    convenience init(_ values: consuming [T]) {
        self.init(count: values.count)
        for (i, v) in values.enumerated() { buffer[i] = v }
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    var count: Int { buffer.count }

    func put(_ i: Int, _ value: T) { buffer[i] = value }

    /// The slot's value, leaving it empty (so it is freed when its taker is done).
    func take(_ i: Int) -> T? {
        let v = buffer[i]
        buffer[i] = nil
        return v
    }

    /// Runs `body` for every slot index — in parallel unless `parallel` is
    /// false (small work is done faster on the calling thread) — then returns
    /// every slot's value.
    func run(parallel: Bool = true, _ body: @Sendable (Int) -> Void) -> [T] {
        if parallel && count > 1 {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        } else {
            for i in 0..<count { body(i) }
        }
        return (0..<count).map { take($0)! }
    }
}
