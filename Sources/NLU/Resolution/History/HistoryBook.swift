/// The caller's past orders, newest first (by date, not file order).
struct HistoryBook: Sendable {
    let newestFirst: [HistoryEntry]

    init(_ entries: [HistoryEntry]) {
        // Stable: of two orders at the same time, the later line counts as newer.
        newestFirst = entries.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time > b.element.time : a.offset > b.offset
        }.map(\.element)
    }

    var isEmpty: Bool { newestFirst.isEmpty }

    /// The most recent order of a product (and size, when named); `skipping` newer ones first
    /// (1: the one before the latest, zenzenkai).
    func latest(product: String?, size: String?, skipping: Int = 0) -> HistoryEntry? {
        newestFirst.lazy.filter { e in
            (product == nil || e.product == product) && (size == nil || e.size == size)
        }.dropFirst(skipping).first
    }

    func recent(_ n: Int) -> [HistoryEntry] { Array(newestFirst.prefix(n)) }

    /// The orders placed on a day (month when said, and day of the month) on a clock
    /// `offsetMinutes` from UTC, newest first.
    func placed(month: Int?, day: Int, offsetMinutes: Int) -> [HistoryEntry] {
        newestFirst.filter { e in
            let d = ISODate.civilDay(e.time + Int64(offsetMinutes) * 60)
            return d.day == day && (month == nil || d.month == month)
        }
    }

    func entry(id: String) -> HistoryEntry? { newestFirst.first { $0.id == id } }
}

extension SlotValue {
    /// This slot (its text and span kept) resolved to one past order.
    mutating func choose(_ e: HistoryEntry) {
        status = .success
        reason = nil
        value = .string(e.id)
        candidates = [e.candidateJSON]
    }
}

extension HistoryEntry {
    var candidateJSON: JSONValue {
        var o = JSONObject()
        o["id"] = .string(id)
        o["product"] = .string(product)
        o["size"] = size.map { .string($0) } ?? .null
        o["quantity"] = .number(String(quantity))
        o["date"] = .string(date)
        return .object(o)
    }
}
