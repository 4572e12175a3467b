/// The grammar's reading of the lexicons, compiled once: what each lexicon tag
/// means (cue, marker, particle …), the roles of each intent, and the evidence
/// weights. Adding a way to say "transfer" is a lexicon edit; nothing here names
/// a word.
struct GrammarLexicon: Sendable {
    /// A slot filled by the span next to a marker.
    struct Role: Sendable {
        enum Side: Sendable { case before, after }
        var slot: String
        var marker: String
        /// The marker's bit in `WordInfo.markers`.
        var bit: UInt64
        /// For --explain: "role:send_payment.payee<to_person>".
        var source: String
        /// `.before`: the marker comes before the span (gei zhang san); `.after`: after it (Tanaka-san ni).
        var side: Side
        var family: LanguageFamily?
        /// `takes_cue_of`: a cue of this intent right after the span is the span's
        /// person acting (cui li si huan qian: li si pays), so it speaks for this role's intent.
        var cueOf: Intent? = nil
        /// `places_only`: the span must hold a word the lexicons know as a place
        /// (gong si qu ji chang), since the same marker also ends verbs (tiao dao, chou dao).
        var placesOnly = false
    }

    /// What besides cue words can speak for an intent.
    enum Evidence: String, Sendable, CaseIterable {
        case product, size, quantity, money, person, bare
        case unlistedProduct = "unlisted_product"
        case placeRole = "place_role"
        case party
        /// Cars counted (takushii ichidai, jiao yi liang che): a ride, not an order.
        case vehicleCount = "vehicle_count"
        /// A calendar day that names when a past order was placed (11 gatsu 26 nichi no yatsu).
        case pastOrderDay = "past_order_day"
    }

    /// A class: read for every intent of every utterance, copied by reference.
    final class IntentSettings: Sendable {
        let evidence: [(kind: Evidence, weight: Double)]
        let needsCue: Bool
        let questionsBlock: Bool
        /// Intents this one beats when one of its strong cues is said
        /// (a history reference makes an order a reorder).
        let outranks: [Intent]
        /// With only a weak cue (da gei, zhuan), one of these must be there too:
        /// da gei chen zong is a call, da gei chen zongwu bai a transfer.
        let weakCueNeeds: [Evidence]
        /// zhang san ka li hai you duo shao qian: somebody named before the cue in its clause
        /// owns what is asked about; the speaker asks nothing of their own.
        let ownerBlocks: Bool

        init(evidence: [(kind: Evidence, weight: Double)] = [], needsCue: Bool = true, questionsBlock: Bool = true,
             outranks: [Intent] = [], weakCueNeeds: [Evidence] = [], ownerBlocks: Bool = false) {
            self.ownerBlocks = ownerBlocks
            self.evidence = evidence
            self.needsCue = needsCue
            self.questionsBlock = questionsBlock
            self.outranks = outranks
            self.weakCueNeeds = weakCueNeeds
        }
    }

    /// What each lexicon record means, by record index (see LexiconTag.record).
    private(set) var words: [WordInfo?] = []
    /// Marker id → bit number.
    private(set) var markerBits: [String: Int] = [:]
    private(set) var roles: [Intent: [Role]] = [:]
    private(set) var intents = [IntentSettings](repeating: IntentSettings(), count: Intent.allCases.count)
    private(set) var threshold = 0.6
    private(set) var maxPartySize = 4
    /// Where a language puts a quantity or size it does not link with no/de (linking particles):
    /// after the product (ja: biiru 2-tsu) or before it (zh: liang beike le).
    private(set) var modifiersFollow: [LanguageFamily: Bool] = [:]
    /// Endings (hiragana) of a conjugated predicate: hidoi kara, tsukareta kara
    /// say why, not where from.
    private(set) var predicateEndings: [[UInt32]] = []
    /// Of those, the endings of a past tense (tabete neta, mite kita): a sentence that ends
    /// on such a word tells what was done.
    private(set) var pastEndings: [[UInt32]] = []
    /// Endings of a verb's plain form (tabe-ru, ka-u, i-ku): only with a kanji stem do they
    /// tell a predicate from a name (takeru), so they count for `looksLikePlainPredicate` alone.
    private(set) var plainEndings: [[UInt32]] = []
    /// Verbs written in kana alone (yaru, suru, iru): a record marked `kana_verbs`, whole words.
    private(set) var kanaVerbs: Set<[UInt32]> = []
    /// The te-form of a verb (okutte, yonde): a request verb ending so before a pause ends its sentence.
    private(set) var teFormEndings: [[UInt32]] = []
    /// Endings that, written onto a noun, describe it (past ones, and tanon-deru: `describes`).
    private(set) var describingEndings: [[UInt32]] = []
    /// The first characters of words that speak to someone ("you": ni, nin): after calling a
    /// person by name, the utterance is for them.
    private(set) var addressees: Set<UInt32> = []
    /// Honorifics said after a name (san, sama, xian sheng), as the matcher's lexicon lists them.
    private(set) var nameSuffixes: Set<[UInt32]> = []
    /// Honorific prefixes of one character (xiao, lao, a), as the matcher's lexicon lists them.
    private(set) var namePrefixes: Set<UInt32> = []
    /// What follows the number of a month and of a day in a calendar date (12 gatsu 24 ka,
    /// 12 yue 3 hao): a request with a date is for later, which the assistant cannot schedule.
    private(set) var monthMarks: Set<UInt32> = []
    private(set) var dayMarks: Set<UInt32> = []
    /// What stands between the numbers of a month and a day written as numbers (12/30).
    private(set) var dateSeparators: Set<UInt32> = []
    /// The product each menu entry is a kind of (cheeseburger: hamburger), so the general word
    /// said later may mean the item already ordered.
    private(set) var productFamilies: [String: String] = [:]
    /// Words that name a place only as the whole span of a role (zai zhe, cong zhe: "this" alone);
    /// as words of their own they would split zhe yang, zhe ge. Keyed by their matching keys.
    private(set) var rolePlaces: [[UInt32]: String] = [:]

    init(_ lexicons: LexiconStore) throws(DataFileError) {
        defer {
            var table: [[Role]] = []
            for intent in Intent.allCases {
                for f in [LanguageFamily.ja, .zh, nil] {
                    table.append((roles[intent] ?? []).filter { $0.family == nil || f == nil || $0.family == f })
                }
            }
            rolesByFamily = table
            urgingMarkers = roles.values.joined().filter { $0.cueOf != nil }.reduce(0) { $0 | $1.bit }
        }
        for r in lexicons.records(kind: "marker") {
            let id = try r.string("id")
            if markerBits[id] == nil {
                guard markerBits.count < 64 else { throw r.error("more than 64 marker ids") }
                markerBits[id] = markerBits.count
            }
        }
        for r in lexicons.records(kind: "product") {
            if let id = r.id, let family = try r.optionalString("family") { productFamilies[id] = family }
        }
        words = [WordInfo?](repeating: nil, count: lexicons.records.count)
        for (index, r) in lexicons.records.enumerated() {
            var info = WordInfo()
            switch r.kind {
            case "cue":
                guard let intent = Intent(rawValue: try r.string("intent")), intent != .none else {
                    throw r.error("unknown intent")
                }
                let weight = try r.decimal("weight").map { Double($0.description) ?? 1 } ?? 1
                guard weight > 0 && weight <= 1 else { throw r.error("\"weight\" must be in (0, 1]") }
                let select = try r.optionalString("select")
                if let s = select, !["latest", "before_latest", "choose"].contains(s) {
                    throw r.error("\"select\" is latest, before_latest or choose")
                }
                var joins: Intent? = nil
                if let name = try r.optionalString("joins") {
                    guard let other = Intent(rawValue: name), other != .none, other != intent else {
                        throw r.error("\"joins\" names another intent")
                    }
                    joins = other
                }
                info.cues = [WordInfo.Cue(intent: intent, weight: weight, select: select, source: "cue:\(r.id ?? "")",
                                          joins: joins)]
                if try r.bool("names_them") ?? false { info.cueNamesThem = true }
                info.cues[0].yieldsToPayee = try r.bool("yields_to_payee") ?? false
                info.cues[0].modifiesNext = try r.bool("modifies_next") ?? false
                info.saysPlaced = try r.bool("says_placed") ?? false
            case "marker":
                info.markers = 1 << UInt64(markerBits[try r.string("id")]!)
                info.saysOwner = try r.bool("says_owner") ?? false
            case "marker_before_person":
                guard let bit = markerBits[try r.string("id")] else { throw r.error("no marker has this id") }
                info.markersBeforePerson = 1 << UInt64(bit)
                // zhuan gei wo lao po: the verb written into the form still asks, for its own intent.
                if let name = try r.optionalString("intent") {
                    guard let intent = Intent(rawValue: name), intent != .none else { throw r.error("unknown intent") }
                    info.cuesBeforePerson = [WordInfo.Cue(intent: intent, weight: 1, select: nil,
                                                          source: "marker_before_person:\(r.id ?? "")", joins: nil)]
                }
                if let before = try r.optionalString("before_cue") {
                    guard let asks = Intent(rawValue: try r.string("asks")), asks != .none else {
                        throw r.error("\"asks\" names an intent")
                    }
                    info.cueBeforeCue = ("cue:" + before, WordInfo.Cue(intent: asks, weight: 1, select: nil,
                                                                      source: "marker_before_person:\(r.id ?? "")>cue:\(before)",
                                                                      yieldsToPayee: true))
                }
            case "blocker":
                for name in try r.strings("intents", required: true) {
                    guard let intent = Intent(rawValue: name) else { throw r.error("unknown intent \(name)") }
                    info.blocks.insert(intent)
                }
                switch try r.optionalString("reach") {
                case nil, "clause"?: break
                case "next_clause"?: info.blocksNextClause = true
                case "previous_clause"?: info.blocksPreviousClause = true
                case "utterance"?: info.blocksUtterance = true
                default: throw r.error("\"reach\" is clause, next_clause, previous_clause or utterance")
                }
                if try r.bool("calls_off") ?? false { info.callsOff = true }
                if try r.bool("needs_person_after") ?? false { info.blocksOnlyBeforePerson = true }
                if try r.bool("needs_person_before") ?? false { info.blocksOnlyAfterPerson = true }
                if try r.bool("topic") ?? false { info.blocksTopic = true }
                if try r.bool("unless_asked_after") ?? false { info.yieldsToLaterRequest = true }
                if try r.bool("spares_request") ?? false { info.sparesRequest = true }
                if try r.bool("topic_after_name") ?? false { info.topicAfterName = true }
                if try r.bool("names_with_no") ?? false { info.namesWithNo = true }
                if try r.bool("describes_next") ?? false { info.describesNext = true }
                if try r.bool("conditions_request_before") ?? false { info.conditionsRequestBefore = true }
            case "particle": info.particle = try r.string("id")
            case "frame":
                info.isFrame = true
                if try r.bool("measure") ?? false { info.isMeasure = true }
                if try r.bool("holds_self") ?? false { info.frameHoldsSelf = true }
            case LexiconKind.filler: info.isFiller = true
            case "conjunction":
                info.isConjunction = true
                info.bringsAlong = try r.bool("brings") ?? false
            case "negation":
                switch try r.string("position") {
                case "before": info.negatesBefore = true
                case "after": info.negatesAfter = true
                case "either":
                    info.negatesBefore = true
                    info.negatesAfter = true
                case "all_before": info.negatesAllBefore = true
                case "contrast": info.negatesBeforeContrast = true
                default: throw r.error("\"position\" is before, after, either, all_before or contrast")
                }
            case "correction":
                // (after: said after the value it puts right, liang ge jiu gou le.)
                if try r.bool("after") ?? false { info.settlesCount = true } else { info.isCorrection = true }
                if try r.bool("or") ?? false { info.asksChoice = true }
            case "question":
                info.isQuestion = true
                if try r.bool("reason_after_noun") ?? false { info.isReasonAfterNoun = true }
            case "past":
                info.isPast = true
                info.isPastVerb = try r.bool("verb") ?? false
            case "final_particle": info.isFinalParticle = true
            case "time":
                info.isTime = true
                info.restatesDay = try r.bool("restates_day") ?? false
            case "remark": info.isRemark = true
            case "quote_mark": info.isQuoteMark = true
            case "now":
                info.isNow = true
                info.isTime = true
            case "all_items":
                info.isAllItems = true
                if try r.bool("rest") ?? false { info.isRest = true }
            case "same_size": info.isSameSize = true
            case "each": info.isEach = true
            case "per_person":
                info.isPerPerson = true
                if let c = r.fields["count"] {
                    guard let n = c.decimalValue?.integerValue, n >= 1 else { throw r.error("\"count\" is a whole number of at least 1") }
                    info.perPersonCount = n
                }
            case "pronoun_self":
                info.isSelf = true
                info.isPluralSelf = try r.bool("plural") ?? false
            case "party_word":
                info.isPartyWord = true
                info.isPartyTotal = try r.bool("total") ?? false
                if r.fields["count"] != nil {
                    guard let n = try r.int("count"), n >= 1 else { throw r.error("\"count\" is a whole number of at least 1") }
                    info.partyCount = n
                }
            case "count_label": info.isCountLabel = true
            case "fetch": info.fetchesRider = true
            case "rides_along":
                info.ridesAlong = true
                info.ridesAlone = try r.bool("alone") ?? false
            case "too": info.saysToo = true
            case "count_change":
                switch try r.string("direction") {
                case "more": info.countChange = 1
                case "fewer": info.countChange = -1
                default: throw r.error("\"direction\" is more or fewer")
                }
                if let n = try r.int("count") {
                    guard n > 0 else { throw r.error("\"count\" is a count above zero") }
                    info.changeCount = n
                }
            case "modal": info.holdsClause = true
            case "pronoun_other": info.isOtherPronoun = true
            case "copula":
                // wo jiao liu yang: a verb that names only after "I" (jiao is also "have someone do").
                if try r.bool("after_self_only") ?? false { info.namesSelf = true } else { info.isCopula = true }
            case "hedge": info.isHedge = true
            case "relation":
                info.isRelation = true
                if try r.bool("addressed") ?? false { info.isStaff = true }
            case "title": info.isTitle = true
            case "month_word":
                info.isMonthWord = true
                info.isTime = true
            case "named_day":
                guard let month = try r.int("month"), let day = try r.int("day"), (1...12).contains(month), (1...31).contains(day) else {
                    throw r.error("\"month\" (1-12) and \"day\" (1-31) are required")
                }
                info.namedDay = month * 100 + day
                info.isTime = true
            case "clause_break":
                switch try r.string("position") {
                case "before":
                    info.startsClause = true
                    if try r.bool("quotes") ?? false { info.startsQuote = true }
                    if try r.bool("until_pause") ?? false { info.clauseEndsAtPause = true }
                case "after":
                    info.endsClause = true
                    if try r.bool("reason") ?? false { info.endsReason = true }
                    if try r.bool("contrast") ?? false { info.endsContrast = true }
                    if try r.bool("after_predicate") ?? false { info.breaksAfterPredicateOnly = true }
                default: throw r.error("\"position\" is before or after")
                }
            case "affirm": info.isAffirm = true
            case "hearsay_end": info.isHearsayEnd = true
            case "asks_someone": info.asksSomeone = true
            case "consequent": info.isConsequent = true
            case "deny": info.isDeny = true
            case "locative": info.isLocative = true
            case "place_word": info.isPlaceWord = true
            case "honorific":
                info.isHonorific = true
                // tanaka-san, hanako-san ni: what follows a name called first is still the name.
                switch try r.optionalString("position") {
                case "suffix"?: for a in try r.strings("affixes") { nameSuffixes.insert(a.unicodeScalars.map(\.value)) }
                // xiao wang, lao li: a one-character prefix that makes a surname a name to call.
                case "prefix"?:
                    for a in try r.strings("affixes") where a.unicodeScalars.count == 1 { namePrefixes.insert(a.unicodeScalars.first!.value) }
                default: break
                }
            case "ordinal":
                // "last": the last candidate, however many were offered.
                let id = try r.string("id")
                guard let n = id == "last" ? WordInfo.lastOrdinal : Int(id), n >= 1 else {
                    throw r.error("an ordinal's id is its number, or \"last\"")
                }
                info.ordinal = n
            case "place":
                let id = try r.string("id")
                info.place = id
                for f in try r.strings("in_role") { rolePlaces[f.unicodeScalars.map(\.value)] = id }
            case "combo": info.combo = (try r.string("product"), try r.string("size"))
            case "unlisted_product": info.isUnlistedProduct = true
            case "unlisted_size": info.isUnlistedSize = true
            case "attribute": info.isAttribute = true
            case "account": info.account = try r.string("id")
            case "role":
                guard let intent = Intent(rawValue: try r.string("intent")) else { throw r.error("unknown intent") }
                let slot = try r.string("slot")
                let before = try r.optionalString("before"), after = try r.optionalString("after")
                guard (before == nil) != (after == nil) else { throw r.error("a role has either \"before\" or \"after\"") }
                let marker = before ?? after!
                guard let bit = markerBits[marker] else { throw r.error("no marker \"\(marker)\"") }
                var cueOf: Intent? = nil
                if let name = try r.optionalString("takes_cue_of") {
                    guard let other = Intent(rawValue: name) else { throw r.error("unknown intent \(name)") }
                    cueOf = other
                }
                roles[intent, default: []].append(Role(slot: slot, marker: marker, bit: 1 << UInt64(bit),
                                                       source: "role:\(intent.rawValue).\(slot)<\(marker)>",
                                                       side: before != nil ? .before : .after, family: r.family,
                                                       cueOf: cueOf, placesOnly: try r.bool("places_only") ?? false))
                continue
            case "intent":
                guard let intent = Intent(rawValue: try r.string("id")) else { throw r.error("unknown intent") }
                var evidence: [(kind: Evidence, weight: Double)] = []
                if let e = r.fields["evidence"]?.objectValue {
                    for (k, v) in e.pairs {
                        guard let kind = Evidence(rawValue: k) else { throw r.error("unknown evidence \"\(k)\"") }
                        guard let d = v.decimalValue, let x = Double(d.description) else { throw r.error("evidence weights are numbers") }
                        evidence.append((kind, x))
                    }
                }
                var weak: [Evidence] = []
                for k in try r.strings("weak_cue_needs") {
                    guard let kind = Evidence(rawValue: k) else { throw r.error("unknown evidence \"\(k)\"") }
                    weak.append(kind)
                }
                var outranks: [Intent] = []
                for name in try r.strings("outranks") {
                    guard let other = Intent(rawValue: name) else { throw r.error("unknown intent \(name)") }
                    outranks.append(other)
                }
                intents[intent.ordinal] = IntentSettings(evidence: evidence, needsCue: try r.bool("needs_cue") ?? true,
                                                         questionsBlock: try r.bool("questions_block") ?? true,
                                                         outranks: outranks, weakCueNeeds: weak,
                                                         ownerBlocks: try r.bool("owner_blocks") ?? false)
                continue
            case "addressee":
                for a in try r.strings("chars", required: true) { addressees.formUnion(a.unicodeScalars.map(\.value)) }
                continue
            case "calendar":
                for m in try r.strings("month", required: true) { monthMarks.formUnion(m.unicodeScalars.map(\.value)) }
                for d in try r.strings("numeric_separators") { dateSeparators.formUnion(d.unicodeScalars.map(\.value)) }
                for d in try r.strings("day", required: true) { dayMarks.formUnion(d.unicodeScalars.map(\.value)) }
                continue
            case "predicate_ending":
                let endings = try r.strings("endings", required: true).map { $0.unicodeScalars.map(\.value) }
                if try r.bool("kana_verbs") ?? false {
                    kanaVerbs.formUnion(endings)
                    continue
                }
                if try r.bool("plain") ?? false {
                    plainEndings += endings
                    continue
                }
                if try r.bool("te_form") ?? false {
                    teFormEndings += endings
                    continue
                }
                predicateEndings += endings
                let past = try r.bool("past") ?? false, describes = try r.bool("describes") ?? false
                if past { pastEndings += endings }
                if past || describes { describingEndings += endings }
                continue
            case "setting":
                switch try r.string("id") {
                case "intent_threshold":
                    guard let d = try r.decimal("value"), let x = Double(d.description) else { throw r.error("missing value") }
                    threshold = x
                case "max_party_size":
                    guard let n = try r.int("value"), n >= 1 else { throw r.error("missing value") }
                    maxPartySize = n
                case "modifier_side":
                    guard let family = r.family else { throw r.error("modifier_side is a per-language setting") }
                    switch try r.string("value") {
                    case "after": modifiersFollow[family] = true
                    case "before": modifiersFollow[family] = false
                    default: throw r.error("modifier_side is before or after")
                    }
                default: break
                }
                continue
            default: continue
            }
            words[index] = info
        }
    }

    /// What a token means in an utterance of `family` (nil: any language).
    func info(for tags: [LexiconTag], family: LanguageFamily?) -> WordInfo {
        var out: WordInfo? = nil
        for tag in tags where tag.record >= 0 && tag.serves(family) {
            guard let w = words[Int(tag.record)] else { continue }
            if out == nil { out = w } else { out!.merge(w) }
        }
        return out ?? WordInfo()
    }

    func settings(_ intent: Intent) -> IntentSettings { intents[intent.ordinal] }

    func roles(for intent: Intent, family: LanguageFamily?) -> [Role] {
        rolesByFamily[intent.ordinal * 3 + Self.slot(family)]
    }

    /// Roles per intent and family, filtered once (index: intent × 3 + family slot).
    private(set) var rolesByFamily: [[Role]] = []

    /// Markers after which the person named is the one asked to act (cui, rang: roles with
    /// `takes_cue_of`), gathered once.
    private(set) var urgingMarkers: UInt64 = 0

    private static func slot(_ f: LanguageFamily?) -> Int {
        switch f { case .ja?: return 0; case .zh?: return 1; case nil: return 2 }
    }
}

extension GrammarLexicon.Evidence {
    /// For --explain.
    var source: String { "evidence:" + rawValue }
}

extension GrammarLexicon {

    /// san, kun, buchou after a name: an honorific, or a name suffix the names lexicon lists.
    func titlesName(_ u: Unit, _ key: [UInt32]) -> Bool {
        u.info.isHonorific || nameSuffixes.contains(Array(key[u.range]))
    }

    /// A word the lexicons do not know that ends like a conjugated predicate
    /// (hidoi, samui, tsukareta): kanji with kana endings, or a short kana word.
    /// Long kana words keep their chance to be names (minatomirai).
    func looksLikePredicate(_ word: ArraySlice<UInt32>) -> Bool {
        guard let last = word.last, ScalarClass.isHiragana(last) else { return false }
        guard word.contains(where: { ScalarClass.isHan($0) }) || word.count <= 4 else { return false }
        return predicateEndings.contains { word.hasScalarSuffix($0) && word.count > $0.count }
    }

    /// A word the lexicons do not know that is a predicate, a plain verb with a kanji stem
    /// (taberu, kaeru) included.
    func looksLikePlainPredicate(_ word: ArraySlice<UInt32>) -> Bool {
        if looksLikePredicate(word) || kanaVerbs.contains(Array(word)) { return true }
        guard let last = word.last, ScalarClass.isHiragana(last), word.contains(where: { ScalarClass.isHan($0) }) else { return false }
        return plainEndings.contains { word.hasScalarSuffix($0) && word.count > $0.count }
    }

    /// A word the lexicons do not know that ends on a past tense (neta, mitekita).
    func looksLikePast(_ word: ArraySlice<UInt32>) -> Bool {
        looksLikePredicate(word) && pastEndings.contains { word.hasScalarSuffix($0) && word.count > $0.count }
    }

    /// itsumo tanon-deru koohii, kinou tanonda biiru: a predicate that may describe the noun after it.
    func looksLikeDescription(_ word: ArraySlice<UInt32>) -> Bool {
        looksLikePredicate(word) && describingEndings.contains { word.hasScalarSuffix($0) && word.count > $0.count }
    }
}
