/// Chooses the intent: the strongest active cue word of each intent, plus the
/// evidence the lexicon's intent settings weigh (a product for an order, money
/// and a person for a payment, a place-like span after a ride marker). Cues
/// that are negated (wo bu xiang zhuan zhang), reported in the past (soukin shita), or in a clause
/// with a blocker (da dian hua, tsukurikata) or a question word (duo shao, ikura) do not count.
struct IntentDecision: Sendable {
    var intent: Intent
    var score: Double
    /// Reorder: "latest" or "choose", from the cue.
    var select: String?
    var sources: [String]
    /// The strongest cue word said for the intent (0: chosen on evidence alone).
    var cue: Double = 0
}

struct IntentClassifier {
    /// How specific a reorder cue's pick is: one order named by its place in time beats "order again".
    static func rank(_ select: String?) -> Int {
        switch select {
        case "before_latest": return 3
        case "latest": return 2
        case "choose": return 1
        default: return 0
        }
    }

    let lexicon: GrammarLexicon
    let roles: RoleFinder
    /// The cue weight a person-then-action construction (cui li si huan qian) gives at least:
    /// enough to outrank the action's own intent.
    static let causativeCue = 0.8

    func classify(_ s: Sentence) -> IntentDecision {
        var scored: [IntentDecision] = []
        // bu yong gei zhang san zhuan wu bai le: a refused request is not made by its evidence,
        // nor into another intent by what it names (okaasan ni 3-man-en wa seikyuu dekinai: no
        // transfer to her), unless a later clause asks for more (suan le, yao zhi shi han bao).
        let anyRefused = s.cues.contains { (s.negated[$0.unit] || s.past[$0.unit]) && !s.asksForMore(after: $0.unit) }
        // Every intent's role spans, found once: each intent reads its own, and the
        // person evidence reads the others'.
        var spansByIntent = [[RoleSpan]](repeating: [], count: Intent.allCases.count)
        for intent in Intent.allCases where intent != .none { spansByIntent[intent.ordinal] = roles.spans(s, intent: intent) }
        // ma ma zhuan liang qian gei wo: a transfer whose money comes to the speaker asks for it.
        // (zyun faan saam baak man bei lou zoeng ... ze cin bei ngo: a payee named elsewhere is paid.)
        // haha ni, ore ni ichiman okutte tte tanonde: "me" in the payee's own role is the speaker paid too.
        let payees = spansByIntent[Intent.sendPayment.ordinal].filter { $0.slot == "payee" }
        // (The one named before it, haha ni, is the one asked; a payee after it is paid.)
        let paidSelf = payees.first { span in
            span.units.allSatisfy { s.units[$0].info.isSelf && !s.units[$0].info.isPluralSelf }
                && s.cues.contains { c in c.cue.intent == .sendPayment && s.clause[c.unit] == s.clause[span.marker]
                    && s.isActiveCue(c.unit, for: .sendPayment) && s.clauseAllows(c.unit, .requestPayment, questionsBlock: true) }
        }
        let othersPaid = { (after: Int) in
            payees.contains { span in span.units.lowerBound > after && !span.units.allSatisfy { s.units[$0].info.isSelf } }
        }
        let toSpeaker = (Self.sentToSpeaker(s) && !othersPaid(-1)) || (Self.askedToSend(s) && payees.count <= 1)
            || paidSelf.map { !othersPaid($0.units.lowerBound) } ?? false
        // wang wu rang xiao li gei ta zhuan: a clause where somebody else has it done tells of it.
        // (wo ma rang wo ...: an errand for the speaker is theirs to make; cui yi xia wang wu | rang ta
        // huan wo: "him" is the one the speaker named.)
        let toldOf = Set(spansByIntent.joined().filter { span in
            span.cueOf != nil && !Self.speakerActs(s, span.units) && s.units[span.units.lowerBound].kind == .person
                && Self.causedByAnother(s, marker: span.marker)
        }.map { s.clause[$0.marker] })
        for intent in Intent.allCases where intent != .none {
            if intent == .sendPayment && toSpeaker { continue }
            let settings = lexicon.settings(intent)
            var cue = 0.0
            var select: String? = nil
            var sources: [String] = []
            for (i, c) in s.cues where c.intent == intent {
                guard s.isActiveCue(i, for: intent), !toldOf.contains(s.clause[i]), !Self.saysWhichMoney(s, cue: i, intent),
                      s.clauseAllows(i, intent, questionsBlock: settings.questionsBlock),
                      !(settings.ownerBlocks && Self.ownedBySomeoneElse(s, cue: i, lexicon)),
                      !Self.refusedLater(s, cue: i, intent),
                      !Self.doneByAnother(s, cue: i, intent, spansByIntent),
                      !(c.yieldsToPayee && Self.paidOnward(s, cue: i, spansByIntent)),
                      !(c.modifiesNext && Self.modifiesOtherThing(s, cue: i)) else { continue }
                // The strongest cue says how to pick from the history (chuumon rireki kara:
                // choose, over mou ikkai: latest); between equals a reference to one past
                // order (zenkai no, shang ci na ge) decides over "order again" (saichuumon),
                // and the one before it (zenzenkai, shang shang ci) over the last.
                if c.weight > cue || (c.weight == cue && Self.rank(c.select) >= Self.rank(select)) {
                    select = c.select ?? select
                }
                cue = max(cue, c.weight)
                sources.append(c.source)
            }
            let spans = spansByIntent[intent.ordinal]
            // cui li si huan qian: the other intent's cue right after the person is what that person does.
            for span in spans {
                // zhang san rang wo gei ta zhuan: asked to act myself, I send; no request.
                guard let other = span.cueOf, span.units.upperBound < s.units.count,
                      !Self.speakerActs(s, span.units), !toldOf.contains(s.clause[span.marker]) else { continue }
                var next = span.units.upperBound
                // rang lao zhang ba qian wo de liang qian huan le: what he is to act on, put first
                // with ba, comes between him and what he does.
                if s.units[next].info.particle == "ba",
                   let k = s.units.indices.first(where: { $0 > next && s.units[$0].info.cues.contains { $0.intent == other } }),
                   s.clause[k] == s.clause[next] {
                    next = k
                }
                // The construction is strong on its own (qing ta fu: a weak pay word still asks him to pay).
                for c in s.units[next].info.cues where c.intent == other && max(c.weight, Self.causativeCue) > cue
                    && s.isActiveCue(next, for: other) && s.clauseAllows(next, other, questionsBlock: settings.questionsBlock) {
                    cue = max(c.weight, Self.causativeCue)
                    sources.append(span.source + ">" + c.source)
                }
            }
            if intent == .requestPayment, toSpeaker, cue < 1 {
                cue = 1
                sources.append("marker_before_person:to_person=self")
            }
            // 11 yue 28 hao na dan shu tiao zai lai yi fen: a day that names a past order, with one
            // more of it asked for in its clause, asks for that order again.
            // (11 gatsu 30 nichi no ohiru ni ... chuumon shite oite: an order for that day, no "more".)
            if intent == .reorder, cue == 0, let day = s.calendarDays.first,
               s.cues.contains(where: { c in
                   c.cue.intent == .order && s.units[c.unit].info.countChange > 0
                       && day.clauses.contains(s.clause[c.unit]) && !s.negated[c.unit]
               }) {
                cue = Self.causativeCue
                sources.append("past_order_day+cue:order")
            }
            if cue == 0 && (settings.needsCue || anyRefused || !toldOf.isEmpty) { continue }
            let evidence = Evidence(s, intent: intent, questionsBlock: settings.questionsBlock, cue: cue, spans: spans,
                                    spansByIntent: spansByIntent)
            if cue < 0.5 && !settings.weakCueNeeds.isEmpty
                && !settings.weakCueNeeds.contains(where: { has($0, evidence) }) {
                continue
            }
            var score = cue
            for (name, weight) in settings.evidence where weight > 0 {
                if has(name, evidence) {
                    score += weight
                    sources.append(name.source)
                }
            }
            scored.append(IntentDecision(intent: intent, score: score, select: select, sources: sources, cue: cue))
        }
        var outranked = Set<Intent>()
        for d in scored where d.cue >= 0.8 { outranked.formUnion(lexicon.settings(d.intent).outranks) }
        var best = IntentDecision(intent: .none, score: 0, select: nil, sources: [])
        for d in scored where !outranked.contains(d.intent) && d.score > best.score + 1e-9 { best = d }
        if best.score < lexicon.threshold { return IntentDecision(intent: .none, score: best.score, select: nil, sources: []) }
        return best
    }

    /// kono mae no ten'in-san, zhi qian de na ge dian yuan, kono mae no takushii: the word a "which
    /// past one" cue describes is a person, a word the lexicons do not know or another request's
    /// thing, not an order.
    static func modifiesOtherThing(_ s: Sentence, cue i: Int) -> Bool {
        var j = i + 1
        while j < s.units.count && s.units[j].info.isFiller { j += 1 }
        guard j < s.units.count, s.clause[j] == s.clause[i] else { return false }
        let u = s.units[j]
        return u.isUnknownWord || u.kind == .person || u.info.isRelation || u.info.isStaff || u.info.isPlaceWord
            || u.info.cues.contains { $0.intent != .reorder && $0.intent != .order }
    }

    /// zhang san jiao wo zhuan qian bei ta, dan hai wo m seung zhuan: the request's own verb refused
    /// in a later clause, with nothing more asked after it, takes the request back.
    static func refusedLater(_ s: Sentence, cue i: Int, _ intent: Intent) -> Bool {
        s.cues.contains { j, c in
            c.intent == intent && j > i && s.negated[j] && !s.negated[i]
                && (s.clause[j] > s.clause[i] || s.softClause[j] > s.softClause[i])
                && !s.units[(j + 1)...].contains { $0.entity != nil }
        }
    }

    /// Nothing in the utterance but the request itself: cue words, function
    /// words, entities and the spans of the intent's roles (koora, Tokyo-eki made,
    /// zhang san500kuai). Unexplained words (e o kaite, hui pang ma) mean it is about something else.
    private func isBare(_ s: Sentence, _ spans: [RoleSpan], trip: Bool) -> Bool {
        var explained = [Bool](repeating: false, count: s.units.count)
        for span in spans {
            // A ride role explains its span only when the span is a place (qu chi huoguo is not),
            // or an end of a trip.
            if RoleFinder.spanKind(span.slot) == .place && !trip && !looksLikePlace(s, span.units) { continue }
            for i in span.units { explained[i] = true }
            explained[span.marker] = true
        }
        for (i, u) in s.units.enumerated() where !explained[i] {
            // (ki te-: a drawn-out ending or an emoji says nothing more.)
            if u.entity != nil || u.isPunctuation || u.isSymbol || u.info.isFunctionWord || u.info.isHonorific || u.info.isSelf
                || u.info.combo != nil || u.info.isUnlistedProduct || u.info.isUnlistedSize || u.info.place != nil
                || u.info.account != nil || u.info.isStaff {
                // (lao ban, lu rou fan yi wan: the vendor called is how people order, no other talk.)
                continue
            }
            // wo he peng you cong ... hui ...: on a trip, the people said to go are who rides.
            if trip && (u.info.isRelation || u.info.isPartyWord || u.info.isPluralSelf) { continue }
            // xiang cao | nai xi: a word written onto a thing off the menu says which kind of it.
            if u.isUnknownWord, i + 1 < s.units.count, s.units[i + 1].info.isUnlistedProduct,
               u.range.upperBound == s.units[i + 1].range.lowerBound { continue }
            return false
        }
        return !s.units.isEmpty
    }

    /// What the utterance holds for one intent, computed once per intent.
    private struct Evidence {
        let s: Sentence
        let intent: Intent
        let questionsBlock: Bool
        let spans: [RoleSpan]
        /// The strongest active cue of the intent.
        let cue: Double
        /// Every intent's spans, by `Intent.ordinal`.
        let spansByIntent: [[RoleSpan]]
        /// A ride from somewhere to somewhere (see `isTrip`).
        let trip: Bool

        init(_ s: Sentence, intent: Intent, questionsBlock: Bool, cue: Double, spans: [RoleSpan],
             spansByIntent: [[RoleSpan]]) {
            self.s = s
            self.intent = intent
            self.questionsBlock = questionsBlock
            self.cue = cue
            self.spans = spans
            self.spansByIntent = spansByIntent
            self.trip = intent == .requestRide && IntentClassifier.isTrip(s, intent, questionsBlock, spans)
        }

        func any(_ test: (Int, Unit) -> Bool) -> Bool {
            for i in s.units.indices where s.clauseAllows(i, intent, questionsBlock: questionsBlock) {
                if test(i, s.units[i]) { return true }
            }
            return false
        }

        /// Whether a unit with any of these facts stands where the intent may
        /// read it (not negated, when asked): the facts were worked out once per utterance.
        func any(_ facts: Sentence.UnitFacts, notNegated: Bool = false) -> Bool {
            for i in s.units.indices where !s.facts[i].isDisjoint(with: facts) {
                if notNegated && s.negated[i] { continue }
                if s.clauseAllows(i, intent, questionsBlock: questionsBlock) { return true }
            }
            return false
        }
    }

    private func has(_ name: GrammarLexicon.Evidence, _ e: Evidence) -> Bool {
        let s = e.s
        switch name {
        case .product: return e.any(.product, notNegated: true)
        case .unlistedProduct: return e.any(.unlistedProduct, notNegated: true)
        case .bare: return isBare(s, e.spans, trip: e.trip)
        case .size: return e.any([.size, .unlistedSize], notNegated: true)
        case .quantity:
            return e.any(.itemCount)
        case .vehicleCount: return e.any(.vehicleCount)
        case .pastOrderDay: return !s.calendarDays.isEmpty
        case .money: return e.any(.money)
        case .person:
            if e.spans.contains(where: { RoleFinder.spanKind($0.slot) == .person }) { return true }
            // gei ta zhuan si bai: a verb that holds its person says one (with an amount: wo ma
            // rang wo gei ta zhuan dian qian says no request).
            if e.any(.money), s.units.indices.contains(where: { i in
                s.units[i].info.cueNamesThem && s.units[i].info.cues.contains { $0.intent == e.intent }
                    && s.clauseAllows(i, e.intent, questionsBlock: e.questionsBlock)
            }) { return true }
            // A person another intent's role marks (gen ma ma yao: the one who pays) is no
            // evidence for this one (a transfer to her).
            guard e.any(.person) else { return false }
            let others = Intent.allCases.filter { $0 != e.intent }.flatMap { other in
                e.spansByIntent[other.ordinal].filter { RoleFinder.spanKind($0.slot) == .person }
            }
            return s.units.indices.contains { i in
                s.facts[i].contains(.person) && s.clauseAllows(i, e.intent, questionsBlock: e.questionsBlock)
                    && !others.contains { $0.units.contains(i) }
            }
        case .placeRole:
            if e.trip { return true }
            return e.spans.contains { span in
                // With a vehicle said (chu zu che, kuai che: a cue of half weight) the
                // words after qu / dao are where it goes, place word or not (qu guomao).
                RoleFinder.spanKind(span.slot) == .place && (looksLikePlace(s, span.units) || e.cue >= 0.5)
                    && s.clauseAllows(span.marker, e.intent, questionsBlock: e.questionsBlock)
                    && (e.cue >= 0.5 || !Self.carriesGoods(s, clauseOf: span.marker))
                    && (e.cue >= 0.5 || !Self.toldOfSelf(s, marker: span.marker))
            }
        case .party: return e.any { i, _ in PartySize.value(at: i, in: s) != nil }
        }
    }

    /// song liang bei ka fei dao gong si, koohii o kaisha made: without a car said, a place
    /// that menu items are brought to is a delivery, no ride.
    private static func carriesGoods(_ s: Sentence, clauseOf marker: Int) -> Bool {
        s.units.indices.contains { s.clause[$0] == s.clause[marker] && s.units[$0].kind == .product && !s.negated[$0] }
    }

    /// wo wan dian hui jia, wo qu ji chang: the speaker right before where they go (a time
    /// between at most), with no car asked for, tells what they will do.
    private static func toldOfSelf(_ s: Sentence, marker: Int) -> Bool {
        var k = marker - 1
        while k >= 0 && s.units[k].info.isTime { k -= 1 }
        return k >= 0 && s.units[k].info.isSelf
    }

    /// rang ta gei ma ma zhuan yi qian, rang ta mai dian cai: the cue is what somebody the speaker
    /// urges does (a role with `takes_cue_of` marks them, earlier in the clause with no other cue
    /// between), not something asked of the app. (rang wo ...: the speaker acts, and asks.)
    private static func doneByAnother(_ s: Sentence, cue: Int, _ intent: Intent, _ spansByIntent: [[RoleSpan]]) -> Bool {
        // (zhao wang wu shi fu yao ba bai: a cue of the role's own intent is the request itself.)
        Intent.allCases.filter { $0 != intent }.flatMap { spansByIntent[$0.ordinal] }.contains { span in
            span.cueOf != nil && span.units.upperBound <= cue && s.clause[span.marker] == s.clause[cue]
                && !speakerActs(s, span.units)
                && !s.units[span.units.upperBound..<cue].contains { !$0.info.cues.isEmpty }
                && s.units[span.units].contains { $0.info.isOtherPronoun || $0.info.isRelation }
        }
    }

    /// haha ni 5000-en okutte tte tanonde: a transfer quoted and then asked of the one named
    /// before it is money that one is asked to send, to the speaker.
    static func askedToSend(_ s: Sentence) -> Bool {
        s.family == .ja && s.cues.contains { c in
            c.cue.intent == .sendPayment && c.unit + 2 < s.units.count && s.units[c.unit + 1].info.isQuoteMark
                && s.units[c.unit + 2].info.asksSomeone && s.isActiveCue(c.unit, for: .sendPayment)
        }
    }

    /// zhuan liang qian gei wo: "to me" (a marker written onto "me" with nobody after it) after a
    /// transfer's verb, active and in its clause.
    static func sentToSpeaker(_ s: Sentence) -> Bool {
        s.units.indices.contains { k in
            let u = s.units[k]
            guard u.info.markersBeforePerson != 0, !s.negated[k] else { return false }
            if k + 1 < s.units.count {
                let next = s.units[k + 1]
                // (zhang san zhuan gei wo de na wu bai: "to me" with "de" says which money.)
                if next.kind == .person || next.info.isRelation || next.info.isTitle || !next.info.cues.isEmpty
                    || next.info.particle == "no" { return false }
            }
            return s.cues.contains { c in
                c.cue.intent == .sendPayment && c.unit < k && s.clause[c.unit] == s.clause[k] && s.isActiveCue(c.unit, for: .sendPayment)
                    && s.clauseAllows(c.unit, .requestPayment, questionsBlock: true)
            }
        }
    }

    /// zhang san zhuan gei wo de na wu bai: in Chinese a payment verb with its payer before it and
    /// "de" and more after it says which money, as a relative clause; it asks nothing.
    private static func saysWhichMoney(_ s: Sentence, cue i: Int, _ intent: Intent) -> Bool {
        guard s.family == .zh, intent == .sendPayment || intent == .requestPayment, i + 2 < s.units.count,
              s.units[i + 1].info.particle == "no", i > 0 else { return false }
        // Who paid is said right before, as the subject, with no marker (gen fang fang shou: from her).
        let payer = s.units[i - 1]
        guard payer.kind == .person || payer.info.isRelation || payer.info.isOtherPronoun,
              i < 2 || s.units[i - 2].info.markers == 0 else { return false }
        let next = s.units[i + 2]
        return !next.isPunctuation && !next.info.isFinalParticle && s.clause[i + 2] == s.clause[i]
    }

    /// wang wu rang xiao li gei ta zhuan: somebody else named right before "have someone do it"
    /// is who has it done; the speaker only tells of it.
    static func causedByAnother(_ s: Sentence, marker: Int) -> Bool {
        guard marker > 0 else { return false }
        let u = s.units[marker - 1]
        return s.clause[marker - 1] == s.clause[marker] && !u.info.isSelf
            && !s.analysis.text.spaceBoundaries.contains(u.range.upperBound)
            && (u.kind == .person || u.info.isOtherPronoun || (u.info.isRelation && !u.info.isStaff) || u.info.isTitle)
    }

    /// rang wo, rang wo bang ta: the one made to act is the speaker, helping or not, who then
    /// makes the request (but rang wo ma: "my" before a relative names her).
    static func speakerActs(_ s: Sentence, _ span: Range<Int>) -> Bool {
        guard s.units[span.lowerBound].info.isSelf else { return false }
        let next = span.lowerBound + 1
        guard next < span.upperBound else { return true }
        let u = s.units[next]
        return !(u.kind == .person || u.info.isRelation || u.info.isTitle || u.info.particle == "no")
    }

    /// gei wo zhuan wu bai gei zhang san: money that goes on, in the same clause, to somebody
    /// the transfer names is sent (gei wo is "for me"), not asked for.
    private static func paidOnward(_ s: Sentence, cue: Int, _ spansByIntent: [[RoleSpan]]) -> Bool {
        spansByIntent[Intent.sendPayment.ordinal].contains { span in
            span.slot == "payee" && span.cueOf == nil && span.marker > cue && s.clause[span.marker] == s.clause[cue]
                && !span.units.allSatisfy { s.units[$0].info.isSelf }
                && s.units[span.units].contains { $0.kind == .person || $0.info.isRelation || $0.info.isOtherPronoun }
        }
    }

    /// A listed person or "he, she" earlier in the cue's clause, with no other cue or role marker
    /// between them (gei zhang san zhuan wan, cha yu e): tanaka-san no kouza no zandaka, zhang san ka li.
    private static func ownedBySomeoneElse(_ s: Sentence, cue: Int, _ lexicon: GrammarLexicon) -> Bool {
        // (haha no kouza no zandaka | ikura aru: the same question asked twice is still about hers.)
        let asked = Set(s.units[cue].info.cues.map(\.intent))
        let asksSame = { (u: Unit) in !u.info.cues.isEmpty && u.info.cues.allSatisfy { asked.contains($0.intent) } }
        guard let owner = s.units[..<cue].indices.last(where: { j in
            // (wo ba ka li: a relative written onto what is asked owns it too.)
            s.clause[j] == s.clause[cue] && (s.units[j].kind == .person || s.units[j].info.isOtherPronoun
                || (j + 1 == cue && s.units[j].info.isRelation && !s.units[j].info.isStaff
                    && s.units[j].range.upperBound == s.units[cue].range.lowerBound)
                // otousan no kouza no zandaka, buchou no kouza: a relative's or a title's, said with
                // "no" over what holds it.
                // (watanabe-san no kouza: a name nobody lists, with its title, is somebody too.)
                || ((s.units[j].info.isRelation || s.units[j].info.isTitle
                     || (j > 0 && s.units[j - 1].isUnknownWord && lexicon.titlesName(s.units[j], s.analysis.text.keyValues)))
                    && !s.units[j].info.isStaff
                    && (s.units[j + 1].info.particle == "no" || s.units[j + 1].info.saysOwner)
                    && s.units[(j + 1)..<cue].allSatisfy { $0.info.particle == "no" || $0.info.saysOwner
                        // (wo ba de ka wei hao 1234: the card's last digits say which.)
                        || ($0.isUnknownWord && $0.info.cues.isEmpty) || $0.kind == .number || asksSame($0) }))
        }) else { return false }
        // wo gen lao po de lian ming zhang hu: the speaker's own, shared.
        if owner >= 2, s.units[owner - 2].info.isSelf,
           s.units[owner - 1].info.isConjunction || s.units[owner - 1].info.markers != 0 { return false }
        // (wang wu de zhang hu yu e: "his account" says the owner again.)
        return !s.units[(owner + 1)..<cue].contains {
            $0.info.cues.contains { !asked.contains($0.intent) } || ($0.info.markers != 0 && !$0.info.saysOwner)
        }
    }

    /// cong guomao qu sanlitun, shibuya kara nakameguro made: from somewhere to somewhere is a
    /// trip, place words or not. Each end a name of two characters or more, one of them not a
    /// number (cong tou dao wei, cong yi dao shi are no trip; cong danshui dao jiufen is).
    private static func isTrip(_ s: Sentence, _ intent: Intent, _ questionsBlock: Bool, _ spans: [RoleSpan]) -> Bool {
        let ends = spans.filter { span in
            s.clauseAllows(span.marker, intent, questionsBlock: questionsBlock)
                && s.keyRange(span.units).count >= 2
        }
        let slots = Set(ends.map(\.slot))
        return slots.contains("pickup") && slots.contains("dropoff") && ends.contains { span in
            !span.units.allSatisfy { s.units[$0].kind == .number || s.units[$0].kind == .quantity }
        }
    }

    /// A span names a place when it holds a place word or place entity (jichang, eki, genzaichi).
    func looksLikePlace(_ s: Sentence, _ units: Range<Int>) -> Bool {
        units.contains { i in
            let u = s.units[i]
            return u.kind == .place || u.info.isPlaceWord || u.info.place != nil
        }
    }
}
