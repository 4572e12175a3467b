/// Inverted lists: a 64-bit gram → the beneficiaries (indexes, ascending)
/// whose names contain it.
///
/// Partitioned into 256 buckets by the gram's hash. Building a million names'
/// lists means some twenty million (gram, beneficiary) pairs; thrown into one
/// big hash table they would each cost a cache miss. Instead the keying
/// workers sort their pairs by bucket, and each bucket — small enough to stay
/// in cache — is built on its own, buckets in parallel. A lookup costs one
/// more array index than an unpartitioned table.
struct PostingTable: Sendable {
    static let bucketCount = 256

    struct Bucket: Sendable {
        let keys: [UInt64]          // 0 = empty slot
        /// Per slot, +1 at the end: slot i's postings are starts[i]..<starts[i+1].
        let starts: [UInt32]
        let postings: [UInt32]
        let mask: Int
    }

    private let buckets: [Bucket]

    @inline(__always)
    static func mix(_ k: UInt64) -> UInt64 {
        var x = k
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        return x
    }

    @inline(__always)
    static func bucket(of gram: UInt64) -> Int { Int(truncatingIfNeeded: mix(gram) >> 56) }

    /// The beneficiaries that have `gram`, ascending.
    @inline(__always)
    func list(_ gram: UInt64) -> ArraySlice<UInt32> {
        guard gram != 0 else { return [] }
        let h = Self.mix(gram)
        let b = buckets[Int(truncatingIfNeeded: h >> 56)]
        var i = Int(truncatingIfNeeded: h) & b.mask
        while true {
            let k = b.keys[i]
            if k == gram { return b.postings[Int(b.starts[i])..<Int(b.starts[i + 1])] }
            if k == 0 { return [] }
            i = (i + 1) & b.mask
        }
    }

    var postingCount: Int { buckets.reduce(0) { $0 + $1.postings.count } }
    var bytes: Int { buckets.reduce(0) { $0 + $1.keys.count * 8 + $1.starts.count * 4 + $1.postings.count * 4 } }
    var gramCount: Int { buckets.reduce(0) { $0 + $1.keys.lazy.filter { $0 != 0 }.count } }

    /// The (gram, beneficiary) pairs of one bucket, in beneficiary order.
    struct Pairs {
        var grams: [UInt64] = []
        var owners: [UInt32] = []
    }

    /// Sorts pairs by bucket (a counting sort), for the keying workers.
    static func partition(grams: [UInt64], owners: [UInt32]) -> (grams: [UInt64], owners: [UInt32], starts: [Int]) {
        var starts = [Int](repeating: 0, count: bucketCount + 1)
        var buckets = [UInt8](repeating: 0, count: grams.count)
        for (i, g) in grams.enumerated() {
            let b = bucket(of: g)
            buckets[i] = UInt8(b)
            starts[b + 1] += 1
        }
        for b in 0..<bucketCount { starts[b + 1] += starts[b] }
        var fill = starts
        var sortedGrams = [UInt64](repeating: 0, count: grams.count)
        var sortedOwners = [UInt32](repeating: 0, count: grams.count)
        for i in grams.indices {
            let b = Int(buckets[i])
            sortedGrams[fill[b]] = grams[i]
            sortedOwners[fill[b]] = owners[i]
            fill[b] += 1
        }
        return (sortedGrams, sortedOwners, starts)
    }

    /// Builds every bucket, in parallel; consumes the pairs.
    init(buckets pairs: consuming [Pairs]) {
        precondition(pairs.count == Self.bucketCount)
        let total = pairs.reduce(0) { $0 + $1.grams.count }
        let given = ParallelSlots(consume pairs)
        let built = ParallelSlots<Bucket>(count: Self.bucketCount)
        buckets = built.run(parallel: total > 100_000) { b in built.put(b, Self.build(given.take(b)!)) }
    }

    private static func build(_ pairs: Pairs) -> Bucket {
        // Distinct grams are fewer than pairs: a table as large as the pairs
        // rarely needs to grow.
        var table = Table(capacity: max(16, pairs.grams.count))
        var slots = [UInt32](repeating: 0, count: pairs.grams.count)
        for (p, g) in pairs.grams.enumerated() {
            if (table.used + 1) * 2 > table.keys.count { table.rehome(capacity: table.keys.count * 2, slots: &slots[..<p]) }
            slots[p] = table.count(g)
        }
        // Shrink to what the distinct grams need (at most half full).
        var target = 16
        while target < table.used * 2 { target <<= 1 }
        if target < table.keys.count { table.rehome(capacity: target, slots: &slots[...]) }
        var starts = [UInt32](repeating: 0, count: table.keys.count + 1)
        var total: UInt32 = 0
        for i in 0..<table.keys.count {
            starts[i] = total
            total += table.counts[i]
        }
        starts[table.keys.count] = total
        var fill = starts
        var postings = [UInt32](repeating: 0, count: Int(total))
        for (p, owner) in pairs.owners.enumerated() {
            let slot = Int(slots[p])
            postings[Int(fill[slot])] = owner
            fill[slot] += 1
        }
        return Bucket(keys: table.keys, starts: starts, postings: postings, mask: table.keys.count - 1)
    }

    /// A bucket's grams while it is built: open addressing, with counts.
    private struct Table {
        var keys: [UInt64]
        var counts: [UInt32]
        var used = 0

        init(capacity: Int) {
            var c = 16
            while c < capacity { c <<= 1 }
            keys = [UInt64](repeating: 0, count: c)
            counts = [UInt32](repeating: 0, count: c)
        }

        /// Counts one more pair of `g`; returns its slot.
        mutating func count(_ g: UInt64) -> UInt32 {
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: mix(g)) & mask
            while keys[i] != 0 && keys[i] != g { i = (i + 1) & mask }
            if keys[i] == 0 { keys[i] = g; used += 1 }
            counts[i] += 1
            return UInt32(i)
        }

        /// Moves every gram into a table of `capacity` slots and renumbers `slots`.
        mutating func rehome(capacity: Int, slots: inout ArraySlice<UInt32>) {
            let oldKeys = keys, oldCounts = counts
            keys = [UInt64](repeating: 0, count: capacity)
            counts = [UInt32](repeating: 0, count: capacity)
            let mask = capacity - 1
            var moved = [UInt32](repeating: 0, count: oldKeys.count)
            for (i, k) in oldKeys.enumerated() where k != 0 {
                var j = Int(truncatingIfNeeded: mix(k)) & mask
                while keys[j] != 0 { j = (j + 1) & mask }
                keys[j] = k
                counts[j] = oldCounts[i]
                moved[i] = UInt32(j)
            }
            for q in slots.indices { slots[q] = moved[Int(slots[q])] }
        }
    }
}
