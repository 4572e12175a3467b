import Foundation

// nlu-bench [text|entities|match|parse|stages|all]: throughput and latency percentiles.
// Build with -c release; the figures in a debug build mean nothing.
let benches = ["text", "entities", "match", "parse", "stages", "all"]
let which = CommandLine.arguments.dropFirst().first ?? "all"
guard benches.contains(which) else {
    let usage = """
    usage: nlu-bench [\(benches.joined(separator: "|"))]
      text      normalization + tokenization + language detection, one thread and all cores
      entities  numbers, money, quantities, products, sizes
      parse     the whole parse in process, and nlu parse as a process (throughput, cold start)
      stages    each stage of a parse on its own
      match     the payee matcher on lists of 1k, 100k and 1M real names (NLU_BENCH_MATCH_SIZES)
      all       everything but stages (the default)
    Build with -c release.
    """
    if which == "--help" || which == "-h" {
        print(usage)
        exit(0)
    }
    FileHandle.standardError.write(Data(("nlu-bench: unknown bench \"\(which)\"\n" + usage + "\n").utf8))
    exit(2)
}
let utterances = Utterances.load(count: 20_000)
print("nlu-bench: \(utterances.count) utterances, \(ProcessInfo.processInfo.activeProcessorCount) cores")
if which == "entities" || which == "all" { EntitiesBench.run(utterances) }
if which == "text" || which == "all" { TextBench.run(utterances) }
if which == "parse" || which == "all" { ParseBench.run(utterances) }
if which == "stages" { StageBench.run(utterances) }
if which == "match" || which == "all" { MatchBench.run() }
print(String(format: "peak RSS %.0f MiB", peakMemoryMiB()))
