/// Words people write either in kanji or in kana (onegai, chuumon): one lexicon form
/// stands for both, so a recognizer's kana does not need every form listed twice.
/// From records of kind `spelling`: {"written": "...", "spoken": "..."}.
struct Spellings: Sendable {
    private var pairs: [(family: LanguageFamily?, written: [UInt32], spoken: [UInt32])] = []

    init(lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        for r in lexicons.records(kind: LexiconKind.spelling) {
            let written = normalizer.key(try r.string("written"))
            let spoken = normalizer.key(try r.string("spoken"))
            guard !written.isEmpty, !spoken.isEmpty, written != spoken else {
                throw r.error("a spelling has a \"written\" and a different \"spoken\" form")
            }
            pairs.append((r.family, written, spoken))
        }
    }

    /// The other spellings of a form's key in `family`: each spelling that applies,
    /// alone and with those before it.
    func variants(of key: [UInt32], family: LanguageFamily?) -> [[UInt32]] {
        var out: [[UInt32]] = []
        for p in pairs where (p.family == nil || p.family == family) && key.contains(p.written[0]) {
            // (Most forms hold no written spelling at all: the scan above is all they cost,
            // which keeps the parser's start-up short.)
            for k in [key] + out where Self.holds(p.written, in: k) {
                let v = Self.replacing(p.written, with: p.spoken, in: k)
                if v != key && !out.contains(v) { out.append(v) }
            }
        }
        return out
    }

    private static func holds(_ a: [UInt32], in key: [UInt32]) -> Bool {
        guard key.count >= a.count else { return false }
        for i in 0...(key.count - a.count) where key[i] == a[0] && key[i..<(i + a.count)].elementsEqual(a) { return true }
        return false
    }

    private static func replacing(_ a: [UInt32], with b: [UInt32], in key: [UInt32]) -> [UInt32] {
        guard key.count >= a.count else { return key }
        var out: [UInt32] = []
        out.reserveCapacity(key.count + b.count)
        var i = 0
        while i < key.count {
            if i + a.count <= key.count && key[i..<(i + a.count)].elementsEqual(a) {
                out += b
                i += a.count
            } else {
                out.append(key[i])
                i += 1
            }
        }
        return out
    }
}
