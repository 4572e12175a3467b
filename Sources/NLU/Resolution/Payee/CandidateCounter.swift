/// Counts how many of a query's grams each beneficiary shares, for one query:
/// an open-addressing table sized to the postings it will see, so counting
/// costs one probe per posting and nothing is shared between threads.
struct CandidateCounter {
    private var keys: [UInt32]      // beneficiary + 1; 0 = empty
    private var counts: [UInt16]
    private var mask: Int
    private(set) var size = 0

    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        keys = [UInt32](repeating: 0, count: capacity)
        counts = [UInt16](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inline(__always)
    mutating func add(_ b: UInt32, _ weight: UInt16) {
        let k = b &+ 1
        var i = Int(truncatingIfNeeded: (UInt64(k) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while true {
            let s = keys[i]
            if s == k { counts[i] &+= weight; return }
            if s == 0 {
                if (size + 1) * 2 > keys.count { grow(); add(b, weight); return }
                keys[i] = k
                counts[i] = weight
                size += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldCounts = counts
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        counts = [UInt16](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        size = 0
        for (i, k) in oldKeys.enumerated() where k != 0 { add(k - 1, oldCounts[i]) }
    }

    /// The `limit` beneficiaries with the highest counts (ties: lower index
    /// first), best first, leaving out those with less than `share` of the
    /// highest count.
    func top(_ limit: Int, atLeastShareOf share: Double = 0) -> [UInt32] {
        var highest: UInt16 = 0
        for c in counts where c > highest { highest = c }
        let floor = UInt16((Double(highest) * share).rounded(.up))
        var byCount: [(UInt16, UInt32)] = []
        byCount.reserveCapacity(min(size, limit * 4))
        for (i, k) in keys.enumerated() where k != 0 && counts[i] >= floor { byCount.append((counts[i], k - 1)) }
        if byCount.count > limit {
            // Keep the best `limit` without sorting everything: find the
            // count threshold from a histogram of counts.
            var histogram = [Int](repeating: 0, count: Int(highest) + 1)
            for (c, _) in byCount { histogram[Int(c)] += 1 }
            var kept = 0
            var threshold = Int(highest)
            while threshold > 0 && kept + histogram[threshold] < limit {
                kept += histogram[threshold]
                threshold -= 1
            }
            byCount = byCount.filter { Int($0.0) >= threshold }
        }
        byCount.sort { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }
        return byCount.prefix(limit).map(\.1)
    }
}
