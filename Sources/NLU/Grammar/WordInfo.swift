/// What one lexicon form means to the grammar, merged over all its records that
/// serve the utterance's language. Built from lexicon kinds (see Lexicons/README.md).
struct WordInfo: Sendable {
    struct Cue: Sendable {
        var intent: Intent
        var weight: Double
        /// Reorder cues: "latest" (zenkai to onaji) or "choose" (saichuumon).
        var select: String?
        var source: String
        /// mou ichido | chuumon shite: right before a cue of this intent, the pair is one
        /// cue of this one's intent at the stronger weight, as the compound form is.
        var joins: Intent? = nil
        /// gei wo zhuan | wu bai gei zhang san: a payee the transfer names after it makes the
        /// cue's "me" the one it is done for, and the request a transfer.
        var yieldsToPayee = false
        /// zenkai no, shang ci de: it says which past thing the word after it is; before a word
        /// that is no order's (ten'in-san, a taxi), it speaks of something else.
        var modifiesNext = false
    }

    var cues: [Cue] = []
    /// Marker ids as bits (GrammarLexicon numbers them), so merging is an OR.
    var markers: UInt64 = 0
    var blocks = IntentSet()
    /// A blocker whose reach is its clause and the next one (ru guo ..., jiu ...: a hypothetical).
    var blocksNextClause = false
    /// A blocker that blocks only with a person right after it (zhi yao li si ba huo ji chu lai: "provided
    /// that"); elsewhere the word is plain (zhi yao yi bei ke le: "only").
    var blocksOnlyBeforePerson = false
    /// A blocker that blocks only with a person right before it, a particle between allowed (danna wa
    /// itsumo: a habit told of somebody); elsewhere the word is plain (itsumo, as always).
    var blocksOnlyAfterPerson = false
    /// ... and, said after a request with no request of its own in its clause, the clause before:
    /// it is that request's condition (gei zhang san zhuan wu bai, ru guo ta tong yi de hua).
    var conditionsRequestBefore = false
    /// A blocker whose reach is its clause and the one before (zenkai no biiru, mazukatta:
    /// the topic said first is what the complaint is about).
    var blocksPreviousClause = false
    /// ... except a clause that asks with a request verb and a frame (mata chuumon shitai n da
    /// kedo, dore dakke: which one, asked of the request, not about the past).
    var sparesRequest = false
    /// ... except right after a menu item (han bao de hua: "as for the burger"), where it
    /// only marks the topic.
    var topicAfterName = false
    /// ... or the whole utterance (jou dan, kai wan xiao de: a joke or a test takes back all of it).
    var blocksUtterance = false
    /// A blocker that only says what its sentence is about (denwa, heya, hui yi): it blocks
    /// that sentence, not the request said in another one of the same clause.
    var blocksTopic = false
    /// A blocker that gives way when a later clause asks for what it blocks (hao hao chi, zai lai
    /// yi fen: the praise is why the request is made again).
    var yieldsToLaterRequest = false
    var particle: String?
    var isFrame = false
    /// A measure word (ge, liang): what stands right before it is a verb or a
    /// number, never the end of a name.
    var isMeasure = false
    var isFiller = false
    var isConjunction = false
    var negatesBefore = false
    var negatesAfter = false
    /// Gives up on everything said before it (suan le, yametoko): every cue and menu item before.
    var negatesAllBefore = false
    /// bu shi X, shi Y: "not" that negates what follows only when a "shi" answers it;
    /// alone (e bu shi da bei) it corrects, and what follows is the new word.
    var negatesBeforeContrast = false
    var isCorrection = false
    /// A word said after the count it settles on (liang ge jiu gou le): that count replaces the one said before.
    var settlesCount = false
    var isQuestion = false
    /// Right after a noun it is a copula and "so", not "why" (futari nande: since we are two).
    var isReasonAfterNoun = false
    var isPast = false
    /// A verb and its past in one word (zyun zo): what follows in its clause reports too.
    var isPastVerb = false
    /// Ends a sentence without changing what it says (naa, ne, yo).
    var isFinalParticle = false
    var isTime = false
    /// Says the request is for now (jin tian xian, ima no uchi ni): a clause holding it is
    /// not reached by a later day or a condition said in the clause next to it.
    var isNow = false
    var isAllItems = false
    /// onaji saizu, yi yang da: the size another item already has.
    var isSameSize = false
    /// Next to a count, makes it each item's (futatsu zutsu, sorezore ni-hai, ge liang bei).
    var isEach = false
    /// "Each person" (mei ren, hitori ni tsuki): a count said after it is for every one in the party.
    var isPerPerson = false
    /// ... said with the count each gets (mei ren yi bei: one each).
    var perPersonCount: Int?
    var isSelf = false
    /// desu, shi: what says who someone is (tanaka desu, wo shi wang wu): a name the speaker
    /// gives as their own is nobody to pay.
    var isCopula = false
    /// da gai, daitai: "about" said before the verb (da gai zhuan ge san bai) makes its amount
    /// no exact one, as it does written onto the number.
    var isHedge = false
    /// Names the speaker only right after "I" (wo jiao liu yang), not before a name.
    var namesSelf = false
    /// gei wo, bei ngo ("give me") right before a relative or a name: "to my" (bei ngo sai lou a
    /// ming), the marker these bits name, and no request of its own.
    var markersBeforePerson: UInt64 = 0
    /// ... and the request its verb still makes there (zhuan gei wo lao po: a transfer).
    var cuesBeforePerson: [Cue] = []
    /// ... and, right before the cue record named (gei wo | zhuan dian qian: by its source), the
    /// cue it makes: money sent to the speaker is money asked for.
    var cueBeforeCue: (source: String, cue: Cue)? = nil
    /// tanonda yatsu, dian de na ge: the verb that placed a past order, so a day said right
    /// before it is when the order was placed.
    var saysPlaced = false
    /// de zhang hu, ge hu kou: a marker that says whose account follows, so the one named
    /// before it owns what is asked about.
    var saysOwner = false
    /// bang wo: a request frame written onto "me"; bang wo he lao po jiao ge che lists the
    /// speaker first among who rides.
    var frameHoldsSelf = false
    /// shang ci jie gei ta de | yi qian wu: a blocker written onto the money or the thing after it
    /// only says which one.
    var describesNext = false
    /// senjitsu: a past day that, said with "no" before a thing (senjitsu no tatekae-bun), says
    /// which thing, not when the request is made.
    var namesWithNo = false
    /// "We" (wo men, watashi-tachi): more than one rides, but how many only a count says.
    var isPluralSelf = false
    /// Who rides (otona, kodomo, xiao hai): a count right after it counts people.
    var isPartyWord = false
    /// ... that says how many ride itself (yi jia san kou, xiao liang kou).
    var partyCount: Int?
    /// ... that makes the count after it everyone who rides (watashi irete yonin, lian wo si ge).
    var isPartyTotal = false
    /// Names the count (shu liang, kosuu wa): a bare number after it is how many.
    var isCountLabel = false
    /// nokori wa, qi ta: "the rest" of the items, those given no size of their own (an all_items record marked `rest`).
    var isRest = false
    /// Next to a count, changes the count said before by it: the party (zai jia yi ge ren,
    /// mou hitori, hitori hette) or an item's quantity (mou hitotsu, zai lai yi bei): +1 more,
    /// -1 fewer, 0 a plain count. Elsewhere it is plain content (duo lun duo lu is a street).
    var countChange = 0
    /// The count a change word says itself (mou hitotsu, zai lai yi bei: one), 0 when a count
    /// must stand next to it.
    var changeCount = 0
    /// He, she, that person (ta, kare, ano hito): may stand for a beneficiary named elsewhere.
    var isOtherPronoun = false
    /// Somebody by relation (er zi, tai tai, oku-san): plain content, but a span ending in one
    /// names the relative, not the person it is said of.
    var isRelation = false
    /// Somebody who serves (the shop owner, the driver): said first, they are
    /// spoken to, not talked about (lao ban lai ge han bao).
    var isStaff = false
    /// How one calls a person by their role (fuwusheng, tenin-san, papa): said first, the
    /// utterance speaks to them.
    var isTitle = false
    /// A month said as a word (xia ge yue, raigetsu): a day number after it makes a date.
    var isMonthWord = false
    /// A day of the year said by its name (shuang shi yi, kurisumasu): month * 100 + day.
    var namedDay: Int?
    /// Clause breaks that speech without punctuation says in words: a request
    /// frame starts one (bang wo), a linking ending closes one (...kedo).
    var startsClause = false
    /// Starts what is to be written down (bei zhu, shuo shi): the words after it are the note
    /// and ask for nothing themselves (shuo shi huan wo yin liao qian is no request).
    var startsQuote = false
    /// mukae ni kite: the car comes for the speaker, so where it is sent is where they get in.
    var fetchesRider = false
    /// Says that the one named right before it rides too (tsuma mo norimasu, lao po ye yi qi zuo).
    var ridesAlong = false
    /// dai, dai shang: an "and" that brings who follows along with whoever brings them, the
    /// speaker when nobody is named before it.
    var bringsAlong = false
    /// Says only that who is named rides (ojiichan hitori noru dake), not that they ride too:
    /// nobody joins the speaker unless "too" is said before it.
    var ridesAlone = false
    /// na tian, go jat: "that day" right after a date says the same day again.
    var restatesDay = false
    /// "Too" after who is named (kodomo mo futari norimasu): they ride with whoever rides already.
    var saysToo = false
    var endsClause = false
    /// bu guan duo gui, zao zhi dao jiu da che le: the clause it starts is an aside that ends at the
    /// next pause, so what it holds does not reach the request said after (a clause_break `until_pause`).
    var clauseEndsAtPause = false
    /// jiu, na jiu: after a pause it goes on with the condition said before it (wan yi ta bu gou yong |
    /// jiu gei xiao li zhuan), so that aside has not ended.
    var isConsequent = false
    /// Will, can (hui, neng): a request frame right after it tells what its subject will do
    /// (ta hui bang wo jiao che), so it starts no clause of its own.
    var holdsClause = false
    /// Or (hai shi, ding): between two things after "shi" (shi da bei hai shi zhong bei) it asks which,
    /// a correction otherwise (a correction record marked `or`).
    var asksChoice = false
    /// ...node, ...kara: the clause it ends is the reason for the next (a clause_break marked `reason`).
    var endsReason = false
    /// ...kedo, ...noni: what follows goes against the clause it ends (a clause_break marked `contrast`).
    var endsContrast = false
    /// gen ta yao, gei ta zhuan: a request verb that holds "him" or "her" (a cue marked
    /// `names_them`): the person is whoever the utterance named before it.
    var cueNamesThem = false
    /// kara after tabe-ru: a break that holds only right after a predicate the lexicons do not
    /// know (a clause_break marked `after_predicate`); after a place or a time it says where from.
    var breaksAfterPredicateOnly = false
    var isAffirm = false
    /// datte, sou desu, rashii said last: what came before is what somebody else said.
    var isHearsayEnd = false
    /// tanonde, tsutaete after a quoted request: the one named is asked to do it.
    var asksSomeone = false
    /// A blocker that, said alone in a dialog, puts the request off (ming tian zai shuo, kondo de ii):
    /// the frame ends as if called off.
    var callsOff = false
    /// Small talk (xia yu, hao leng, isogashii): said when a name or a place is asked, a remark, no answer.
    var isRemark = false
    /// Closes a quotation (tte): what stands before it was said by someone.
    var isQuoteMark = false
    /// No to a guess (bu shi, iie, chigaimasu): the guessed payee is not the one.
    var isDeny = false
    var isLocative = false
    var isPlaceWord = false
    var isHonorific = false
    var ordinal: Int?
    /// The ordinal that stands for the last of the candidates (saigo no, zui hou yi ge).
    static let lastOrdinal = Int.max
    /// A form that names a product and its size at once (namachuu, da shu).
    var combo: (product: String, size: String)?
    /// Food or drink that is not on the menu (piza, niu rou mian): an order of it is `unknown_product`.
    var isUnlistedProduct = false
    /// A size word that is not one of the menu's sizes (XL): `unknown_size`.
    var isUnlistedSize = false
    /// Words about an item that the menu does not model (saizu wa, shao bing, aisu de).
    var isAttribute = false
    var place: String?
    var account: String?

    /// A word that only shapes the sentence: never part of a name or a place.
    var isFunctionWord: Bool {
        !cues.isEmpty || markers != 0 || particle != nil || isFrame || isFiller || isConjunction
            || negatesBefore || negatesAfter || negatesAllBefore || negatesBeforeContrast || isCorrection || isQuestion || isTime || isAllItems || isSameSize || isEach || isFinalParticle
            || ordinal != nil || isAffirm || isDeny || isAttribute || isPartyWord || startsClause || endsClause || isCopula || ridesAlong
    }

    mutating func merge(_ other: WordInfo) {
        cues += other.cues
        markers |= other.markers
        blocks.formUnion(other.blocks)
        blocksNextClause = blocksNextClause || other.blocksNextClause
        blocksOnlyBeforePerson = blocksOnlyBeforePerson || other.blocksOnlyBeforePerson
        blocksOnlyAfterPerson = blocksOnlyAfterPerson || other.blocksOnlyAfterPerson
        conditionsRequestBefore = conditionsRequestBefore || other.conditionsRequestBefore
        blocksPreviousClause = blocksPreviousClause || other.blocksPreviousClause
        sparesRequest = sparesRequest || other.sparesRequest
        topicAfterName = topicAfterName || other.topicAfterName
        blocksUtterance = blocksUtterance || other.blocksUtterance
        particle = particle ?? other.particle
        isFrame = isFrame || other.isFrame
        isMeasure = isMeasure || other.isMeasure
        isFiller = isFiller || other.isFiller
        isConjunction = isConjunction || other.isConjunction
        negatesBefore = negatesBefore || other.negatesBefore
        negatesAfter = negatesAfter || other.negatesAfter
        negatesAllBefore = negatesAllBefore || other.negatesAllBefore
        negatesBeforeContrast = negatesBeforeContrast || other.negatesBeforeContrast
        isCorrection = isCorrection || other.isCorrection
        settlesCount = settlesCount || other.settlesCount
        isQuestion = isQuestion || other.isQuestion
        isReasonAfterNoun = isReasonAfterNoun || other.isReasonAfterNoun
        isPast = isPast || other.isPast
        isPastVerb = isPastVerb || other.isPastVerb
        isFinalParticle = isFinalParticle || other.isFinalParticle
        isTime = isTime || other.isTime
        isNow = isNow || other.isNow
        isAllItems = isAllItems || other.isAllItems
        isSameSize = isSameSize || other.isSameSize
        isEach = isEach || other.isEach
        isPerPerson = isPerPerson || other.isPerPerson
        perPersonCount = perPersonCount ?? other.perPersonCount
        isSelf = isSelf || other.isSelf
        isCopula = isCopula || other.isCopula
        isHedge = isHedge || other.isHedge
        namesSelf = namesSelf || other.namesSelf
        markersBeforePerson |= other.markersBeforePerson
        cuesBeforePerson += other.cuesBeforePerson
        cueBeforeCue = cueBeforeCue ?? other.cueBeforeCue
        saysPlaced = saysPlaced || other.saysPlaced
        saysOwner = saysOwner || other.saysOwner
        frameHoldsSelf = frameHoldsSelf || other.frameHoldsSelf
        describesNext = describesNext || other.describesNext
        namesWithNo = namesWithNo || other.namesWithNo
        isPluralSelf = isPluralSelf || other.isPluralSelf
        isPartyWord = isPartyWord || other.isPartyWord
        partyCount = partyCount ?? other.partyCount
        isPartyTotal = isPartyTotal || other.isPartyTotal
        isCountLabel = isCountLabel || other.isCountLabel
        isRest = isRest || other.isRest
        startsQuote = startsQuote || other.startsQuote
        fetchesRider = fetchesRider || other.fetchesRider
        ridesAlong = ridesAlong || other.ridesAlong
        bringsAlong = bringsAlong || other.bringsAlong
        ridesAlone = ridesAlone || other.ridesAlone
        restatesDay = restatesDay || other.restatesDay
        isHearsayEnd = isHearsayEnd || other.isHearsayEnd
        asksSomeone = asksSomeone || other.asksSomeone
        saysToo = saysToo || other.saysToo
        countChange = countChange != 0 ? countChange : other.countChange
        changeCount = max(changeCount, other.changeCount)
        isOtherPronoun = isOtherPronoun || other.isOtherPronoun
        isRelation = isRelation || other.isRelation
        isStaff = isStaff || other.isStaff
        isTitle = isTitle || other.isTitle
        isMonthWord = isMonthWord || other.isMonthWord
        namedDay = namedDay ?? other.namedDay
        startsClause = startsClause || other.startsClause
        endsClause = endsClause || other.endsClause
        clauseEndsAtPause = clauseEndsAtPause || other.clauseEndsAtPause
        isConsequent = isConsequent || other.isConsequent
        holdsClause = holdsClause || other.holdsClause
        asksChoice = asksChoice || other.asksChoice
        endsReason = endsReason || other.endsReason
        endsContrast = endsContrast || other.endsContrast
        cueNamesThem = cueNamesThem || other.cueNamesThem
        breaksAfterPredicateOnly = breaksAfterPredicateOnly || other.breaksAfterPredicateOnly
        isAffirm = isAffirm || other.isAffirm
        isRemark = isRemark || other.isRemark
        isQuoteMark = isQuoteMark || other.isQuoteMark
        callsOff = callsOff || other.callsOff
        blocksTopic = blocksTopic || other.blocksTopic
        yieldsToLaterRequest = yieldsToLaterRequest || other.yieldsToLaterRequest
        isDeny = isDeny || other.isDeny
        isLocative = isLocative || other.isLocative
        isPlaceWord = isPlaceWord || other.isPlaceWord
        isHonorific = isHonorific || other.isHonorific
        ordinal = ordinal ?? other.ordinal
        combo = combo ?? other.combo
        isUnlistedProduct = isUnlistedProduct || other.isUnlistedProduct
        isUnlistedSize = isUnlistedSize || other.isUnlistedSize
        isAttribute = isAttribute || other.isAttribute
        place = place ?? other.place
        account = account ?? other.account
    }
}

/// A set of intents as bits.
struct IntentSet: Sendable, Equatable {
    private var bits: UInt8 = 0
    init() {}
    static let all: IntentSet = { var s = IntentSet(); for i in Intent.allCases { s.insert(i) }; return s }()
    private static func bit(_ i: Intent) -> UInt8 { 1 << UInt8(i.ordinal) }
    mutating func insert(_ i: Intent) { bits |= Self.bit(i) }
    mutating func formUnion(_ o: IntentSet) { bits |= o.bits }
    func contains(_ i: Intent) -> Bool { bits & Self.bit(i) != 0 }
    var isEmpty: Bool { bits == 0 }
    func intersection(_ o: IntentSet) -> IntentSet { var s = IntentSet(); s.bits = bits & o.bits; return s }
    func subtracting(_ o: IntentSet) -> IntentSet { var s = IntentSet(); s.bits = bits & ~o.bits; return s }
}
