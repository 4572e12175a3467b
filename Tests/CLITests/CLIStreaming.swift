import Foundation

extension CLI {
    /// Sends one line to the command and reads its first answer while stdin is
    /// still open (a command that waited for the end of input would hang here),
    /// then closes stdin and returns the answer and the exit status.
    static func answerWhileInputOpen(_ arguments: [String], line: String) throws -> (answer: String, status: Int32) {
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
