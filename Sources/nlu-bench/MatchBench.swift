import Foundation
import NLU

/// The payee matcher at 1k, 100k and 1M beneficiaries built from real names
/// (../shared/peer-suites/names): build time, peak memory, latency per query,
/// and accuracy on query sets derived from the list with a fixed seed — exact
/// names (in the other Chinese script), homophones, one-character typos, kana
/// readings, half-width katakana, names with titles/honorifics, and names not
/// on the list. A wrong beneficiary returned as `success` is a false accept.
///
/// The Chinese names are historical names (the corpus notes why), mixed with
/// recombinations (a real surname + a real given name) to reach a million;
/// Japanese names combine a family name (weighted by population) with a given
/// name, with their kana readings. Every word comes from the data files or
/// the lexicons: nothing language-specific is written here.
enum MatchBench {
    /// List sizes; NLU_BENCH_MATCH_SIZES=1000,100000 picks others.
    static var sizes: [Int] {
        ProcessInfo.processInfo.environment["NLU_BENCH_MATCH_SIZES"]?.split(separator: ",").compactMap { Int($0) }
            ?? [1_000, 100_000, 1_000_000]
    }
    static let queriesPerSet = 1_000
    /// NLU_BENCH_MATCH_VERBOSE=1 prints queries whose target is not among the candidates.
    static let verbose = ProcessInfo.processInfo.environment["NLU_BENCH_MATCH_VERBOSE"] != nil

    static func run() {
        guard let suites = sharedPeerSuites() else {
            print("match: ../shared/peer-suites not found; skipping the matcher benchmark (it needs the names data)")
            return
        }
        let names = suites.appendingPathComponent("names")
        guard let zhText = try? String(contentsOf: names.appendingPathComponent("zh-names.txt"), encoding: .utf8),
              let jaText = try? String(contentsOf: names.appendingPathComponent("ja-names.tsv"), encoding: .utf8) else {
            print("match: \(names.path) lacks zh-names.txt or ja-names.tsv; skipping the matcher benchmark")
            return
        }
        let lexicons = try! LexiconStore.builtIn()
        let normalizer = try! Normalizer(lexicons: lexicons)
        let data = NameData(zh: zhText, ja: jaText, lexicons: lexicons, normalizer: normalizer)
        print("match: names from \(names.path): \(data.zhNames.count) Chinese, \(data.jaFamily.count) Japanese family "
              + "+ \(data.jaGiven.count) given names")
        var rng = SplitMix(seed: 20_261_130)
        for size in sizes {
            let (beneficiaries, japanese) = data.makeList(size: size, rng: &rng)
            runOne(beneficiaries, japanese: japanese, data: data, lexicons: lexicons, normalizer: normalizer, rng: &rng)
        }
    }

    struct Tally {
        var name: String
        var queries = 0, top1 = 0, top1Tied = 0, top5 = 0, falseAccepts = 0, noMatch = 0, success = 0
        var samples: [UInt64] = []
        var scored: Bool   // counts toward top-1 / top-5
        /// Per query: the candidates' scores, best first, and where the target
        /// (or a twin) is among them (nil: not offered), for the calibration sweep.
        var outcomes: [(scores: [Double], target: Int?)] = []
        var confirmations = 0, rightConfirmations = 0
    }

    static func runOne(_ beneficiaries: [Beneficiary], japanese: [Bool], data: NameData, lexicons: LexiconStore,
                       normalizer: Normalizer, rng: inout SplitMix) {
        // Memory is measured around the build alone: the list itself, the
        // index, and what the build needs on the way (not the grader's tables).
        let before = currentMemoryMiB()
        resetPeakMemory()
        let t0 = now()
        let matcher = try! PayeeMatcher(beneficiaries: beneficiaries, lexicons: lexicons, normalizer: normalizer)
        let build = Double(now() - t0) / 1e9
        let peak = peakMemoryMiB(), after = currentMemoryMiB()
        let list = BenchList(beneficiaries: beneficiaries, japanese: japanese, data: data)
        var bytes: [UInt8] = []
        list.json(into: &bytes)
        let t1 = now()
        let parsed = try! BeneficiaryList.parse(bytes, file: "bench")
        let parse = Double(now() - t1) / 1e9
        precondition(parsed.count == list.beneficiaries.count)
        print(String(format: "match %7d beneficiaries: build %.2f s; RSS %.0f MiB with the list, %.0f MiB peak while building, "
                     + "%.0f MiB after (index arrays %.0f MiB); loading the %.0f MB JSON file %.2f s",
                     list.beneficiaries.count, build, before, peak, after, Double(matcher.indexBytes) / 1_048_576,
                     Double(bytes.count) / 1e6, parse))
        let sets = QuerySets.make(list: list, data: data, count: queriesPerSet, rng: &rng)
        if let dir = ProcessInfo.processInfo.environment["NLU_BENCH_MATCH_EXPORT"] {
            export(list: list, sets: sets, normalizer: normalizer, to: dir)
        }
        var all = Tally(name: "all", scored: true)
        var fuzzy: [(scores: [Double], target: Int?)] = [], unknown: [(scores: [Double], target: Int?)] = []
        for set in sets {
            var t = Tally(name: set.name, scored: set.scored)
            var shown = 0
            for q in set.queries {
                let s = now()
                let r = matcher.resolve(q.text)
                t.samples.append(now() - s)
                let top5Before = t.top5, acceptsBefore = t.falseAccepts
                grade(r, q, list: list, into: &t)
                if verbose, t.falseAccepts > acceptsBefore {
                    print("    FALSE ACCEPT \(set.name): \(q.text) -> \(r.candidates.first?.name ?? "")"
                          + (q.target.map { " (wanted \(list.beneficiaries[$0].name))" } ?? ""))
                }
                if verbose, q.target != nil, t.top5 == top5Before, shown < 12 {
                    shown += 1
                    let b = list.beneficiaries[q.target!]
                    print("    miss \(set.name): \(q.text) -> wanted \(b.name) [\(b.reading ?? "")] got \(r.status.rawValue) "
                          + r.candidates.map { "\($0.name)=\(PayeeCandidate.format($0.score))" }.joined(separator: " "))
                }
            }
            report(t, size: list.beneficiaries.count)
            if t.scored { fuzzy += t.outcomes } else { unknown += t.outcomes }
            all.confirmations += t.confirmations
            all.rightConfirmations += t.rightConfirmations
            all.queries += t.queries
            all.falseAccepts += t.falseAccepts
            all.samples += t.samples
            if t.scored { all.top1 += t.top1; all.top1Tied += t.top1Tied; all.top5 += t.top5 } else { all.queries -= t.queries }
        }
        report(all, size: list.beneficiaries.count)
        print(String(format: "  confirmationRequired: %d, of which the intended beneficiary %d (%.3f)",
                     all.confirmations, all.rightConfirmations, Double(all.rightConfirmations) / Double(max(1, all.confirmations))))
        if calibrate { sweep(fuzzy: fuzzy, unknown: unknown) }
    }

    /// NLU_BENCH_MATCH_EXPORT=DIR: the list and the queries as matching keys
    /// (TSV), to run another matcher (e.g. RapidFuzz) on exactly the same data.
    static func export(list: BenchList, sets: [QuerySets.Set], normalizer: Normalizer, to dir: String) {
        func key(_ t: String) -> String {
            String(String.UnicodeScalarView(normalizer.key(t).compactMap(Unicode.Scalar.init)))
        }
        var names = ""
        for b in list.beneficiaries {
            let forms = ([b.name] + b.aliases + (b.reading.map { [$0] } ?? [])).map(key)
            names += b.id + "\t" + forms.joined(separator: "\u{1F}") + "\n"
        }
        var queries = ""
        for set in sets {
            for q in set.queries {
                let right = q.target.map { t in (q.exactSet.isEmpty ? list.twins(of: t) : q.exactSet) } ?? []
                queries += set.name + "\t" + key(q.text) + "\t"
                    + right.map { list.beneficiaries[$0].id }.joined(separator: ",") + "\n"
            }
        }
        let n = list.beneficiaries.count
        try? names.write(toFile: dir + "/list-\(n).tsv", atomically: true, encoding: .utf8)
        try? queries.write(toFile: dir + "/queries-\(n).tsv", atomically: true, encoding: .utf8)
        print("  exported the list and queries to \(dir)")
    }

    /// NLU_BENCH_MATCH_CALIBRATE=1: how the two thresholds trade off on these
    /// queries (scores below the current acceptance threshold are not seen).
    static let calibrate = ProcessInfo.processInfo.environment["NLU_BENCH_MATCH_CALIBRATE"] != nil

    static func sweep(fuzzy: [(scores: [Double], target: Int?)], unknown: [(scores: [Double], target: Int?)]) {
        print("  calibration over \(fuzzy.count) fuzzy and \(unknown.count) unknown queries (scores below the "
              + "current threshold \(PayeeMatcher.Calibration.accept) are not seen):")
        for accept in [0.6, 0.65, 0.7, 0.75, 0.8] {
            let offered = fuzzy.filter { o in o.target.map { o.scores[$0] >= accept - 1e-9 } ?? false }.count
            let rejected = unknown.filter { ($0.scores.first ?? 0) < accept - 1e-9 }.count
            print(String(format: "    accept %.2f: fuzzy target offered %.3f, unknown names no_match %.3f",
                         accept, Double(offered) / Double(max(1, fuzzy.count)), Double(rejected) / Double(max(1, unknown.count))))
        }
        for margin in [0.01, 0.03, 0.05, 0.08, 0.1, 0.15, 0.2] {
            // The matcher's rule: confirm the first when the second is `margin` behind.
            var confirmed = 0, right = 0
            for o in fuzzy where !o.scores.isEmpty {
                guard o.scores.count == 1 || o.scores[0] - o.scores[1] >= margin - 1e-9 else { continue }
                confirmed += 1
                if o.target == 0 { right += 1 }
            }
            print(String(format: "    margin %.2f: confirm %.3f of fuzzy queries, the intended one %.4f of those",
                         margin, Double(confirmed) / Double(max(1, fuzzy.count)), Double(right) / Double(max(1, confirmed))))
        }
    }

    /// A query and who was meant; `exactSet`: the beneficiaries whose name or
    /// alias the words are (for exact and titled queries).
    struct Query {
        var text: String
        var target: Int?
        var exactSet: Set<Int> = []
    }

    static func grade(_ r: PayeeResolution, _ q: Query, list: BenchList, into t: inout Tally) {
        t.queries += 1
        if r.status == .unsupported { t.noMatch += 1 }
        if r.status == .success { t.success += 1 }
        guard let target = q.target else {
            t.outcomes.append((r.candidates.map(\.score), nil))
            if r.status == .success, let v = r.value, !q.exactSet.contains(list.index[v]!) { t.falseAccepts += 1 }
            return
        }
        // Who counts as right: everybody the words name exactly, else the
        // target and anyone with the very same name.
        let twins = q.exactSet.isEmpty ? list.twins(of: target) : q.exactSet
        if r.status == .success, let v = r.value, !twins.contains(list.index[v]!) { t.falseAccepts += 1 }
        let ids = r.candidates.map { list.index[$0.id]! }
        if r.status == .confirmationRequired {
            t.confirmations += 1
            if let v = r.value, twins.contains(list.index[v]!) { t.rightConfirmations += 1 }
        }
        if q.exactSet.isEmpty { t.outcomes.append((r.candidates.map(\.score), ids.firstIndex(where: twins.contains))) }
        if let first = ids.first, twins.contains(first) { t.top1 += 1 }
        // Tied: the target is among the first candidates with the top score
        // (another name fits the words exactly as well; only asking can tell).
        if let i = ids.firstIndex(where: twins.contains), r.candidates[i].score == r.candidates[0].score { t.top1Tied += 1 }
        // With more than five twins any five of them are right.
        if ids.contains(target) || (twins.count > 5 && ids.count == 5 && ids.allSatisfy(twins.contains)) { t.top5 += 1 }
    }

    static func report(_ t: Tally, size: Int) {
        let sorted = t.samples.sorted()
        func pct(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1000
        }
        let n = max(1, t.queries)
        let accuracy = t.scored || t.name == "all"
            ? String(format: "top1 %.3f (tied %.3f)  top5 %.3f", Double(t.top1) / Double(n), Double(t.top1Tied) / Double(n),
                     Double(t.top5) / Double(n))
            : String(format: "no_match %.3f                    ", Double(t.noMatch) / Double(n))
        print("  " + pad(t.name, 10) + String(format: "%5d q  p50 %6.1f µs  p99 %6.1f µs  ", t.samples.count, pct(0.5), pct(0.99))
              + accuracy + String(format: "  success %.3f  false accepts %d", Double(t.success) / Double(n), t.falseAccepts))
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
}

/// A deterministic generator, so every run asks the same questions.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
}
