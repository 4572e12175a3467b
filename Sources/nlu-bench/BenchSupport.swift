import Foundation
import NLU

/// Latency samples and a throughput figure, printed the same way by every bench.
struct Measurement {
    var name: String
    var samples: [UInt64] = []  // nanoseconds per item
    var items = 0
    var wall: UInt64 = 0

    func report() {
        let sorted = samples.sorted()
        func pct(_ p: Double) -> String {
            guard !sorted.isEmpty else { return "-" }
            let i = min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)
            return format(sorted[max(0, i)])
        }
        let rate = wall > 0 ? Double(items) / (Double(wall) / 1e9) : 0
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func left(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        print(pad(name, 46) + left(String(format: "%.0f", rate), 10) + " /s   p50 " + left(pct(0.50), 8)
              + "   p99 " + left(pct(0.99), 8) + "   max " + left(sorted.last.map(format) ?? "-", 8))
    }

    private func format(_ ns: UInt64) -> String {
        ns < 10_000 ? String(format: "%.2fµs", Double(ns) / 1000)
            : ns < 10_000_000 ? String(format: "%.0fµs", Double(ns) / 1000) : String(format: "%.1fms", Double(ns) / 1e6)
    }
}

@inline(__always) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` on every input once per round, timing each call, single-threaded.
func measure<T>(_ name: String, _ inputs: [T], rounds: Int = 3, _ body: (T) -> Void) -> Measurement {
    var m = Measurement(name: name)
    for x in inputs.prefix(200) { body(x) }  // warm up
    m.samples.reserveCapacity(inputs.count * rounds)
    let start = now()
    for _ in 0..<rounds {
        for x in inputs {
            let t0 = now()
            body(x)
            m.samples.append(now() - t0)
        }
    }
    m.wall = now() - start
    m.items = inputs.count * rounds
    return m
}

/// Runs `body` over the inputs split across all cores; throughput only.
func measureParallel<T: Sendable>(_ name: String, _ inputs: [T], rounds: Int = 3,
                                  _ body: @escaping @Sendable (T) -> Void) -> Measurement {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var m = Measurement(name: name + " (\(cores) threads)")
    let start = now()
    DispatchQueue.concurrentPerform(iterations: cores) { worker in
        for _ in 0..<rounds {
            var i = worker
            while i < inputs.count {
                body(inputs[i])
                i += cores
            }
        }
    }
    m.wall = now() - start
    m.items = inputs.count * rounds
    return m
}

/// Peak resident memory of this process so far, in MiB (Linux VmHWM).
func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return kb / 1024
    }
    return 0
}

/// Resident memory of this process now, in MiB (Linux VmRSS).
func currentMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kb = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return kb / 1024
    }
    return 0
}

/// Starts a new peak for `peakMemoryMiB` (Linux: writing 5 to clear_refs
/// resets VmHWM to the current RSS).
func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// The shared folder of peer data, when this checkout sits next to it.
func sharedPeerSuites() -> URL? {
    let candidates = [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/peer-suites"),
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/peer-suites"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.standardizedFileURL
}
