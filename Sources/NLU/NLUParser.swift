/// The library's front door: built once from lexicons (and, as they land, the
/// caller's beneficiaries and order history), then used from any number of
/// threads. Each call is independent: dialog state travels in `context`.
public struct NLUParser: Sendable {
    /// Longest utterance accepted, in code points (SPEC `too_long`).
    public static let maximumLength = 4096

    public let lexicons: LexiconStore
    public let text: TextAnalyzer
    public let entities: EntityRecognizer
    public let payees: PayeeMatcher
    let grammar: Grammar
    let resolver: FrameResolver
    let prompts: PromptCatalog

    /// - Parameters:
    ///   - beneficiaries: the caller's payees and payers; nil means the demo list
    ///     the lexicons carry (`common/beneficiaries.json`).
    ///   - history: the caller's past orders, for `reorder`.
    public init(lexicons: LexiconStore, beneficiaries: [Beneficiary]? = nil,
                history: [HistoryEntry] = []) throws(DataFileError) {
        self.lexicons = lexicons
        let normalizer = try Normalizer(lexicons: lexicons)
        let words: ICUWordBreaker
        do { words = try ICUWordBreaker() } catch {
            throw DataFileError(file: "ICU", line: 0, message: error.description)
        }
        let list: [Beneficiary]
        if let given = beneficiaries { list = given } else { list = try Self.demoBeneficiaries(lexicons) }
        let payees = try PayeeMatcher(beneficiaries: list, lexicons: lexicons, normalizer: normalizer)
        self.payees = payees
        // The text layer's tries and the other layers' tables at once.
        let (text, rest) = BothAtOnce.run({
            Result { () throws(DataFileError) in try TextAnalyzer(lexicons: lexicons, normalizer: normalizer, extra: [payees.names], words: words) }
        }, {
            Result { () throws(DataFileError) in (try EntityRecognizer(lexicons: lexicons, normalizer: normalizer), try Grammar(lexicons: lexicons)) }
        })
        self.text = try text.get()
        (self.entities, self.grammar) = try rest.get()
        let maxAmount = lexicons.records(kind: "setting").first { $0.id == "max_amount" }
        var offsets: [LanguageFamily: Int] = [:]
        for r in lexicons.records(kind: "setting") where r.id == "utc_offset_minutes" {
            guard let family = r.family, let m = try r.int("value"), abs(m) <= 14 * 60 else {
                throw r.error("utc_offset_minutes is a per-language setting of at most 14 hours")
            }
            offsets[family] = m
        }
        self.resolver = FrameResolver(
            payees: payees, entities: entities, history: HistoryBook(history), menuFamilies: grammar.lexicon.productFamilies,
            limits: .init(maxPartySize: grammar.lexicon.maxPartySize,
                          maxAmount: try maxAmount?.decimal("value") ?? ExactDecimal(1_000_000_000_000),
                          utcOffsetMinutes: offsets))
        self.prompts = try PromptCatalog(lexicons)
    }

    static func demoBeneficiaries(_ lexicons: LexiconStore) throws(DataFileError) -> [Beneficiary] {
        let path = "common/beneficiaries.json"
        guard let bytes = lexicons.files[path] else { return [] }
        return try BeneficiaryList.parse(bytes, file: lexicons.origin == "built-in" ? "Lexicons/" + path : path)
    }

    /// Parses one utterance.
    public func parse(_ utterance: String, explain: Bool = false) -> ParseResult {
        let analysis = text.analyze(utterance)
        let frame = grammar.read(analysis, entities: entities.recognize(analysis))
        return render(resolver.resolve(frame), analysis, explain: explain)
    }

    func render(_ r: ResolvedFrame, _ analysis: TextAnalysis, language: Language? = nil, explain: Bool) -> ParseResult {
        let language = language ?? analysis.language
        var slots = JSONObject()
        for (name, slot) in r.slots { slots.append(name, slot.json) }
        var next = r.next
        next.prompt = r.prompt.flatMap { prompts.render($0, language: language) }
        return ParseResult(text: analysis.text.string,
                           normalized: analysis.display, language: language, intent: r.intent.rawValue,
                           confidence: r.confidence, slots: slots, next: next,
                           explanation: explain ? Self.explanation(r, analysis) : nil)
    }

    /// `--explain`: the tokens with the lexicon entries they matched, and the
    /// cues, roles and evidence the parse rests on.
    static func explanation(_ r: ResolvedFrame, _ analysis: TextAnalysis) -> JSONValue {
        let tokens: [JSONValue] = analysis.tokens.map { t in
            var o = JSONObject()
            o["text"] = .string(analysis.text.originalText(t.range))
            o["span"] = .array([.number(String(analysis.text.originalRange(t.range).lowerBound)),
                                .number(String(analysis.text.originalRange(t.range).upperBound))])
            if !t.tags.isEmpty {
                o["lexicon"] = .array(t.tags.map { .string("\($0.family?.rawValue ?? "common")/\($0.kind):\($0.id)") })
            } else {
                o["kind"] = .string("\(t.kind)")
            }
            return .object(o)
        }
        return .object(JSONObject(["tokens": .array(tokens), "rules": .array(r.sources.map { .string($0) })]))
    }

    /// Parses a follow-up in a dialog: `context` is the previous output object.
    /// A new request with cue words of its own (a different intent) starts a new
    /// frame; anything else continues the previous one.
    private static let payments: Set<Intent> = [.sendPayment, .requestPayment]

    /// The person said is the one the frame already holds, resolved.
    private static func namesSame(_ units: Range<Int>, in f: Frame, as held: SlotValue?) -> Bool {
        guard let id = held?.value?.stringValue, held?.status == .success else { return false }
        let said = units.compactMap { f.sentence.units[$0].kind == .person ? f.sentence.units[$0].entity?.id : nil }
        return !said.isEmpty && said.allSatisfy { $0 == id }
    }

    public func parse(_ utterance: String, context: JSONValue, explain: Bool = false) -> Result<ParseResult, LineError> {
        let state: DialogState
        do { state = try DialogState(context) } catch {
            return .failure(LineError(text: utterance, code: .invalidContext, message: error.message))
        }
        let analysis = text.analyze(utterance)
        let found = entities.recognize(analysis)
        let fresh = grammar.read(analysis, entities: found)
        // A request of another intent starts a new frame when it has a strong cue, or any cue
        // with enough evidence, or any cue when nothing was asked and nothing is corrected (yu e
        // ... na gei ma ma zhuan liang qian; but bu dui, wo yao de shi ke le still answers the
        // frame), or any cue after declining what was asked (bu yong le, wo zhi jie dian yi bei
        // ke le; suan le bu dian le, gei lao po zhuan wu bai er).
        // (yappa sore wa ii ya: a correction word before it changes nothing.)
        let declined = fresh.sentence.units.first(where: { !$0.info.isFiller && !$0.info.isCorrection }).map {
            ($0.info.negatesAfter && !$0.info.negatesBefore) || $0.info.negatesAllBefore
        } ?? false
        // A weaker cue with the slots of its own intent said along (gei zhang san zhuan wu bai
        // while the size of a coffee is asked) is a whole request too, not an answer.
        // xia dan ba while a reorder waits for its yes: an order that names nothing to order
        // is no request of its own.
        let ordersNothing = fresh.intent == .order && !fresh.items.contains { $0.product != nil || $0.unknownProduct != nil }
        // onaji no de while an order's size is asked: the size another item has, not last time's order
        // (poteto mo hanbaagaa to onaji no de: the products named are the order's own).
        let ordered = Set(state.items.compactMap { $0.product.value?.stringValue })
        let sameSizeAnswer = state.intent == .order && state.next.slot == "items"
            && fresh.sentence.units.allSatisfy { $0.kind != .product || ordered.contains($0.entity?.id ?? "") }
            && fresh.sentence.units.contains { $0.info.isSameSize }
        // A payment of another intent that names its person is a request of its own: bu, shi wo yao
        // xiang a ming yao san bai turns a transfer into a request for money (or back), and
        // o dui le, bang wo xiang li si yao san bai kuai while a size is asked is no answer about the order.
        let paymentNamed = Self.payments.contains(fresh.intent) && fresh.person != nil
        // shang ci de bao xiao, yi qian er bai kuai while the amount is asked: money said to an
        // intent that takes none answers the question; "last time" only says what it is for.
        let amountAnswer = state.next.slot == "amount" && !Self.payments.contains(fresh.intent)
            && fresh.sentence.units.contains { $0.kind == .money }
        // bu dui, wo shi xiang dian liang fen xiao shu while a transfer's amount is asked: things to
        // order answer nothing a payment or a ride asks, correction or not.
        // (iya yappari atarashiku tanomimasu, cheezubaagaa no L hitotsu while a reorder asks which: an
        // order word and a count make a new order, where a product alone picks a past one.)
        let ordersGoods = fresh.intent == .order && state.intent != .order
            && (state.intent != .reorder || (fresh.cue > 0 && fresh.items.contains { $0.quantity != nil }))
            && fresh.items.contains { $0.product != nil }
        // bu shi yao qian, shi gei ta zhuan: the frame's own payment said "not", the other one after it.
        let turnedAround = Self.payments.contains(state.intent) && Self.payments.contains(fresh.intent)
            && fresh.intent != state.intent && fresh.cue > 0
            && fresh.sentence.cues.contains { i, c in c.intent == state.intent && fresh.sentence.negated[i] }
        let freshRequest = !ordersNothing && !sameSizeAnswer && !amountAnswer && (fresh.cue >= 1 || turnedAround
            || (fresh.cue > 0 && fresh.score >= 1 && (!fresh.sentence.corrected.contains(true) || ordersGoods))
            || (fresh.cue > 0 && paymentNamed)
            || (fresh.cue > 0 && state.next.slot == nil && !fresh.sentence.corrected.contains(true))
            || (fresh.cue > 0 && declined)
            // (yappa sore wa ii ya, koora no L hitotsu: after the giving up, enough of a new one
            // without its verb.)
            || (declined && fresh.score >= 1)
            // (zandaka kakunin shitai | jaa hanbaagaa futatsu: once the frame is done, enough of a
            // request of another intent without its verb starts one.)
            || (state.next.action == .ready && fresh.intent != .none))
        // soukin ja nakute seikyuu shite hoshii no: the other payment, naming nobody, is the same
        // one turned around.
        if Self.payments.contains(state.intent), Self.payments.contains(fresh.intent), fresh.intent != state.intent,
           freshRequest, !fresh.personIsSelf,
           // (bu shi shou qian, shi zhuan gei ta: "him" is the one the frame has; so is the same
           // person named again: gao fan le, shi zhou jie zhuan gei wo.)
           fresh.person.map({ units in
               units.allSatisfy { fresh.sentence.units[$0].info.isOtherPronoun }
                   || Self.namesSame(units, in: fresh, as: state.single("payee") ?? state.single("payer"))
           }) ?? true {
            return .success(render(resolver.continueDialog(state.switched(to: fresh.intent), with: fresh), analysis,
                                   language: state.language(answeredWith: analysis), explain: explain))
        }
        if state.intent == .none {
            return .success(render(resolver.resolve(fresh), analysis, explain: explain))
        }
        // tung a ming yiu faan saam baak in a traditional dialog: a new request in the same
        // conversation keeps its script unless its own text shows another.
        if fresh.intent != .none && fresh.intent != state.intent && freshRequest {
            return .success(render(resolver.resolve(fresh), analysis, language: state.language(answeredWith: analysis),
                                   explain: explain))
        }
        // ming tian gei lao zhang zhuan liang qian once the balance is shown: with nothing left to
        // ask or confirm, a request of its own that is turned off (a later day, a report) is no
        // answer either; nothing is asked.
        if state.next.action == .ready, fresh.intent == .none, !fresh.sentence.cues.isEmpty {
            return .success(render(resolver.resolve(fresh), analysis, language: state.language(answeredWith: analysis),
                                   explain: explain))
        }
        // suan le, yappari yameteoku, bu yong le; iie to "shall I send it?": the frame ends here
        // (bu yong le, wo zi ji zhuan: the request's own verb, said of the speaker, too).
        if fresh.intent == .none || fresh.intent == state.intent,
           fresh.sentence.cancels(atConfirmation: state.next.action == .confirm && state.next.slot == nil, intent: state.intent) {
            let ended = ResolvedFrame(intent: .none, confidence: 0.9, slots: [], next: NextStep(action: .none),
                                      prompt: PromptRequest("cancelled"), sources: ["context:cancelled"])
            return .success(render(ended, analysis, language: state.language(answeredWith: analysis), explain: explain))
        }
        let answer = grammar.read(analysis, entities: found, as: state.intent,
                                  pending: state.next.slot ?? correctedSlot(state, analysis) ?? correctedPerson(state, fresh))
        return .success(render(resolver.continueDialog(state, with: answer), analysis,
                               language: state.language(answeredWith: analysis), explain: explain))
    }

    /// yappari ken-san no hou da, at the confirmation of a payment: a correction with no
    /// amount, no place and no product in it is about the person.
    private func correctedPerson(_ state: DialogState, _ fresh: Frame) -> String? {
        guard Self.payments.contains(state.intent), fresh.person == nil,
              fresh.sentence.units.contains(where: { $0.info.isCorrection }),
              !fresh.sentence.units.contains(where: { [.money, .number, .product, .size].contains($0.kind) || $0.info.isPlaceWord })
        else { return nil }
        return state.intent == .sendPayment ? "payee" : "payer"
    }

    /// wu xi wangjiao, xi youma de: a follow-up that repeats a slot's old words is about
    /// that slot, and what it says after them replaces it.
    private func correctedSlot(_ state: DialogState, _ analysis: TextAnalysis) -> String? {
        let key = analysis.text.keyValues
        func says(_ words: ArraySlice<UInt32>) -> Bool {
            !words.isEmpty && words.count <= key.count
                && (0...(key.count - words.count)).contains { key[$0..<($0 + words.count)].elementsEqual(words) }
        }
        let olds: [(String, [UInt32])] = state.slots.compactMap { name, slot in
            guard case .single(let v) = slot, v.status == .success, let said = v.text else { return nil }
            return (name, text.normalizer.key(said))
        }
        if let whole = olds.first(where: { says($0.1[...]) }) { return whole.0 }
        // bu shi pu dong, shi hong qiao ji chang: the start of a place's old words, its name
        // without the place word, is about that place too.
        for (name, old) in olds where name == "pickup" || name == "dropoff" {
            for n in stride(from: old.count - 1, through: 2, by: -1) where says(old[..<n]) { return name }
        }
        return nil
    }

    /// Parses one input line as `nlu parse` reads it: plain text, or a JSON
    /// object `{"text": ..., "context": ...}`.
    public func parse(line: String, explain: Bool = false) -> Result<ParseResult, LineError> {
        var utterance = line
        var context: JSONValue? = nil
        if line.utf8.first == UInt8(ascii: "{") {
            let value: JSONValue
            do { value = try JSONParser.parse(line) } catch {
                return .failure(LineError(text: line, code: .invalidJSON, message: error.description))
            }
            guard let t = value["text"]?.stringValue else {
                return .failure(LineError(text: line, code: .invalidJSON, message: "expected an object with a string \"text\""))
            }
            if let c = value["context"], !c.isNull {
                guard c.objectValue != nil else {
                    return .failure(LineError(text: t, code: .invalidContext, message: "\"context\" must be a previous output object"))
                }
                context = c
            }
            utterance = t
        }
        let count = utterance.unicodeScalars.count
        if count > Self.maximumLength {
            return .failure(LineError(text: utterance, code: .tooLong,
                                      message: "line has \(count) code points; the limit is \(Self.maximumLength)"))
        }
        if let c = context { return parse(utterance, context: c, explain: explain) }
        return .success(parse(utterance, explain: explain))
    }
}
