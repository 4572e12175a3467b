import Foundation
import NLU

/// The whole parse: in process (latency percentiles, one thread and all
/// cores), then as `nlu parse` sees it: the binary on 20,000 lines, and its
/// cold start for one line.
enum ParseBench {
    static func run(_ utterances: [String]) {
        let build = now()
        let lexicons = try! LexiconStore.builtIn()
        let loaded = now()
        let parser = try! NLUParser(lexicons: lexicons)
        let built = now()
        _ = parser.parse(utterances[0]).json
        let first = now()
        print(String(format: "parse: lexicons loaded in %.1f ms, parser built in %.1f ms, first parse %.1f ms",
                     Double(loaded - build) / 1e6, Double(built - loaded) / 1e6, Double(first - built) / 1e6))
        measure("parse: in process", utterances) { _ = parser.parse($0).json }.report()
        measureParallel("parse: in process", utterances) { _ = parser.parse($0).json }.report()
        wholeProcess(utterances)
    }

    private static func wholeProcess(_ utterances: [String]) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nlu")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("parse: \(binary.path) not built; skipping the whole-process figures")
            return
        }
        let input = Data(utterances.map { $0 + "\n" }.joined().utf8)
        var best = UInt64.max
        for _ in 0..<3 {
            let t0 = now()
            let lines = runNLU(binary, input)
            let t = now() - t0
            guard lines == utterances.count else { print("parse: nlu printed \(lines) lines for \(utterances.count)"); return }
            best = min(best, t)
        }
        print(String(format: "parse: nlu parse, %d lines, whole process   %8.0f lines/s (%.0f ms, best of 3)",
                     utterances.count, Double(utterances.count) / (Double(best) / 1e9), Double(best) / 1e6))
        // Cold start: the binary from exec to exit on one line read from a file.
        let one = FileManager.default.temporaryDirectory.appendingPathComponent("nlu-bench-one-line.txt")
        try? Data((utterances[0] + "\n").utf8).write(to: one)
        // posix_spawn and waitpid: Foundation's Process waits on a run loop that adds
        // milliseconds of its own to every exit.
        var starts: [UInt64] = []
        for _ in 0..<21 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 0, one.path, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary.path), strdup("parse"), nil]
            var pid: pid_t = 0
            let t0 = now()
            let rc = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
            var status: Int32 = 0
            if rc == 0 { waitpid(pid, &status, 0) }
            let t = now() - t0
            posix_spawn_file_actions_destroy(&actions)
            argv.forEach { free($0) }
            guard rc == 0 else { print("parse: cannot start \(binary.path)"); return }
            starts.append(t)
        }
        starts.sort()
        print(String(format: "parse: cold start, one line (exec to exit)   p50 %.1f ms   max %.1f ms",
                     Double(starts[starts.count / 2]) / 1e6, Double(starts.last!) / 1e6))
    }

    private static func runNLU(_ binary: URL, _ input: Data) -> Int {
        let p = Process()
        p.executableURL = binary
        p.arguments = ["parse"]
        let inPipe = Pipe(), outPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        try! p.run()
        let writer = Thread {
            inPipe.fileHandleForWriting.write(input)
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return out.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
