/// What each sentence of an utterance (see Sentence.softClause) says, gathered once so that
/// rules asking about the sentences before a word stay linear in the utterance.
struct SentenceFacts {
    /// Per sentence: the intents its cues name.
    private(set) var cues: [IntentSet]
    /// Per sentence: the intents it asks for outright — a cue said with a request frame or with
    /// what it asks for (bang wo, yi fen ji kuai), told neither as done (a past) nor as somebody
    /// else's (a subject with ga), and not blocked by anything said before it in its clause.
    private var asked: [IntentSet]
    /// Per sentence: the clause it is in.
    private var clauseOf: [Int]

    init(_ units: [Unit], clause: [Int], soft: [Int], count: Int) {
        cues = Array(repeating: IntentSet(), count: count)
        asked = Array(repeating: IntentSet(), count: count)
        clauseOf = Array(repeating: -1, count: count)
        var requested = Array(repeating: IntentSet(), count: count)
        var blocks = Array(repeating: IntentSet(), count: count)
        var framed = Array(repeating: false, count: count)
        var told = Array(repeating: false, count: count)
        for (k, u) in units.enumerated() {
            let s = soft[k]
            clauseOf[s] = clause[k]
            for c in u.info.cues {
                cues[s].insert(c.intent)
                if u.info.blocks.isEmpty { requested[s].insert(c.intent) }
            }
            blocks[s].formUnion(u.info.blocks)
            if (u.info.isFrame && !u.info.isMeasure) || u.kind != nil { framed[s] = true }
            if u.info.isPast || u.info.particle == "ga" { told[s] = true }
        }
        // Blocks said so far in the clause, this sentence included.
        var blockedSoFar = IntentSet()
        for s in 0..<count {
            if s == 0 || clauseOf[s] != clauseOf[s - 1] { blockedSoFar = IntentSet() }
            blockedSoFar.formUnion(blocks[s])
            if framed[s] && !told[s] { asked[s] = requested[s].subtracting(blockedSoFar) }
        }
    }

    /// The intents asked for outright in the sentences of `clause` before sentence `s`.
    func asked(before s: Int, inClause clause: Int) -> IntentSet {
        var out = IntentSet()
        var t = s - 1
        while t >= 0 && (clauseOf[t] == clause || clauseOf[t] == -1) {
            if clauseOf[t] == clause { out.formUnion(asked[t]) }
            t -= 1
        }
        return out
    }
}
