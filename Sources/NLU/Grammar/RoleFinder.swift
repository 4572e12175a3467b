/// Finds the spans that role markers introduce or close: gei[zhang san], [Tanaka-san]ni,
/// cong[zhe li], [Tokyo-eki]made. A span is the run of content units next to the marker:
/// names, places, words the lexicons do not know, honorifics; it stops at any
/// function word, entity of another kind, or punctuation.
struct RoleSpan: Sendable {
    var slot: String
    /// Unit indices of the span.
    var units: Range<Int>
    /// Unit index of the marker.
    var marker: Int
    var source: String
    /// See GrammarLexicon.Role.cueOf.
    var cueOf: Intent? = nil
}

enum SpanKind {
    case person, place, text
}

struct RoleFinder {
    let lexicon: GrammarLexicon
    static let maximumUnits = 12

    func spans(_ s: Sentence, intent: Intent) -> [RoleSpan] {
        let roles = lexicon.roles(for: intent, family: s.family)
        guard !roles.isEmpty else { return [] }
        var out: [RoleSpan] = []
        let introducing = roles.reduce(UInt64(0)) { $1.side == .before ? $0 | $1.bit : $0 }
        for (i, u) in s.units.enumerated() where u.info.markers != 0 {
            // cong hui long guan: a marker inside a span already found is part of that name.
            if out.contains(where: { $0.units.contains(i) }) { continue }
            for role in roles where u.info.markers & role.bit != 0 {
                let kind = Self.spanKind(role.slot)
                let span = role.side == .before ? extend(s, from: lead(s, i + 1), step: 1, kind)
                                                : extend(s, from: i - 1, step: -1, kind, afterReason: role.slot == "pickup")
                guard let span, !span.isEmpty else { continue }
                // yi gaa heoi gei coeng: a word for "now" that also names a place (qu yi gaa) is "now"
                // when said alone before the marker.
                if role.side == .after, span.count == 1, s.units[span.lowerBound].info.isNow { continue }
                if role.placesOnly {
                    guard span.contains(where: { Self.namesPlace(s.units[$0]) }) || namesPlaceBefore(s, span, marker: i, role)
                    else { continue }
                    // qu ji chang jiao ge che: a place another marker already introduces is that one's.
                    if role.side == .after, span.lowerBound > 0, s.units[span.lowerBound - 1].info.markers & introducing != 0 { continue }
                }
                out.append(RoleSpan(slot: role.slot, units: span, marker: i, source: role.source, cueOf: role.cueOf))
            }
        }
        return out
    }

    /// jie fang bei dao jiang bei ji chang: a name no place word marks, said right after a pause
    /// and before "to" a known place, is where the ride starts.
    private func namesPlaceBefore(_ s: Sentence, _ span: Range<Int>, marker i: Int, _ role: GrammarLexicon.Role) -> Bool {
        guard role.side == .after, span.allSatisfy({ s.units[$0].isUnknownWord }),
              s.units[span].reduce(0, { $0 + $1.range.count }) >= 2 else { return false }
        let start = span.lowerBound
        let opens = start == 0 || s.units[start - 1].isPunctuation
            || s.analysis.text.spaceBoundaries.contains(s.units[start].range.lowerBound)
        // jiao bu cha tou | dao jing an si: a pause before "to" ends what came before it.
        guard opens, !s.analysis.text.spaceBoundaries.contains(s.units[i].range.lowerBound),
              let to = extend(s, from: lead(s, i + 1), step: 1, Self.spanKind("dropoff")) else { return false }
        return to.contains { Self.namesPlace(s.units[$0]) }
    }

    /// The run of content units of a kind starting at `i`, with no marker before it.
    func bareSpan(_ s: Sentence, from i: Int, _ kind: SpanKind) -> Range<Int>? {
        extend(s, from: i, step: 1, kind)
    }

    /// bei zhu: huo kuan, memo: yachin: a colon after a marker introduces what it marks;
    /// so does a word that corrects it (ikisaki yappa Sakuragicho-eki, mu di di hai shi huo che zhan).
    private func lead(_ s: Sentence, _ i: Int) -> Int {
        guard i < s.units.count else { return i }
        if s.units[i].info.isCorrection { return i + 1 }
        guard s.units[i].isPunctuation else { return i }
        let key = s.analysis.text.keyValues[s.units[i].range]
        return key.count == 1 && key.first == 0x3A ? i + 1 : i
    }

    /// dao jiu fen, qu 101 da lou: right after "to", a count that counts no people
    /// or cars and ends the clause or runs into a name is the start of a place name.
    static func isNumberedName(_ s: Sentence, _ i: Int) -> Bool {
        let u = s.units[i]
        guard i + 1 < s.units.count else { return u.kind == .quantity || u.kind == .number }
        let next = s.units[i + 1]
        // cong wu jiao chang: money written onto the word after it is the start of the name.
        if u.kind == .money, u.range.upperBound == next.range.lowerBound,
           !s.analysis.text.spaceBoundaries.contains(u.range.upperBound),
           (next.isUnknownWord && isContent(next, .place)) || next.info.isPlaceWord {
            return true
        }
        guard u.kind == .quantity || u.kind == .number, PartySize.value(of: u) == nil, !PartySize.countsVehicles(u) else {
            return false
        }
        // qu jiu fen | jiao tai che: a recognizer's space after it ends the name as a comma would.
        // gai qu jiu fen hao le: a request word after it ends the name too.
        return next.isPunctuation || s.analysis.text.spaceBoundaries.contains(u.range.upperBound)
            || (next.isUnknownWord && isContent(next, .place)) || next.info.isPlaceWord
            || (next.info.isFrame && next.info.particle == nil && !next.info.isMeasure)
    }

    static func spanKind(_ slot: String) -> SpanKind {
        switch slot {
        case "payee", "payer": return .person
        case "pickup", "dropoff": return .place
        default: return .text
        }
    }

    private static func namesPlace(_ u: Unit) -> Bool {
        u.kind == .place || u.info.place != nil || u.info.isPlaceWord || u.info.isLocative
    }

    /// Whether a unit may stand inside a span of this kind.
    static func isContent(_ u: Unit, _ kind: SpanKind) -> Bool {
        // lu jia zui + a car emoji: an emoji ends a name or a place as punctuation does.
        if u.isPunctuation || u.isSymbol { return false }
        if let k = u.kind {
            switch k {
            case .person, .place: return true
            case .number: return kind != .person
            case .product, .size: return kind == .text
            case .money, .quantity: return false
            }
        }
        let w = u.info
        // 3-ban deguchi, 2 hao hang zhan lou, 1 hao ma tou: a number in a place's name.
        if w.ordinal != nil && kind == .place { return true }
        if w.isHonorific { return kind == .person }
        // wo zai zhao yao shi: small talk names no one and no place.
        if w.isRemark { return kind == .text }
        if w.place != nil || w.isPlaceWord { return kind != .person }
        if w.isLocative { return kind == .place }
        if w.account != nil { return kind == .text }
        // 5-nin datta | shinagawa-eki kara: nor of a place, a past that only ends what came before it.
        if kind == .place && w.isPast && w.blocks.isEmpty && w.cues.isEmpty && w.markers == 0 { return false }
        // gei fang fang zhuan guo yi qian: a past that reports what was done is no part of a name.
        if kind == .person && w.isPast && !w.blocks.isEmpty { return false }
        // bei zhu zuo tian de nai cha qian, shuo shi huan wo fan qian: a note says what it says,
        // a day or a request word in it included.
        // (kangeikai no kaihi, fang zu de qian: "no" inside what is written down is part of it.)
        if kind == .text, w.isTime || !w.cues.isEmpty || !w.blocks.isEmpty || w.particle == "no" { return true }
        return !w.isFunctionWord
    }

    /// cong hui long guan, qu jiang jun ao: right after a marker, a one-character marker or
    /// particle written onto a word nobody lists is the name's first character (no trip goes
    /// "from to"). Not the same marker said twice (qu qu xi hu, shang che dian zai), not a past
    /// ending, and a particle or a request word only before two characters or more (zhe hui shi
    /// zhen de is no place).
    private static func startsNameAfterMarker(_ s: Sentence, _ i: Int) -> Bool {
        guard i > 0, i + 1 < s.units.count else { return false }
        let u = s.units[i], next = s.units[i + 1]
        guard u.kind == nil, u.range.count == 1, !u.info.isPast, next.isUnknownWord,
              u.range.upperBound == next.range.lowerBound,
              u.info.markers & s.units[i - 1].info.markers == 0 else { return false }
        // (dao ha er bin xi zhan: a one-character request word likewise.)
        return u.info.markers != 0 || ((u.info.particle != nil || u.info.isFrame) && next.range.count >= 2)
    }

    /// A word some lexicon lists (a number's hedge, da gai) that the grammar gives no part:
    /// never a name's character.
    private static func isBareKnownWord(_ u: Unit) -> Bool {
        u.kind == nil && !u.isUnknownWord && !u.isPunctuation && !u.info.isFunctionWord && !u.info.isHonorific
            && !u.info.isTitle && !u.info.isRelation && !u.info.isOtherPronoun && !u.info.isSelf
            && u.info.place == nil && !u.info.isPlaceWord
    }

    /// Units written one onto the next, no space between them.
    private static func writtenOnto(_ s: Sentence, _ a: Int, _ b: Int, _ c: Int) -> Bool {
        let (x, y, z) = (s.units[min(a, c)], s.units[b], s.units[max(a, c)])
        return x.range.upperBound == y.range.lowerBound && y.range.upperBound == z.range.lowerBound
    }

    private func isAddressDash(_ s: Sentence, _ i: Int) -> Bool {
        let key = s.analysis.text.keyValues[s.units[i].range]
        return key.count == 1 && ScalarClass.isDash(key[key.startIndex])
    }

    /// `afterReason`: the marker may also say why (kara), so a predicate before it is no span.
    private func extend(_ s: Sentence, from start: Int, step: Int, _ kind: SpanKind, afterReason: Bool = false) -> Range<Int>? {
        var i = start
        var count = 0
        func inside(_ k: Int) -> Bool { k >= 0 && k < s.units.count }
        func saidYou(_ u: Unit) -> Bool {
            u.range.count == 1 && lexicon.addressees.contains(s.analysis.text.keyValues[u.range.lowerBound])
        }
        // ame hidoi kara, tsukare-ta kara: a predicate before kara is a reason, no place.
        if afterReason, inside(start),
           s.units[start].info.isPast || ((s.units[start].isUnknownWord
               || (s.units[start].kind == nil && s.units[start].info.place == nil && !s.units[start].info.isPlaceWord))
               && lexicon.looksLikePredicate(s.analysis.text.keyValues[s.units[start].range])) {
            return nil
        }
        while inside(i) && count < Self.maximumUnits {
            // hui jia | si ji rao lu le: a place ends where its sentence does.
            if count > 0, !s.units[i].isPunctuation, s.softClause[i] != s.softClause[i - step] { break }
            // genzaichi kuukou made: a place the lexicons name outright (here, current location)
            // is a span of its own, never part of a longer one.
            if kind == .place, count > 0, s.units[i].info.place != nil || s.units[i - step].info.place != nil { break }
            // Wo men (we) after a place starts the party, not more of the place
            // (dao pudong jichang wo men liang); before one it is whose (dao wo jia).
            if kind == .place, step > 0, count > 0, s.units[i].info.isSelf { break }
            // gei fang fang fa ge zhuan zhang, gei lao zhang fa liang bai kuai: a character right
            // before a measure word or an amount is its verb, no more of the name.
            if kind == .person, step > 0, count > 0, s.units[i].isUnknownWord, s.units[i].range.count == 1, inside(i + 1),
               s.units[i + 1].info.isMeasure || s.units[i + 1].kind == .money || s.units[i + 1].kind == .quantity { break }
            // oosame dashi | shinagawa-eki made: a place that already has its name and its place
            // word ends at a recognizer's space before it (shibuya | eki made goes on).
            // (shinjuku-eki | nishiguchi goes on too: a place before the space is more of the place.)
            if kind == .place, step < 0, count >= 1, s.analysis.text.spaceBoundaries.contains(s.units[i].range.upperBound),
               !Self.namesPlace(s.units[i]), s.units[i].kind != .person,
               ((i + 1)...(i + count)).contains(where: { k in
                   (s.units[k].info.isPlaceWord || s.units[k].info.place != nil) && (count >= 2 || s.units[k].range.count >= 2)
               }) { break }
            // ren min yi yuan | kan bing: a place that ends on its place word, then a recognizer's
            // space and words that name no place, says why after the space.
            if kind == .place, step > 0, count > 0, Self.namesPlace(s.units[i - 1]), !Self.namesPlace(s.units[i]),
               s.analysis.text.spaceBoundaries.contains(s.units[i].range.lowerBound) {
                var k = i
                while inside(k) && Self.isContent(s.units[k], kind) && !Self.namesPlace(s.units[k]) { k += 1 }
                if !(inside(k) && Self.namesPlace(s.units[k])) { break }
            }
            // gei xiao li | fang zu: a listed person (or he, she, you: gei ta | chang ge de qian) a
            // recognizer's space follows is the whole name; what comes after the space says what
            // the money is for.
            if kind == .person, count > 0,
               s.units[i - step].kind == .person || s.units[i - step].info.isOtherPronoun || saidYou(s.units[i - step]),
               !s.units[i].info.isHonorific,
               s.analysis.text.spaceBoundaries.contains(step > 0 ? s.units[i].range.lowerBound : s.units[i].range.upperBound) { break }
            // gei fang fang dang li jin, gei wang fang shi shi kan: in Chinese, a word nobody lists
            // right after a listed person is what comes next, no more of the name (one character
            // more may still make a longer name: see Grammar.withNameTail).
            // (Nor is a word the lexicons know for no grammar of their own: gei wang wu da gai zhuan.)
            // (Nor after he or she: bei keoi gaau hok fai, the fees are what the money is for.)
            if kind == .person, step > 0, count > 0, s.family == .zh,
               s.units[i - step].kind == .person || s.units[i - step].info.isOtherPronoun,
               s.units[i].isUnknownWord || Self.isBareKnownWord(s.units[i]) { break }
            // yabai jikan nai | shouta ni, yachin no hanbun | shouta ni: in Japanese, kana nobody lists or a
            // word the lexicons know for no grammar, right before a listed person, ends what came before.
            if kind == .person, step < 0, count > 0, s.family == .ja, s.units[i - step].kind == .person,
               Self.isBareKnownWord(s.units[i]) || (s.units[i].isUnknownWord
                   && s.analysis.text.nfkc[s.units[i].range].allSatisfy({ ScalarClass.isHiragana($0.value) })) { break }
            // gei lao po ta hui na qu jiao: he or she right after a listed person starts what that
            // person will do (but li si ta ba is li si's father, somebody else).
            if kind == .person, step > 0, count > 0, s.units[i - step].kind == .person, s.units[i].info.isOtherPronoun,
               !(i + 1 < s.units.count && (s.units[i + 1].info.isRelation || s.units[i + 1].kind == .person)) { break }
            // ikitai n de | hakata-eki ni mukae ni kite: a kana or two nobody lists before a place is the end
            // of a verb said before it, no part of its name.
            if kind == .place, step < 0, count >= 1, s.family == .ja, s.units[i].isUnknownWord, s.units[i].range.count <= 2,
               s.analysis.text.nfkc[s.units[i].range].allSatisfy({ ScalarClass.isHiragana($0.value) }),
               i > 0, s.units[i - 1].range.upperBound == s.units[i].range.lowerBound,
               !s.analysis.text.spaceBoundaries.contains(s.units[i].range.lowerBound),
               s.units[i - 1].info.markers != 0 || !s.units[i - 1].info.cues.isEmpty { break }
            if Self.isContent(s.units[i], kind) || (kind == .place && step > 0 && count == 0 && Self.isNumberedName(s, i)) {
                count += 1
                i += step
            } else if kind == .person, step > 0, count > 0, s.units[i].info.isPlaceWord, s.units[i].range.count == 1,
                      inside(i + 1), s.units[i + 1].isUnknownWord,
                      s.units[i - 1].range.upperBound == s.units[i].range.lowerBound,
                      s.units[i].range.upperBound == s.units[i + 1].range.lowerBound {
                // gei wang jia ming zhuan: a place character written between the characters of a
                // name is one of them (jia, home), not where the name ends.
                count += 1
                i += step
            } else if kind == .place, step > 0, count == 0, s.units[i].kind == .size || s.units[i].kind == .product,
                      inside(i + 1), s.units[i + 1].info.isPlaceWord,
                      s.units[i].range.upperBound == s.units[i + 1].range.lowerBound {
                // qu yi zhong jie: a menu word written onto a place word is the start of the place's name.
                count += 1
                i += step
            } else if kind == .place, step > 0, count == 0, Self.startsNameAfterMarker(s, i) {
                count += 1
                i += step
            } else if kind == .place, step > 0, count > 0, s.units[i].kind == .size, s.units[i].range.count == 1,
                      s.units[i - 1].isUnknownWord, s.units[i - 1].range.upperBound == s.units[i].range.lowerBound {
                // qu tai da, dao bei da: a size character written onto a name is the end of the name.
                count += 1
                i += step
            } else if kind == .place, step > 0, count > 0, s.units[i].info.ordinal != nil,
                      s.units[i - 1].range.upperBound == s.units[i].range.lowerBound {
                // ti yu xi lu 3 hao: a number right after a street is its house number, no choice.
                count += 1
                i += step
            } else if kind == .place, count > 0, isAddressDash(s, i), inside(i + step),
                      s.units[i + step].kind == .number, s.units[i - step].kind == .number {
                // jinnan 1-choume 2-1, 3-choume 7-1: a dash between two numbers of an address.
                count += 2
                i += 2 * step
            } else if kind == .place, s.units[i].info.isConjunction, s.units[i].range.count == 1, !s.units[i].info.bringsAlong,
                      inside(i + step), Self.isContent(s.units[i + step], kind),
                      count > 0 ? Self.writtenOnto(s, i - step, i, i + step) && s.units[i - step].isUnknownWord
                                  && (s.units[i - step].range.count == 1 || (step > 0 && s.units[i + 1].info.isPlaceWord))
                                : step > 0 && s.units[i].range.upperBound == s.units[i + 1].range.lowerBound {
                // xie he yi yuan, qu he ping lu: "and" with nothing to join before it, or after one
                // character a name cannot be on its own, written onto what follows, is part of the name;
                // so is one written between a name and the place word that ends it (bei jing xie he yi yuan).
                count += 2
                i += 2 * step
            } else if kind == .place, step > 0, count == 1, s.units[i].info.isConjunction, s.units[i].range.count == 1,
                      s.units[i - 1].isUnknownWord, s.units[i - 1].range.count == 1,
                      s.units[i - 1].range.upperBound == s.units[i].range.lowerBound,
                      !(inside(i + 1) && Self.isContent(s.units[i + 1], kind)) {
                // cong yong he shang che: "and" after one character, with nothing to join after it,
                // ends the name it is part of.
                count += 1
                i += step
            } else if kind == .place, count > 0, s.units[i].kind == nil, s.units[i].range.count == 1, s.units[i].info.markers == 0,
                      !s.units[i].info.cues.isEmpty, s.units[i].info.cues.allSatisfy({ $0.intent != .requestRide }),
                      inside(i + step), Self.isContent(s.units[i + step], kind), Self.writtenOnto(s, i - step, i, i + step) {
                // xu jia hui gang hui heng long guang chang: a character that is another request's word
                // (hui, remit), written inside a name, is a character of the name.
                count += 1
                i += step
            } else if kind == .place, step < 0, count == 0, s.units[i].info.particle == "no", inside(i - 1),
                      s.units[i - 1].isUnknownWord, s.units[i - 1].range.upperBound == s.units[i].range.lowerBound {
                // susukino made: "no" right before the marker ends a name (no particle links to made).
                count += 2
                i += 2 * step
            } else if kind == .place || kind == .person, count > 0, s.units[i].info.particle == "no",
                      inside(i + step), Self.isContent(s.units[i + step], kind) {
                // Korakuen no hoteru, jichang de T2: a place may name a place inside another;
                // zhang san de lao po, suzuki buchou no okusan: a person may be named by
                // another, who is then not the one meant.
                count += 2
                i += 2 * step
            } else {
                break
            }
        }
        if count == 0 { return nil }
        let span = step > 0 ? start..<i : (i + 1)..<(start + 1)
        // wo qu jichang, wo men dao zhan: a person going is no place they leave from.
        if kind == .place, span.allSatisfy({ s.units[$0].info.isSelf || s.units[$0].info.isOtherPronoun }) { return nil }
        return span
    }
}
