/// Inverted lists: a 64-bit gram → the beneficiaries (indexes, ascending)
/// whose names contain it. One open-addressing table of grams and one flat
/// array of postings, so a million names cost a few arrays, not a million
/// small allocations, and a lookup is one probe sequence.
///
/// Built in two steps by `Builder`: grams are counted per beneficiary, then
/// the postings are laid out gram by gram (a counting sort), so the build is
/// linear in the number of (gram, beneficiary) pairs.
struct PostingTable: Sendable {
    private let keys: [UInt64]          // 0 = empty slot
    /// Per slot, +1 at the end: slot i's postings are starts[i]..<starts[i+1]
    /// (postings are laid out in slot order).
    private let starts: [UInt32]
    private let postings: [UInt32]
    private let mask: Int

    /// The beneficiaries that have `gram`, ascending.
    @inline(__always)
    func list(_ gram: UInt64) -> ArraySlice<UInt32> {
        guard gram != 0 else { return [] }
        var i = Self.hash(gram) & mask
        while true {
            let k = keys[i]
            if k == gram { return postings[Int(starts[i])..<Int(starts[i + 1])] }
            if k == 0 { return [] }
            i = (i + 1) & mask
        }
    }

    var postingCount: Int { postings.count }
    var gramCount: Int { keys.lazy.filter { $0 != 0 }.count }

    @inline(__always)
    static func hash(_ k: UInt64) -> Int {
        var x = k
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }

    /// Collects (gram, beneficiary) pairs in beneficiary order, then builds.
    struct Builder {
        private var keys: [UInt64]
        private var counts: [UInt32]
        private var mask: Int
        private var used = 0
        /// Slot of each pair, in the order added; beneficiaries are added in order.
        private var pairSlots: [UInt32] = []
        private var pairOwners: [UInt32] = []

        init(expectedGrams: Int, expectedPairs: Int) {
            var capacity = 1024
            while capacity < expectedGrams * 2 { capacity <<= 1 }
            keys = [UInt64](repeating: 0, count: capacity)
            counts = [UInt32](repeating: 0, count: capacity)
            mask = capacity - 1
            pairSlots.reserveCapacity(expectedPairs)
            pairOwners.reserveCapacity(expectedPairs)
        }

        /// Adds the grams of one beneficiary (deduplicated by the caller).
        /// Beneficiaries must be added in ascending order.
        mutating func add(_ grams: ArraySlice<UInt64>, owner: UInt32) {
            for g in grams where g != 0 {
                if (used + 1) * 2 > keys.count { grow() }
                var i = PostingTable.hash(g) & mask
                while keys[i] != 0 && keys[i] != g { i = (i + 1) & mask }
                if keys[i] == 0 { keys[i] = g; used += 1 }
                counts[i] += 1
                pairSlots.append(UInt32(i))
                pairOwners.append(owner)
            }
        }

        private mutating func grow() {
            let oldKeys = keys, oldCounts = counts
            let capacity = keys.count * 2
            keys = [UInt64](repeating: 0, count: capacity)
            counts = [UInt32](repeating: 0, count: capacity)
            mask = capacity - 1
            var moved = [UInt32](repeating: 0, count: oldKeys.count)
            for (i, k) in oldKeys.enumerated() where k != 0 {
                var j = PostingTable.hash(k) & mask
                while keys[j] != 0 { j = (j + 1) & mask }
                keys[j] = k
                counts[j] = oldCounts[i]
                moved[i] = UInt32(j)
            }
            for p in pairSlots.indices { pairSlots[p] = moved[Int(pairSlots[p])] }
        }

        consuming func build() -> PostingTable {
            var starts = [UInt32](repeating: 0, count: keys.count + 1)
            var total: UInt32 = 0
            for i in 0..<keys.count {
                starts[i] = total
                total += counts[i]
            }
            starts[keys.count] = total
            counts = []
            var postings = [UInt32](repeating: 0, count: Int(total))
            // `fill` reuses the counts' role: the next free posting of a slot.
            var fill = starts
            for p in pairSlots.indices {
                let slot = Int(pairSlots[p])
                postings[Int(fill[slot])] = pairOwners[p]
                fill[slot] += 1
            }
            return PostingTable(keys: keys, starts: starts, postings: postings, mask: mask)
        }
    }
}
