/// A trie over code points, stored as one open-addressing hash table of edges
/// (node, code point) → child, so a step is one probe rather than a per-node
/// dictionary. Built once; read by many threads.
public struct ScalarTrie<Value: Sendable>: Sendable {
    private var slots: [UInt64]        // (node << 32 | scalar) + 1, 0 = empty
    private var children: [Int32]
    private var mask: Int
    /// 64 - log2(slot count): the hash takes the product's top bits, where every bit
    /// of the node and the scalar has mixed in (its low bits miss the node's high bits).
    private var shift: UInt64
    private var edgeCount = 0
    private var nodeCount = 1           // node 0 is the root
    /// Values per node (empty for nodes that end no key).
    private var values: [[Value]] = [[]]

    public init() {
        slots = [UInt64](repeating: 0, count: 64)
        children = [Int32](repeating: 0, count: 64)
        mask = 63
        shift = 58
    }

    public var isEmpty: Bool { nodeCount == 1 && values[0].isEmpty }

    /// Adds `value` under `key` (several values may share a key).
    public mutating func insert<S: Sequence>(_ key: S, _ value: Value) where S.Element == UInt32 {
        var node: Int32 = 0
        for c in key {
            if let next = child(node, c) {
                node = next
            } else {
                let fresh = Int32(nodeCount)
                nodeCount += 1
                values.append([])
                addEdge(node, c, fresh)
                node = fresh
            }
        }
        values[Int(node)].append(value)
    }

    /// Calls `body` for every key that starts at `start`, shortest first.
    public func forEachMatch(_ text: [UInt32], from start: Int, _ body: (Int, [Value]) -> Void) {
        var node: Int32 = 0
        var i = start
        while i < text.count, let next = child(node, text[i]) {
            node = next
            i += 1
            let v = values[Int(node)]
            if !v.isEmpty { body(i, v) }
        }
    }

    /// Some key starts at `start`.
    public func hasMatch(_ text: [UInt32], from start: Int) -> Bool {
        var node: Int32 = 0
        var i = start
        while i < text.count, let next = child(node, text[i]) {
            node = next
            i += 1
            if !values[Int(node)].isEmpty { return true }
        }
        return false
    }

    @inline(__always)
    private func hash(_ k: UInt64) -> Int {
        Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always)
    private func child(_ node: Int32, _ c: UInt32) -> Int32? {
        let k = (UInt64(UInt32(bitPattern: node)) << 32 | UInt64(c)) &+ 1
        var i = hash(k) & mask
        while true {
            let s = slots[i]
            if s == k { return children[i] }
            if s == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    private mutating func addEdge(_ node: Int32, _ c: UInt32, _ target: Int32) {
        if (edgeCount + 1) * 2 > slots.count { grow() }
        let k = (UInt64(UInt32(bitPattern: node)) << 32 | UInt64(c)) &+ 1
        var i = hash(k) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = k
        children[i] = target
        edgeCount += 1
    }

    private mutating func grow() {
        let oldSlots = slots, oldChildren = children
        slots = [UInt64](repeating: 0, count: oldSlots.count * 2)
        children = [Int32](repeating: 0, count: oldSlots.count * 2)
        mask = slots.count - 1
        shift -= 1
        for (i, k) in oldSlots.enumerated() where k != 0 {
            var j = hash(k) & mask
            while slots[j] != 0 { j = (j + 1) & mask }
            slots[j] = k
            children[j] = oldChildren[i]
        }
    }
}
