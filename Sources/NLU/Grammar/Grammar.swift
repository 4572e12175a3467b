/// The phrase grammar: from an analyzed utterance and its entities to a Frame
/// (intent and the units that fill each slot). Compiled once from the lexicons.
public struct Grammar: Sendable {
    let lexicon: GrammarLexicon

    public init(lexicons: LexiconStore) throws(DataFileError) {
        lexicon = try GrammarLexicon(lexicons)
    }

    var roleFinder: RoleFinder { RoleFinder(lexicon: lexicon) }
    var classifier: IntentClassifier { IntentClassifier(lexicon: lexicon, roles: roleFinder) }

    /// Reads an utterance. With `intent`, the utterance is read as part of that
    /// intent's dialog (an answer such as `L de` or `gei li si` has no cue of its own).
    /// `pending` is the slot the dialog asked for: a bare answer (zhang san, Tokyo-eki)
    /// fills it even without a marker.
    func read(_ analysis: TextAnalysis, entities: [Entity], as intent: Intent? = nil, pending: String? = nil) -> Frame {
        let s = Sentence(analysis: analysis, entities: entities, lexicon: lexicon)
        let decision = classifier.classify(s)
        var frame = Frame(sentence: s, intent: intent ?? decision.intent, score: decision.score,
                          select: decision.select, sources: decision.sources)
        frame.cue = decision.cue
        if let forced = intent, forced != decision.intent {
            frame.select = Self.select(in: s, for: forced)
        }
        fill(&frame)
        if let slot = pending { fillBare(&frame, slot) }
        for (i, u) in s.units.enumerated() {
            if let n = u.info.ordinal, frame.ordinal == nil { frame.ordinal = n }
            // jin tian wai mian ren hao duo: a yes word inside a remark is no yes; one that opens
            // the turn, or a turn of known words, is.
            // m hai keoi, hai bei zau kit: after a no, hai is "it is", no yes.
            if u.info.isAffirm && !s.negated[i] && !s.units[..<i].contains(where: { $0.info.isDeny })
                && (s.units[..<i].allSatisfy { $0.isPunctuation || $0.info.isFiller || $0.info.isAffirm }
                    || !s.units.contains { $0.isUnknownWord }) {
                frame.affirmed = true
            }
            if u.info.isDeny { frame.denied = true }
        }
        // zhuan ba, okutte: the request's own verb said alone, nothing more, says go ahead.
        let ownVerb = { (i: Int) in
            let u = s.units[i]
            return u.kind == nil && !s.negated[i] && !u.info.cues.isEmpty && u.info.cues.allSatisfy { $0.intent == frame.intent }
        }
        if !frame.denied, s.units.indices.contains(where: ownVerb),
           s.units.indices.allSatisfy({ i in
               let w = s.units[i].info
               return s.units[i].isPunctuation || (s.units[i].kind == nil && (w.isFiller || w.isAffirm || (w.isFrame && w.cues.isEmpty)))
                   || ownVerb(i)
           }) {
            frame.affirmed = true
        }
        return frame
    }

    private static func select(in s: Sentence, for intent: Intent) -> String? {
        for u in s.units { for c in u.info.cues where c.intent == intent && c.select != nil { return c.select } }
        return nil
    }

    private func fill(_ f: inout Frame) {
        let s = f.sentence
        switch f.intent {
        case .sendPayment, .requestPayment:
            let spans = roleFinder.spans(s, intent: f.intent)
            let personSlot = f.intent == .sendPayment ? "payee" : "payer"
            // Among several spans for the person: one naming a beneficiary (shouta ni
            // kashita ..., yamada ni: not you ni), then one in the clause of the request
            // (tanaka-san ni tanomareta n dakedo, suzuki buchou ni okutte).
            var personSpans = spans.filter { $0.slot == personSlot }
            // ... watanabe-san ni wa senshuu mou haratta kara: a person of a clause that tells what was
            // done (or is otherwise taken back) is not whom the request is for; after a correction, only
            // where another the correction names is open (shi bei wang wu, li si na fen yi jing bei zo:
            // the one the correction names stands, whatever else its clause tells).
            let intent = f.intent
            let blocked = { (r: RoleSpan) in s.isBlocked(r.units.lowerBound, intent) }
            let correctedSpan = personSpans.contains { s.corrected[$0.units.lowerBound] }
            if correctedSpan {
                if personSpans.contains(where: { s.corrected[$0.units.lowerBound] && !blocked($0) }) {
                    personSpans.removeAll { s.corrected[$0.units.lowerBound] && blocked($0) }
                }
            } else if personSpans.contains(where: { !blocked($0) }) {
                personSpans.removeAll(where: blocked)
            }
            // A correction (bu dui, shi gei li si) always decides, in pick below.
            if personSpans.count > 1, !correctedSpan {
                let named = personSpans.filter { $0.units.contains { s.units[$0].kind == .person } }
                if !named.isEmpty { personSpans = named }
            }
            if personSpans.count > 1, !correctedSpan, let cueClause = Self.requestClause(s, f.intent) {
                let inClause = personSpans.filter { s.clause[$0.marker] == cueClause }
                if !inClause.isEmpty { personSpans = inClause }
            }
            // osewa ni natta shi, haha ni ...: of several spans, those naming someone listed.
            if personSpans.count > 1, !correctedSpan {
                let named = personSpans.filter { $0.units.contains { s.units[$0].kind == .person } }
                if !named.isEmpty { personSpans = named }
            }
            if var span = pick(personSpans, s) {
                // gei zhang san zhuan wu bai, bu shi zhang san, shi li si: a beneficiary named
                // after a correction replaces the span said before it.
                if !s.corrected[span.units.lowerBound],
                   let later = s.units.indices.last(where: { i in
                       i >= span.units.upperBound && s.corrected[i] && !s.negated[i] && s.units[i].kind == .person
                   }) {
                    span.units = later..<(later + 1)
                }
                if span.units.allSatisfy({ s.units[$0].info.isSelf }) {
                    f.personIsSelf = true
                } else {
                    f.person = withoutOwner(s, span.units)
                    f.sources.append(span.source)
                }
            }
            var unmarked = false
            if f.person == nil, let p = pickUnit(s, { $0.kind == .person }, negatable: true, for: f.intent) {
                f.person = p..<(p + 1)
                unmarked = true
            }
            // zhang san na wu baikuai...... xian zai zhuan gei ta: the span holds no known name, but the
            // utterance names a beneficiary elsewhere; that is who ta is.
            // Only for a pronoun (not zhang san de lao po), and only when the utterance names one
            // beneficiary: with two, "ta" could be either.
            if let span = f.person, span.allSatisfy({ s.units[$0].info.isOtherPronoun }),
               let p = pickUnit(s, { $0.kind == .person }, excluding: span),
               Set(s.units.indices.filter { s.units[$0].kind == .person && !span.contains($0) }
                   .compactMap { s.units[$0].entity?.id }).count == 1 {
                f.alternatePerson = Self.withNameTail(s, p..<(p + 1))
            }
            // zhang ge hai qian wo si bai, bang wo gen ta yao: with nobody listed said, "ta" is the
            // name-like word that opened the utterance or followed a relation (wo tong xue huang zhi min),
            // for the matcher to guess at.
            if f.alternatePerson == nil, let span = f.person, span.allSatisfy({ s.units[$0].info.isOtherPronoun }),
               !s.units.contains(where: { $0.kind == .person }),
               let k = Self.nameSaidBefore(s, span.lowerBound) {
                f.alternatePerson = k..<(k + 1)
            }
            // lao po, gei ni zhuan liang bai: "you" is the beneficiary called first, with a pause.
            if f.alternatePerson == nil, let span = f.person, span.count == 1, s.units[span.lowerBound].range.count == 1,
               lexicon.addressees.contains(s.analysis.text.keyValues[s.units[span.lowerBound].range.lowerBound]),
               let called = Self.calledFirst(s), called < span.lowerBound {
                f.alternatePerson = called..<(called + 1)
            }
            if let span = f.person { f.person = Self.withNameTail(s, span) }
            if f.person == nil, let cue = s.units.indices.first(where: { k in
                   s.units[k].info.cueNamesThem && s.units[k].info.cues.contains { $0.intent == f.intent }
               }), let k = Self.nameSaidBefore(s, cue, errandMarkers: lexicon.urgingMarkers) {
                f.person = k..<(k + 1)
            }
            if f.person == nil, let topic = topicBeforeCue(s, f.intent) ?? nameBetweenCueAndAmount(s, f.intent)
                ?? titledNameFirst(s) { f.person = topic }
            if let span = f.person {
                f.widerPersons = Self.kanaRunBefore(s, span)
                f.joinedPersons = Self.personsJoined(to: span, s)
                // No marker says which of several named people is meant (zhang san? bu, li si;
                // wo ti zhang san huan li si): a choice for the user, never ours.
                if unmarked && !s.corrected.contains(true) {
                    let ids = Set(span.compactMap { s.units[$0].entity?.id })
                    f.joinedPersons += s.units.indices.filter { i in
                        !span.contains(i) && s.units[i].kind == .person
                            && !ids.contains(s.units[i].entity?.id ?? "") && !f.joinedPersons.contains(i)
                    }
                }
            }
            // The amount said after a correction (bu dui, shisan baiwu), else the first
            // amount of money, else the first bare number.
            let isAmount = { (u: Unit) in u.kind == .money && u.entity?.isCurrencyMention == false }
            let corrected = s.units.indices.last { i in
                s.corrected[i] && !s.negated[i] && (isAmount(s.units[i]) || s.units[i].kind == .number) && !(f.person?.contains(i) ?? false)
            }
            // zenkai wa 3000-en datta kedo, konkai wa hanako-san ni 5000-en okutte; xiao li zhu 302
            // hao fang, gei ta zhuan yi bai wu: the amount of the clause that asks for the payment
            // before one said as its context.
            let askingCues = s.cues.filter { $0.cue.intent == f.intent && s.isActiveCue($0.unit, for: f.intent) }
            let asking = Set(askingCues.map { s.clause[$0.unit] })
            let inAsking = { (i: Int) in asking.contains(s.clause[i]) }
            // wo men si ge chi le si bai | zhao li si shou yi bai: nearer still, the sentence that asks.
            let askingSentences = Set(askingCues.map { s.softClause[$0.unit] })
            let inAskingSentence = { (i: Int) in inAsking(i) && askingSentences.contains(s.softClause[i]) }
            // gen xiao li shou liang bai | e | shou liang bai wu: the request's verb said again in a
            // sentence of its own, right before another amount and with nobody named between, says
            // the amount again as meant.
            let restated = askingCues.last.flatMap { c -> Int? in
                let k = c.unit + 1
                guard k < s.units.count, isAmount(s.units[k]) || s.units[k].kind == .number,
                      let earlier = askingCues.first(where: { $0.unit < c.unit && s.softClause[$0.unit] < s.softClause[c.unit] }),
                      !s.units[earlier.unit..<c.unit].contains(where: { $0.kind == .person }) else { return nil }
                return k
            }
            f.amount = corrected ?? restated ?? pickUnit(s, isAmount, excluding: nil, where: inAskingSentence)
                ?? pickUnit(s, { $0.kind == .number }, excluding: f.person, where: inAskingSentence)
                ?? pickUnit(s, isAmount, excluding: nil, where: inAsking)
                ?? pickUnit(s, { $0.kind == .number }, excluding: f.person, where: inAsking)
                ?? pickUnit(s, isAmount, for: f.intent)
                ?? pickUnit(s, { $0.kind == .number }, excluding: f.person, for: f.intent)
            // yongmei yuan / huan cheng mei yuan: a currency said without an amount.
            if let a = f.amount {
                // da gai zhuan ge san bai: "about" earlier in its clause, no other number between.
                f.amountHedged = (0..<a).reversed().prefix { k in
                    s.clause[k] == s.clause[a] && !s.units[k].isPunctuation && s.units[k].kind != .money && s.units[k].kind != .number
                }.contains { s.units[$0].info.isHedge }
            }
            f.currencyMention = pickUnit(s, { $0.entity?.isCurrencyMention == true }, negatable: true)
            if let note = pick(spans.filter { $0.slot == "note" }, s) {
                f.note = note.units
                // bei zhu xie 3 yue fen wang fei, bei zhu xie mu qin jie kuai le: what the note says
                // is written down, no amount or person of the request.
                if let a = f.amount, note.units.contains(a) { f.amount = nil }
                if let p = f.person, note.units.contains(p.lowerBound) { f.person = nil }
            }
        case .order:
            f.items = OrderItems(modifiersFollow: lexicon.modifiersFollow[s.family ?? .zh] ?? false,
                                 families: lexicon.productFamilies).items(s)
        case .reorder:
            f.namedProduct = pickUnit(s, { $0.kind == .product }, negatable: true)
            f.namedSize = pickUnit(s, { $0.kind == .size }, negatable: true)
            f.namedDay = s.calendarDays.first { $0.day != nil }
        case .checkBalance:
            f.account = pickUnit(s, { $0.info.account != nil })
        case .requestRide:
            let spans = roleFinder.spans(s, intent: .requestRide)
            let countsFollow = lexicon.modifiersFollow[s.family ?? .zh] ?? false
            let titles = { (u: Unit) in lexicon.titlesName(u, s.analysis.text.keyValues) }
            if let p = pick(spans.filter { $0.slot == "pickup" }, s, preferPlaces: true) {
                f.pickup = place(s, p.units)
                f.sources.append(p.source)
            }
            if let d = pick(spans.filter { $0.slot == "dropoff" }, s, preferPlaces: true) {
                f.dropoff = place(s, d.units)
                f.sources.append(d.source)
            }
            // dao zhe li jie wo: a place the car comes to for me is the pickup, not also where I go.
            if let p = f.pickup, let d = f.dropoff, p.units.overlaps(d.units) {
                f.dropoff = pick(spans.filter { $0.slot == "dropoff" && !$0.units.overlaps(p.units) }, s, preferPlaces: true)
                    .map { place(s, $0.units) }
            }
            // Nobody rides to where they are: dao wo xian zai de wei zhi means "pick me up here".
            if f.pickup == nil, let d = f.dropoff, d.id == "current_location" {
                f.pickup = d
                f.dropoff = pick(spans.filter { $0.slot == "dropoff" && $0.units != d.units }, s, preferPlaces: true)
                    .map { place(s, $0.units) }
            }
            // ikebukuro-eki nishiguchi made takushii de mukae ni kite: a car that comes for the speaker
            // comes to where it is sent; with no place to start from said, that is the pickup.
            if f.pickup == nil, let d = f.dropoff, s.units.contains(where: { $0.info.fetchesRider }) {
                f.pickup = d
                f.dropoff = nil
            }
            correctBarePlace(s, spans, &f)
            if f.pickup == nil, let here = pickUnit(s, { $0.info.place != nil }),
               !(f.dropoff?.units.contains(here) ?? false) {
                f.pickup = place(s, here..<(here + 1))
            }
            if f.pickup == nil, let bare = barePlace(s, spans, dropoff: f.dropoff?.units) { f.pickup = place(s, bare) }
            // Counted in people (liu ge ren) first; a count after "we" (wo men san ge) else.
            // (ba ma ... san ge ren: a count in people is said of everyone; a word that holds a
            // count, ba ma, names only some.)
            let inPeople = s.units.indices.filter { PartySize.value(of: s.units[$0]) != nil }
            let explicit = inPeople.filter { s.units[$0].info.partyCount == nil }
            let counted = explicit.isEmpty ? inPeople : explicit
            // (wu ge ren, m hai, sei go: a bare count that puts one in people right counts too.)
            let after = counted.isEmpty ? s.units.indices.filter { PartySize.value(at: $0, in: s) != nil }
                : (counted + s.units.indices.filter { k in
                    s.corrected[k] && !counted.contains(k) && k > (counted.first ?? 0) && PartySize.value(at: k, in: s) != nil
                }).sorted()
            f.party = after.last { s.corrected[$0] } ?? after.first
            if let k = f.party { f.partyChange = PartySize.change(at: k, in: s) }
            // otona 2-nin to kodomo 1-nin, otona 3-nin kodomo 2-nin: counts joined by "and",
            // or each said after who it counts, add up.
            // kodomo 2-nin to watashi de 3-nin (or no 3-nin): a count after "de" or "no" is the total already.
            // (watashi to otto to akachan no 3-nin: so is one after people listed with "and".)
            var totalSaid = false
            if let total = after.last, total > 0,
               after.count > 1 || s.units[..<total].contains(where: { $0.info.isConjunction }),
               s.units[total - 1].info.particle == "de" || s.units[total - 1].info.particle == "no" {
                f.party = total
                totalSaid = true
            } else if let first = f.party, !s.corrected[first] {
                f.partyAlso = after.filter { k in
                    guard k > first, !s.corrected[k] else { return false }
                    let between = first + 1..<k
                    return between.contains { s.units[$0].info.isConjunction }
                        || (s.units[k - 1].info.isPartyWord && between.allSatisfy {
                            // (otona futari, kodomo hitori: a comma lists them as "and" does.)
                            let w = s.units[$0].info
                            return w.isPartyWord || w.isConjunction || w.isFiller || w.particle != nil || s.units[$0].isPunctuation
                        })
                }
            }
            // kodomo 3-nin tsurete te watashi irete yonin: a count right after "counting me" is everyone.
            if let total = after.last(where: { $0 > 0 && s.units[$0 - 1].info.isPartyTotal }), !s.corrected.contains(true) {
                f.party = total
                f.partyChange = PartySize.change(at: total, in: s)
                // yi gong liang ge da ren liang ge xiao hai: the total said as counts of kinds of people.
                f.partyAlso = Array(PartySize.counts(from: total, in: s, countsFollow: countsFollow).dropFirst())
            } else if !totalSaid, let list = PartySize.listed(in: s, countsFollow: countsFollow),
                      (!after.contains(where: { s.corrected[$0] }) && (f.party == nil || f.party == after.first))
                        // gomen, ore to yome to kodomo futari datta: a whole list said after the
                        // correction is the party as corrected.
                        || (after.allSatisfy { s.corrected[$0] } && (list.people + list.counts).allSatisfy { s.corrected[$0] }) {
                f.party = list.counts.first
                f.partyAlso = Array(list.counts.dropFirst())
                f.partyPeople = list.people
                f.partyEnd = list.end
                // dai shang wo ba wo ma, bu dui, wo ma bu qu: one listed and said after it not to
                // come after all is off the list.
                let key = { (k: Int) in s.analysis.text.keyValues[s.units[k].range] }
                for gone in PartySize.leaving(in: s, titlesName: titles) where gone > list.end {
                    if let i = f.partyPeople.firstIndex(where: { key($0).elementsEqual(key(gone)) }) { f.partyPeople.remove(at: i) }
                }
                // wo gen wo lao po hai you liang ge xiao hai: "and also" inside a list of who rides
                // joins the list; it changes no party said before.
                if let k = f.party { f.partyChange = list.people.isEmpty ? PartySize.change(at: k, in: s) : 0 }
                // hai you wo ba he wo ma: people listed after a word that adds riders, the speaker not
                // among them, ride along.
                // (musume to musuko mo issho desu, wo yue fu yue mu ye yao zuo: so are people listed
                // right before a word that says they ride too.)
                if f.party == nil, let first = list.people.min(), list.people.allSatisfy({ !s.units[$0].info.isSelf }),
                   s.units[..<first].contains(where: { $0.info.countChange > 0 }) || PartySize.ridesToo(after: list.end, in: s) || list.withThem {
                    f.partyJoining = list.people
                    f.partyPeople = []
                } else if let k = f.party, !list.people.isEmpty, list.people.allSatisfy({ !s.units[$0].info.isSelf }),
                          !s.units[..<min(k, list.people.min()!)].contains(where: { $0.info.countChange != 0 }),
                          PartySize.ridesToo(after: list.end, in: s) || list.withThem {
                    // wo lao po gen liang ge xiao hai ye yao zuo: a list with a count, said to ride too.
                    // (duo yi ge ren | wo peng you ye yao yi qi: who the one more is, no more than that.)
                    f.partyJoinsSpeaker = true
                }
            }
            // (liang ge hai zi ye yi qi zuo: the count of who is said to ride too.)
            // (wo ba ma ye yi qi zuo: a word that counts who rides too.)
            if let k = f.party, f.partyChange >= 0, f.partyPeople.isEmpty,
               (f.partyChange == 0 && PartySize.countRidesAlong(k, in: s))
                || (s.units[k].info.partyCount != nil && !s.units[k].info.isPartyTotal && PartySize.ridesToo(after: k, in: s))
                || PartySize.joining(in: s, titlesName: titles)
                    .contains(where: { PartySize.count(before: $0, in: s) == k }) {
                f.partyChange = 1
                f.partyJoinsSpeaker = true
                // (liang ge | hai zi: the words for the party run on to who is counted.)
                if k + 1 < s.units.count, PartySize.count(before: k + 1, in: s) == k { f.partyEnd = max(f.partyEnd ?? k, k + 1) }
            }
            if f.party == nil && f.partyPeople.isEmpty && f.partyJoining.isEmpty {
                f.partyJoining = PartySize.joining(in: s, titlesName: titles)
                f.partyLeaving = PartySize.leaving(in: s, titlesName: titles)
                // liang ge hai zi ye yi qi zuo: a count of who rides too is that many riders.
                let counted = f.partyJoining.compactMap { PartySize.count(before: $0, in: s) }
                if let first = counted.first {
                    f.party = first
                    f.partyAlso = Array(counted.dropFirst())
                    f.partyPeople = f.partyJoining.filter { k in !counted.contains(k - 1) }
                    f.partyEnd = f.partyJoining.last
                    f.partyJoining = []
                    f.partyJoinsSpeaker = true
                }
            }
        case .none:
            break
        }
    }

    /// A word nobody lists that looks like a Chinese name (two to four Han characters), said
    /// in an earlier clause or sentence than `before` (or before an errand's "asks me"), first
    /// in the utterance or right after a relation or a title.
    static func nameSaidBefore(_ s: Sentence, _ before: Int, errandMarkers: UInt64 = 0) -> Int? {
        guard s.family == .zh else { return nil }
        let first = s.units.indices.first { !s.units[$0].info.isFiller && !s.units[$0].isPunctuation }
        let key = s.analysis.text.keyValues
        return s.units.indices.last { k in
            let u = s.units[k]
            // wo er zi qian wo wu bai ... gen ta yao: a relative of the speaker's too (listed or not).
            let relative = u.kind == nil && u.info.isRelation && k > 0 && s.units[k - 1].info.isSelf
            guard k < before, relative || (u.isUnknownWord && (2...4).contains(u.range.count)
                                           && key[u.range].allSatisfy(ScalarClass.isHan)),
                  s.clause[k] < s.clause[before] || s.softClause[k] < s.softClause[before]
                    // ma chao rang wo gei ta zhuan: the one who passes on the errand, in its clause.
                    || s.units[(k + 1)..<before].indices.contains(where: { j in
                        s.units[j].info.markers & errandMarkers != 0 && j + 1 < before && s.units[j + 1].info.isSelf
                    }) else { return false }
            return relative || k == first || (k > 0 && (s.units[k - 1].info.isRelation || s.units[k - 1].info.isTitle))
        }
    }

    /// The beneficiary the utterance opens by calling: said first, then a pause (a comma or
    /// a recognizer's space).
    static func calledFirst(_ s: Sentence) -> Int? {
        guard let first = s.units.indices.first(where: { !s.units[$0].info.isFiller && !s.units[$0].isPunctuation }),
              s.units[first].kind == .person, first + 1 < s.units.count else { return nil }
        return s.units[first + 1].isPunctuation || s.analysis.text.spaceBoundaries.contains(s.units[first].range.upperBound) ? first : nil
    }

    /// zhang san feng, wang wu yi, zhou jie lun: a listed name followed, with nothing between,
    /// by one more Han character that is no word of its own (an unknown character or a lone
    /// numeral) before a marker or the request is a longer name, somebody else's.
    static func withNameTail(_ s: Sentence, _ span: Range<Int>) -> Range<Int> {
        let k = span.upperBound
        guard let last = span.last, k < s.units.count else { return span }
        // gei zhang3 san zhuan: a recognizer's character nobody lists, alone in the role, is a
        // name's first half as much as a listed one is.
        let lone = span.count == 1 && s.units[last].isUnknownWord && s.units[last].range.count == 1
            && ScalarClass.isHan(s.analysis.text.keyValues[s.units[last].range.lowerBound])
        guard s.units[last].kind == .person || lone else { return span }
        let u = s.units[k]
        let key = s.analysis.text.keyValues
        // (fang fang | gaap faan: a recognizer's space after the name ends it.)
        guard s.units[last].range.upperBound == u.range.lowerBound, u.range.count == 1,
              !s.analysis.text.spaceBoundaries.contains(u.range.lowerBound),
              ScalarClass.isHan(key[u.range.lowerBound]),
              u.isUnknownWord || u.kind == .number else { return span }
        let after = k + 1 < s.units.count ? s.units[k + 1] : nil
        let ends = after.map { $0.isPunctuation || $0.info.markers != 0 || !$0.info.cues.isEmpty } ?? true
        return ends ? span.lowerBound..<(k + 1) : span
    }

    /// uchi no haha, wo de lao po: "my" said before a name is no part of it.
    func withoutOwner(_ s: Sentence, _ span: Range<Int>) -> Range<Int> {
        var lo = span.lowerBound
        if s.units[lo].info.isSelf {
            lo += 1
            if lo < span.upperBound && s.units[lo].info.particle == "no" { lo += 1 }
        }
        // musuko no shouta, wo er zi shou tai: a kinship word before a listed name only says who
        // the named one is (but suzuki buchou no okusan, with the kin word last, is someone else).
        var k = lo
        while k < span.upperBound && s.units[k].info.isRelation { k += 1 }
        if k > lo, k < span.upperBound, s.units[k].info.particle == "no" || s.units[k].kind == .person,
           let name = (k..<span.upperBound).first(where: { s.units[$0].kind == .person || s.units[$0].info.particle != "no" }),
           s.units[name].kind == .person,
           // (douryou no takahashi misaki-san: with the title written after the name.)
           name + 1 == span.upperBound || (name + 2 == span.upperBound
                && lexicon.nameSuffixes.contains(Array(s.analysis.text.keyValues[s.units[name + 1].range]))) {
            lo = name
        }
        return lo < span.upperBound ? lo..<span.upperBound : span
    }

    /// An answer with no marker fills the slot that was asked for with the
    /// longest run of content it holds.
    private func fillBare(_ f: inout Frame, _ slot: String) {
        // na jiu si ge ba, yottsu de, asked how many ride: a count alone, whatever it counts
        // but cars, is the party.
        if slot == "party_size" {
            let s = f.sentence
            if f.party == nil, let k = s.units.indices.last(where: { k in
                let u = s.units[k]
                return (u.kind == .quantity || u.kind == .number) && !PartySize.countsVehicles(u) && !s.negated[k]
            }) {
                f.party = k
            }
            return
        }
        let kind = RoleFinder.spanKind(slot)
        guard kind != .text else { return }
        switch slot {
        case "payee", "payer": if f.person != nil || f.personIsSelf { return }
        case "pickup", "dropoff":
            if (slot == "pickup" ? f.pickup : f.dropoff) != nil { return }
            // otto mo issho ni norimasu, hai you wo po po, asked where from: who rides along or
            // drops out is no place; the question stays open.
            if !f.partyJoining.isEmpty || !f.partyLeaving.isEmpty || (f.party != nil && f.partyChange != 0)
                || f.partyJoinsSpeaker { return }
        default: return
        }
        let s = f.sentence
        // The longest run, and after a correction (wu xi wangjiao, xi youma de) the run said last.
        var best: Range<Int>? = nil
        var i = 0
        // bu shi chen wei, shi chen wei2: a name said with "not" is the one meant not.
        // ... and what sticks to such a name (hanako-san ja nai: the san is hers).
        // shibuya made ikitai, asked where from: a place another role already took is not the answer.
        // (wo lao po gen wo er zi ye yao qu, asked where from: who rides is no place.)
        let taken = [f.pickup?.units, f.dropoff?.units].compactMap { $0 }
            + (f.partyPeople + f.partyJoining).map { $0..<($0 + 1) }
        let content = { (k: Int) in
            RoleFinder.isContent(s.units[k], kind) && !s.negated[k] && !taken.contains { $0.contains(k) }
                // (takahashi-san deshita: the past copula is no part of the answer.)
                && !s.units[k].info.isPast
                // wo men lia yi qi, asked where from: who rides is no place.
                && !(kind == .place && (s.units[k].info.isSelf || PartySize.value(at: k, in: s) != nil || s.units[k].info.countChange != 0
                                          || PartySize.changesCount(k, in: s)))
                && !(k > 0 && s.negated[k - 1] && s.units[k - 1].kind == .person
                     && s.units[k - 1].range.upperBound == s.units[k].range.lowerBound)
        }
        // toukyou-eki no marunouchi-guchi: a place named inside another, joined by "no", is one answer.
        let joins = { (k: Int) in
            kind == .place && s.units[k].info.particle == "no" && k + 1 < s.units.count && content(k + 1)
        }
        while i < s.units.count {
            guard content(i) else { i += 1; continue }
            var j = i
            while j < s.units.count && (content(j) || joins(j)) { j += 1 }
            // A title or "I" alone (-san ja nai desu, wo shuo cuo le) names nobody.
            if (i..<j).allSatisfy({ s.units[$0].info.isHonorific || s.units[$0].info.isSelf }) { i = j; continue }
            // (... no hou da: one kana alone, the copula, names nobody and no place.)
            let run = s.analysis.text.keyValues[s.units[i].range.lowerBound..<s.units[j - 1].range.upperBound]
            if run.count == 1, let c = run.first, ScalarClass.isHiragana(c) { i = j; continue }
            if best == nil || s.corrected[i] || (!s.corrected[best!.lowerBound] && j - i > best!.count) { best = i..<j }
            i = j
        }
        guard let span = best else { return }
        // na si ge ren ba, asked where from: a lone one-character "that" is "well then", no place.
        if kind == .place, span.allSatisfy({ s.units[$0].info.isLocative && s.units[$0].range.count == 1 }) { return }
        // kyou honto kaze tsuyoi ne, asked where from: a remark that ends on a predicate
        // is no place (the question stays open).
        if kind == .place, let last = span.last, s.units[last].isUnknownWord,
           lexicon.looksLikePredicate(s.analysis.text.keyValues[s.units[last].range]),
           !classifier.looksLikePlace(s, span) {
            return
        }
        // jin tian hao lei a, wai mian xia yu le, saikin isogashikute sa: asked who or where, a
        // remark (a time word, a past, small talk, words blocked for the request) names nobody
        // and no place, unless the lexicons know something in it as one.
        let known = span.contains { k in
            let u = s.units[k]
            return u.kind == .person || u.kind == .place || u.info.isPlaceWord || u.info.place != nil
        }
        // (shouta ja nakute takahashi-san datta: what follows the one a correction names only
        // says it was the one meant.)
        let corrects = s.corrected[span.lowerBound]
        let remark = s.units.indices.contains { k in
            let w = s.units[k].info
            return (!corrects || k < span.lowerBound) && (w.isTime || w.isRemark || w.isPast || w.callsOff || s.past[k])
        }
            // dore kurai de kuru no, dare ga touroku sareteru no: a question back is no answer.
            || !s.questionClauses.isEmpty
        // honto maikai | tatekaete bakkari da yo: words nobody lists run straight into a verb, with
        // no particle to mark them, say something; they answer nothing.
        let runsIntoVerb = span.upperBound < s.units.count && !s.units[span.upperBound].info.cues.isEmpty
        if !known, remark || runsIntoVerb || s.isBlocked(span.lowerBound, f.intent) { return }
        switch slot {
        case "payee", "payer": f.person = span
        case "pickup": f.pickup = place(s, span)
        default: f.dropoff = place(s, span)
        }
    }

    /// qu hong qiao ji chang, o bu, pu dong ji chang; haneda kuukou made, iya, narita kuukou: a place
    /// said bare right after a correction, in no role of its own, takes the place of the one said
    /// last before the correction.
    private func correctBarePlace(_ s: Sentence, _ spans: [RoleSpan], _ f: inout Frame) {
        guard let c = s.units.indices.last(where: { s.units[$0].info.isCorrection }) else { return }
        func bare(after c: Int) -> Range<Int>? {
            guard let k = s.units.indices.first(where: { $0 > c && !s.units[$0].isPunctuation && !s.units[$0].info.isFiller
                                                          && s.units[$0].info.particle != "shi" }),
                  !s.negated[k] else { return nil }
            return roleFinder.bareSpan(s, from: k, .place)
        }
        let before = [f.pickup, f.dropoff].compactMap { $0 }.filter { $0.units.upperBound <= c }
        guard let last = before.max(by: { $0.units.upperBound < $1.units.upperBound }),
              var span = bare(after: c) else { return }
        // bu shi chun xi lu, shi kuan zhai xiang zi: the place said again after the correction word is
        // the one taken back; the one after it is meant.
        let key = s.analysis.text.keyValues
        func text(_ r: Range<Int>) -> ArraySlice<UInt32> { key[s.units[r.lowerBound].range.lowerBound..<s.units[r.upperBound - 1].range.upperBound] }
        // (Set against the place taken back, it is a place whatever its name looks like: m hai wong gok, hai taai zi.)
        var setAgainst = false
        // (bu shi han kou, shi wu chang huo che zhan: or the first words of it, han kou of han kou huo che zhan.)
        if text(span).count >= 2, text(last.units).starts(with: text(span)), let next = bare(after: span.upperBound - 1) {
            (span, setAgainst) = (next, true)
        }
        guard !spans.contains(where: { $0.units.overlaps(span) }), setAgainst || classifier.looksLikePlace(s, span) else { return }
        let slot = f.dropoff?.units == last.units ? "dropoff" : "pickup"
        // o bu dui, qu hong qiao ji chang, bu shi pu dong: a correction that already named the place
        // in its role leaves the bare one after it a clarification.
        let firstCorrection = s.units.indices.first { s.units[$0].info.isCorrection } ?? c
        // (machigaeta, noru no wa shinjuku-eki ja nakute yoyogi-eki: not the one the last correction
        // itself puts right, said right before it.)
        guard !spans.contains(where: { $0.slot == slot && $0.units.lowerBound > firstCorrection && $0.units.upperBound != c })
        else { return }
        if slot == "dropoff" { f.dropoff = place(s, span) } else { f.pickup = place(s, span) }
    }

    /// Among several spans for one slot, a corrected one (iya, Satou-san ni) wins;
    /// otherwise the first.
    /// For places, a span that looks like one (Shibuya-eki kara) beats one that does
    /// not (nomisugita kara: "because I drank too much").
    private func pick(_ spans: [RoleSpan], _ s: Sentence, preferPlaces: Bool = false) -> RoleSpan? {
        var spans = spans
        if preferPlaces {
            // shibuya made... ja nakute ebisu made: what a correction says is meant, place word or not.
            let places = spans.filter { classifier.looksLikePlace(s, $0.units) || s.corrected[$0.units.lowerBound] }
            if !places.isEmpty { spans = places }
            // mukae no basho wa mada kimete nakute: what ends on a predicate says something about the
            // place, it names none.
            let key = s.analysis.text.keyValues
            spans = spans.filter { span in
                guard let first = span.units.first, let last = span.units.last, s.units[last].kind == nil else { return true }
                return classifier.looksLikePlace(s, span.units)
                    || !lexicon.looksLikePredicate(key[s.units[first].range.lowerBound..<s.units[last].range.upperBound])
            }
            // eki made mukae ni kite tte iwareta kara, genzaichi kara: a place of a reported clause
            // gives way to one of the request's.
            let allowed = spans.filter { !s.isBlocked($0.units.lowerBound, .requestRide) || s.corrected[$0.units.lowerBound] }
            if !allowed.isEmpty { spans = allowed }
            // byouin ni tsureteku kara, koko kara shimin byouin made: a place of the clause given as
            // the reason gives way to one of the request's (alone, it is where the request goes).
            let notReasons = spans.filter { span in
                let c = s.clause[span.units.lowerBound]
                return !s.units.indices.contains { k in k >= span.units.upperBound && s.clause[k] == c && s.units[k].info.endsReason }
            }
            if !notReasons.isEmpty { spans = notReasons }
            // kuukou made ikitai n dakedo ... koko kara haneda kuukou made takushii onegai: of a place
            // said twice, the one in the clause that asks.
            if spans.count > 1, !s.corrected.contains(true), let c = Self.requestClause(s, .requestRide) {
                let inClause = spans.filter { s.clause[$0.marker] == c }
                if !inClause.isEmpty { spans = inClause }
            }
        }
        return spans.last { s.corrected[$0.units.lowerBound] } ?? spans.first
    }

    /// The unit a slot takes: after a correction the one said last, else the first.
    /// With an intent, units in clauses that block it (zuotian chifan hua le sanbai:
    /// a report) are used only when no other clause has one.
    private func pickUnit(_ s: Sentence, _ test: (Unit) -> Bool, negatable: Bool = false,
                          excluding: Range<Int>? = nil, for intent: Intent? = nil) -> Int? {
        if let intent, let i = pickUnit(s, { test($0) }, negatable: negatable, excluding: excluding,
                                         where: { s.clauseAllows($0, intent, questionsBlock: false) }) {
            return i
        }
        return pickUnit(s, test, negatable: negatable, excluding: excluding, where: { _ in true })
    }

    private func pickUnit(_ s: Sentence, _ test: (Unit) -> Bool, negatable: Bool = false, excluding: Range<Int>?,
                          where allowed: (Int) -> Bool) -> Int? {
        var first: Int? = nil, lastCorrected: Int? = nil
        for (i, u) in s.units.enumerated() where test(u) && allowed(i) {
            if negatable && s.negated[i] { continue }
            if let x = excluding, x.contains(i) { continue }
            if first == nil { first = i }
            if s.corrected[i] { lastCorrected = i }
        }
        return lastCorrected ?? first
    }

    /// takushii | sapporo-eki kitaguchi | 3-mei, jiao che | tai da yi yuan men kou | liang ge ren: a place
    /// named beside the request with no marker of its own, the drop-off aside, is where the car is
    /// sent: the pickup. Only what looks like a place (a place word ends it) and is not taken back.
    private func barePlace(_ s: Sentence, _ spans: [RoleSpan], dropoff: Range<Int>?) -> Range<Int>? {
        // (shinjuku ja nakute ikebukuro-eki ni henkou: a place said in a correction is the correction's.)
        guard !s.corrected.contains(true), !s.negated.contains(true) else { return nil }
        let taken = { (k: Int) in spans.contains { $0.units.contains(k) || $0.marker == k } || (dropoff?.contains(k) ?? false) }
        // (yi gaa: a word for "now" that also names a place, qu yi gaa, names it only after a marker.)
        for k in s.units.indices where !taken(k) && (k == 0 || !RoleFinder.isContent(s.units[k - 1], .place)) && !s.units[k].info.isNow {
            guard let span = roleFinder.bareSpan(s, from: k, .place), !span.contains(where: taken),
                  classifier.looksLikePlace(s, span), !s.isBlocked(k, .requestRide) else { continue }
            return span
        }
        return nil
    }

    private func place(_ s: Sentence, _ units: Range<Int>) -> Frame.Place {
        let id = units.lazy.compactMap { s.units[$0].info.place }.first
            ?? (units.count == 1 ? lexicon.rolePlaces[Array(s.analysis.text.keyValues[s.units[units.lowerBound].range])] : nil)
        return Frame.Place(units: units, id: units.count == 1 || id != nil ? id : nil)
    }

    /// The span grown backwards one unit at a time while the units are hiragana
    /// written right against it (at most three more units), and last to a name
    /// those units follow.
    static func kanaRunBefore(_ s: Sentence, _ span: Range<Int>) -> [Range<Int>] {
        let key = s.analysis.text.keyValues
        func hiragana(_ i: Int) -> Bool { s.units[i].range.allSatisfy { ScalarClass.isHiragana(key[$0]) } }
        guard hiragana(span.lowerBound) else { return [] }
        var out: [Range<Int>] = []
        var start = span.lowerBound
        while start > 0, out.count < 3, hiragana(start - 1), s.units[start - 1].range.upperBound == s.units[start].range.lowerBound {
            start -= 1
            out.append(start..<span.upperBound)
        }
        // tanaka ha n: the run may end on a name, the kana after it an honorific (han).
        if start > 0, s.units[start - 1].kind == .person, s.units[start - 1].range.upperBound == s.units[start].range.lowerBound {
            out.append((start - 1)..<span.upperBound)
        }
        return out
    }

    /// Person units joined to a span by "and", with only honorifics and particles
    /// between (zhang san he li si; tanaka-san to suzuki buchou ni).
    static func personsJoined(to span: Range<Int>, _ s: Sentence) -> [Int] {
        var out: [Int] = []
        for step in [-1, 1] {
            var i = step < 0 ? span.lowerBound - 1 : span.upperBound
            var joined = false
            while i >= 0 && i < s.units.count {
                let u = s.units[i]
                if u.info.isConjunction { joined = true }
                else if u.kind == .person { if joined { out.append(i); joined = false } }
                else if !(u.info.isHonorific || u.info.particle != nil || u.isUnknownWord && u.range.count <= 2) { break }
                i += step
            }
        }
        return out
    }

    /// The clause of the last active cue of the intent: where the request is said.
    static func requestClause(_ s: Sentence, _ intent: Intent) -> Int? {
        s.cues.last { $0.cue.intent == intent && s.isActiveCue($0.unit, for: intent) }.map { s.clause[$0.unit] }
    }

    /// zhuan zhang zhang shan yi qian kuai: words the lexicons do not know, said between the
    /// request and its amount, are who it is for (the matcher says whether anyone listed is meant).
    private func nameBetweenCueAndAmount(_ s: Sentence, _ intent: Intent) -> Range<Int>? {
        guard let cue = s.units.indices.first(where: { i in s.units[i].info.cues.contains { $0.intent == intent } }),
              let amount = s.units.indices.first(where: { $0 > cue && (s.units[$0].kind == .money || s.units[$0].kind == .number) })
        else { return nil }
        // (soukin... etto, yamada-san, ichiman en: the pauses and fillers around the name are no part of it.)
        let pause = { (k: Int) in s.units[k].isPunctuation || s.units[k].info.isFiller }
        var lower = cue + 1, upper = amount
        while lower < upper && pause(lower) { lower += 1 }
        while upper > lower && pause(upper - 1) { upper -= 1 }
        // (okane okuritai nen, 5000 en na: words run straight on from the verb end it; a name
        // set off by a pause after it is set off before it too.)
        if upper < amount && lower == cue + 1 { return nil }
        var name = lower..<upper
        if name.count > 1, let last = name.last, s.units[last].info.isHonorific { name = lower..<last }
        let length = name.reduce(0) { $0 + s.units[$1].range.count }
        guard !name.isEmpty, (2...4).contains(length),
              name.allSatisfy({ s.units[$0].isUnknownWord && RoleFinder.isContent(s.units[$0], .person) }) else { return nil }
        return lower..<upper
    }

    /// takahashi-san, sen en okutte: in Japanese a name nobody lists, with its title and a pause,
    /// opening the request is who it is for (the matcher says whether anyone listed is meant).
    private func titledNameFirst(_ s: Sentence) -> Range<Int>? {
        guard s.family == .ja, let first = s.units.indices.first(where: { !s.units[$0].info.isFiller && !s.units[$0].isPunctuation })
        else { return nil }
        guard let k = Sentence.titledNameRun(s.units, s.analysis.text.keyValues, from: first, lexicon), k + 1 < s.units.count,
              (1...4).contains(s.units[k - 1].range.upperBound - s.units[first].range.lowerBound),
              s.units[k + 1].isPunctuation || s.analysis.text.spaceBoundaries.contains(s.units[k].range.upperBound)
        else { return nil }
        return first..<(k + 1)
    }

    /// zhang san zhuan wu bai: with no marker, the words right before the transfer word name
    /// the person.
    private func topicBeforeCue(_ s: Sentence, _ intent: Intent) -> Range<Int>? {
        guard let cue = s.units.indices.first(where: { i in s.units[i].info.cues.contains { $0.intent == intent } }) else {
            return nil
        }
        var i = cue - 1
        while i >= 0 && (s.units[i].isUnknownWord || s.units[i].info.isRelation) && RoleFinder.isContent(s.units[i], .person) {
            i -= 1
        }
        var start = i + 1
        // wo tong xue huang zhi min gei ta zhuan: a relation before a name says who the name is.
        while start + 1 < cue && s.units[start].info.isRelation && s.units[start + 1].isUnknownWord { start += 1 }
        return start < cue ? start..<cue : nil
    }
}
