/// One piece of an utterance as the grammar reads it: an entity, or a token
/// outside every entity. Ranges are key positions. A class, immutable: every
/// step reads units many times, and a struct of this size was copied (with
/// its strings and arrays retained) at each read.
final class Unit: Sendable {
    let range: Range<Int>
    let entity: Entity?
    let info: WordInfo
    let isPunctuation: Bool
    /// A word the lexicons do not know (ICU's segmentation of a gap).
    let isUnknownWord: Bool
    /// An emoji or a symbol outside every entity: no word of a name or a place.
    let isSymbol: Bool
    let kind: Entity.Kind?

    init(range: Range<Int>, entity: Entity?, info: WordInfo, isPunctuation: Bool = false, isUnknownWord: Bool = false,
         isSymbol: Bool = false) {
        self.range = range
        self.entity = entity
        self.info = info
        self.isPunctuation = isPunctuation
        self.isUnknownWord = isUnknownWord
        self.isSymbol = isSymbol
        self.kind = entity?.kind
    }

    /// The same piece read with other word facts.
    func with(_ info: WordInfo) -> Unit {
        Unit(range: range, entity: entity, info: info, isPunctuation: isPunctuation, isUnknownWord: isUnknownWord,
             isSymbol: isSymbol)
    }
}

/// An utterance as units, split into clauses, with the scope of negations,
/// corrections, questions and blockers worked out once for every later step.
final class Sentence: Sendable {
    let analysis: TextAnalysis
    let units: [Unit]
    /// Clause number of each unit; punctuation and correction words end a clause.
    let clause: [Int]
    /// Units said after a correction word (iya, bu dui): they replace what came before.
    let corrected: [Bool]
    /// Calendar dates said (a reorder picks the order of that day).
    let calendarDays: [CalendarDay]
    /// The particle id that answers a contrastive "not" (bu shi X, shi Y).
    static let contrastParticle = "shi"
    /// Cue, product, size, person and quantity units that a negation turns off.
    let negated: [Bool]
    /// Cue units followed by a past ending (soukin shita, zhuan le): a report, not a request.
    let past: [Bool]
    /// Per clause: intents its blockers or questions turn off.
    let blocked: [IntentSet]
    /// Sentences inside a clause: a speaker's space where one sentence ends (heya wa 1502 desu |,
    /// shang ci zhuan le wu bai | zhe ci ...). Later ones still reach back (a comment on what was
    /// said: zhen shi xiao niao wei a); earlier ones do not reach forward.
    let softClause: [Int]
    /// Per sentence (`softClause`): intents that context said before a later sentence turns off.
    let cutBlocked: [IntentSet]
    let questionClauses: Set<Int>
    /// Sentences (see softClause) that ask a question of their own after the request was
    /// asked outright (wo wang ji shi na ge le): the question stays in its sentence.
    let questionSentences: Set<Int>
    /// Every cue said, with its unit: the classifier reads only these.
    let cues: [(unit: Int, cue: WordInfo.Cue)]
    /// What each unit is, as bits: the classifier asks for every intent, and
    /// reading them off the units would copy each unit every time.
    let facts: [UnitFacts]

    struct UnitFacts: OptionSet, Sendable {
        let rawValue: UInt8
        static let product = UnitFacts(rawValue: 1 << 0)
        static let unlistedProduct = UnitFacts(rawValue: 1 << 1)
        static let size = UnitFacts(rawValue: 1 << 2)
        static let unlistedSize = UnitFacts(rawValue: 1 << 3)
        /// A quantity of things (not people, not cars).
        static let itemCount = UnitFacts(rawValue: 1 << 4)
        static let vehicleCount = UnitFacts(rawValue: 1 << 5)
        /// Money, or a number with a value.
        static let money = UnitFacts(rawValue: 1 << 6)
        static let person = UnitFacts(rawValue: 1 << 7)

        static func of(_ u: Unit) -> UnitFacts {
            var f = UnitFacts()
            switch u.kind {
            case .product?: f.insert(.product)
            case .size?: f.insert(.size)
            case .quantity?:
                if PartySize.countsVehicles(u) { f.insert(.vehicleCount) }
                else if PartySize.value(of: u) == nil { f.insert(.itemCount) }
            case .money?: f.insert(.money)
            case .number?: if u.entity?.value != nil { f.insert(.money) }
            case .person?: f.insert(.person)
            default: break
            }
            if u.info.isUnlistedProduct { f.insert(.unlistedProduct) }
            if u.info.isUnlistedSize { f.insert(.unlistedSize) }
            return f
        }
    }

    var family: LanguageFamily? { analysis.language.family }

    init(analysis: TextAnalysis, entities: [Entity], lexicon: GrammarLexicon) {
        self.analysis = analysis
        let family = analysis.language.family
        var units = Self.units(analysis, entities, lexicon, family)
        // ryou ga chigau, S to M chigau n da: a correction word that is also a judgement, with
        // nothing after it to put in place of what it corrects, judges.
        for i in units.indices where units[i].info.isCorrection && !units[i].info.blocks.isEmpty
            && !units[(i + 1)...].contains(where: { $0.kind != nil || !$0.info.cues.isEmpty }) {
            var info = units[i].info
            info.isCorrection = false
            units[i] = units[i].with(info)
        }
        // guo yi wan wu gang bi bei zhang san: a request verb that is also a past ending says
        // nothing is done when it opens the utterance, with no verb before it to end.
        if let first = units.firstIndex(where: { !$0.isPunctuation && !$0.info.isFiller }),
           units[first].info.isPast, !units[first].info.cues.isEmpty {
            var info = units[first].info
            info.isPast = false
            units[first] = units[first].with(info)
        }
        units = Self.withPeopleRead(units, analysis.text)
        // wo ba bu qu le: "not going after all" said of somebody is one rider fewer; it calls
        // nothing off.
        for i in units.indices.dropFirst() where units[i].info.negatesAllBefore && units[i].info.countChange < 0 {
            let k = units[i - 1].info.particle != nil && i > 1 ? i - 2 : i - 1
            guard PartySize.rides(units[k]) || units[k].info.isOtherPronoun else { continue }
            var info = units[i].info
            info.negatesAllBefore = false
            info.callsOff = false
            units[i] = units[i].with(info)
        }
        // ... ke lok jau m jiu la, hon bou m jiu la: given up right after one thing ordered, with another
        // ordered before it, it takes back that thing, not the whole order.
        for i in units.indices.dropFirst() where units[i].info.negatesAllBefore && !units[i].info.isCorrection {
            var k = i - 1
            while k > 0 && (units[k].info.particle != nil || units[k].info.isConsequent || units[k].info.isFiller) { k -= 1 }
            guard units[k].kind == .product, units[..<k].contains(where: { $0.kind == .product }) else { continue }
            var info = units[i].info
            info.negatesAllBefore = false
            info.callsOff = false
            info.negatesAfter = true
            units[i] = units[i].with(info)
        }
        // gei xiao li zhuan yi qian wu, suan le, yi qian er ba: giving up, then another amount in its
        // place, changes the amount; it calls nothing off.
        for i in units.indices where units[i].info.negatesAllBefore && !units[i].info.isCorrection {
            guard let next = units[(i + 1)...].first(where: { !$0.info.isFiller && !$0.isPunctuation }),
                  Self.valueKind(next) == .number, units[..<i].contains(where: { Self.valueKind($0) == .number }) else { continue }
            var info = units[i].info
            info.negatesAllBefore = false
            info.isCorrection = true
            units[i] = units[i].with(info)
        }
        // wu bei nai cha da bei | deng yi xia | shi si bei, zhuan wu bai | e shi ba bai: "shi" opening what is
        // said after a pause, right before a value of a kind said before it (a count by the same counter),
        // puts that value right, as a correction word would.
        for i in units.indices.dropFirst() where units[i].info.particle == Self.contrastParticle && !units[i].info.isCorrection {
            // (A pause: a space, punctuation or a filler, which leaves a gap between the units.)
            guard i + 1 < units.count, analysis.text.spaceBoundaries.contains(units[i].range.lowerBound)
                    || units[i - 1].range.upperBound < units[i].range.lowerBound || units[i - 1].isPunctuation,
                  let kind = Self.repairKind(units[i + 1]),
                  // (Said alone before a pause or the end: shi 1805 shi de fang zu, shi 3 yue fen names something else.)
                  i + 2 == units.count || units[i + 1].range.upperBound < units[i + 2].range.lowerBound
                    || analysis.text.spaceBoundaries.contains(units[i + 1].range.upperBound)
                    || units[i + 2].isPunctuation || units[i + 2].info.isFiller || units[i + 2].info.particle != nil,
                  units[..<i].contains(where: { Self.repairKind($0) == kind }) else { continue }
            var info = units[i].info
            info.isCorrection = true
            units[i] = units[i].with(info)
        }
        self.units = units

        var clause: [Int] = []
        var corrected: [Bool] = []
        var c = 0
        var afterCorrection = false
        var inClause = 0
        var soft: [Int] = [], softCount = 0
        var softStart = 0
        var asideOpen = false
        var asides = Set<Int>()
        // wo xiang | qing ni | bang wo zhuan: request frames said one after another open one clause.
        var framesOnly = false
        for (i, u) in units.enumerated() {
            if u.info.isCorrection { c += 1; softCount += 1; afterCorrection = true; inClause = 0 }
            // bang wo, dan shi, ...kedo: speech without punctuation still has clauses; the
            // context before a request does not block or negate it. A lone topic word
            // (dian hua, bang wo zhuan gei chen zong) and a negation (bu yao bang wo) stay with it.
            // (zao zhi dao chu men qian xian kan yi xia: an aside runs on to its pause.)
            // (kan kan yu e | gou de hua zai gei lao zhang zhuan: a request said alone before the pause is a clause too.)
            else if u.info.startsClause && (inClause >= 2 || (i > 0 && !units[i - 1].info.cues.isEmpty
                                                              && analysis.text.spaceBoundaries.contains(u.range.lowerBound)))
                        && !units[i - 1].info.startsClause && !asideOpen
                        && !units[i - 1].info.negatesBefore && !units[i - 1].info.holdsClause && !framesOnly {
                c += 1
                softCount += 1
                inClause = 0
            }
            framesOnly = (inClause == 0 ? u.info.startsClause : framesOnly) && (u.info.isFrame || u.info.isFiller)
            // (tanonda n da kedo, samete ta: a comma right after the word that ended a clause ends no other.)
            let pauseOnly = u.isPunctuation && inClause == 0 && i > 0 && !units[i - 1].isPunctuation && units[i - 1].info.endsClause
            inClause += 1
            clause.append(c)
            corrected.append(afterCorrection)
            if soft.last != softCount { softStart = u.range.lowerBound }
            soft.append(softCount)
            // suan le bu dian le gei lao po zhuan: a "le" a recognizer wrote a space after ends what was said.
            // (A combo's product and size are two units over one word: the space follows the second.)
            let spaceAfter = analysis.text.spaceBoundaries.contains(u.range.upperBound)
                && (i + 1 == units.count || units[i + 1].range.lowerBound >= u.range.upperBound)
            if u.info.clauseEndsAtPause { asideOpen = true; asides.insert(c) }
            // futari nande: "since" ends its clause as node does.
            if (u.isPunctuation && !pauseOnly) || u.info.endsClause || (u.info.isReasonAfterNoun && !Self.asks(units, i, analysis.text.keyValues))
                || (u.info.isPast && family == .zh && spaceAfter && !Self.takesObject(units, i))
                || (asideOpen && spaceAfter && !(i + 1 < units.count && units[i + 1].info.isConsequent)) {
                asideOpen = false
                c += 1
                softCount += 1
                inClause = 0
            } else if spaceAfter && (Self.separatesSentences(u, analysis.text, family, lexicon, since: softStart)
                                     || (family == .zh && i + 1 < units.count && Self.opensRequest(units[i + 1], analysis.text))) {
                softCount += 1
            }
        }
        self.clause = clause
        self.softClause = soft

        var negated = [Bool](repeating: false, count: units.count)
        var past = [Bool](repeating: false, count: units.count)
        var blocked = [IntentSet](repeating: IntentSet(), count: c + 1)
        var cut = [IntentSet](repeating: IntentSet(), count: softCount + 1)
        var questions = Set<Int>(), questionSentences = Set<Int>()
        // ming tian yao chu chai, jin tian xian gei wang wu zhuan: a clause that says "now" is not
        // reached by what the clause next to it puts off.
        // (xian zai | bang wo zhuan: said right before the request's clause begins, "now" is its.)
        let nowClauses = Set(units.indices.filter { units[$0].info.isNow }.flatMap { i in
            i + 1 < units.count && clause[i + 1] != clause[i] && !units[i + 1].isPunctuation
                ? [clause[i], clause[i + 1]] : [clause[i]]
        })
        // zuo gao tie 0615 che ci | bang wo jiao che: context said before a sentence break (see
        // softClause) blocks its own sentence and those before it, not the request after.
        func cutsOff(_ i: Int, _ intents: IntentSet) -> Bool {
            guard units.indices.contains(where: { $0 > i && clause[$0] == clause[i] && soft[$0] > soft[i] }) else { return false }
            for k in units.indices where clause[k] == clause[i] && soft[k] <= soft[i] { cut[soft[k]].formUnion(intents) }
            return true
        }
        // Gathered only where some word blocks a request, reports or asks (the afterthought rules ask).
        let sentences = units.contains { !$0.info.blocks.isEmpty || $0.info.isPast || $0.info.isQuestion }
            ? SentenceFacts(units, clause: clause, soft: soft, count: softCount + 1) : nil
        // zhuan wu bai gei zhang san | mai dan de shi hou ta fu le: a report (or a question) said
        // in a sentence of its own after the request was asked outright is an afterthought too,
        // unless it says the request's own verb.
        func isAfterthought(_ i: Int) -> Bool {
            guard family != nil, let sentences else { return false }
            let asked = sentences.asked(before: soft[i], inClause: clause[i])
            return !asked.isEmpty && sentences.cues(soft[i]).intersection(asked).isEmpty
        }
        // kinou tanonda koora, L | ja nakute S ga todoita: a clause a correction opens says again
        // what the one before it said, so what reaches back from it reaches over that one too.
        func reachedBack(_ c: Int) -> [Int] {
            var out = [c - 1]
            var from = c
            while let last = out.last, last > 0, !nowClauses.contains(last - 1) {
                // (L, ja nakute, S ga: or one that holds nothing but the correction word.)
                let opens = units.indices.first(where: { clause[$0] == from }).map { units[$0].info.isCorrection } ?? false
                let onlyCorrection = units.indices.contains { clause[$0] == last && units[$0].info.isCorrection }
                    && units.indices.allSatisfy { clause[$0] != last || units[$0].isPunctuation || units[$0].info.isCorrection }
                guard opens || onlyCorrection else { break }
                out.append(last - 1)
                from = last
            }
            return out
        }
        for (i, u) in units.enumerated() {
            // kinou tsukatta bentou dai: the day said first belongs to that description too.
            if Self.describesNext(units, i, analysis.text, lexicon, family)
                || (family == .ja && u.kind == nil && u.info.cues.isEmpty && Self.describesNext(units, i + 1, analysis.text, lexicon, family)) {
                continue
            }
            if u.info.isCorrection && !u.info.blocks.isEmpty && Self.standsAlone(units, i, analysis.text) { continue }
            // bu guan duo gui | cong zhe li jiao ge che: what an aside holds stays in it.
            if asides.contains(clause[i]) && !u.info.blocks.isEmpty {
                blocked[clause[i]].formUnion(u.info.blocks)
                continue
            }
            // senjitsu no shutchou no tatekae-bun, senshuu no nomikai-dai: a past day said with "no"
            // says which thing, not when the request is made.
            if u.info.namesWithNo, u.info.cues.isEmpty, !u.info.isPast, i + 2 < units.count,
               units[i + 1].info.particle == "no", units[i + 1].range.lowerBound == u.range.upperBound,
               units[i + 2].kind != nil || units[i + 2].isUnknownWord || !units[i + 2].info.cues.isEmpty { continue }
            // chen zong gang cai jiao wo zhuan: when someone asked is said right before "asks me",
            // and is what the errand reports, not the request it passes on.
            if !u.info.blocksUtterance, !u.info.callsOff, i + 2 < units.count,
               units[i + 1].info.markers & lexicon.urgingMarkers != 0, units[i + 2].info.isSelf { continue }
            // bu shi kai wan xiao: what takes back the whole of it (a joke, a test), said as what
            // this is not, takes back nothing.
            if u.info.blocksUtterance, i > 0, units[i - 1].info.negatesBeforeContrast,
               units[i - 1].range.upperBound == u.range.lowerBound { continue }
            // qu gao tie zuo ying zhan: after a role marker, a topic word that a place word soon
            // closes begins the name of that place.
            // (qu guo jia hui yi zhong xin: or inside such a name, after its first words.)
            if u.info.blocksTopic, i > 0,
               let open = units[..<i].indices.last(where: { units[$0].info.markers != 0 }), i - open <= 3,
               units[(open + 1)..<i].allSatisfy({ $0.isUnknownWord || $0.info.isPlaceWord }),
               let close = units.indices.first(where: { $0 > i && units[$0].info.isPlaceWord }), close - i <= 2,
               units[(i + 1)..<close].allSatisfy({ $0.isUnknownWord || $0.info.particle == "no" }) { continue }
            // chikatetsu yamete takushii yonde: a topic given up (a drop said right after it, or after
            // its particle) is not what the sentence goes on to ask about.
            if u.info.blocksTopic, u.info.cues.isEmpty, Self.isDropped(units, i) { continue }
            // (xiao li de hua, yu e de hua: after a person or a request word that opens the
            // utterance too; zhuan san qian gei lao po de hua asks "if".)
            if u.info.topicAfterName, i > 0,
               [.product, .size].contains(units[i - 1].kind)
                || ((units[i - 1].kind == .person || (units[i - 1].kind == nil && !units[i - 1].info.cues.isEmpty))
                    && units[..<(i - 1)].allSatisfy { $0.isPunctuation || $0.info.isFiller }),
               units[i - 1].range.upperBound == u.range.lowerBound { continue }
            // (A recognizer's space that starts a new sentence is as good as a comma:
            // shang ci de shu tiao hen hao chi | zai lai yi fen.)
            if u.info.yieldsToLaterRequest, units.indices.contains(where: { k in
                (clause[k] > clause[i] || soft[k] > soft[i]) && units[k].info.cues.contains { u.info.blocks.contains($0.intent) }
            }) { continue }
            // wan yi ta bu gou yong | xian gei xiao li zhuan: what would happen, said before a sentence
            // that asks now, stays in its own sentence.
            if u.info.blocksNextClause, units.indices.contains(where: { k in
                k > i && clause[k] == clause[i] && soft[k] > soft[i] && units[k].info.isNow
            }) {
                cut[soft[i]].formUnion(u.info.blocks)
                continue
            }
            if !u.info.blocks.isEmpty && !u.info.blocksUtterance && !u.info.blocksNextClause {
                // ...onegai shimasu | heya wa 1502 desu: a topic said in a sentence of its own stays there.
                if u.info.blocksTopic && !u.info.blocksPreviousClause
                    && units.indices.contains(where: { clause[$0] == clause[i] && soft[$0] != soft[i] }) {
                    cut[soft[i]].formUnion(u.info.blocks)
                    continue
                }
                // hui yi fen ji kuai da fen de | hao jiu mei chi le: talk in a sentence of its own after
                // the request is an afterthought and stays in its sentence (a complaint or an opinion,
                // which reach back, and words that call the request off are not afterthoughts).
                // The request is asked outright (bang wo, wo xiang yao) or names what it asks for, in a
                // sentence that neither tells it as done nor follows one that blocks it.
                // (shang ci dian de ke le | wo yi jing zai xia dan wu ci le: a sentence that says the
                // request's own verb tells about it, no afterthought.)
                if family != nil, !u.info.blocksPreviousClause && !u.info.callsOff && !u.info.blocksNextClause,
                   let sentences, !sentences.asked(before: soft[i], inClause: clause[i]).intersection(u.info.blocks).isEmpty,
                   sentences.cues(soft[i]).intersection(u.info.blocks).isEmpty {
                    cut[soft[i]].formUnion(u.info.blocks)
                    continue
                }
                // fan si le | zhuan yi qian er gei zhou jie: a judgement still reaches back to the
                // clause before, not forward to the request in the next sentence.
                if cutsOff(i, u.info.blocks) {
                    if u.info.blocksPreviousClause && clause[i] > 0 && !nowClauses.contains(clause[i] - 1)
                        && !(u.info.sparesRequest && Self.asksWithFrame(units, clause, clause[i] - 1, u.info.blocks)) {
                        for c in reachedBack(clause[i]) { blocked[c].formUnion(u.info.blocks) }
                    }
                    continue
                }
            }
            blocked[clause[i]].formUnion(u.info.blocks)
            // ...harawanakya ikenai node, ...ni furikomitai: an obligation or a plan given as the reason
            // for what follows does not reach it.
            if u.info.blocksNextClause && clause[i] + 1 < blocked.count && !nowClauses.contains(clause[i] + 1),
               // (chikakattara aruku n da kedo, eki made takushii: nor a condition whose clause ends on "but".)
               !units.indices.contains(where: { $0 > i && clause[$0] == clause[i] && (units[$0].info.endsReason || units[$0].info.endsContrast) }) {
                blocked[clause[i] + 1].formUnion(u.info.blocks)
            }
            // gei zhang san zhuan wu bai, ru guo ta tong yi de hua: a condition with no request of its own
            // is the condition of the request before it.
            // (ru guo ta jin tian you lai shang ban de hua: a clause that ends on "if" is the condition
            // whole; a verb inside it asks nothing.)
            let conditionWhole = {
                let last = units.indices.last { clause[$0] == clause[i] && !units[$0].isPunctuation && !units[$0].info.isFinalParticle }
                return last.map { units[$0].info.blocksNextClause && units[$0].info.cues.isEmpty && $0 > i } ?? false
            }
            if u.info.conditionsRequestBefore, clause[i] > 0, !nowClauses.contains(clause[i] - 1),
               conditionWhole() || !units.indices.contains(where: { k in
                   clause[k] == clause[i] && units[k].info.cues.contains { u.info.blocks.contains($0.intent) }
               }) {
                blocked[clause[i] - 1].formUnion(u.info.blocks)
            }
            if u.info.blocksPreviousClause && clause[i] > 0 && !nowClauses.contains(clause[i] - 1)
                && !(u.info.sparesRequest && Self.asksWithFrame(units, clause, clause[i] - 1, u.info.blocks)) {
                for c in reachedBack(clause[i]) { blocked[c].formUnion(u.info.blocks) }
            }
            if u.info.blocksUtterance { for c in blocked.indices { blocked[c].formUnion(u.info.blocks) } }
            if Self.asks(units, i, analysis.text.keyValues) {
                // bang wo zai ding yi ci zhi qian dian guo de | wo wang ji shi na ge le: a question the
                // speaker tells of (wo wang ji, wo bu zhi dao) after the request, in a sentence of its
                // own, is an afterthought too; one asked (zhe ju yong ying yu zen me shuo) asks.
                let told = units[..<i].indices.contains { soft[$0] == soft[i] && units[$0].info.isSelf }
                if told && isAfterthought(i) { questionSentences.insert(soft[i]) } else { questions.insert(clause[i]) }
            }
            // bu yao negates what follows it (bu yao han bao), or at the end of its clause
            // what came before (han bao bu yao).
            // han bao m yiu | zing hai yiu shu tiao: a pause after it, an item right before it, ends what it says.
            let pauseAfterItem = i > 0 && (units[i - 1].kind == .product || units[i - 1].kind == .size)
                && analysis.text.spaceBoundaries.contains(u.range.upperBound)
            let somethingAfter = (u.info.negatesBefore && u.info.negatesAfter) && !pauseAfterItem && units.indices.contains { j in
                j > i && clause[j] == clause[i] && (!units[j].info.cues.isEmpty || units[j].kind == .product || units[j].kind == .size)
            }
            // han bao qu diao yang cong, zhong shu bie fang fan qie jiang: a word right after it that is no
            // menu item (an ingredient, a topping) is what is taken off; the item before stays.
            let takesOffAfter = (u.info.negatesAfter || u.info.negatesBefore) && i + 1 < units.count && clause[i + 1] == clause[i] && units[i + 1].range.lowerBound == u.range.upperBound
                && !analysis.text.spaceBoundaries.contains(u.range.upperBound)
                && (units[i + 1].isUnknownWord || units[i + 1].info.isAttribute) && units[i + 1].info.cues.isEmpty
                && units[..<i].contains { $0.kind == .product || $0.info.combo != nil }
                // (bu gan he da bei de: a verb whose thing on the menu follows is what is not wanted.)
                && (units[i + 1].info.isAttribute
                    // (m yiu hei si | zung fan: a pause after the word ends what is taken off.)
                    || analysis.text.spaceBoundaries.contains(units[i + 1].range.upperBound)
                    || !units[(i + 1)...].indices.contains { clause[$0] == clause[i] && (units[$0].kind == .product || units[$0].kind == .size) })
            if u.info.negatesBefore && !takesOffAfter && (somethingAfter || !u.info.negatesAfter) {
                // Turns off every cue after it in its clause, and the next menu item or
                // person (bu shi chen wei: not that one).
                var j = i + 1
                var itemDone = false
                // bu xiang chu men | dian fen shu tiao: a verb the lexicons do not know right after
                // it, then a recognizer's pause, is what is not wanted; the request after that stands.
                let ownVerb = j < units.count && units[j].isUnknownWord && !u.info.negatesAfter
                    && analysis.text.spaceBoundaries.contains(units[j].range.upperBound)
                // mei you o | na zhong bei hao le: a "not" said on its own, closed by a particle before a
                // pause (what was asked for is not there), negates nothing after the pause.
                var said = i
                while said + 1 < units.count && units[said + 1].kind == nil
                    && !analysis.text.spaceBoundaries.contains(units[said].range.upperBound)
                    && (units[said + 1].info.isFrame || units[said + 1].info.isFinalParticle) { said += 1 }
                let alone = said > i && said + 1 < units.count && analysis.text.spaceBoundaries.contains(units[said].range.upperBound)
                // gan bu shang gao tie | xian zai jiao che: nor past the end of its sentence.
                while j < units.count && clause[j] == clause[i] && soft[j] == soft[i] && !(ownVerb && j > i + 1) && !(alone && j > said) {
                    if !units[j].info.cues.isEmpty { negated[j] = true }
                    // (m jiu bo lo yau: a thing off the menu, too.)
                    if !itemDone && units[j].info.isUnlistedProduct && units[j].kind == nil {
                        negated[j] = true
                        itemDone = true
                    }
                    if !itemDone, let k = units[j].kind, k == .product || k == .size || k == .person {
                        negated[j] = true
                        itemDone = true
                        // bu yao xiao bei ke le: a size written onto its product is one item, not wanted whole.
                        if k == .size, j + 1 < units.count, units[j + 1].kind == .product,
                           units[j].range.upperBound == units[j + 1].range.lowerBound {
                            negated[j + 1] = true
                            j += 1
                        }
                    }
                    j += 1
                }
            }
            // poteto no L shio nashi de: a word written right before it that is no item on the menu (an
            // ingredient) is what is left out; the item before stays. (hanbaagaa to nagetto iranai: a list joined by "and" is refused whole.)
            // (A word of kanji, katakana or Latin letters, or of three kana or more: po te to wa | yamete
            // leaves no particle out.)
            // (yam liu m yung: a kind of thing, drinks, not wanted either.)
            let offThing = { (k: Int) in
                units[k].info.isUnlistedProduct || (units[k].info.isAttribute && units[k].kind == nil) || (units[k].isUnknownWord
                    && (units[k].range.count >= 3 || analysis.text.nfkc[units[k].range].contains { !ScalarClass.isHiragana($0.value) }))
            }
            var offStart = i - 1
            while u.info.negatesAfter && offStart >= 2 && units[offStart - 1].info.isConjunction && offThing(offStart) && offThing(offStart - 2) {
                offStart -= 2
            }
            let takesOffBefore = u.info.negatesAfter && (!u.info.negatesBefore || !somethingAfter) && offStart >= 1 && clause[i - 1] == clause[i]
                && units[i - 1].range.upperBound == u.range.lowerBound
                && !analysis.text.spaceBoundaries.contains(u.range.lowerBound)
                && !units[offStart - 1].info.isConjunction
                && units[..<offStart].contains { $0.kind == .product }
                && offThing(i - 1)
            if takesOffBefore { for k in offStart..<i where !units[k].info.isConjunction { negated[k] = true } }
            if u.info.negatesAfter && !(u.info.negatesBefore && somethingAfter) && !takesOffAfter && !takesOffBefore {
                // Turns off the nearest cue or menu item before it in its clause;
                // right after a correction word (soukin wa yappari yamete okimasu), in
                // the clause before it.
                var j = i - 1
                let startsClause = (j < 0 || clause[j] != clause[i] || units[j].info.isCorrection)
                    && corrected[i] && i > 0
                var reach = startsClause ? clause[i] - 1 : clause[i]
                // takushii yonde, iya, yappari ii ya: a clause of nothing but the correction word
                // passes the reach on to the request before it.
                // (ja nakute, itself the correction, replaces what is before it and reaches no further.)
                while startsClause && !u.info.isCorrection && reach > 0
                    && units.indices.allSatisfy({ k in
                        clause[k] != reach || units[k].isPunctuation || units[k].info.isCorrection || units[k].info.isFiller
                    }) { reach -= 1 }
                var sawAmount = false
                // poteto wa L ja nakute M de: a correcting "not" with a size after it
                // corrects the size of the same product.
                let sizeFollows = u.info.isCorrection
                    && units[(i + 1)...].first(where: { !$0.info.isFiller && !$0.isPunctuation })?.kind == .size
                while j >= 0 && clause[j] >= reach && clause[j] <= clause[i] {
                    let w = units[j]
                    // tanaka-san ja nakute suzuki-san: a person only for a correcting "not",
                    // and not past an amount (3000-en ja nakute corrects the amount).
                    if w.kind == .money || w.kind == .number { sawAmount = true }
                    // biiru mittsu ja nakute futatsu: a correcting "not" after a count corrects the count.
                    if w.kind == .quantity && u.info.isCorrection { break }
                    let person = w.kind == .person && u.info.isCorrection && !sawAmount
                    // wu bai ye bu xing: an amount right before a plain "not" is refused with it.
                    if !u.info.isCorrection, j == i - 1, w.kind == .money || w.kind == .number {
                        negated[j] = true
                        break
                    }
                    // soukin ja nakute, zandaka: the request's own verb right before a correcting
                    // "not" is the request taken back, not a word it replaces.
                    // (seikyuu ja nakute 4000-en: an amount after it corrects the amount, not the verb.)
                    if u.info.isCorrection, j == i - 1, w.kind == nil, !w.info.cues.isEmpty,
                       !(units[(i + 1)...].first(where: { !$0.info.isFiller && !$0.isPunctuation }).map {
                           $0.kind == .money || $0.kind == .number } ?? false) {
                        negated[j] = true
                        break
                    }
                    // shibuya made... ja nakute ebisu made: a correcting "not" replaces a word, not the request.
                    if (!w.info.cues.isEmpty && !u.info.isCorrection) || w.kind == .product || w.kind == .size || person {
                        negated[j] = true
                        // konaida no chiizubaagaa rippiito shinaide: the request's verb not wanted takes
                        // the words of the same request before it (konaida no) along.
                        if w.kind == nil, !w.info.cues.isEmpty {
                            let intents = Set(w.info.cues.map(\.intent))
                            for k in units.indices where k < j && clause[k] == clause[j]
                                && units[k].info.cues.contains(where: { intents.contains($0.intent) }) {
                                negated[k] = true
                            }
                        }
                        if w.kind == .size, !sizeFollows, j > 0, units[j - 1].kind == .product { negated[j - 1] = true }
                        // poteto no S wa iranai: the size of a product said with no/de.
                        if w.kind == .size, !sizeFollows, j > 1, units[j - 1].info.particle != nil, units[j - 2].kind == .product {
                            negated[j - 2] = true
                        }
                        break
                    }
                    j -= 1
                }
            }
            // ke le shu tiao dou bu yao: "all" right before a plain "not" refuses the whole list of
            // items said right before it.
            // (liang bei da bei nai cha dou bu yao jia tang: not when what is refused follows it.)
            let saidLast = i + 1 == units.count || units[i + 1].isPunctuation || units[i + 1].info.isFrame
                || units[i + 1].info.isFinalParticle || analysis.text.spaceBoundaries.contains(u.range.upperBound)
            if u.info.negatesAfter, !u.info.isCorrection, i > 1, units[i - 1].info.isAllItems, saidLast {
                var k = i - 2
                while k >= 0, clause[k] == clause[i], units[k].kind == .product || units[k].kind == .size
                        || units[k].info.isConjunction || units[k].info.isFiller {
                    if units[k].kind != nil { negated[k] = true }
                    k -= 1
                }
            }
            // bu shi gei zhang san, shi gei li si: the first name, item or cue after it, when a
            // "shi" in its clause or the next says what is meant instead. A person right after
            // it is "not that one" even without (bu shi fang fang; but bu shi gei li si corrects):
            // paying the wrong one is worse than asking again. So is a request word right after it
            // or after a frame (wo bu shi xiang zhuan zhang: a denial, not a transfer; but after a pause,
            // m4 hai | heoi tung lo waan, it is the correction word, and a word that points at a past
            // order, bu shi shang ci de, says which one is not meant).
            // A currency right after it is "not that one" too (shi ri yuan, bu shi ren min bi).
            if u.info.negatesBeforeContrast,
               let j = units.indices.first(where: { j in
                   j > i && clause[j] == clause[i]
                       && (!units[j].info.cues.isEmpty || units[j].kind == .product || units[j].kind == .size || units[j].kind == .person
                           || units[j].entity?.isCurrencyMention == true)
               }),
               ((units[j].kind == .person || units[j].entity?.isCurrencyMention == true) && j == i + 1
                || !units[j].info.cues.isEmpty && units[j].info.cues.allSatisfy({ $0.select == nil })
                    && !analysis.text.spaceBoundaries.contains(u.range.upperBound)
                    && units[(i + 1)..<j].allSatisfy({ $0.info.isFrame || $0.info.isFiller }))
                || units.indices.contains(where: { k in
                   k > j && clause[k] <= clause[i] + 1 && units[k].info.particle == Self.contrastParticle
               }) {
                // zyun bei zoeng saam | e, m hai | lei sei: a hesitation right before it makes it the speaker's
                // own repair: the person said before is the one taken back, the one after it is meant.
                let repairs = units[j].kind == .person && j == i + 1 && i > 0 && units[i - 1].info.isFiller
                    && units[..<i].contains(where: { $0.kind == .person })
                    && !units.indices.contains(where: { k in k > j && units[k].info.particle == Self.contrastParticle })
                if repairs {
                    for k in 0..<i where units[k].kind == .person { negated[k] = true }
                } else {
                    negated[j] = true
                    // bu shi gei lao zhang zhuan qian, shi zhao lao zhang yao: the request word said between
                    // "not" and the "shi" that sets the other against it is taken back with its person.
                    if let k = units.indices.first(where: { k in k > j && clause[k] <= clause[i] + 1 && units[k].info.particle == Self.contrastParticle }),
                       units[(k + 1)...].contains(where: { !$0.info.cues.isEmpty }) {
                        for m in (j + 1)..<k where !units[m].info.cues.isEmpty { negated[m] = true }
                    }
                }
            }
            // zhuan wu bai kuai bu shi san bai, yao da bei bu shi zhong bei, qu ji chang bu shi huo che zhan:
            // an amount, size or place right after it, with one of its kind said before and none
            // after, is "not that one": what was said first stands. (With a pause after it,
            // zhuan wu bai | m4 hai | baat baak, it is the correction word, and what follows replaces.)
            if u.info.negatesBeforeContrast, i + 1 < units.count,
               units[i].range.upperBound == units[i + 1].range.lowerBound,
               !analysis.text.spaceBoundaries.contains(units[i].range.upperBound),
               let kind = Self.valueKind(units[i + 1]),
               units[..<i].contains(where: { Self.valueKind($0) == kind }),
               !units[(i + 2)...].contains(where: { Self.valueKind($0) == kind }) {
                negated[i + 1] = true
                // shi wu bai bu shi san bai: the one said with "shi" right before it is what is meant.
                if i >= 2, Self.valueKind(units[i - 1]) == kind, units[i - 2].info.particle == Self.contrastParticle {
                    corrected[i - 1] = true
                }
            }
            // suan le ke le bu yao le: a giving up that goes on to name what it drops drops only that.
            let namesWhatItDrops: Bool = {
                guard u.info.negatesAllBefore, let n = units.indices.first(where: { $0 > i && !units[$0].isPunctuation }),
                      units[n].kind == .product || units[n].kind == .size else { return false }
                return units.indices.contains { k in
                    k > n && clause[k] == clause[n] && (units[k].info.negatesAfter || units[k].info.negatesBefore)
                }
            }()
            // biiru wa yappa yametoku, shu tiao m4 jiu la, han bao suan le bu yao: a giving up said right
            // after a product (or the product made the topic) drops only that.
            // (lai liang bei nai cha | suan le: after a pause, with nothing else ordered, it calls off the order.)
            let afterPause = analysis.text.spaceBoundaries.contains(u.range.lowerBound)
            // (With another product before it, Sentence.init already made it drop only that one.)
            let topic = !u.info.negatesAllBefore ? nil : i >= 1 && units[i - 1].kind == .product && !afterPause ? i - 1
                : i >= 2 && units[i - 1].info.particle == "wa" && units[i - 2].kind == .product ? i - 2 : nil
            if let t = topic { negated[t] = true }
            let dropsTopic = topic != nil
            // ke le lai liang bei, suan le, gai cheng yi bei: a giving up that goes on to say what
            // instead only takes back what the correction replaces.
            let revises = u.info.negatesAllBefore && !u.info.callsOff
                && units.indices.first(where: { $0 > i && !units[$0].isPunctuation && !units[$0].info.isFiller })
                    .map { n in units[n].info.isCorrection && !units[n].info.negatesAllBefore
                        && units.indices.contains { k in k > n && (units[k].kind != nil || !units[k].info.cues.isEmpty) } } ?? false
            if u.info.negatesAllBefore && !namesWhatItDrops && !dropsTopic && !revises {
                for j in 0..<i where !units[j].info.cues.isEmpty || units[j].kind == .product || units[j].kind == .size
                    || units[j].isUnknownWord {
                    negated[j] = true
                }
            }
            // hanako ni kashiteta 30-yuuro kaeshite moraitai: in Japanese a past written right onto
            // an amount with a request after it says which money; it reports nothing.
            let describesAmount = family == .ja && i + 1 < units.count
                && (units[i + 1].kind == .money || units[i + 1].kind == .number)
                && units[i + 1].range.lowerBound == u.range.upperBound
                && units[(i + 2)...].contains { !$0.info.cues.isEmpty }
            // yu e hai you duo shao le: a "le" after a question word asks how things stand now.
            if u.info.isPast && i > 0 && !units[i - 1].info.cues.isEmpty && !u.info.isFrame && !describesAmount
                && !units[i - 1].info.isQuestion
                && !units[i - 1].info.cues.contains(where: { $0.intent == .reorder })
                && !Self.ordersItDone(units, clause, i, lexicon) {
                // li si gei wo zhuan le liang qian: a report of what happened, not a request.
                past[i - 1] = true
                if !cutsOff(i, .all) {
                    for intent in Intent.allCases { blocked[clause[i]].insert(intent) }
                }
                // zuo tian gei zhang san zhuan le | wu bai: the clause a recognizer's space cut off
                // goes on with the report unless it asks something of its own.
                let next = clause[i] + 1
                if next < blocked.count, i + 1 < units.count, clause[i + 1] == next, !units[i + 1].isPunctuation,
                   analysis.text.spaceBoundaries.contains(u.range.upperBound),
                   !units.indices.contains(where: { clause[$0] == next && !units[$0].info.cues.isEmpty }) {
                    for intent in Intent.allCases { blocked[next].insert(intent) }
                }
            }
        }
        // shouta ni ichiman seikyuu, a, chau, soukin ya: a correction between two requests of
        // different kinds takes back the one before it.
        for (i, u) in units.enumerated() where u.info.isCorrection && !u.info.negatesAllBefore {
            guard let k = units.indices.first(where: { $0 > i && !units[$0].info.cues.isEmpty }), !negated[k],
                  let j = units[..<i].indices.last(where: { !units[$0].info.cues.isEmpty }), !negated[j] else { continue }
            let later = Set(units[k].info.cues.map(\.intent))
            if units[j].info.cues.allSatisfy({ !later.contains($0.intent) && $0.select == nil }) { negated[j] = true }
        }
        // a ming zyun zo ng baak bei ngo: a verb said with its past in one word reports the request
        // words after it in its clause (but dim gwo ge: what was ordered, said to name it, reports nothing).
        for (i, u) in units.enumerated() where u.info.isPastVerb && u.info.cues.isEmpty
            && (i + 1 == units.count || units[i + 1].info.particle != "no") {
            // (... zyun gwo jat cin | ni go jyut jaa bei keoi zyun: a pause ends what it reports.)
            let end = analysis.text.spaceBoundaries.first { $0 >= u.range.upperBound } ?? Int.max
            let later = units.indices.filter { k in
                k > i && clause[k] == clause[i] && !units[k].info.cues.isEmpty && units[k].range.lowerBound < end
            }
            guard !later.isEmpty else { continue }
            for k in later { past[k] = true }
            if !cutsOff(i, .all) {
                for intent in Intent.allCases { blocked[clause[i]].insert(intent) }
            }
        }
        // shang ci de pi jiu shi da bei hai shi zhong bei: "or" after "shi" and a thing asks which
        // of two; both clauses are the question.
        // ka fei yao da bei hai shi zhong bei: two of a kind right around it ask the same, unless
        // a "ba" after them settles it (da bei hai shi zhong bei ba: a correction).
        for (i, u) in units.enumerated() where u.info.asksChoice && i >= 2 && units[i - 1].kind != nil {
            let twoOfAKind = i + 1 < units.count && units[i + 1].kind == units[i - 1].kind
                && !(i + 2 < units.count && units[i + 2].info.isFrame && !units[i + 2].info.isFiller)
            if twoOfAKind || units[max(0, i - 3)..<(i - 1)].contains(where: { $0.info.particle == Self.contrastParticle }) {
                questions.insert(clause[i - 1])
                questions.insert(clause[i])
            }
        }
        // zhang san zhuan gei wo wu bai kuai le: in Chinese a "le" that closes a clause right
        // after an amount, or after the one paid (zhuan wu bai gei ni le), reports a payment
        // that happened.
        if family == .zh {
            let key = analysis.text.keyValues
            func paidOne(_ u: Unit) -> Bool {
                u.kind == .person || u.info.isOtherPronoun || u.info.isSelf
                    || (u.range.count == 1 && lexicon.addressees.contains(key[u.range.lowerBound]))
            }
            for (i, u) in units.enumerated() where u.info.isPast && i > 0
                && (units[i - 1].kind == .money || units[i - 1].kind == .number || paidOne(units[i - 1]))
                && (i + 1 == units.count || clause[i + 1] != clause[i] || units[i + 1].isPunctuation)
                && units[..<i].indices.contains(where: { clause[$0] == clause[i] && !units[$0].info.cues.isEmpty }) {
                if isAfterthought(i) {
                    cut[soft[i]] = .all
                } else {
                    for intent in Intent.allCases { blocked[clause[i]].insert(intent) }
                }
            }
        }
        // ashita, tanaka-san ni ...: a clause of nothing but a time word passes what it blocks on
        // (a judgement or a setting said alone before a pause, muri / neru mae ni, blocks only itself;
        // so does a reason, kinou tatekaete moratta kara).
        for c in 0..<max(0, blocked.count - 1) where !blocked[c].isEmpty
            && units.indices.allSatisfy({ clause[$0] != c || units[$0].isPunctuation
                || (units[$0].info.isFunctionWord && units[$0].info.cues.isEmpty && !units[$0].info.endsReason)
                // (raishuu no getsuyoubi ni, ...: so does a clause of days that put the request off.)
                || (units[$0].info.callsOff && units[$0].info.cues.isEmpty && !units[$0].info.blocks.isEmpty) })
            && units.indices.contains(where: { clause[$0] == c && (units[$0].info.isTime || units[$0].isPunctuation) }) {
            blocked[c + 1].formUnion(blocked[c])
        }
        for (i, u) in units.enumerated() where u.info.startsQuote && i > 0 && clause[i] != clause[i - 1] {
            blocked[clause[i]] = .all
        }
        // a ming wa keoi m hai zyun ng baak | hai zyun baat baak bei ngo: "not this, but that" says
        // again what the clause before it said, so what blocks that clause blocks it too.
        for c in 1..<max(1, blocked.count) where !blocked[c - 1].isEmpty {
            guard let first = units.indices.first(where: { clause[$0] == c && !units[$0].isPunctuation && !units[$0].info.isFiller })
            else { continue }
            let notThis = units[first].info.negatesBeforeContrast
            let butThat = units[first].info.particle == Self.contrastParticle
                && units.indices.contains { clause[$0] == c - 1 && units[$0].info.negatesBeforeContrast }
            if notThis || butThat { blocked[c].formUnion(blocked[c - 1]) }
        }
        // ke le gai cheng da bei yao jia duo shao qian: a change asked about (its price, its calories) in the
        // clause a correction word opens, with no request of its own there, asks about the thing before it.
        for c in stride(from: blocked.count - 1, through: 1, by: -1) where !blocked[c].isEmpty {
            guard let first = units.indices.first(where: { clause[$0] == c && !units[$0].isPunctuation && !units[$0].info.isFiller }),
                  units[first].info.isCorrection,
                  units.indices.contains(where: { clause[$0] == c && units[$0].info.isQuestion }),
                  units.indices.allSatisfy({ clause[$0] != c || units[$0].info.cues.allSatisfy { blocked[c].contains($0.intent) } })
            else { continue }
            blocked[c - 1].formUnion(blocked[c])
        }
        let others = Self.otherSubjectClauses(units, clause, soft, analysis.text.keyValues, lexicon, family)
        for k in others.cut { cut[k] = .all }
        for c in Self.quotedClauses(units, clause, analysis.text.keyValues)
            + others.clauses
            + Self.quotedRequestClauses(units, clause, analysis.text.keyValues, lexicon)
            + Self.vocativeClauses(units, clause, analysis.text.keyValues, analysis.text.spaceBoundaries, lexicon, family) {
            for intent in Intent.allCases { blocked[c].insert(intent) }
        }
        // 11 gatsu 22 nichi no yatsu, 11 yue 22 hao na yi dan: a date in a reorder names a past
        // order to pick, no day to come.
        // (12 gatsu 24 ka ni zenkai to onaji no o chuumon shite: a day to come all the same.)
        let days = Self.calendarDays(units, clause, analysis.text.keyValues, lexicon)
        var pastDays: [CalendarDay] = []
        for d in days {
            let named = Self.namesPastOrder(d, units, clause)
            if named { pastDays.append(d) }
            for c in d.clauses {
                for intent in Intent.allCases where intent != .reorder || !named { blocked[c].insert(intent) }
            }
        }
        self.calendarDays = pastDays
        // itta, yocchatta, warukatta: Japanese that ends on a past tense reports
        // what happened; a request would end on a request form.
        // A past form that is itself the cue (ane ga ... mou ikkai tanondeta) reports it too.
        // Sentence-final particles after it change nothing (amakatta naa). A clause before it
        // that asks nothing itself is its topic (konaida no koora, amakatta naa).
        // kaetta tte: a quotation mark said last after a past only says it was heard; the past ends it.
        if family == .ja, let said = units.lastIndex(where: { !$0.isPunctuation && !$0.info.isFinalParticle }),
           case let last = said > 0 && units[said].info.isQuoteMark && units[said - 1].info.isPast ? said - 1 : said,
           (units[last].info.isPast && !units[last].info.isFrame && last > 0
                && (units[last - 1].info.cues.isEmpty || !units[last].info.cues.isEmpty))
            || (units[last].kind == nil && units[last].info.cues.isEmpty && !units[last].info.isFrame
                && lexicon.looksLikePast(analysis.text.keyValues[units[last].range])),
           !Self.saysWhatWasMeant(units, last) {
            // (suzuki buchou ni 2500-en soukin o onegai shimasu | sakki ogotte moratta node: a report in
            // a sentence of its own after the request is its reason, an afterthought.)
            if isAfterthought(last) {
                cut[soft[last]] = .all
            } else {
                for intent in Intent.allCases { blocked[clause[last]].insert(intent) }
                // sakki no takushii, toomawari sareta shi, unten mo arakatta: clauses that end on a past
                // themselves (ta shi) are more of the report; the topic is the clause before them.
                var before = clause[last] - 1
                while before > 0, let end = units.indices.last(where: { clause[$0] == before && !units[$0].isPunctuation }),
                      units[end].info.isPast, units[end].info.endsClause {
                    for intent in Intent.allCases { blocked[before].insert(intent) }
                    before -= 1
                }
                // shouta ni 500-en soukin shite. kinou ogotte moratta kara: a clause that ends on the
                // request's own verb asks; only one that ends on what it names is the topic.
                let endsOnVerb = units.indices.last(where: { clause[$0] == before && !units[$0].isPunctuation && !units[$0].info.isFinalParticle })
                    .map { !units[$0].info.cues.isEmpty && units[$0].kind == nil
                        && lexicon.looksLikePredicate(analysis.text.keyValues[units[$0].range]) } ?? false
                if before >= 0, !endsOnVerb, !units.indices.contains(where: { clause[$0] == before && units[$0].info.isFrame }) {
                    for intent in Intent.allCases { blocked[before].insert(intent) }
                }
            }
        }
        // shouta ga ichiman seikyuu shite kuru n datte, ...harau sou desu: a request word told by
        // what ends the utterance (datte, sou desu, rashii) is reported, not asked.
        if let said = units.lastIndex(where: { !$0.isPunctuation && !$0.info.isFinalParticle }), said > 0,
           // (...okutte | ensei-hi ga tarinai n datte: not a reason told in a sentence of its own.)
           // (hanako-san ga okuru no wa sanzen-en ja nakute gosen-en datte: a correction says the same sentence again.)
           units[said].info.isHearsayEnd, units[..<said].indices.contains(where: { k in
               !units[k].info.cues.isEmpty && (k + 1...said).allSatisfy { soft[$0] == soft[$0 - 1] || units[$0].info.isCorrection }
           }),
           !(units[said - 1].info.isAffirm || units[said - 1].info.isFiller || units[said - 1].isPunctuation) {
            for c in blocked.indices { blocked[c] = .all }
        }
        var cues: [(unit: Int, cue: WordInfo.Cue)] = []
        var facts: [UnitFacts] = []
        facts.reserveCapacity(units.count)
        // raishuu shouta ni ichiman-en okutte: a word that sends money or sees someone off,
        // with an amount in its clause, is about the money even where paying is put off.
        let moneyClauses = Set(units.indices.filter { units[$0].kind == .money }.map { clause[$0] })
        var joined: [Int: Intent] = [:]
        for (i, u) in units.enumerated() {
            let paymentWord = u.info.cues.contains { $0.intent == .sendPayment }
            for var c in u.info.cues where !(c.intent == .requestRide && paymentWord && moneyClauses.contains(clause[i])) {
                if joined[i] == c.intent { continue }
                if let other = c.joins, i + 1 < units.count, clause[i + 1] == clause[i],
                   let next = units[i + 1].info.cues.first(where: { $0.intent == other }) {
                    c.weight = max(c.weight, next.weight)
                    // As the compound (mou ichido chuumon) says: again, not "the last one".
                    c.select = next.select
                    c.source += "+" + next.source
                    joined[i + 1] = other
                }
                cues.append((i, c))
            }
            var f = UnitFacts.of(u)
            // liang han bao: a bare number written onto a product counts it; it is no sum of money.
            if u.kind == .number, i + 1 < units.count, units[i + 1].kind == .product,
               u.range.upperBound == units[i + 1].range.lowerBound, !analysis.text.spaceBoundaries.contains(u.range.upperBound) {
                f.remove(.money)
                f.insert(.itemCount)
            }
            facts.append(f)
        }
        Self.blockPlansAndTakeBacks(&blocked, units, clause, negated)
        self.facts = facts
        self.cues = cues
        self.negated = negated
        self.corrected = corrected
        self.past = past
        self.blocked = blocked
        self.cutBlocked = cut
        self.questionClauses = questions
        self.questionSentences = questionSentences
    }

    /// A word given up where it is said: a drop negation (yamete, iranai) right after it or after its particle.
    private static func isDropped(_ units: [Unit], _ i: Int) -> Bool {
        var k = i + 1
        if k < units.count && units[k].info.particle != nil && !units[k].info.negatesAfter { k += 1 }
        guard k < units.count, units[k].info.negatesAfter else { return false }
        return (i + 1...k).allSatisfy { units[$0].range.lowerBound == units[$0 - 1].range.upperBound }
    }

    private static func units(_ analysis: TextAnalysis, _ entities: [Entity], _ lexicon: GrammarLexicon,
                              _ family: LanguageFamily?) -> [Unit] {
        let n = analysis.text.key.count
        var owner = [Int32](repeating: -1, count: n)
        for (i, e) in entities.enumerated() {
            for k in e.range where k < n { owner[k] = Int32(i) }
        }
        var out: [Unit] = []
        var yesFillers: [Unit] = []
        var emitted = Set<Int32>()
        for token in analysis.tokens {
            let info = token.kind == .lexicon ? lexicon.info(for: token.tags, family: family) : WordInfo()
            if info.isFiller {
                if info.isAffirm { yesFillers.append(Unit(range: token.range, entity: nil, info: info)) }
                continue
            }
            if token.kind == .punctuation && analysis.text.key[token.range].allSatisfy({ $0 == " " }) { continue }
            // yi jia si kou, xiao liang kou: a word that says how many ride holds its count;
            // the count inside it (si kou) is no second party.
            if info.partyCount != nil {
                let inside = Set(token.range.map { owner[$0] }.filter { $0 >= 0 })
                if inside.allSatisfy({ let r = entities[Int($0)].range
                    return token.range.lowerBound <= r.lowerBound && r.upperBound <= token.range.upperBound }) {
                    emitted.formUnion(inside)
                    out.append(Unit(range: token.range, entity: nil, info: info))
                    continue
                }
            }
            // roppongi, gotanda, ba wang zi: a place the lexicons know whole holds a count (roppon, "six
            // bottles") that is only letters of its name.
            if info.isPlaceWord || info.place != nil {
                let inside = Set(token.range.map { owner[$0] }.filter { $0 >= 0 })
                if !inside.isEmpty, inside.allSatisfy({ let e = entities[Int($0)]
                    return (e.kind == .quantity || e.kind == .number)
                        && token.range.lowerBound <= e.range.lowerBound && e.range.upperBound < token.range.upperBound }) {
                    emitted.formUnion(inside)
                    out.append(Unit(range: token.range, entity: nil, info: info))
                    continue
                }
            }
            var k = token.range.lowerBound
            while k < token.range.upperBound {
                let o = owner[k]
                var end = k + 1
                while end < token.range.upperBound && owner[end] == o { end += 1 }
                if o >= 0 {
                    if emitted.insert(o).inserted {
                        let e = entities[Int(o)]
                        var info = WordInfo()
                        if let tags = Self.tagsInside(e.range, analysis.tokens) { info = lexicon.info(for: tags, family: family) }
                        var kept = info.keptByEntity()
                        // sanzen-en kurai kana: a word the amount took in (an "about" that also hedges) still
                        // blocks what it blocks.
                        for t in analysis.tokens where t.kind == .lexicon && t.range != e.range
                            && e.range.lowerBound <= t.range.lowerBound && t.range.upperBound <= e.range.upperBound {
                            kept.takeBlocks(of: lexicon.info(for: t.tags, family: family))
                        }
                        out.append(Unit(range: e.range, entity: e, info: kept))
                    }
                } else {
                    // A token cut by an entity keeps its meaning only on its first piece
                    // (lai of lai yi bei); the rest is plain text.
                    let whole = k == token.range.lowerBound
                    // 1-ji|kan-go ni: a time word whose first letters a count took (the clock's ji
                    // of jikan) still says when; its rest is no word of a place.
                    let timeTail = !whole && end == token.range.upperBound && info.isTime
                    if whole && end == token.range.upperBound, let combo = info.combo {
                        // namachuu, da shu: one form, two entities.
                        out.append(Unit(range: k..<end, entity: Entity(kind: .product, range: k..<end, id: combo.product), info: WordInfo()))
                        out.append(Unit(range: k..<end, entity: Entity(kind: .size, range: k..<end, id: combo.size), info: WordInfo()))
                        k = end
                        continue
                    }
                    out.append(Unit(range: k..<end, entity: nil, info: whole || timeTail ? info : WordInfo(),
                                    isPunctuation: token.kind == .punctuation,
                                    isUnknownWord: token.kind != .lexicon && token.kind != .punctuation && token.kind != .symbol,
                                    isSymbol: token.kind == .symbol))
                }
                k = end
            }
        }
        // n, en en: a turn of nothing but a murmur that is also a yes says yes.
        if !yesFillers.isEmpty && out.allSatisfy(\.isPunctuation) {
            out = (out + yesFillers).sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        return withPersonConditions(withBreaksAfterPredicates(withChoicesJoined(withoutFalseStarts(out, analysis.text)), analysis.text, lexicon))
    }

    /// Words read again by the person next to them, before any clause or cue is worked out:
    /// "give me" written onto a relative is "to my"; and (tanaka desu | 5000-en soukin shitai,
    /// watashi wa tanaka desu, wo shi wang wu | bang wo zhuan) a name the speaker gives as their
    /// own is the speaker, nobody to pay or to ask money of, however well it matches the list.
    /// (Not wo shi wang wu de peng you, nor soukin-saki wa tanaka desu: a name opening the
    /// utterance before the copula, or after "I" and the copula.)
    private static func withPeopleRead(_ units: [Unit], _ text: NormalizedText) -> [Unit] {
        var units = units
        func opens(_ end: Int) -> Bool {
            units[..<end].allSatisfy { $0.isPunctuation || $0.info.isFiller || $0.info.isSelf || $0.info.particle == "wa" || $0.info.place != nil
                // (ta | tanaka desu: a lone kana set off by the recognizer is a stutter.)
                || $0.range.count == 1 && ScalarClass.isHiragana(text.keyValues[$0.range.lowerBound])
                    && text.spaceBoundaries.contains($0.range.upperBound) }
        }
        // zhuan wu bai gei wo ma, zyun yat cin yi bei ngo sai lou a ming: "give me" written onto a
        // relative or a name is "to my", the marker alone.
        for i in units.indices.dropLast() where units[i].info.markersBeforePerson != 0 {
            let next = units[i + 1]
            guard next.range.lowerBound == units[i].range.upperBound,
                  next.kind == .person || next.info.isRelation || next.info.isTitle else { continue }
            var info = WordInfo()
            info.markers = units[i].info.markersBeforePerson
            info.cues = units[i].info.cuesBeforePerson
            units[i] = Unit(range: units[i].range, entity: nil, info: info)
        }
        // gei wo zhuan dian qian: "give me" written onto the transfer's verb asks for the money.
        for i in units.indices.dropLast() {
            guard let (source, cue) = units[i].info.cueBeforeCue, units[i].info.markersBeforePerson != 0,
                  units[i + 1].range.lowerBound == units[i].range.upperBound,
                  units[i + 1].info.cues.contains(where: { $0.source == source }) else { continue }
            var info = units[i].info
            info.cues.append(cue)
            units[i] = units[i].with(info)
        }
        for i in units.indices where units[i].kind == .person {
            let next = i + 1 < units.count ? units[i + 1] : nil
            guard next?.info.particle != "no" else { continue }
            let afterSelf = i >= 2 && units[i - 2].info.isSelf && !units[i - 2].info.isPluralSelf
                && (units[i - 1].info.isCopula
                    // (wo jiao liu yang | wo xiang zhuan: a name the request runs on from is someone asked to do it.)
                    || units[i - 1].info.namesSelf && next.map { $0.info.cues.isEmpty && $0.kind != .money && $0.kind != .number } ?? true)
            // (suzuki-buchou desu alone answers who: the name is said for the request.)
            // (Only desu, da: wang wu shi wo tong shi, a ming hai tyun zyu says what that person is;
            // Chinese speakers name themselves with wo shi.)
            let beforeCopula = next?.info.isCopula == true && opens(i)
                && ScalarClass.isKana(text.keyValues[next!.range.lowerBound])
                && units[(i + 2)...].contains { !$0.isPunctuation && !$0.info.isFiller && !$0.info.isFinalParticle }
            guard afterSelf || beforeCopula else { continue }
            // Read past like a filler: said about the speaker, it shapes nothing in the request.
            var info = WordInfo()
            info.isFiller = true
            units[i] = Unit(range: units[i].range, entity: nil, info: info)
        }
        return units
    }

    /// takahashi-san: in Japanese the run of Han or katakana words nobody lists (or that the
    /// segmenter cut at a word it knows: taka | hashi) from `first`, and the index of the title
    /// right after it, if one follows.
    static func titledNameRun(_ units: [Unit], _ key: [UInt32], from first: Int, _ lexicon: GrammarLexicon) -> Int? {
        var k = first
        while k < units.count, units[k].isUnknownWord || (units[k].kind == nil && !units[k].info.isFunctionWord),
              key[units[k].range].allSatisfy({ ScalarClass.isHan($0) || ScalarClass.isKatakana($0) }) { k += 1 }
        guard k > first, k < units.count,
              lexicon.titlesName(units[k], key) else { return nil }
        return k
    }

    /// shouta ja nakute takahashi-san datta: after "not X" a past with no verb of its own says
    /// what was meant all along, no report.
    private static func saysWhatWasMeant(_ units: [Unit], _ last: Int) -> Bool {
        guard let k = units[..<last].lastIndex(where: { $0.info.isCorrection }),
              units[k].info.negatesAfter else { return false }
        return units[(k + 1)...last].allSatisfy { $0.info.cues.isEmpty && !$0.info.isTime }
    }

    /// 11 gatsu 22 nichi no yatsu, 11 yue 22 hao na yi dan, 11 gatsu 22 nichi ni tanonda koohii, or the
    /// date said alone: a day that names an order placed then, not one to place.
    private static func namesPastOrder(_ d: CalendarDay, _ units: [Unit], _ clause: [Int]) -> Bool {
        guard d.lastUnit >= 0 else { return false }
        // (shuang shi yi na tian na dan: "that day" after the date says it again.)
        let after = units[(d.lastUnit + 1)...].drop(while: { $0.info.restatesDay }).filter { !$0.info.isFiller && !$0.isPunctuation }
        guard let next = after.first else { return true }
        if next.info.particle == "no" || next.info.isLocative { return true }
        // 11 yue 20 hao dian de na ge, 11 gatsu 26 nichi ni tanonda yatsu: the words that point
        // back at a past order, after a particle or not.
        if let word = after.first(where: { $0.info.particle == nil && $0.info.markers == 0 }), word.info.saysPlaced {
            return true
        }
        // 11 yue 2 hao ding de na ge: the verb that placed it, then "no".
        if after.count >= 2, after[1].info.particle == "no", !next.info.cues.isEmpty { return true }
        if after.allSatisfy({ $0.info.isFrame || $0.info.particle != nil || $0.info.isFinalParticle }) { return true }
        // 11 yue 22 hao na ge ka fei zai lai yi bei: the thing of that day, then one more of it.
        if next.kind == .product || next.kind == .size, units.indices.contains(where: { k in
            k > d.lastUnit && clause[k] == clause[d.lastUnit] && units[k].info.countChange > 0 && !units[k].info.cues.isEmpty
        }) { return true }
        return units.indices.contains { k in
            k > d.lastUnit && clause[k] == clause[d.lastUnit] && k <= d.lastUnit + 3 && units[k].info.isPast
        }
    }

    /// What a contrastive "not" can set against an earlier value of the same sort: an amount
    /// (money or a bare number), a size, a place.
    private static func valueKind(_ u: Unit) -> Entity.Kind? {
        if u.kind == .money && u.entity?.isCurrencyMention == false { return .number }
        if u.kind == .number || u.kind == .size { return u.kind }
        return u.info.isPlaceWord ? .place : nil
    }

    /// What a value said again after "shi" must match to put one right: an amount (with its
    /// currency or without), a size, a place, or a count by its counter (wu bei ... si bei, not si ge ren).
    private enum RepairKind: Equatable {
        case amount, other(Entity.Kind), count(String)
    }

    private static func repairKind(_ u: Unit) -> RepairKind? {
        if u.kind == .money || u.kind == .number { return .amount }
        if u.kind == .quantity { return u.entity?.counter.map { .count($0) } }
        return valueKind(u).map { .other($0) }
    }

    /// jiao zo | gaa dik si, jiao le | yi liang che: what a past verb did to follows it, counted
    /// (a count, or a lone classifier before a word that says the request), so the space after
    /// it ends nothing. (bu yao ke le le | nai cha yao zhong bei: a thing alone starts anew.)
    private static func takesObject(_ units: [Unit], _ i: Int) -> Bool {
        guard i + 1 < units.count else { return false }
        let next = units[i + 1]
        if next.entity.map({ [.number, .quantity, .money].contains($0.kind) }) == true { return true }
        return next.isUnknownWord && next.range.count == 1 && i + 2 < units.count && !units[i + 2].info.cues.isEmpty && !units[i + 2].info.isFrame
    }

    /// Requests a later clause turns into a plan or takes back, worked out once the clauses' own blocks are known.
    private static func blockPlansAndTakeBacks(_ blocked: inout [IntentSet], _ units: [Unit], _ clause: [Int], _ negated: [Bool]) {
        // deng chen zong pi zhun le | jiu zhuan san wan gei ta: an event told done with a verb nobody lists,
        // then "then" (jiu) opening the next clause: the request waits for the event, a plan.
        for c in blocked.indices.dropLast() {
            let members = units.indices.filter { clause[$0] == c && !units[$0].isPunctuation && !units[$0].info.isFiller }
            let next = units.indices.first { clause[$0] == c + 1 && !units[$0].isPunctuation && !units[$0].info.isFiller }
            guard members.count >= 2, let last = members.last, let n = next, units[n].info.isConsequent,
                  units[last].info.isPast, units[last].kind == nil, units[last - 1].isUnknownWord,
                  units[last - 1].range.upperBound == units[last].range.lowerBound,
                  // (bu xiang xuan le | jiu shang ci na ge ba: something given up, then the choice made now.)
                  !members.contains(where: { units[$0].info.negatesBefore || units[$0].info.negatesAfter || units[$0].info.negatesAllBefore })
            else { continue }
            blocked[c + 1].formUnion(IntentSet.all)
        }
        // lai bei ka fei, bu dui, ming tian zao shang zai dian ba; jiao liang che qu huo che zhan, hai shi zuo di
        // tie ba: a correction whose clause is turned off for the request (a later day, another way, somebody
        // else doing it), with no request of its own that stands, takes back the request before it.
        for c in blocked.indices.dropFirst() {
            let members = units.indices.filter { clause[$0] == c }
            guard let first = members.first(where: { !units[$0].info.isFiller && !units[$0].isPunctuation }),
                  units[first].info.isCorrection else { continue }
            var off = IntentSet()
            for k in members { off.formUnion(units[k].info.blocks) }
            // (bu dui, shi gei zhou jie, wang wu de wo yi jing zhuan guo le: a value said in it corrects the request.)
            guard !off.isEmpty, !members.contains(where: { units[$0].kind != nil }) else { continue }
            let asks = members.contains { k in units[k].info.cues.contains { !off.contains($0.intent) && !negated[k] } }
            if !asks { blocked[c - 1].formUnion(off) }
        }
    }

    /// zhi yao li si ba huo ji chu lai, jiu zhuan: a blocker that needs a person right after it blocks
    /// only so; elsewhere (zhi yao yi bei ke le) it blocks nothing. danna wa itsumo: one that needs
    /// a person (a relative too) before it, a particle between allowed, likewise.
    private static func withPersonConditions(_ units: [Unit]) -> [Unit] {
        var out = units
        for i in out.indices where out[i].info.blocksOnlyBeforePerson || out[i].info.blocksOnlyAfterPerson {
            let after = out[i].info.blocksOnlyBeforePerson && i + 1 < out.count
                // (zhi yao lao ban pi zhun: a relative, a title or one's boss as well.)
                && (out[i + 1].kind == .person || out[i + 1].info.isOtherPronoun || out[i + 1].info.isTitle || out[i + 1].info.isRelation)
            let j = i > 0 && out[i - 1].info.particle != nil ? i - 2 : i - 1
            let before = out[i].info.blocksOnlyAfterPerson && j >= 0
                && (out[j].kind == .person || out[j].info.isOtherPronoun || out[j].info.isTitle
                    || (out[j].info.isRelation && !out[j].info.isStaff))
            guard !after && !before else { continue }
            var info = out[i].info
            info.blocks = IntentSet()
            info.blocksNextClause = false
            info.conditionsRequestBefore = false
            out[i] = out[i].with(info)
        }
        return out
    }

    /// ashita taberu kara | poteto tanonde, warikan shita kara: "kara" right after a predicate says why and ends its
    /// clause; after a place, a time or a name (eki kara, san-ji kara) it says from where or when.
    private static func withBreaksAfterPredicates(_ units: [Unit], _ text: NormalizedText, _ lexicon: GrammarLexicon) -> [Unit] {
        var out = units
        for i in out.indices where out[i].info.breaksAfterPredicateOnly {
            let before = i > 0 ? out[i - 1] : nil
            let afterPredicate = before.map { b in
                b.range.upperBound == out[i].range.lowerBound
                    && ((b.isUnknownWord && lexicon.looksLikePlainPredicate(text.keyValues[b.range]))
                        // (tomodachi o tsurete ku kara: a verb of bringing riders along.)
                        || (b.kind == nil && (b.info.isPast || b.info.ridesAlong)))
            } ?? false
            // (kora chuumon shiyou to shiteta kara tometoita: with no request after it, the reason
            // is the sentence's own and ends nothing.)
            let asksAfter = out[(i + 1)...].contains { !$0.info.cues.isEmpty }
            // minato mirai kara chuukagai made: a place said next, with its own marker after it,
            // makes "kara" where from.
            let run = out[(i + 1)...].prefix { $0.isUnknownWord || $0.info.isPlaceWord || $0.kind == .place }
            let toPlace = !run.isEmpty && run.contains { $0.info.isPlaceWord || $0.kind == .place }
                && run.endIndex < out.count && out[run.endIndex].info.markers != 0 && !out[run.endIndex].info.breaksAfterPredicateOnly
            guard !(afterPredicate && asksAfter && !toPlace) else { continue }
            var info = out[i].info
            info.endsClause = false
            info.endsReason = false
            info.endsContrast = false
            out[i] = out[i].with(info)
        }
        return out
    }

    /// ni zuo di shi hui lai ding hai da di tie: "or" right after a verb joins two ways of doing
    /// something in one clause; after a thing (da bei hai shi zhong bei) it may correct it, and
    /// first in a turn (hai shi bu yong le) it takes back what was asked.
    private static func withChoicesJoined(_ units: [Unit]) -> [Unit] {
        var out = units
        for i in out.indices.dropFirst() where out[i].info.asksChoice && out[i - 1].kind == nil
            && (!out[i - 1].info.cues.isEmpty || out[i - 1].isUnknownWord) {
            var info = out[i].info
            info.isCorrection = false
            info.asksChoice = false
            out[i] = out[i].with(info)
        }
        return out
    }

    /// shang ci zhuan le wu bai | zhe ci gei ma ma zhuan ba bai: in Chinese typed in chat, a space
    /// between two stretches of several characters each separates sentences as a comma would; the
    /// short stretches of a recognizer's word spacing (gei zhang san | zhuan wu bai) do not.
    static let sentenceStretch = 5

    /// ...onegai shimasu | heya wa, ...datta yo ne | biiru: in Japanese a space after a request's
    /// ending or a final particle; in Chinese one between long stretches (see `sentenceStretch`).
    /// A request verb in its te-form (okutte, yonde; the lexicons list the endings), not the particle
    /// de after a noun (takushii de): the letter before the ending is kana or a kanji stem.
    private static func endsInTeForm(_ u: Unit, _ text: NormalizedText, _ lexicon: GrammarLexicon) -> Bool {
        let end = u.range.upperBound
        let key = text.keyValues
        guard let ending = lexicon.teFormEndings.first(where: { e in
            u.range.count > e.count && key[(end - e.count)..<end].elementsEqual(e)
        }) else { return false }
        let before = text.nfkc[end - ending.count - 1].value
        return ScalarClass.isHiragana(before) || ScalarClass.isHan(before)
    }

    private static func separatesSentences(_ u: Unit, _ text: NormalizedText, _ family: LanguageFamily?, _ lexicon: GrammarLexicon,
                                           since start: Int) -> Bool {
        switch family {
        // (tanaka-san ni gosen-en okutte | denwa bangou wa ...: so does a request verb in its te-form.)
        // (kaigi ga nagabiite ohiru tabesokonechatta | hanbaagaa...: so does a past ending.)
        case .ja?: return u.info.particle == nil && (u.info.isFrame || u.info.isFinalParticle || u.info.isPast
                                                     || (!u.info.cues.isEmpty && endsInTeForm(u, text, lexicon)))
        case .zh?: return separatesStretches(text, at: u.range.upperBound, since: start)
        default: return false
        }
    }

    /// biiru no L, a, chigau, M de: a word said between pauses with more said after it (a
    /// correction that is also a judgement: chigau) corrects; it judges nothing.
    /// ba qian huan le (ba), cui xiao li ba qian huan le: in Chinese, "ba" and a verb with le
    /// and nobody before "ba" to have done it (or only someone urged to) asks for it done;
    /// wo ba qian huan le, xiao li ba qian huan le report it.
    private static func ordersItDone(_ units: [Unit], _ clause: [Int], _ i: Int, _ lexicon: GrammarLexicon) -> Bool {
        guard let ba = units[..<i].indices.last(where: { clause[$0] == clause[i] && units[$0].info.particle == "ba" }) else {
            return false
        }
        guard let doer = units[..<ba].indices.last(where: { k in
            units[k].kind == .person || units[k].info.isSelf || units[k].info.isOtherPronoun || units[k].info.isRelation
        }) else { return true }
        let urging = lexicon.urgingMarkers
        return units[..<doer].contains { u in
            u.info.markers & urging != 0 || u.info.cues.contains { $0.intent == .requestPayment }
        }
    }

    /// Clause `c` says a request verb of one of `intents` with a request frame after it.
    private static func asksWithFrame(_ units: [Unit], _ clause: [Int], _ c: Int, _ intents: IntentSet) -> Bool {
        guard let cue = units.indices.first(where: { k in
            clause[k] == c && units[k].kind == nil && units[k].info.cues.contains { intents.contains($0.intent) }
        }) else { return false }
        // (chiizubaagaa tanonda n da kedo: a frame after the verb told as done asks nothing.)
        return units[(cue + 1)...].indices.contains { clause[$0] == c && units[$0].info.isFrame && !units[$0 - 1].info.isPast }
    }

    /// Correction words said in a row (iya chigau chigau) stand or fall together.
    private static func standsAlone(_ units: [Unit], _ i: Int, _ text: NormalizedText) -> Bool {
        var (first, last) = (i, i)
        while first > 0 && units[first - 1].info.isCorrection { first -= 1 }
        while last + 1 < units.count && units[last + 1].info.isCorrection { last += 1 }
        let pauseBefore = first == 0 || units[first - 1].isPunctuation
            || text.spaceBoundaries.contains(units[first].range.lowerBound)
        let pauseAfter = last + 1 < units.count
            && (units[last + 1].isPunctuation || text.spaceBoundaries.contains(units[last].range.upperBound))
        // koora no M, chigau chigau L de: what replaces the thing said, right after the word.
        let replacement = last + 1 < units.count && (units[last + 1].kind == .size || units[last + 1].kind == .product)
        return pauseBefore && (pauseAfter || replacement) && units[(last + 1)...].contains { !$0.isPunctuation }
    }

    /// you yao jiao qian | zhuan yi qian er gei zhou jie: after a pause, a request verb that begins
    /// a stretch of its own starts a sentence, however short what came before.
    private static func opensRequest(_ u: Unit, _ text: NormalizedText) -> Bool {
        guard !u.info.cues.isEmpty, u.info.blocks.isEmpty else { return false }
        let b = u.range.lowerBound
        // zen me yong zhe ge app | zhuan zhang: the space after a word in Latin letters is how
        // such a word is set off in Chinese writing, no pause.
        if b > 0, EntityDictionary.isLatinLetter(text.keyValues[b - 1]) { return false }
        return (text.spaceBoundaries.first { $0 > b } ?? text.key.count) - b >= sentenceStretch - 2
    }

    /// `start`: where the sentence being said began; what it has said so far counts before the space
    /// (wo xiang yao yi fen ji kuai | da fen de | hao jiu mei chi le: the request is said whole).
    private static func separatesStretches(_ text: NormalizedText, at b: Int, since start: Int) -> Bool {
        let spaces = text.spaceBoundaries
        let before = b - start
        let after = (spaces.first { $0 > b } ?? text.key.count) - b
        return before >= sentenceStretch && after >= sentenceStretch
    }

    /// kaigishitsu de tsukatta bentou dai: in Japanese a past verb written right onto a noun only
    /// says which one (a relative clause); it reports no past event of its own.
    private static func describesNext(_ units: [Unit], _ i: Int, _ text: NormalizedText, _ lexicon: GrammarLexicon,
                                      _ family: LanguageFamily?) -> Bool {
        guard i + 1 < units.count else { return false }
        let u = units[i]
        if u.info.describesNext {
            let next = units[i + 1]
            // (xia ge yue cai neng: a one-character word after it is how, no thing.)
            return u.range.upperBound == next.range.lowerBound
                && (next.kind == .money || next.kind == .product || next.kind == .number
                    || (next.kind == nil && next.range.count >= 2 && !next.info.isFunctionWord))
        }
        guard family == .ja else { return false }
        // (A day, ashita, only sounds like a past verb: it says when, not which.)
        guard !u.info.blocks.isEmpty, u.info.cues.isEmpty, !u.info.isTime,
              lexicon.looksLikeDescription(text.keyValues[u.range]) else { return false }
        let next = units[i + 1]
        guard next.range.lowerBound == u.range.upperBound else { return false }
        let written = text.nfkc[next.range]
        return next.kind == .product || next.info.isUnlistedProduct || next.info.isPlaceWord
            || (next.isUnknownWord && !next.info.isFunctionWord
                && written.contains { ScalarClass.isHan($0.value) || ScalarClass.isKatakana($0.value) })
    }

    /// A question word that makes its clause a question; right after a noun one
    /// marked `reason_after_noun` is "since" (futari nande), not "why".
    private static func asks(_ units: [Unit], _ i: Int, _ key: [UInt32]) -> Bool {
        let u = units[i]
        guard u.info.isQuestion && u.info.cues.isEmpty else { return false }
        // xiang mai sha mai sha, xiang mai shen me jiu mai shen me: the same question word said twice
        // a verb apart is "whatever", no question.
        let near = max(0, i - 3)..<min(units.count, i + 4)
        if near.contains(where: { k in
            k != i && units[k].info.isQuestion && key[units[k].range] == key[u.range]
                && units[min(i, k)..<max(i, k)].contains { $0.isUnknownWord || !$0.info.cues.isEmpty }
        }) { return false }
        guard u.info.isReasonAfterNoun, i > 0 else { return true }
        let before = units[i - 1]
        return !(before.range.upperBound == u.range.lowerBound
                 // (musume to musuko mo issho nan de: "together" is a noun too.)
                 && (before.kind != nil || before.isUnknownWord || !before.info.isFunctionWord || before.info.ridesAlong))
    }

    /// ke ke le, hanba hanbaagaa: a recognizer's false start, a word not in the
    /// lexicons that the next word, after a space, begins with, is no word of its own.
    private static func withoutFalseStarts(_ units: [Unit], _ text: NormalizedText) -> [Unit] {
        guard !text.spaceBoundaries.isEmpty, units.count >= 2 else { return units }
        let key = text.keyValues
        var out: [Unit] = []
        out.reserveCapacity(units.count)
        for (i, u) in units.enumerated() {
            if u.isUnknownWord, i + 1 < units.count, text.spaceBoundaries.contains(u.range.upperBound) {
                let next = units[i + 1].range
                if next.count > u.range.count && key[next].starts(with: key[u.range]) { continue }
            }
            out.append(u)
        }
        return out
    }

    /// The tags of a lexicon token that an entity covers exactly (e.g. a place).
    private static func tagsInside(_ range: Range<Int>, _ tokens: [Token]) -> [LexiconTag]? {
        tokens.first { $0.range == range && $0.kind == .lexicon }?.tags
    }

    // MARK: queries

    /// A turn that only calls off what was being asked: nothing in it but a giving up
    /// (suan le, yameteoku), a bare "not" (bu yong le, iranai) or, to the final question, a no
    /// (iie, bu shi), with function words and fillers around it.
    func cancels(atConfirmation: Bool, intent: Intent) -> Bool {
        // deng deng, ming tian zai shuo ba; yappari kondo de ii ya: put off with nothing else said.
        // hai shi ming tian zai zhuan ba: the request's own verb may come with it; another's may not.
        if units.contains(where: { $0.info.callsOff && $0.info.blocks.contains(intent) }),
           units.allSatisfy({ $0.kind == nil && $0.info.cues.allSatisfy { $0.weight < 0.5 || $0.intent == intent } }) {
            return true
        }
        // yappa ii ya, aruku wa; suan le, wo zi ji zou guo qu: giving up first, then only why
        // (at most a weak cue such as qu, no slot said).
        // yappa aruku kara ii ya: a giving up said last reaches back over all of it.
        // bu yong le, wo zi ji zhuan: the request's verb with the speaker right before it says
        // who will do it, no slot (bu yong le, wo yi jing da dao che le: or that it is done).
        func saysNoSlot(_ k: Int) -> Bool {
            let u = units[k]
            let byMyself = units[..<k].indices.contains { units[$0].info.isSelf && clause[$0] == clause[k] }
            // suan la, m sai giu ce: the request's own verb, itself refused, says no slot either.
            let refused = negated[k] && u.info.cues.allSatisfy { $0.intent == intent }
            return u.kind == nil && (byMyself || refused || u.info.cues.allSatisfy { $0.weight < 0.5 }) && !u.info.isAffirm
                && !u.info.isPlaceWord && u.info.place == nil
        }
        // bu yong le first: with nothing before it in the turn, "not any more" drops what was asked
        // (iie, yappari yamete okimasu: after a "no" to the question too).
        if let first = units.firstIndex(where: { !$0.isPunctuation && !(atConfirmation && $0.info.isDeny && !$0.info.negatesAfter
                                                                           && !$0.info.negatesAllBefore && !$0.info.negatesBefore) }),
           units[first].info.negatesAllBefore || units[first].info.negatesBefore
               || (units[first].info.negatesAfter && !units[first].info.negatesBefore),
           units.indices[(first + 1)...].allSatisfy(saysNoSlot) {
            return true
        }
        // (jin tian yao kai che, bu yao le: the "le" after it changes nothing.)
        let said = { (u: Unit) in !u.isPunctuation && !u.info.isFinalParticle && u.info.particle != "le" }
        if let last = units.lastIndex(where: said), units[last].info.negatesAllBefore,
           units.indices[..<last].allSatisfy(saysNoSlot) {
            return true
        }
        // iya, yappa nashi: "none" after nothing but correction words drops what was asked;
        // uun, okuranaide: so does the request's own verb with a "not" after it.
        if let last = units.lastIndex(where: said), units[last].info.negatesAfter, last > 0,
           units.indices[..<last].allSatisfy({ k in
               let u = units[k]
               return u.isPunctuation || u.info.isCorrection || u.info.isFiller || (atConfirmation && u.info.isDeny)
                   || saysNoSlot(k)
           }) {
            return true
        }
        // wo bu yao le: the speaker saying it changes nothing.
        // (bu dui, shi shang ci de: the request's own word, not refused, asks again; it calls nothing off.)
        guard units.indices.allSatisfy({ k in
            let u = units[k]
            return u.isPunctuation || (u.kind == nil && (u.info.isFunctionWord || u.info.isSelf)
                                       && !(!negated[k] && u.info.cues.contains { $0.intent == intent && $0.weight >= 0.5 }))
        }) else { return false }
        return units.contains { u in
            u.info.negatesAllBefore || u.info.negatesAfter || u.info.negatesBefore || (atConfirmation && u.info.isDeny)
        }
    }

    /// Beneficiaries the utterance says "not" to (bu shi chen wei, tanaka-san ja nakute).
    var rejectedPersons: Set<String> {
        // bu shi zhou jie lun: a longer name that holds a listed one rejects somebody else.
        Set(units.indices.compactMap { i in
            negated[i] && units[i].kind == .person && Grammar.withNameTail(self, i..<(i + 1)) == i..<(i + 1)
                ? units[i].entity?.id : nil
        })
    }

    /// Whether a later clause than unit `i`'s names something not negated.
    func asksForMore(after i: Int) -> Bool {
        units.indices.contains { j in j > i && softClause[j] > softClause[i] && units[j].entity != nil && !negated[j] }
    }

    func isActiveCue(_ i: Int, for intent: Intent) -> Bool {
        !negated[i] && !past[i] && !isBlocked(i, intent)
    }

    func clauseAllows(_ i: Int, _ intent: Intent, questionsBlock: Bool) -> Bool {
        !isBlocked(i, intent)
            && !(questionsBlock && (questionClauses.contains(clause[i]) || questionSentences.contains(softClause[i])))
    }

    func isBlocked(_ i: Int, _ intent: Intent) -> Bool {
        blocked[clause[i]].contains(intent) || cutBlocked[softClause[i]].contains(intent)
    }

    /// The original text and code point span of a run of units.
    func surface(_ range: Range<Int>) -> (text: String, span: Range<Int>) {
        (analysis.text.originalText(range), analysis.text.originalRange(range))
    }

    /// A stretch said twice in a row, as recognizers write a stutter (Shinagawa-eki
    /// Shinagawa-eki, xidan xidan): the range of the second saying; else the range.
    func withoutStutter(_ range: Range<Int>) -> Range<Int> {
        let key = analysis.text.keyValues
        let said = range.filter { !(Unicode.Scalar(key[$0]).map(ScalarClass.isWhitespace) ?? false) }
        // A false start said again (tanaka tanaka-san, zhang san zhang san): two characters at
        // least, since a name may double one (Lala); the longest repeat first.
        guard said.count >= 4 else { return range }
        for k in stride(from: said.count / 2, through: 2, by: -1)
        where (0..<k).allSatisfy({ key[said[$0]] == key[said[k + $0]] }) {
            return said[k]..<range.upperBound
        }
        return range
    }

    func keyRange(_ units: Range<Int>) -> Range<Int> {
        self.units[units.lowerBound].range.lowerBound..<self.units[units.upperBound - 1].range.upperBound
    }
}

extension WordInfo {
    /// The blocking another word written inside the same entity does.
    mutating func takeBlocks(of other: WordInfo) {
        guard !other.blocks.isEmpty else { return }
        blocks.formUnion(other.blocks)
        blocksNextClause = blocksNextClause || other.blocksNextClause
        blocksPreviousClause = blocksPreviousClause || other.blocksPreviousClause
        blocksUtterance = blocksUtterance || other.blocksUtterance
        blocksTopic = blocksTopic || other.blocksTopic
    }

    /// An entity unit keeps only what a lexicon form says about it as a whole
    /// (a payee on the list called by a title, lao po, is still a title).
    func keptByEntity() -> WordInfo {
        var w = WordInfo()
        w.place = place
        w.account = account
        w.isPlaceWord = isPlaceWord
        w.isTitle = isTitle
        return w
    }
}
