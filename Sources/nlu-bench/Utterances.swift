import Foundation

/// Utterances to measure with: every case of Corpus/ when it can be found,
/// else a small built-in mix, repeated to `count`.
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
            texts = ["ハンバーガーをLサイズで", "给张三转五百块", "給張三轉五百塊", "明日の天気は", "帮我叫辆车去机场"]
        }
        var out: [String] = []
        out.reserveCapacity(count)
        while out.count < count { out.append(texts[out.count % texts.count]) }
        return out
    }
}
