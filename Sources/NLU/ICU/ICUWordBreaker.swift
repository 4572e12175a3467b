import ICUShim
import Synchronization

/// ICU word segmentation, safe to call from many threads.
///
/// An ICU break iterator must never be used by two threads at once (sharing one
/// crashed in our measurements), and opening one costs far more than cloning it.
/// So the prototype is opened once per instance and clones are kept in a pool:
/// a call borrows one, and returns it when done.
public final class ICUWordBreaker: Sendable {
    /// One segment of the text, in UTF-16 offsets, with ICU's rule status.
    public struct Segment: Sendable, Equatable {
        public var start: Int
        public var end: Int
        /// ICU word rule status: 0 none (space, punctuation), 100 number,
        /// 200 letter, 300 kana, 400 ideographic.
        public var status: Int32
    }

    private let prototype: Handle
    private let pool = Mutex<[Handle]>([])

    /// Opens ICU's word break iterator for `locale` ("ja", "zh", "").
    public init(locale: String = "ja") throws(ICUError) {
        var error: Int32 = 0
        guard let raw = nlu_icu_words_open(locale, &error) else {
            throw ICUError(operation: "ubrk_open(\(locale))", code: error)
        }
        prototype = Handle(raw)
    }

    /// Segments UTF-16 text. Every code unit lies in exactly one segment.
    public func segments(_ utf16: [UInt16]) -> [Segment] {
        if utf16.isEmpty { return [] }
        let handle = borrow()
        defer { giveBack(handle) }
        var capacity = utf16.count + 1
        while true {
            var bounds = [Int32](repeating: 0, count: capacity)
            var statuses = [Int32](repeating: 0, count: capacity)
            var error: Int32 = 0
            let n = Int(nlu_icu_words_breaks(
                handle.raw, utf16, Int32(utf16.count), &bounds, &statuses, Int32(capacity), &error))
            if n < 0 { return [Segment(start: 0, end: utf16.count, status: 0)] }
            if n > capacity { capacity = n; continue }
            var out: [Segment] = []
            out.reserveCapacity(max(0, n - 1))
            var i = 1
            while i < n {
                out.append(Segment(start: Int(bounds[i - 1]), end: Int(bounds[i]), status: statuses[i]))
                i += 1
            }
            return out
        }
    }

    private func borrow() -> Handle {
        if let handle = pool.withLock({ $0.popLast() }) { return handle }
        var error: Int32 = 0
        // Cloning only fails when memory is exhausted; the prototype is never
        // used directly, so fall back to a fresh iterator rather than share it.
        if let raw = nlu_icu_words_clone(prototype.raw, &error) { return Handle(raw) }
        if let raw = nlu_icu_words_open("", &error) { return Handle(raw) }
        fatalError("ICU cannot allocate a word break iterator: \(ICUError(operation: "ubrk_clone", code: error))")
    }

    private func giveBack(_ handle: Handle) {
        pool.withLock { $0.append(handle) }
    }

    /// Owns one ICU break iterator. Only ever used by the thread that borrowed it.
    private final class Handle: @unchecked Sendable {
        let raw: OpaquePointer
        init(_ raw: OpaquePointer) { self.raw = raw }
        deinit { nlu_icu_words_close(raw) }
    }
}
