/// Words people write either in kanji or in kana (onegai, chuumon), or draw out as said
/// (shima-su), or say in a dialect (fa for ma): one lexicon form stands for every spelling, so
/// a recognizer's kana does not need every form listed twice.
/// From records of kind `spelling`: {"written": "...", "spoken": "..."}.
struct Spellings: Sendable {
    private var pairs: [(family: LanguageFamily?, written: [UInt32], spoken: [UInt32])] = []
    /// The first code points of the written spellings (BMP): a form holding none of them, nearly
    /// every form, is passed over after one scan, which keeps the parser's start-up short.
    private var firsts = BitSet(capacity: 0x10000)

    init(lexicons: LexiconStore, normalizer: Normalizer) throws(DataFileError) {
        for r in lexicons.records(kind: LexiconKind.spelling) {
            let written = normalizer.key(try r.string("written"))
            let spoken = normalizer.key(try r.string("spoken"))
            guard let first = written.first, !spoken.isEmpty, written != spoken, first < 0x10000 else {
                throw r.error("a spelling has a \"written\" and a different \"spoken\" form")
            }
            pairs.append((r.family, written, spoken))
            firsts.insert(Int(first))
        }
    }

    /// The other spellings of a form's key in `family`: each spelling that applies,
    /// alone and with those before it.
    func variants(of key: [UInt32], family: LanguageFamily?) -> [[UInt32]] {
        guard key.contains(where: { $0 < 0x10000 && firsts.contains(Int($0)) }) else { return [] }
        var out: [[UInt32]] = []
        for p in pairs.indices where pairs[p].family == nil || pairs[p].family == family {
            let (written, spoken) = (pairs[p].written, pairs[p].spoken)
            let before = out.count
            if Self.holds(written, in: key) {
                let v = Self.replacing(written, with: spoken, in: key)
                if !out.contains(v) { out.append(v) }
            }
            for j in 0..<before where Self.holds(written, in: out[j]) {
                let v = Self.replacing(written, with: spoken, in: out[j])
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
        var out: [UInt32] = []
        out.reserveCapacity(key.count + b.count)
        var i = 0
        while i < key.count {
            if i + a.count <= key.count && key[i] == a[0] && key[i..<(i + a.count)].elementsEqual(a) {
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
