/// Clauses that tell what somebody else says or does rather than ask for
/// something: words inside quotation marks ("furikonde kudasai" tte iwareta,
/// ta shuo "gei wo zhuan liu bai"), and Chinese clauses whose subject is another person (ta dian de
/// he shang ci yi yang).
extension Sentence {
    /// Opening and closing quotation marks; a straight double quote opens and closes in
    /// turn (the apostrophe is no quote: McDonald's, I'd).
    private static let openingQuotes: Set<UInt32> = [0x300C, 0x300E, 0x201C, 0x2018, 0xFE41, 0xFE43]
    private static let closingQuotes: Set<UInt32> = [0x300D, 0x300F, 0x201D, 0x2019, 0xFE42, 0xFE44]
    private static let straightQuotes: Set<UInt32> = [0x22]

    /// The clauses between a pair of quotation marks.
    static func quotedClauses(_ units: [Unit], _ clause: [Int], _ key: [UInt32]) -> [Int] {
        var out: [Int] = []
        var openedAt: Int? = nil
        for (i, u) in units.enumerated() where u.isPunctuation {
            let mark = key[u.range.lowerBound]
            let opens = openingQuotes.contains(mark) || (straightQuotes.contains(mark) && openedAt == nil)
            let closes = closingQuotes.contains(mark) || (straightQuotes.contains(mark) && openedAt != nil)
            if closes, let start = openedAt {
                if start < i - 1 { out += Array(clause[start + 1]...clause[i - 1]) }
                openedAt = nil
            } else if opens {
                openedAt = i
            }
        }
        return out
    }

    /// Chinese clauses that begin with another person as the subject of what follows: a
    /// pronoun or a relative (ta, ta men, peng you, lao gong) not followed by a role
    /// marker (ta rang wo..., gei ta... are requests).
    /// `soft`: a later sentence of the clause (see Sentence.softClause) that asks with a cue of its
    /// own is not what the other person does (peng you lai jia li | yao liang ge zhi shi han bao):
    /// then only the sentences up to the subject's verb are theirs, returned as `cut`.
    static func otherSubjectClauses(_ units: [Unit], _ clause: [Int], _ soft: [Int], _ key: [UInt32], _ lexicon: GrammarLexicon,
                                    _ family: LanguageFamily?) -> (clauses: [Int], cut: [Int]) {
        // Japanese is left alone: buchou ga tanondeta ends on a past form, which reports it
        // anyway, and shouta ga tatekaete kureta 2000-en kaeshitoite names money by who lent it.
        guard family == .zh else { return ([], []) }
        var out: [Int] = [], cut: [Int] = []
        var i = 0
        while i < units.count {
            let c = clause[i]
            var end = i
            while end < units.count && clause[end] == c { end += 1 }
            defer { i = end }
            var j = i
            while j < end && (units[j].isPunctuation || units[j].info.isFiller || units[j].info.isTime) { j += 1 }
            // wo peng you, wo ma: "my" before the relative; ni jie jie: "your".
            let yours = j < end && units[j].range.count == 1 && lexicon.addressees.contains(key[units[j].range.lowerBound])
            let owned = j + 1 < end && (units[j].info.isSelf || yours) && units[j + 1].info.isRelation
            if owned { j += 1 }
            guard j + 1 < end, let verb = units[(j + 1)..<end].indices.first(where: { !units[$0].info.cues.isEmpty }) else { continue }
            let s = units[j]
            // Staff said bare are spoken to (lao ban, lai ge...); "my boss" is talked about.
            // A marker word followed by le is the verb, done (wo peng you jiao le liang che).
            // wo peng you zai nan guang chang deng chu zu che: "at" says where they are, no marker.
            // wo peng you cong zhe li da che: a marker before a place says where they go from or to,
            // not who is asked.
            let beforePlace = j + 2 < end && (units[j + 2].kind == .place || units[j + 2].info.place != nil || units[j + 2].info.isPlaceWord)
            let marked = units[j + 1].info.markers != 0 && units[j + 1].info.particle != "zai" && !beforePlace
                && !(j + 2 < end && units[j + 2].info.isPast)
            // xiao li hui bang wo ba qian zhuan gei wang wu: a person named, then "will", tells what they will do.
            let personWill = s.kind == .person && !owned && units[j + 1].info.holdsClause
            guard s.info.isOtherPronoun || (s.info.isRelation && (!s.info.isStaff || owned)) || personWill, !marked else { continue }
            // wo er zi yao yi ge xiao hao zhi shi han bao: a relative who "wants" what is on the menu is
            // ordered for; the speaker orders it.
            // (hai zi men yao: the plural ending between.)
            if s.info.isRelation, verb == j + 1 || (verb == j + 2 && units[j + 1].isUnknownWord && units[j + 1].range.count == 1),
               // (ma lai liang fen shu tiao: a relative called, not "my son wants".)
               units[verb].info.isFrame || (owned && units[verb].info.cues.contains(where: { $0.intent == .order })), !units[verb].info.isPast,
               units[(verb + 1)..<end].contains(where: { $0.kind == .product || $0.info.isUnlistedProduct || $0.info.combo != nil }),
               !units[(verb + 1)..<end].contains(where: { $0.info.isPast || $0.info.isQuestion }) { continue }
            // keoi ceng zo ngo sik faan | zyun saam baak...: a request verb only after a pause is not theirs.
            if soft[verb] > soft[j] { continue }
            if units[(verb + 1)..<end].indices.contains(where: { soft[$0] > soft[verb] && !units[$0].info.cues.isEmpty }) {
                cut.append(contentsOf: Set(units[i...verb].indices.map { soft[$0] }))
            } else {
                out.append(c)
            }
        }
        // ...bang wo zhuan wu bai gei chen zong | ta fu ze shou qian: a later sentence of the clause
        // that opens on "he" or "she" tells what that person does, after the request was made.
        for k in units.indices.dropFirst() where soft[k] != soft[k - 1] && clause[k] == clause[k - 1] && units[k].info.isOtherPronoun {
            let sentence = units.indices.filter { soft[$0] == soft[k] && $0 > k }
            let asksBefore = units.indices.contains { clause[$0] == clause[k] && soft[$0] < soft[k] && !units[$0].info.cues.isEmpty }
            guard asksBefore, let first = sentence.first, units[first].info.markers == 0,
                  sentence.contains(where: { !units[$0].info.cues.isEmpty }) else { continue }
            cut.append(soft[k])
        }
        return (out, cut)
    }
}

extension Sentence {
    /// kodomo ga koora hoshii tte sawaideru, musuko ga nomitai tte naiteru: a request
    /// closed by a quotation mark, with more said after it in its clause (how it was
    /// asked: crying, nagging), is what somebody else asked for. Said last (koora hoshii
    /// tte), the mark only insists; followed by a request of the speaker's (okaasan ni
    /// 5000-en choudai tte seikyuu shite), it quotes the message to send. After a noun
    /// (zandaka tte) it only marks the topic.
    static func quotedRequestClauses(_ units: [Unit], _ clause: [Int], _ key: [UInt32], _ lexicon: GrammarLexicon) -> [Int] {
        units.indices.compactMap { i in
            guard i > 0, units[i].info.isQuoteMark, !units[i - 1].info.cues.isEmpty || units[i - 1].info.isFrame,
                  lexicon.looksLikePredicate(key[units[i - 1].range]) else { return nil }
            let after = units[(i + 1)...].indices.filter { clause[$0] == clause[i] }
            let more = after.contains { k in
                !units[k].isPunctuation && !units[k].info.isFinalParticle && !units[k].info.isFrame && !units[k].info.isFiller
            }
            return more && !after.contains(where: { !units[$0].info.cues.isEmpty || units[$0].info.isFrame }) ? clause[i] : nil
        }
    }

    /// The calendar dates said (12 yue 3 hao, 12 gatsu 24 ka): a request for a day to come,
    /// which the assistant does not schedule, is no request now. A month and a day each right
    /// after a number, a month word and a day, or a day of the month alone; with the month and
    /// day when the numbers say them.
    static func calendarDays(_ units: [Unit], _ clause: [Int], _ key: [UInt32], _ lexicon: GrammarLexicon) -> [CalendarDay] {
        let monthWords = units.indices.filter { units[$0].info.isMonthWord }
        let namedDays = units.indices.filter { units[$0].info.namedDay != nil }
        guard !units.isEmpty, !monthWords.isEmpty || !namedDays.isEmpty
                || key.contains(where: { lexicon.monthMarks.contains($0) || lexicon.dayMarks.contains($0) || lexicon.dateSeparators.contains($0) }) else {
            return []
        }
        var unitAt = [Int](repeating: -1, count: key.count)
        for (i, u) in units.enumerated() { for p in u.range where p < key.count { unitAt[p] = i } }
        func numeral(_ p: Int) -> Bool {
            if ScanText.isASCIIDigit(key[p]) { return true }
            guard unitAt[p] >= 0 else { return false }
            let u = units[unitAt[p]]
            if u.info.ordinal != nil { return true }    // 5 hao read as "the fifth"
            guard let k = u.kind else { return false }
            return k == .number || k == .quantity || k == .money
        }
        // The number written over key positions r: its digits, or the one unit's value.
        func value(_ r: Range<Int>) -> Int? {
            guard !r.isEmpty else { return nil }
            if r.allSatisfy({ ScanText.isASCIIDigit(key[$0]) }) {
                return r.count <= 4 ? r.reduce(0) { $0 * 10 + Int(key[$1] - 0x30) } : nil
            }
            let held = Set(r.map { unitAt[$0] })
            guard held.count == 1, let u = held.first, u >= 0 else { return nil }
            return units[u].info.ordinal ?? units[u].entity?.value?.integerValue
        }
        let lastClause = clause[clause.count - 1]
        func spanning(_ c: Int) -> [Int] { [c, c + 1].filter { $0 <= lastClause } }
        var out: [CalendarDay] = []
        // shuang shi yi na dan, kurisumasu ni tanonda no: a day said by its name.
        for i in namedDays {
            // (kurisumasu-kai, sheng dan li wu: a word written onto the name makes a thing of that day, no date.)
            guard let d = units[i].info.namedDay,
                  !(i + 1 < units.count && units[i + 1].range.lowerBound == units[i].range.upperBound
                    && units[i + 1].kind == nil && !units[i + 1].isPunctuation && !units[i + 1].info.isFunctionWord)
            else { continue }
            out.append(CalendarDay(month: d / 100, day: d % 100, clauses: spanning(clause[i]), keys: units[i].range, lastUnit: i))
        }
        // xia ge yue 5 hao, raigetsu no 5-ka: a month word, maybe no/de, a number and the day.
        for i in monthWords {
            var j = i + 1
            if j < units.count && units[j].info.particle != nil { j += 1 }
            guard j < units.count else { continue }
            var q = units[j].range.lowerBound
            let start = q
            while q < key.count && q - start <= 3 && numeral(q) && !lexicon.dayMarks.contains(key[q]) { q += 1 }
            if q > start, q < key.count, lexicon.dayMarks.contains(key[q]) {
                out.append(CalendarDay(month: nil, day: value(start..<q), clauses: spanning(clause[i]),
                                       keys: units[i].range.lowerBound..<(q + 1), lastUnit: unitAt[q]))
            }
        }
        for p in 1..<max(1, key.count) where lexicon.monthMarks.contains(key[p]) && numeral(p - 1) {
            var q = p + 1
            while q < key.count && q - p <= 4 && numeral(q) && !lexicon.dayMarks.contains(key[q]) { q += 1 }
            guard q > p + 1, q < key.count, lexicon.dayMarks.contains(key[q]) else { continue }
            var m = p - 1
            while m > 0 && p - m < 3 && numeral(m - 1) { m -= 1 }
            let u = unitAt[p] >= 0 ? unitAt[p] : unitAt[p - 1]
            // 12 yue 10 hao bang wo zhuan ...: the request frame after the date starts a clause
            // the date still governs.
            if u >= 0 {
                out.append(CalendarDay(month: value(m..<p), day: value((p + 1)..<q), clauses: spanning(clause[u]),
                                       keys: m..<(q + 1), lastUnit: unitAt[q]))
            }
        }
        // 12/30 no gozen 9-ji: a month and a day written as numbers with a separator (not a fraction of a
        // longer number, nor one of three numbers but the last two of a year/month/day).
        for p in 1..<max(1, key.count) where lexicon.dateSeparators.contains(key[p]) && ScanText.isASCIIDigit(key[p - 1]) {
            var m = p - 1
            while m > 0 && ScanText.isASCIIDigit(key[m - 1]) { m -= 1 }
            var q = p + 1
            while q < key.count && ScanText.isASCIIDigit(key[q]) { q += 1 }
            guard p - m <= 2, q - p - 1 >= 1, q - p - 1 <= 2,
                  q == key.count || !(lexicon.dateSeparators.contains(key[q]) || key[q] == 0x2E || key[q] == 0x2C),
                  let month = value(m..<p), let day = value((p + 1)..<q), (1...12).contains(month), (1...31).contains(day),
                  unitAt[m] >= 0 else { continue }
            out.append(CalendarDay(month: month, day: day, clauses: spanning(clause[unitAt[m]]), keys: m..<q, lastUnit: unitAt[q - 1]))
        }
        // 25-nichi ni haha ni, mei ge yue 1 hao gei ma ma zhuan: a day of the month said alone
        // (this month's, every month's) opening its clause is a date as well; not a number in
        // an address (ti yu xi lu 3 hao, 2 hao hang zhan lou), nor one a noun goes on from
        // (2 hao kou, 3 hao xian: an exit, a line), nor a number that is no day's.
        for p in 1..<max(1, key.count) where lexicon.dayMarks.contains(key[p]) && numeral(p - 1) {
            let n = unitAt[p - 1], m = unitAt[p]
            guard n >= 0, m >= 0, units[m].range.upperBound == p + 1 else { continue }
            if n > 0 && clause[n - 1] == clause[n] {
                let before = units[n - 1]
                // (12 yue 5 hao, bu dui, (shi) 6 hao: the day said again after a correction.)
                guard before.isPunctuation || before.info.isFiller || before.info.isTime || before.info.isSelf
                        || before.info.isCorrection || (before.info.particle == Sentence.contrastParticle
                            && n > 1 && units[n - 2].info.isCorrection) else { continue }
            }
            guard let day = units[n].info.ordinal ?? units[n].entity?.value?.integerValue, (1...31).contains(day) else { continue }
            if m + 1 < units.count && units[m + 1].isUnknownWord { continue }
            out.append(CalendarDay(month: nil, day: day, clauses: spanning(clause[m]), keys: units[n].range.lowerBound..<(p + 1),
                                   lastUnit: m))
        }
        return out
    }
}

/// A calendar date said in the utterance: what of it the numbers say, and the clauses it governs.
struct CalendarDay: Sendable, Equatable {
    var month: Int?
    var day: Int?
    var clauses: [Int]
    /// Key positions of the date as said.
    var keys: Range<Int>
    /// The unit that holds the day's mark (-1: none).
    var lastUnit: Int
}

extension Sentence {
    /// lao gong, ni gei chen zong zhuan san qian; papa, koko kara eki made takushii yonde: an
    /// utterance that opens by calling a person (a relative, a title, a name) and then
    /// speaks to them asks that person, not the assistant. In Chinese, where zhang san, wu bai
    /// may name the payee first, only when "you" follows (ni / ni bang wo), a request frame
    /// follows and no money moves to the one called, or the request names its own payee.
    /// Staff (lao ban, fu wu yuan, shi fu) are how one orders and rides: those requests stand.
    static func vocativeClauses(_ units: [Unit], _ clause: [Int], _ key: [UInt32], _ spaces: [Int],
                                _ lexicon: GrammarLexicon, _ family: LanguageFamily?) -> [Int] {
        let said = units.indices.filter { !units[$0].isPunctuation && !units[$0].info.isFiller }
        guard said.count >= 2, let last = clause.last else { return [] }
        // tanaka-san, koko ni...: the honorific is part of the name called.
        let first = said[0]
        // takahashi-san, ...: in Japanese a name the segmenter cut at a word it knows (taka | hashi)
        // is the run of Han characters up to the title.
        var nameEnd = first + 1
        if family == .ja, let k = titledNameRun(units, key, from: first, lexicon), k > first + 1 { nameEnd = k }
        let suffixed = { (k: Int) in
            units[k].info.isHonorific
                || (k == nameEnd && lexicon.nameSuffixes.contains(Array(key[units[k].range])))
        }
        guard let next = said.dropFirst().first(where: { $0 >= nameEnd && !suffixed($0) }) else { return [] }
        let u = units[first]
        // Called by name and a pause (lao gong, / papa, ...), not a correction (buchou ja nakute).
        // A recognizer writes the pause as a space (lao po bang wo jiao ge che; papa takushii
        // yonde): a space counts before a word that does not attach the name to what follows,
        // after a title or a relative (a recognizer also spaces tanaka san ni, shouta shouta ni).
        // A name and a space count when "you" follows (xiao li ni xian qu dian).
        let next0 = units[next].info
        let you = key[units[next].range].first.map { lexicon.addressees.contains($0) } ?? false
        // suzuki buchou | takushii yonde moraemasu: in Japanese a person on the list and a pause,
        // where no money moves (tanaka-san | 5000-en okutte drops the ni of the payee), is called.
        let paysAfter = units.indices.contains { k in
            k >= next && units[k].info.cues.contains { $0.intent == .sendPayment || $0.intent == .requestPayment }
        }
        // xiao zhou, ni xian bang wo...: a short word nobody lists, then "you", is a name called.
        // xiao wang | bang wo dian liang bei ka fei: so is a nickname (xiao or lao and a surname) before "help me".
        let nickname = u.range.count == 2 && lexicon.namePrefixes.contains(key[u.range.lowerBound])
        // nee ken-kun, ...: in Japanese a short word nobody lists with a name's title after it is a name called.
        let nameLength = units[nameEnd - 1].range.upperBound - u.range.lowerBound
        // (ken-kun, 3000-en okutte: where money moves to nobody else named, as with a listed name,
        // the ni of the payee was dropped.)
        let paysThem = paysAfter && !units[next...].contains { $0.kind == .person || lexicon.titlesName($0, key) }
        let titled = family == .ja && (1...4).contains(nameLength) && next > nameEnd && suffixed(nameEnd) && !paysThem
        let nameKey = key[u.range.lowerBound..<units[nameEnd - 1].range.upperBound]
        let saidAgain = { units[next...].contains { key[$0.range.lowerBound...].starts(with: nameKey) } }
        // kevin, bang wo gen chen zong shou yi xia kuan: a name in Latin letters nobody lists, then a pause and
        // "help me", is a name called too.
        let latinName = family == .zh && (2...12).contains(u.range.count)
            && key[u.range].allSatisfy(EntityDictionary.isLatinLetter) && u.isUnknownWord
            // (jason ni bang wo...: or "you" right after it.)
            && ((next0.isFrame && units[(first + 1)..<next].contains(where: { $0.isPunctuation })) || (you && next == first + 1))
        let namedUnlisted = (u.isUnknownWord || nameEnd > first + 1)
            // (ge | ni bang wo...: one character nobody lists, a pause and "you", is called too.)
            && ((((2...3).contains(u.range.count) || (u.range.count == 1 && family == .zh)) && (you || (family == .zh && nickname && next0.isFrame)))
                || titled || latinName)
        // a ming | zhuan wu bai man bei zhang san: a listed person, a pause, and money for somebody else named.
        let paysAnother = {
            u.kind == .person && units.indices.contains { k in
                k > next && units[k].kind == .person && units[k].entity?.id != u.entity?.id
            }
        }
        // (ma ma | rang wo gei zhang san zhuan: who is made to do it is the speaker, an errand passed on.)
        let makesAnotherDo = {
            let causative = lexicon.markerBits["causative"].map { UInt64(1) << UInt64($0) } ?? 0
            return next0.markers & causative != 0 && next + 1 < units.count && !units[next + 1].info.isSelf
        }
        // er zi | gei ni dian ge da shu tiao: a marker of "you" after the pause speaks to the one called.
        let toYou = next + 1 < units.count && next0.markers != 0
            && key[units[next + 1].range].first.map { lexicon.addressees.contains($0) } == true && units[next + 1].range.count == 1
        let paused = units[(first + 1)..<next].contains(where: { $0.isPunctuation })
            || (toYou && spaces.contains(units[next - 1].range.upperBound)
                && (u.info.isRelation || u.info.isTitle || u.kind == .person))
            // lao po ni xia lou de shi hou...: "you" right after the name calls it, pause or not.
            || (you && next == first + 1 && (u.info.isRelation || u.info.isTitle || u.kind == .person || latinName))
            // (er zi | qu ba ke le na guo lai: a relative or a title called may be told where to go.)
            || (spaces.contains(units[next - 1].range.upperBound) && next0.particle == nil && !next0.isHonorific
                // (chen zong | rang zhou jie ba na san qian zhuan gei ta: a listed person, a pause, and
                // a marker of who does it, money moving for somebody else named, is called too.)
                && (next0.markers == 0 || ((u.info.isRelation || u.info.isTitle) && u.kind != .person && family == .zh)
                    || (u.kind == .person && family == .zh && makesAnotherDo() && paysAnother()))
                && (u.info.isTitle || (u.info.isRelation && u.kind != .person) || ((u.kind == .person || namedUnlisted) && you)
                    // (hanako | watashi ni sanzen-en okutte: money to the speaker, asked of the one called.)
                    || (u.kind == .person && family == .ja && (!paysAfter || next0.isSelf || paysAnother()))
                    // nee kenta-kun | takushii yonde: a name nobody lists, with a name's title, then a pause
                    // (not said again after it: takahashi-san | takahashi-san ni ... begins again).
                    || (titled && !saidAgain())
                    // lao zhang | bang wo dian liang bei ka fei: a listed person, a pause, and "help me".
                    || (family == .zh && (((u.kind == .person || namedUnlisted) && next0.isFrame) || paysAnother()))))
        // lao ban niang, ni bang wo zhuan san qian gei chen zong: staff told "you" and asked to move
        // money are asked like anyone (an order or a ride is how one speaks to them).
        let staffPays = u.info.isStaff && you && units.indices.contains { k in
            k > first && units[k].info.cues.contains { $0.intent == .sendPayment || $0.intent == .requestPayment }
        }
        // hanako, iya chigau, tanaka ni: a name taken back at once was a false start, nobody called.
        guard paused, !next0.isCorrection,
              (u.info.isRelation && (!u.info.isStaff || staffPays)) || u.info.isTitle || u.kind == .person || namedUnlisted
        else { return [] }
        switch family {
        case .zh?:
            // ma, bang wo ...: a relative or a title called, then a request frame now or a
            // moment later (ma, hui lai bang wo dai yi bei), is asked too. A payee on the list
            // (lao po, a ming) is asked so only where no money moves (a ming, bang wo jiao jia
            // di shi): lao po, bang wo zhuan wu bai may name the payee first.
            // (er zi, qu ba ke le na guo lai: a weak pay word, guo, with no money said moves none.)
            let moneySaid = units.indices.contains { clause[$0] == clause[next] && (units[$0].kind == .money || units[$0].kind == .number) }
            let moneyMoves = units.indices.contains { k in
                clause[k] == clause[next] && units[k].info.cues.contains {
                    ($0.intent == .sendPayment || $0.intent == .requestPayment) && ($0.weight >= 0.5 || moneySaid)
                }
            }
            let frameSoon = said.drop { $0 < next }.prefix(2).contains { clause[$0] == clause[next] && units[$0].info.isFrame }
            // lao po, gei lao zhang zhuan wu bai: a transfer that names its own payee is asked of the one called.
            let otherPayee = units.indices.contains { k in k > next && clause[k] == clause[next] && units[k].kind == .person }
            // lao po, liang bei zhong bei ka fei: a relative called where no money moves is asked
            // even without a request frame (an order or a ride is hers to make).
            // xiao li, gei wo zhuan liang bai: money to the speaker is asked of the one called.
            let toMe = units.indices.contains { k in
                k >= next && clause[k] == clause[next]
                    && ((units[k].info.isSelf && units[k - 1].info.markers != 0) || units[k].info.markersBeforePerson != 0
                        || units[k].info.cues.contains { $0.intent == .requestPayment && $0.weight >= 1 })
            }
            let askedFor = ((u.info.isTitle || u.kind == .person)
                && ((moneyMoves && (otherPayee || toMe)) || (frameSoon && (u.kind != .person || !moneyMoves))))
                || (((u.info.isRelation && !u.info.isStaff) || u.info.isTitle || namedUnlisted) && !moneyMoves)
                // (a jie, bang wo zhuan liang qian wu gei fang fang: a nickname called, then money for somebody named.)
                || (namedUnlisted && moneyMoves && (otherPayee || toMe))
                || (latinName && frameSoon)
            guard you || askedFor else { return [] }
        case .ja?:
            break
        case nil:
            return []
        }
        return Array(clause[first]...last)
    }
}
