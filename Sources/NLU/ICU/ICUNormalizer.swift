import ICUShim

/// NFKC_Casefold through the system ICU, for the chunks the build-time tables do
/// not cover: sequences that compose (ka (half-width) + (half-width voicing mark) → ga) and code points outside the BMP.
enum ICUNormalizer {
    static func nfkcCasefold(_ scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count * 2)
        for s in scalars { UTF16.encode(s, into: { units.append($0) }) }
        var capacity = units.count * 4 + 8
        while true {
            var out = [UInt16](repeating: 0, count: capacity)
            var error: Int32 = 0
            let n = Int(nlu_icu_nfkc_casefold(units, Int32(units.count), &out, Int32(capacity), &error))
            if n < 0 { return Array(scalars) }
            if n > capacity { capacity = n; continue }
            return Array(String(decoding: out[0..<n], as: UTF16.self).unicodeScalars)
        }
    }

    /// True when `scalar` has no NFKC_Casefold boundary before it.
    static func mayCombine(_ scalar: Unicode.Scalar) -> Bool {
        nlu_icu_nfkc_casefold_has_boundary_before(scalar.value) == 0
    }
}
