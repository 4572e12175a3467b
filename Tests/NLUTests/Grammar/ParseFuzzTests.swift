import Testing
import NLU

/// Utterances made of random lexicon words, punctuation and odd code points,
/// alone and as answers to a previous turn: every one must parse to a frame
/// of a known intent with its slots well formed. A rule that reads past the
/// end of a clause (a clause of nothing but a comma) crashed here once.
@Suite struct ParseFuzzTests {
    /// A fixed-seed generator (xorshift), so a failure names a reproducible line.
    struct Xorshift {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(n))
        }
    }

    static let pieces: [String] = {
        var out: [String] = []
        for r in Fixtures.lexicons.records {
            for key in ["forms", "words", "affixes"] {
                if let list = r.fields[key]?.arrayValue { out += list.compactMap(\.stringValue) }
            }
        }
        // Punctuation, digits, names, and code points that must not break anything.
        out += ["\u{FF0C}", "\u{3001}", "\u{3002}", "\u{FF1F}", "!", " ", "\u{2026}", "\u{300C}", "\u{300D}",
                "1", "5000", "0", "-3", "\u{1F37A}", "\u{200B}", "\u{202E}", "\u{0301}", "\u{FFFD}"]
        return out
    }()

    static func utterances(_ count: Int, seed: UInt64) -> [String] {
        var rng = Xorshift(state: seed)
        return (0..<count).map { _ in
            (0...rng.below(7)).map { _ in pieces[rng.below(pieces.count)] }.joined()
        }
    }

    static let intents = Set(["order", "reorder", "send_payment", "request_payment", "check_balance", "request_ride", "none"])

    @Test func randomUtterancesParse() {
        #expect(Self.pieces.count > 1000)
        for text in Self.utterances(1500, seed: 20_261_201) {
            let json = Fixtures.parser.parse(text).json
            #expect(Self.intents.contains(json["intent"]?.stringValue ?? ""), "\(text)")
            #expect(json["next"]?["action"]?.stringValue != nil, "\(text)")
        }
    }

    /// Longest allowed lines of one clause with many sentences and afterthoughts: the rules that
    /// look at the sentences before a word must still give one answer (the benchmark times them).
    @Test func longLinesOfManySentencesParse() {
        for piece in ["一杯可乐大杯的 好久没吃了呀 ", "コーラのM ください 昨日飲んだから ", "给张三转五百 上次说好了的 "] {
            let text = String(String(repeating: piece, count: 4096 / piece.count).unicodeScalars.prefix(4096))
            let json = Fixtures.parser.parse(text).json
            #expect(Self.intents.contains(json["intent"]?.stringValue ?? ""), "\(piece)")
        }
    }

    @Test func randomAnswersContinueAnyFrame() {
        let first = Self.utterances(600, seed: 7)
        let second = Self.utterances(600, seed: 8)
        for (a, b) in zip(first, second) {
            let context = Fixtures.parser.parse(a).json
            switch Fixtures.parser.parse(b, context: context) {
            case .success(let r):
                #expect(Self.intents.contains(r.json["intent"]?.stringValue ?? ""), "\(a) | \(b)")
            case .failure(let e):
                Issue.record("\(a) | \(b): \(e.message)")
            }
        }
    }
}
