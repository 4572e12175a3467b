/// Exact names and aliases without a trie of per-node arrays: every prefix of
/// every key is remembered by its chained hash in an open-addressing set, so a
/// text can be walked character by character as through a trie (the
/// tokenizer's `forEachMatch`), and a complete key's beneficiaries sit in the
/// index's posting table under `NameGrams.Kind.exactForm`. A hash collision
/// can only add a candidate; every hit is checked against the stored keys.
///
/// Partitioned into buckets by hash and built bucket by bucket in parallel,
/// like `PostingTable`.
struct ExactNames: Sendable {
    static let bucketCount = 256
    private let buckets: [[UInt64]]     // each a power of two; 0 = empty

    static let seed: UInt64 = 0x243F_6A88_85A3_08D3

    /// The chained hash after one more code point (never 0).
    @inline(__always)
    static func step(_ h: UInt64, _ c: UInt32) -> UInt64 {
        var x = (h ^ UInt64(c)) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        return x | 1
    }

    static func hash<S: Sequence>(_ key: S) -> UInt64 where S.Element == UInt32 {
        var h = seed
        for c in key { h = step(h, c) }
        return h
    }

    /// Appends the hash of every prefix of `key` (the last is the whole key's).
    static func prefixHashes<S: Sequence>(_ key: S, into out: inout [UInt64]) where S.Element == UInt32 {
        var h = seed
        for c in key {
            h = step(h, c)
            out.append(h)
        }
    }

    var bytes: Int { buckets.reduce(0) { $0 + $1.count * 8 } }

    @inline(__always)
    static func bucket(of h: UInt64) -> Int { Int(truncatingIfNeeded: h >> 56) }

    @inline(__always)
    func contains(_ h: UInt64) -> Bool {
        let slots = buckets[Self.bucket(of: h)]
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h >> 3) & mask
        while true {
            let s = slots[i]
            if s == h { return true }
            if s == 0 { return false }
            i = (i + 1) & mask
        }
    }

    /// Builds the set from prefix hashes already split by `bucket(of:)`.
    init(buckets hashes: consuming [[UInt64]]) {
        precondition(hashes.count == Self.bucketCount)
        let total = hashes.reduce(0) { $0 + $1.count }
        let given = ParallelSlots(consume hashes)
        let built = ParallelSlots<[UInt64]>(count: Self.bucketCount)
        buckets = built.run(parallel: total > 100_000) { b in
            // Sized for every hash given (many repeat: a common surname starts
            // thousands of names), then shrunk to at most half full.
            let hashes = given.take(b)!
            var slots = Self.set(hashes, capacity: hashes.count * 2)
            let used = slots.lazy.filter { $0 != 0 }.count
            if used * 4 < slots.count { slots = Self.set(slots.filter { $0 != 0 }, capacity: used * 2) }
            built.put(b, slots)
        }
    }

    private static func set(_ hashes: [UInt64], capacity: Int) -> [UInt64] {
        var c = 16
        while c < capacity { c <<= 1 }
        var slots = [UInt64](repeating: 0, count: c)
        let mask = c - 1
        for h in hashes {
            var i = Int(truncatingIfNeeded: h >> 3) & mask
            while slots[i] != 0 && slots[i] != h { i = (i + 1) & mask }
            slots[i] = h
        }
        return slots
    }
}
