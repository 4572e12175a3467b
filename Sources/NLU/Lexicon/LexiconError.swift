/// A problem in a data file, located to the file and line, so the person
/// editing lexicons or beneficiaries sees where to look.
public struct DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    /// 1-based; 0 when the problem is the file as a whole.
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
