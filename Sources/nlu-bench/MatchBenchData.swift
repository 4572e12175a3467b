import Foundation
import NLU

/// The real names the matcher benchmark draws from, and the lexicon words it
/// decorates them with (titles, honorifics, nickname prefixes).
struct NameData {
    struct JapaneseName { var kanji: String; var kana: String }

    let zhNames: [String]
    let jaFamily: [JapaneseName]
    /// Cumulative population weights of `jaFamily`, for weighted draws.
    let jaFamilyWeights: [Double]
    let jaGiven: [JapaneseName]
    /// Honorific suffixes that follow a full name, by lexicon family.
    let zhSuffixes: [String]
    let jaSuffixes: [String]
    /// Nickname prefixes (said before a surname).
    let zhPrefixes: [String]
    let compoundSurnames: Set<String>
    let normalizer: Normalizer
    let pinyin = PinyinTable.shared

    init(zh: String, ja: String, lexicons: LexiconStore, normalizer: Normalizer) {
        self.normalizer = normalizer
        zhNames = zh.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var family: [JapaneseName] = [], weights: [Double] = [], given: [JapaneseName] = []
        var total = 0.0
        for line in ja.split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { continue }
            let name = JapaneseName(kanji: f[0], kana: f[1])
            if f[2] == "sei" {
                family.append(name)
                total += max(1, Double(f[4]) ?? 1)
                weights.append(total)
            } else if f[2] == "mei" {
                given.append(name)
            }
        }
        jaFamily = family
        jaFamilyWeights = weights
        jaGiven = given
        var zhSuffixes: [String] = [], jaSuffixes: [String] = [], zhPrefixes: [String] = []
        for r in lexicons.records(kind: "honorific") {
            let affixes = (try? r.strings("affixes")) ?? []
            let position = (try? r.string("position")) ?? ""
            if position == "suffix" && r.family == .zh { zhSuffixes += affixes }
            if position == "suffix" && r.family == .ja { jaSuffixes += affixes }
            if position == "prefix" && r.family == .zh && (try? r.string("attaches")) == "surname" { zhPrefixes += affixes }
        }
        self.zhSuffixes = zhSuffixes
        self.jaSuffixes = jaSuffixes
        self.zhPrefixes = zhPrefixes
        var compound = Set<String>()
        for r in lexicons.records(kind: "compound_surname") { compound.formUnion((try? r.strings("names")) ?? []) }
        compoundSurnames = compound
    }

    func surname(_ name: String) -> String {
        let prefix2 = String(name.prefix(2))
        return name.count >= 3 && compoundSurnames.contains(simplified(prefix2)) ? prefix2 : String(name.prefix(1))
    }

    func simplified(_ text: String) -> String { normalizer.display(normalizer.normalize(text), language: .zhHans) }

    /// The matching key of a name, spaces removed (names here have no other separators).
    func key(_ text: String) -> [UInt32] { normalizer.key(text).filter { $0 != 0x20 } }

    /// Toneless pinyin of a name, when every character has a reading.
    func pinyinReading(_ name: String) -> String? {
        var parts: [String] = []
        for s in normalizer.key(name) {
            let (a, _) = pinyin.syllables(s)
            guard a != 0 else { return nil }
            parts.append(pinyin.spellings[Int(a)])
        }
        return parts.joined(separator: " ")
    }

    func drawFamily(_ rng: inout SplitMix) -> JapaneseName {
        let x = Double(rng.next() >> 11) / Double(1 << 53) * (jaFamilyWeights.last ?? 1)
        var lo = 0, hi = jaFamilyWeights.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if jaFamilyWeights[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return jaFamily[lo]
    }

    /// One list of `size` beneficiaries: half Chinese, half Japanese (the flags).
    func makeList(size: Int, rng: inout SplitMix) -> ([Beneficiary], [Bool]) {
        var list: [Beneficiary] = []
        var language: [Bool] = []   // true = Japanese
        list.reserveCapacity(size)
        // A quarter of the Chinese names stay out of every list: unknown names.
        let heldOut = zhNames.count / 4
        var order = Array(heldOut..<zhNames.count)
        for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, rng.below(i + 1)) }
        let zhCount = size / 2
        for i in 0..<zhCount {
            var name: String
            if i < order.count {
                name = zhNames[order[i]]
            } else {
                // A real surname with another real name's given name.
                let a = zhNames[order[rng.below(order.count)]], b = zhNames[order[rng.below(order.count)]]
                name = surname(a) + String(b.dropFirst(surname(b).count))
            }
            if rng.chance(0.5) { name = simplified(name) }
            var aliases: [String] = []
            if rng.chance(0.1) {
                let s = surname(name)
                if rng.chance(0.5), !zhPrefixes.isEmpty {
                    aliases.append(zhPrefixes[rng.below(zhPrefixes.count)] + s)
                } else if name.count - s.count >= 2 {
                    aliases.append(String(name.dropFirst(s.count)))
                }
            }
            let reading = rng.chance(0.3) ? pinyinReading(name) : nil
            list.append(Beneficiary(id: "b-\(list.count + 1)", name: name, aliases: aliases, reading: reading))
            language.append(false)
        }
        while list.count < size {
            let f = drawFamily(&rng), g = jaGiven[rng.below(jaGiven.count)]
            var aliases: [String] = []
            if rng.chance(0.1) { aliases.append(rng.chance(0.5) ? f.kanji : g.kanji) }
            let reading = rng.chance(0.85) ? f.kana + " " + g.kana : nil
            list.append(Beneficiary(id: "b-\(list.count + 1)", name: f.kanji + g.kanji, aliases: aliases, reading: reading))
            language.append(true)
        }
        return (list, language)
    }
}

/// A generated beneficiary list and what the grader needs to know about it.
struct BenchList {
    let beneficiaries: [Beneficiary]
    let japanese: [Bool]
    let index: [String: Int]
    /// Name key → beneficiaries with that name.
    let byName: [[UInt32]: [Int]]
    /// Name or alias key → beneficiaries.
    let byForm: [[UInt32]: [Int]]
    let nameKeys: [[UInt32]]

    init(beneficiaries: [Beneficiary], japanese: [Bool], data: NameData) {
        self.beneficiaries = beneficiaries
        self.japanese = japanese
        var index: [String: Int] = [:], byName: [[UInt32]: [Int]] = [:], byForm: [[UInt32]: [Int]] = [:]
        var keys: [[UInt32]] = []
        index.reserveCapacity(beneficiaries.count)
        keys.reserveCapacity(beneficiaries.count)
        for (i, b) in beneficiaries.enumerated() {
            index[b.id] = i
            let k = data.key(b.name)
            keys.append(k)
            byName[k, default: []].append(i)
            byForm[k, default: []].append(i)
            for a in b.aliases { byForm[data.key(a), default: []].append(i) }
        }
        self.index = index
        self.byName = byName
        self.byForm = byForm
        self.nameKeys = keys
    }

    func twins(of b: Int) -> Set<Int> { Set(byName[nameKeys[b]] ?? [b]) }

    /// The list as a beneficiaries file, to time the JSON loader too.
    func json(into out: inout [UInt8]) {
        out.append(contentsOf: "[\n".utf8)
        for (i, b) in beneficiaries.enumerated() {
            var o = JSONObject()
            o["id"] = .string(b.id)
            o["name"] = .string(b.name)
            o["aliases"] = .array(b.aliases.map { .string($0) })
            if let r = b.reading { o["reading"] = .string(r) }
            JSONWriter.write(.object(o), into: &out)
            out.append(contentsOf: (i + 1 < beneficiaries.count ? ",\n" : "\n").utf8)
        }
        out.append(contentsOf: "]\n".utf8)
    }
}
