import Foundation

/// Reading the caller's JSON data files (beneficiaries, history) with errors
/// that name the file and, for bad JSON, the line.
public enum DataFile {
    /// Files larger than this are refused rather than read into memory.
    public static let maximumBytes = 1 << 30

    public static func read(_ path: String) throws(DataFileError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DataFileError(file: path, line: 0, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw DataFileError(file: path, line: 0, message: "is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataFileError(file: path, line: 0, message: "cannot read the file")
        }
        guard data.count <= maximumBytes else { throw DataFileError(file: path, line: 0, message: "file is larger than 1 GiB") }
        return [UInt8](data)
    }

    public static func json(_ bytes: [UInt8], file: String) throws(DataFileError) -> JSONValue {
        do {
            return try bytes.withUnsafeBufferPointer { (b) throws(JSONParser.Failure) in try JSONParser.parse(bytes: b) }
        } catch {
            throw DataFileError(file: file, line: error.line, message: "invalid JSON: \(error.message) (column \(error.column))")
        }
    }
}
