/// Keys names the way `Normalizer.key` followed by `SpokenName.clean` does, but
/// fast enough for a million names: the key of a code point that does not
/// compose with its neighbours is the same wherever it stands, so it is
/// computed once and remembered. A name with a composing sequence (a
/// half-width kana and its sound mark, a combining accent) or a code point
/// beyond the BMP goes through the normalizer itself.
///
/// One keyer per worker: it owns its memo (no shared mutable state).
struct NameKeyer {
    private let normalizer: Normalizer
    private let tables = UnicodeTables.shared
    /// Per BMP code point: (start in `pieces` << 8 | length) + 1; 0 = not yet known.
    private var memo: [UInt32]
    private var pieces: [UInt32] = []

    init(normalizer: Normalizer) {
        self.normalizer = normalizer
        memo = [UInt32](repeating: 0, count: 0x10000)
    }

    /// The key as `Normalizer.key` makes it (spaces between words kept).
    func plainKey(_ text: String) -> [UInt32] { normalizer.key(text) }

    /// The cleaned matching key of a name, alias or reading part, and whether
    /// cleaning dropped something (a space, a dot) that `Normalizer.key` keeps
    /// or may keep: then the plain key differs and the caller may want it too.
    mutating func key<S: Collection>(_ scalars: S) -> (key: [UInt32], dropped: Bool) where S.Element == Unicode.Scalar {
        var out: [UInt32] = []
        out.reserveCapacity(8)
        var dropped = false
        for s in scalars {
            if s.value >= 0x10000 || tables.isCombining(s) {
                let plain = normalizer.key(String(String.UnicodeScalarView(scalars)))
                let cleaned = SpokenName.clean(plain)
                return (cleaned, cleaned != plain)
            }
            var entry = memo[Int(s.value)]
            if entry == 0 {
                let piece = SpokenName.clean(normalizer.key(String(s)))
                entry = (UInt32(pieces.count) << 8 | UInt32(min(piece.count, 255))) + 1
                memo[Int(s.value)] = entry
                pieces.append(contentsOf: piece.prefix(255))
            }
            let start = Int((entry - 1) >> 8), count = Int((entry - 1) & 0xFF)
            if count == 0 { dropped = true }
            out.append(contentsOf: pieces[start..<start + count])
        }
        return (out, dropped)
    }

    mutating func key(_ text: String) -> (key: [UInt32], dropped: Bool) { key(text.unicodeScalars) }
}
