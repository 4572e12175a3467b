import Foundation

/// Utterances to measure with: every case of Corpus/ (all languages and
/// intents, dialogs' turns included), repeated to `count`.
enum Utterances {
    static func load(count: Int) -> [String] {
        var texts: [String] = []
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Corpus")
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "jsonl" && !url.path.contains("/payee/") {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") {
                    guard let data = line.data(using: .utf8),
                          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                    if let t = object["text"] as? String { texts.append(t) }
                    for turn in object["turns"] as? [[String: Any]] ?? [] {
                        if let t = turn["text"] as? String { texts.append(t) }
                    }
                }
            }
        }
        if texts.isEmpty {
            FileHandle.standardError.write(Data("nlu-bench: no utterances found under \(root.path)\n".utf8))
            exit(2)
        }
        var out: [String] = []
        out.reserveCapacity(count)
        while out.count < count { out.append(texts[out.count % texts.count]) }
        return out
    }
}
