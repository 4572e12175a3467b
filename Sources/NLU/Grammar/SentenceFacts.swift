/// What each sentence of an utterance (see Sentence.softClause) says, gathered once so that
/// rules asking about the sentences before a word stay linear in the utterance.
struct SentenceFacts {
    private struct Facts {
        var clause = -1
        /// The intents its cues name.
        var cues = IntentSet()
        /// The intents it asks for outright — a cue said with a request frame, or a cue that is
        /// more than a weak role marker said with what it asks for (bang wo, yi fen ji kuai) —
        /// told neither as done (a past) nor as somebody else's (a subject with ga), and not
        /// blocked by anything said before it in its clause.
        var asked = IntentSet()
    }
    private var facts: [Facts]

    init(_ units: [Unit], clause: [Int], soft: [Int], count: Int) {
        facts = Array(repeating: Facts(), count: count)
        var requested = IntentSet(), blocks = IntentSet(), blockedSoFar = IntentSet()
        var framed = false, named = false, strong = false, told = false
        // Units come in order of sentence; each sentence is settled when the next begins.
        func settle(_ s: Int) {
            if s > 0 && facts[s].clause != facts[s - 1].clause { blockedSoFar = IntentSet() }
            blockedSoFar.formUnion(blocks)
            // cong guomao qu jichang | da gai yao duo jiu: places joined by a weak cue that is also
            // their marker (qu) ask nothing outright; a request frame or a cue of its own does.
            if (framed || (named && strong)) && !told { facts[s].asked = requested.subtracting(blockedSoFar) }
            (requested, blocks, framed, named, strong, told) = (IntentSet(), IntentSet(), false, false, false, false)
        }
        for (k, u) in units.enumerated() {
            let s = soft[k]
            if k > 0 && soft[k - 1] != s { settle(soft[k - 1]) }
            facts[s].clause = clause[k]
            for c in u.info.cues {
                facts[s].cues.insert(c.intent)
                if u.info.blocks.isEmpty {
                    requested.insert(c.intent)
                    if u.info.markers == 0 || c.weight >= 0.5 { strong = true }
                }
            }
            blocks.formUnion(u.info.blocks)
            if u.info.isFrame && !u.info.isMeasure { framed = true }
            if u.kind != nil { named = true }
            if u.info.isPast || u.info.particle == "ga" { told = true }
        }
        if let last = soft.last { settle(last) }
    }

    func cues(_ s: Int) -> IntentSet { facts[s].cues }

    /// The intents asked for outright in the sentences of `clause` before sentence `s`.
    func asked(before s: Int, inClause clause: Int) -> IntentSet {
        var out = IntentSet()
        var t = s - 1
        while t >= 0 && (facts[t].clause == clause || facts[t].clause == -1) {
            out.formUnion(facts[t].asked)
            t -= 1
        }
        return out
    }
}
