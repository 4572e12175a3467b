/// Prefix and suffix tests on matching keys by index, without the iterator and
/// reversed-collection wrappers `starts(with:)` builds: names are checked
/// against every honorific of the lexicons on each payment parse.
extension Collection where Element == UInt32, Index == Int {
    @inline(__always)
    func hasScalarPrefix(_ p: [UInt32]) -> Bool {
        guard count >= p.count else { return false }
        var i = startIndex
        for v in p {
            if self[i] != v { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    func hasScalarSuffix(_ s: [UInt32]) -> Bool {
        guard count >= s.count else { return false }
        var i = endIndex - s.count
        for v in s {
            if self[i] != v { return false }
            i += 1
        }
        return true
    }
}
