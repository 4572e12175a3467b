import Foundation

// nlu-bench [text|entities|match|parse|all]: throughput and latency percentiles.
// Build with -c release; the figures in a debug build mean nothing.
let which = CommandLine.arguments.dropFirst().first ?? "all"
let utterances = Utterances.load(count: 20_000)
print("nlu-bench: \(utterances.count) utterances, \(ProcessInfo.processInfo.activeProcessorCount) cores")
if which == "entities" || which == "all" { EntitiesBench.run(utterances) }
if which == "text" || which == "all" { TextBench.run(utterances) }
if which == "parse" || which == "all" { ParseBench.run(utterances) }
if which == "stages" { StageBench.run(utterances) }
if which == "match" || which == "all" { MatchBench.run() }
print(String(format: "peak RSS %.0f MiB", peakMemoryMiB()))
