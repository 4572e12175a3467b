/// One past order (SPEC "History file").
public struct HistoryEntry: Sendable, Equatable {
    public var id: String
    public var product: String
    public var size: String?
    public var quantity: Int
    /// As written in the file, and as seconds since 1970 for ordering.
    public var date: String
    public var time: Int64

    public init(id: String, product: String, size: String?, quantity: Int, date: String, time: Int64) {
        self.id = id
        self.product = product
        self.size = size
        self.quantity = quantity
        self.date = date
        self.time = time
    }
}

/// Reads history files: a JSON array of {id, product, size, quantity, date}.
/// Everything is checked before anything is used, and errors name the file.
public enum HistoryList {
    public static func load(path: String) throws(DataFileError) -> [HistoryEntry] {
        try parse(try DataFile.read(path), file: path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> [HistoryEntry] {
        let value = try DataFile.json(bytes, file: file)
        guard let items = value.arrayValue else {
            throw DataFileError(file: file, line: 1, message: "expected a JSON array of past orders")
        }
        var out: [HistoryEntry] = []
        var ids = Set<String>()
        for (n, item) in items.enumerated() {
            let at = "order \(n + 1)"
            guard let o = item.objectValue else { throw DataFileError(file: file, line: 0, message: "\(at): expected an object") }
            guard let id = o["id"]?.stringValue, !id.isEmpty else {
                throw DataFileError(file: file, line: 0, message: "\(at): missing \"id\"")
            }
            guard ids.insert(id).inserted else { throw DataFileError(file: file, line: 0, message: "\(at): duplicate id \"\(id)\"") }
            guard let product = o["product"]?.stringValue, !product.isEmpty else {
                throw DataFileError(file: file, line: 0, message: "\(at) (\(id)): missing \"product\"")
            }
            let size = o["size"]?.stringValue
            let quantity = o["quantity"].map { $0.intValue } ?? 1
            guard let q = quantity, q >= 1 else {
                throw DataFileError(file: file, line: 0, message: "\(at) (\(id)): \"quantity\" must be a positive integer")
            }
            guard let date = o["date"]?.stringValue, let time = ISODate.seconds(date) else {
                throw DataFileError(file: file, line: 0, message: "\(at) (\(id)): \"date\" must be an ISO 8601 date-time")
            }
            out.append(HistoryEntry(id: id, product: product, size: size, quantity: q, date: date, time: time))
        }
        return out
    }
}

/// ISO 8601 dates as history files write them: 2026-11-20T12:00:00Z, with
/// optional fraction and offset, or a plain date.
enum ISODate {
    static func seconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        func num(_ at: Int, _ len: Int) -> Int? {
            guard at + len <= b.count else { return nil }
            var v = 0
            for k in at..<(at + len) {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int(b[k] - 0x30)
            }
            return v
        }
        guard let y = num(0, 4), b.count >= 10, b[4] == 0x2D, let mo = num(5, 2), b[7] == 0x2D, let d = num(8, 2),
              (1...12).contains(mo), (1...31).contains(d) else { return nil }
        var h = 0, mi = 0, s = 0, offset = 0
        var i = 10
        if i < b.count {
            guard b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " "), let hh = num(i + 1, 2), b.count > i + 3,
                  b[i + 3] == 0x3A, let mm = num(i + 4, 2) else { return nil }
            h = hh
            mi = mm
            i += 6
            if i < b.count && b[i] == 0x3A {
                guard let ss = num(i + 1, 2) else { return nil }
                s = ss
                i += 3
            }
            if i < b.count && b[i] == 0x2E {
                i += 1
                while i < b.count && b[i] >= 0x30 && b[i] <= 0x39 { i += 1 }
            }
            if i < b.count {
                if b[i] == UInt8(ascii: "Z") { i += 1 } else if b[i] == 0x2B || b[i] == 0x2D {
                    let sign = b[i] == 0x2B ? 1 : -1
                    guard let oh = num(i + 1, 2) else { return nil }
                    var om = 0
                    if i + 3 < b.count && b[i + 3] == 0x3A { guard let x = num(i + 4, 2) else { return nil }; om = x; i += 6 }
                    else if let x = num(i + 3, 2) { om = x; i += 5 } else { i += 3 }
                    offset = sign * (oh * 3600 + om * 60)
                } else { return nil }
            }
            guard i == b.count, h < 24, mi < 60, s < 61 else { return nil }
        }
        // Days from civil (Howard Hinnant's algorithm).
        let yy = mo <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        return Int64(days) * 86400 + Int64(h * 3600 + mi * 60 + s - offset)
    }

    /// The month and day of the month of a time in seconds since 1970 (civil from days,
    /// Howard Hinnant's algorithm).
    static func civilDay(_ seconds: Int64) -> (month: Int, day: Int) {
        let z = Int((seconds >= 0 ? seconds : seconds - 86399) / 86400) + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        return (mp < 10 ? mp + 3 : mp - 9, d)
    }
}
