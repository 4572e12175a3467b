/// Finds repeated beneficiary ids among a million without hashing each one
/// through `Hasher` into a `Set<String>`: 64-bit FNV-1a of the UTF-8 bytes in
/// an open-addressing table of indexes, strings compared only when hashes meet.
struct IDSet {
    private var slots: [Int32]      // index + 1; 0 = empty
    private var hashes: [UInt64]
    private var mask: Int
    private var ids: [String] = []

    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
        hashes = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
        ids.reserveCapacity(expected)
    }

    static func hash(_ s: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// Adds `id`; returns the position (order of insertion) of an equal id
    /// added before, or nil when it is new.
    mutating func insert(_ id: String) -> Int? {
        if (ids.count + 1) * 2 > slots.count { grow() }
        let h = Self.hash(id)
        var i = Int(truncatingIfNeeded: h >> 3) & mask
        while slots[i] != 0 {
            let other = Int(slots[i] - 1)
            if hashes[i] == h && ids[other] == id { return other }
            i = (i + 1) & mask
        }
        slots[i] = Int32(ids.count + 1)
        hashes[i] = h
        ids.append(id)
        return nil
    }

    private mutating func grow() {
        let oldSlots = slots, oldHashes = hashes
        slots = [Int32](repeating: 0, count: oldSlots.count * 2)
        hashes = [UInt64](repeating: 0, count: oldSlots.count * 2)
        mask = slots.count - 1
        for (k, s) in oldSlots.enumerated() where s != 0 {
            var i = Int(truncatingIfNeeded: oldHashes[k] >> 3) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = s
            hashes[i] = oldHashes[k]
        }
    }
}
