import Foundation

/// Runs two independent pieces of start-up work at the same time and waits for
/// both: building the parser is most of a one-line run's time, and the machine
/// has more than one core. Nothing is shared between the two but their results.
enum BothAtOnce {
    static func run<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A,
                                              _ second: @escaping @Sendable () -> B) -> (A, B) {
        let box = ResultBox<B>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = second()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let a = first()
        done.wait()
        return (a, box.value!)
    }

    /// Written once by the other thread before it signals; read after the wait.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
