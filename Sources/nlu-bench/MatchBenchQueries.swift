import Foundation
import NLU

/// Query sets for the matcher benchmark, derived from a list with a seeded
/// generator: what a person would say for a beneficiary on the list (or, for
/// `unknown`, for somebody not on it).
struct QuerySets {
    struct Set {
        var name: String
        var queries: [MatchBench.Query]
        /// Counts toward top-1 / top-5 (every set but `unknown`).
        var scored: Bool
    }

    static func make(list: BenchList, data: NameData, count: Int, rng: inout SplitMix) -> [Set] {
        let maker = QueryMaker(list: list, data: data)
        return [
            Set(name: "exact", queries: maker.collect(count, &rng, maker.exact), scored: true),
            Set(name: "homophone", queries: maker.collect(count, &rng, maker.homophone), scored: true),
            Set(name: "typo", queries: maker.collect(count, &rng, maker.typo), scored: true),
            Set(name: "kana", queries: maker.collect(count, &rng, maker.kana), scored: true),
            Set(name: "halfwidth", queries: maker.collect(count, &rng, maker.halfWidth), scored: true),
            Set(name: "title", queries: maker.collect(count, &rng, maker.titled), scored: true),
            Set(name: "unknown", queries: maker.collect(count, &rng, maker.unknown), scored: false),
        ]
    }
}

struct QueryMaker {
    let list: BenchList
    let data: NameData
    /// Characters that occur in names, by primary syllable (homophones), and all of them (typos).
    let bySyllable: [UInt16: [UInt32]]
    let zhPool: [UInt32]
    let jaPool: [UInt32]
    let halfWidth: [UInt32: [Unicode.Scalar]]

    init(list: BenchList, data: NameData) {
        self.list = list
        self.data = data
        var bySyllable: [UInt16: Swift.Set<UInt32>] = [:]
        var zh = Swift.Set<UInt32>(), ja = Swift.Set<UInt32>()
        for (i, key) in list.nameKeys.enumerated() {
            for c in key {
                if list.japanese[i] { ja.insert(c); continue }
                zh.insert(c)
                let (s, _) = data.pinyin.syllables(c)
                if s != 0 { bySyllable[s, default: []].insert(c) }
            }
        }
        self.bySyllable = bySyllable.mapValues { $0.sorted() }
        zhPool = zh.sorted()
        jaPool = ja.sorted()
        // Half-width katakana from their compatibility decompositions.
        var half: [UInt32: [Unicode.Scalar]] = [:]
        for v in 0xFF61...0xFF9F {
            let s = Unicode.Scalar(UInt32(v))!
            let full = String(s).precomposedStringWithCompatibilityMapping.unicodeScalars
            if full.count == 1 { half[full.first!.value] = [s] }
        }
        for v in 0x30A1...0x30FA where half[UInt32(v)] == nil {
            let parts = String(Unicode.Scalar(UInt32(v))!).decomposedStringWithCanonicalMapping.unicodeScalars
            let mapped = parts.compactMap { half[$0.value] }
            if mapped.count == parts.count && parts.count > 1 { half[UInt32(v)] = mapped.flatMap { $0 } }
        }
        halfWidth = half
    }

    func collect(_ n: Int, _ rng: inout SplitMix, _ make: (inout SplitMix) -> MatchBench.Query?) -> [MatchBench.Query] {
        var out: [MatchBench.Query] = []
        var attempts = 0
        while out.count < n && attempts < n * 50 {
            attempts += 1
            if let q = make(&rng) { out.append(q) }
        }
        return out
    }

    func string(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    /// True when the text is exactly some beneficiary's name or alias: then it
    /// is not a fuzzy query for the target.
    func isSomebodysName(_ text: String) -> Bool { list.byForm[data.key(text)] != nil }

    func pick(_ rng: inout SplitMix, japanese: Bool? = nil) -> Int? {
        let b = rng.below(list.beneficiaries.count)
        if let j = japanese, list.japanese[b] != j { return nil }
        return b
    }

    // MARK: the sets

    func exact(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng) else { return nil }
        let name = list.beneficiaries[b].name
        let text = !list.japanese[b] && rng.chance(0.5) ? data.simplified(name) : name
        return MatchBench.Query(text: text, target: b, exactSet: Swift.Set(list.byForm[data.key(text)] ?? []))
    }

    func titled(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng) else { return nil }
        let name = list.beneficiaries[b].name
        let suffixes = list.japanese[b] ? data.jaSuffixes : data.zhSuffixes
        guard !suffixes.isEmpty else { return nil }
        let text = name + suffixes[rng.below(suffixes.count)]
        guard !isSomebodysName(text) else { return nil }
        return MatchBench.Query(text: text, target: b, exactSet: Swift.Set(list.byForm[data.key(name)] ?? []))
    }

    func homophone(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng, japanese: false) else { return nil }
        var key = list.nameKeys[b]
        var changed = false
        for i in key.indices where rng.chance(0.5) || (!changed && i == key.count - 1) {
            let (s, _) = data.pinyin.syllables(key[i])
            guard s != 0, let pool = bySyllable[s] else { continue }
            let others = pool.filter { $0 != key[i] }
            guard !others.isEmpty else { continue }
            key[i] = others[rng.below(others.count)]
            changed = true
        }
        let text = string(key)
        guard changed, !isSomebodysName(text) else { return nil }
        return MatchBench.Query(text: text, target: b)
    }

    func typo(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng) else { return nil }
        var key = list.nameKeys[b]
        guard key.count >= 3 else { return nil }
        let pool = list.japanese[b] ? jaPool : zhPool
        let i = rng.below(key.count)
        let (s, _) = data.pinyin.syllables(key[i])
        var c = key[i]
        for _ in 0..<20 {
            c = pool[rng.below(pool.count)]
            if c != key[i] && (s == 0 || data.pinyin.syllables(c).0 != s) { break }
        }
        guard c != key[i] else { return nil }
        key[i] = c
        let text = string(key)
        guard !isSomebodysName(text) else { return nil }
        return MatchBench.Query(text: text, target: b)
    }

    func kana(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng, japanese: true), let reading = list.beneficiaries[b].reading else { return nil }
        var scalars = reading.unicodeScalars.filter { $0 != " " }.map(\.value)
        if rng.chance(0.5) { scalars = scalars.map { (0x3041...0x3096).contains($0) ? $0 + 0x60 : $0 } }
        let text = string(scalars)
        guard !isSomebodysName(text) else { return nil }
        return MatchBench.Query(text: text, target: b)
    }

    func halfWidth(_ rng: inout SplitMix) -> MatchBench.Query? {
        guard let b = pick(&rng, japanese: true), let reading = list.beneficiaries[b].reading else { return nil }
        let spaced = rng.chance(0.5)
        var out = String.UnicodeScalarView()
        for s in reading.unicodeScalars {
            if s == " " { if spaced { out.append(s) }; continue }
            let katakana = (0x3041...0x3096).contains(s.value) ? s.value + 0x60 : s.value
            guard let half = halfWidth[katakana] else { return nil }
            out.append(contentsOf: half)
        }
        return MatchBench.Query(text: String(out), target: b)
    }

    func unknown(_ rng: inout SplitMix) -> MatchBench.Query? {
        let text: String
        if rng.chance(0.5) {
            text = data.zhNames[rng.below(data.zhNames.count / 4)]   // the held-out quarter
        } else {
            let f = data.drawFamily(&rng), g = data.jaGiven[rng.below(data.jaGiven.count)]
            text = f.kanji + g.kanji
        }
        guard !isSomebodysName(text) else { return nil }
        return MatchBench.Query(text: text, target: nil)
    }
}
