/// Keys names the way `Normalizer.key` followed by `SpokenName.clean` does, but
/// fast enough for a million names: the key of a code point that does not
/// compose with its neighbours is the same wherever it stands, so it is
/// computed once and remembered. A name with a composing sequence (a
/// half-width kana and its sound mark, a combining accent) or a code point
/// beyond the BMP goes through the normalizer itself.
///
/// One keyer per thread: it owns its memo (no shared mutable state).
struct NameKeyer {
    private let normalizer: Normalizer
    private let tables = UnicodeTables.shared
    /// Code point → start and length of its key in `pieces`.
    private var memo: [UInt32: (Int32, Int32)] = [:]
    private var pieces: [UInt32] = []

    init(normalizer: Normalizer) { self.normalizer = normalizer }

    /// The key as `Normalizer.key` makes it (spaces between words kept).
    func plainKey(_ text: String) -> [UInt32] { normalizer.key(text) }

    /// The cleaned matching key of a name, alias or reading part, and whether
    /// cleaning dropped something (a space, a dot) that `Normalizer.key` keeps
    /// or may keep: then the plain key differs and the caller may want it too.
    mutating func key(_ text: String) -> (key: [UInt32], dropped: Bool) {
        var out: [UInt32] = []
        out.reserveCapacity(text.utf8.count / 2 + 1)
        var dropped = false
        for s in text.unicodeScalars {
            if s.value >= 0x10000 || tables.isCombining(s) {
                let plain = normalizer.key(text)
                let cleaned = SpokenName.clean(plain)
                return (cleaned, cleaned != plain)
            }
            if let (start, count) = memo[s.value] {
                if count == 0 { dropped = true }
                out.append(contentsOf: pieces[Int(start)..<Int(start + count)])
                continue
            }
            let piece = SpokenName.clean(normalizer.key(String(s)))
            memo[s.value] = (Int32(pieces.count), Int32(piece.count))
            if piece.isEmpty { dropped = true }
            pieces.append(contentsOf: piece)
            out.append(contentsOf: piece)
        }
        return (out, dropped)
    }
}
