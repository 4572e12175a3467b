import Foundation
import NLU

/// Runs the built `nlu` binary (it sits next to the test bundle) with stdin bytes.
enum CLI {
    static let binary: URL = {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return here.appendingPathComponent("nlu")
    }()

    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
        var lines: [String] {
            String(decoding: stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }
        var objects: [JSONValue] { lines.compactMap { try? JSONParser.parse($0) } }
    }

    static func run(_ arguments: [String], stdin: Data = Data(), directory: URL? = nil) throws -> Output {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let d = directory { p.currentDirectoryURL = d }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = errors
        try p.run()
        // Feed stdin on another thread so a large input cannot deadlock on a full pipe.
        let feeder = Thread {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
        feeder.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }

    static func run(_ arguments: [String], lines: [String]) throws -> Output {
        try run(arguments, stdin: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Starts the binary, writes one line without closing stdin, and returns
    /// the first line of output, which a streaming command must write before
    /// more input arrives; then closes stdin and returns the exit status too.
    static func firstAnswerWhileInputOpen(_ arguments: [String], line: String) throws -> (answer: String, status: Int32) {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        var received = Data()
        while !received.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        return (String(decoding: received, as: UTF8.self), p.terminationStatus)
    }
}
