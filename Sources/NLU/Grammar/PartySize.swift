/// Party size from a quantity counted in people (3 ren, liang wei, si ming).
enum PartySize {
    static let personCounters: Set<String> = ["person", "people", "persons"]

    static func value(of u: Unit) -> ExactDecimal? {
        if let n = u.info.partyCount { return ExactDecimal(n) }
        guard u.kind == .quantity, let c = u.entity?.counter, personCounters.contains(c) else { return nil }
        return u.entity?.value
    }

    static let vehicleCounters: Set<String> = ["vehicle"]

    static func countsVehicles(_ u: Unit) -> Bool {
        u.kind == .quantity && u.entity?.counter.map(vehicleCounters.contains) == true
    }

    /// wo men san ge, wo die liang ge, da ren liang ge, liang ge da ren: a count right after
    /// "we" or a change word, or right after or before who rides, counts people.
    static func value(at i: Int, in s: Sentence) -> ExactDecimal? {
        if let v = value(of: s.units[i]) { return v }
        // shao yi ge, duo yi ge: a count said as a change of who rides, with no thing after it.
        let changed = i > 0 && s.units[i - 1].info.countChange != 0
            && !(i + 1 < s.units.count && (s.units[i + 1].kind == .product || s.units[i + 1].kind == .size))
        // ren shu gai cheng san ge: a correction word between who rides and the count.
        let partyCorrected = i > 1 && s.units[i - 1].info.isCorrection && s.units[i - 2].info.isPartyWord
        // ta men lia bu lai le: a count of "them" said with a change word after it.
        let theyChange = i > 0 && s.units[i - 1].info.isOtherPronoun && i + 1 < s.units.count && s.units[i + 1].info.countChange != 0
        // liang ge tong shi bu qu le, you yi ge m heoi la: a count (of people named after it) that a
        // change word follows.
        let changedAfter = changeAfter(i, in: s) != 0
        let before = (i > 0 && (s.units[i - 1].info.isSelf || s.units[i - 1].info.isPartyWord || changed || partyCorrected || theyChange
                                || countCorrected(at: i, in: s))) || changedAfter
        // wo men ban shang wu ge tong xue: after "we", a count of people named right after it.
        let weCount = i + 1 < s.units.count && isPerson(s.units[i + 1]) && !s.units[i + 1].info.isStaff
            && s.units[..<i].contains { $0.info.isPluralSelf }
        let after = (i + 1 < s.units.count && s.units[i + 1].info.isPartyWord) || weCount || saidAlone(at: i, in: s)
        guard before || after, let e = s.units[i].entity, e.kind == .quantity || e.kind == .number else { return nil }
        return e.value
    }

    /// jiao xiao huang qu shi lin ye shi | liang ge: a count of things in general, said on its own
    /// after a pause at the end of a request for a ride, is how many ride.
    private static func saidAlone(at i: Int, in s: Sentence) -> Bool {
        let u = s.units[i]
        guard u.kind == .quantity, u.entity?.counter == "item", i > 0,
              s.analysis.text.spaceBoundaries.contains(u.range.lowerBound) else { return false }
        return s.units[(i + 1)...].allSatisfy { $0.isPunctuation || $0.info.isFiller || $0.info.isFinalParticle || $0.info.isFrame }
    }

    /// wu ge ren a, e, m hai, sei go; m hai sei go jan, hai saam go: a bare count right after a
    /// correction word (or the "shi" of "not this but that") that follows a count of people
    /// puts that count right.
    private static func countCorrected(at i: Int, in s: Sentence) -> Bool {
        var k = i - 1, corrected = false
        while k >= 0 {
            let w = s.units[k].info
            if w.isCorrection || w.particle == Sentence.contrastParticle { corrected = true }
            else if !(w.isFiller || s.units[k].isPunctuation) { break }
            k -= 1
        }
        return corrected && k >= 0 && k < i - 1 && value(of: s.units[k]) != nil
    }

    /// Who rides, listed and joined by "and" (watashi to tsuma to kodomo futari, wo gen lao po
    /// hai you liang ge xiao hai): the longest list that names a person and something more.
    /// Each person named rides as one; a count, as its number. A count said of the people
    /// listed before it (wo he lao po liang ge ren, joushi to futari de) is the whole party.
    /// "We" with no count says no number, so a list holding it gives none. Where counts follow
    /// what they count (`countsFollow`: tomodachi futari), a count after a person counts such people.
    /// `withThem`: in Japanese the list ends on its "and" (tsuma to kodomo futari to | kuukou made):
    /// "with them", so the speaker rides too.
    static func listed(in s: Sentence, countsFollow: Bool) -> (counts: [Int], people: [Int], end: Int, withThem: Bool)? {
        var best: (counts: [Int], people: [Int], end: Int, withThem: Bool)? = nil
        var k = 0
        while k < s.units.count {
            var counts: [Int] = [], people: [Int] = []
            var j = k, complete = true, members = 0, whole = false, end = k, adds = false, dangling = false
            // dai liang ge peng you, dai shang wo lao po: brought along with nobody named before,
            // they ride with the speaker, who is the first of the list.
            // (dai wo qu: "take me" is no one brought along.)
            if s.units[k].info.bringsAlong, !(k > 0 && member(at: k - 1, first: true, countsFollow: countsFollow, in: s) != nil),
               let m = member(at: skipFillers(from: k + 1, in: s), first: false, countsFollow: countsFollow, in: s),
               !(m.rider == .person && s.units[m.unit].info.isSelf) {
                people = [k]
                members = 1
                j = skipFillers(from: k + 1, in: s)
            }
            listing: while let m = member(at: j, first: members == 0, countsFollow: countsFollow, in: s) {
                members += 1
                end = m.end
                switch m.rider {
                case .person: people.append(m.unit)
                case .count: counts.append(m.unit)
                // wo hai you liang ge ren: a count after "and also" adds them; after "and", it is all.
                case .whole where adds && m.unit == j: counts.append(m.unit)
                case .whole:
                    guard !whole, !people.isEmpty, counts.isEmpty else { complete = false; break listing }
                    (counts, people, whole) = ([m.unit], [], true)
                case .unknown: complete = false; break listing
                }
                j = skipFillers(from: m.end + 1, in: s)
                guard j < s.units.count else { break }
                // wo | wo ba | wo ma: a recognizer's space between people listed is their "and".
                if s.units[j].info.isConjunction {
                    adds = s.units[j].info.countChange > 0 || s.units[j].info.bringsAlong
                    // wo he lao po liang ge ren, hai you yi ge hai zi: after all of them were counted,
                    // only "and also" goes on.
                    if whole && !adds { break }
                    j = skipFillers(from: j + 1, in: s)
                    dangling = s.family == .ja && member(at: j, first: false, countsFollow: countsFollow, in: s) == nil
                    continue
                }
                if whole { break }
                adds = false
                let next = member(at: j, first: false, countsFollow: countsFollow, in: s)?.rider
                // (boku to tsuma to musume to musuko | 4-nin: a count after the pause says them all.)
                let afterPause = s.analysis.text.spaceBoundaries.contains(s.units[j].range.lowerBound)
                    && (next == .person || next == .whole)
                // lao gong zai nv, wo ba wo ma: in Chinese, relatives said one after another.
                let relatives = s.family == .zh && (s.units[j].info.isRelation || s.units[j].info.isSelf)
                    && (next == .person || next == .whole) && s.units[m.end].info.isRelation
                if !afterPause && !relatives { break }
            }
            if complete, members >= 2, whole || !people.isEmpty,
               (best.map { $0.counts.count + $0.people.count } ?? 0) < counts.count + people.count {
                best = (counts, people, end, dangling && !people.contains { s.units[$0].info.isSelf })
            }
            k = max(j, k + 1)
        }
        return best
    }

    /// liang ge da ren (he) liang ge xiao hai: counts of kinds of people said one after another from `k`.
    static func counts(from k: Int, in s: Sentence, countsFollow: Bool) -> [Int] {
        var out: [Int] = [], j = k
        while let m = member(at: j, first: true, countsFollow: countsFollow, in: s), m.rider == .count, m.unit >= j {
            out.append(m.unit)
            j = skipFillers(from: m.end + 1, in: s)
            if j < s.units.count, s.units[j].info.isConjunction { j = skipFillers(from: j + 1, in: s) }
        }
        return out
    }

    /// tsuma mo norimasu, lao po ye yi qi zuo, dou yat cai co: people named right before a word
    /// that says they ride too (a particle between allowed).
    /// `titlesName`: whether a unit is an honorific or a title after a name (san, kun).
    static func joining(in s: Sentence, titlesName: (Unit) -> Bool) -> [Int] {
        let along = s.units.indices.filter { k in
            guard rides(s.units[k]) else { return false }
            var j = k + 1
            // (hanako | san | mo norimasu: a recognizer's space before the honorific.)
            if j < s.units.count, titlesName(s.units[j]) { j += 1 }
            if j < s.units.count, s.units[j].info.particle != nil, !s.units[j].info.ridesAlong { j += 1 }
            guard j < s.units.count else { return false }
            if s.units[j].info.ridesAlong { return true }
            // lao po ye qu, xiao wang de nv peng you ye lai: "too" and the verb of going, said last
            // (wo ye qu ji chang names where).
            return j > k + 1 && goesLast(from: j, in: s)
        }
        guard !along.isEmpty else { return added(in: s) }
        // hai you wo ba he wo ma ye qu: the people listed with "and" before the one who rides too ride as well.
        var all = Set(along)
        for k in along {
            var j = k - 1, and = false
            while j >= 0 {
                let u = s.units[j]
                if u.info.isConjunction {
                    and = true
                } else if rides(u) {
                    guard and else { break }
                    all.insert(j)
                    and = false
                } else if !(u.info.isSelf || u.info.particle != nil || u.info.isFiller) {
                    break
                }
                j -= 1
            }
        }
        return all.sorted()
    }

    /// The count said right before who is named at `k` (liang ge | hai zi), if any.
    static func count(before k: Int, in s: Sentence) -> Int? {
        guard k > 0, k < s.units.count else { return nil }
        let u = s.units[k - 1]
        let counts = value(at: k - 1, in: s) != nil || ((u.kind == .quantity || u.kind == .number) && !countsVehicles(u))
        return counts && u.range.upperBound == s.units[k].range.lowerBound ? k - 1 : nil
    }

    /// Whether the word right after the unit at `k` says that who was named rides too.
    /// (jiiji to baaba ga noru kara: a particle between makes them who rides, the whole party.)
    static func ridesToo(after k: Int, in s: Sentence) -> Bool {
        k + 1 < s.units.count && (saysTheyJoin(at: k + 1, in: s) || goesToo(after: k, in: s))
    }

    /// lao po gen wo er zi ye yao qu: "too", maybe "wants to", and a one-character verb of going
    /// said last.
    private static func goesToo(after k: Int, in s: Sentence) -> Bool {
        let j = k + 1
        guard j < s.units.count, s.units[j].info.particle == "ye" || s.units[j].info.saysToo else { return false }
        return goesLast(from: j + 1, in: s)
    }

    /// qu, lai, yao qu: a one-character verb of going at `j` (or after a "wants to" there) that
    /// ends what is said.
    private static func goesLast(from j: Int, in s: Sentence) -> Bool {
        var j = j
        if j + 1 < s.units.count, s.units[j].info.isFrame, s.units[j + 1].range.count == 1, !s.units[j + 1].info.cues.isEmpty { j += 1 }
        return j < s.units.count && !s.units[j].info.cues.isEmpty && s.units[j].range.count == 1
            && s.units[(j + 1)...].allSatisfy { $0.isPunctuation || $0.info.isFinalParticle || $0.info.isFiller }
    }

    /// Whether the word at `k` says who is named before it rides with whoever rides already:
    /// "too" in it (tsuma mo norimasu, yi qi zuo) or right before (kodomo mo futari norimasu),
    /// not a bare "rides" (ojiichan hitori noru dake).
    static func saysTheyJoin(at k: Int, in s: Sentence) -> Bool {
        let w = s.units[k].info
        return w.ridesAlong && (!w.ridesAlone || s.units[..<k].suffix(2).contains { $0.info.saysToo })
    }

    /// hai you wo ba he wo ma, zai jia shang ta gui mi: people named after a word that adds riders,
    /// with no count of them said.
    static func added(in s: Sentence) -> [Int] {
        guard let m = s.units.indices.first(where: { s.units[$0].info.countChange > 0 }),
              !s.units.indices.contains(where: { value(at: $0, in: s) != nil }) else { return [] }
        var people: [Int] = []
        for j in (m + 1)..<s.units.count {
            let u = s.units[j]
            if rides(u) { people.append(j); continue }
            guard u.info.isSelf || u.info.isOtherPronoun || u.info.isConjunction || u.info.particle != nil
                    || u.info.isFiller || u.isPunctuation else { break }
        }
        return people
    }

    /// wo ba bu qu le, ue no ko wa noranai desu: people named right before a word that says they
    /// do not ride after all (a particle between allowed), with no count of them said.
    static func leaving(in s: Sentence, titlesName: (Unit) -> Bool) -> [Int] {
        s.units.indices.filter { k in
            guard rides(s.units[k]) else { return false }
            var j = k + 1
            if j < s.units.count, titlesName(s.units[j]) { j += 1 }
            if j < s.units.count, s.units[j].info.particle != nil, s.units[j].info.countChange == 0 { j += 1 }
            // (shita no ko wa yappari noranai: "after all" between.)
            if j < s.units.count, s.units[j].info.isCorrection, s.units[j].info.countChange == 0 { j += 1 }
            guard j < s.units.count else { return false }
            if s.units[j].info.countChange < 0 { return true }
            // wo ma bu qu | cong zhe li...: "not" and the one-character verb of going, the clause ending there.
            let w = s.units[j].info
            guard w.negatesBefore || w.negatesAfter, j + 1 < s.units.count, s.units[j + 1].range.count == 1,
                  !s.units[j + 1].info.cues.isEmpty else { return false }
            let next = j + 2
            return next == s.units.count || s.units[next].isPunctuation || s.units[next].info.isFinalParticle
                || s.analysis.text.spaceBoundaries.contains(s.units[next].range.lowerBound)
        }
    }

    /// kodomo mo futari norimasu, tomodachi 3-nin to issho desu: a count of people named right
    /// before it (a particle between allowed) who ride along: that many more.
    static func countRidesAlong(_ k: Int, in s: Sentence) -> Bool {
        // (futari issho ni norimasu: "together" before the word of riding.)
        let along = k + 1 < s.units.count && s.units[k + 1].info.isAllItems ? k + 2 : k + 1
        guard along < s.units.count, saysTheyJoin(at: along, in: s), k > 0 else { return false }
        return rides(s.units[k - 1]) || (k > 1 && s.units[k - 1].info.particle != nil && rides(s.units[k - 2]))
    }

    /// Somebody who may ride, or a kind of rider (kodomo, da ren) named without a count.
    static func rides(_ u: Unit) -> Bool {
        isPerson(u) || (u.info.isPartyWord && u.info.partyCount == nil && !u.info.isPartyTotal && !u.info.isCountLabel)
    }

    /// Somebody who may ride: a relative (not the shop's staff), a title, a listed person.
    private static func isPerson(_ u: Unit) -> Bool {
        (u.info.isRelation && !u.info.isStaff) || u.info.isTitle || u.kind == .person
    }

    private static func skipFillers(from k: Int, in s: Sentence) -> Int {
        var k = k
        while k < s.units.count && (s.units[k].info.isFiller || s.units[k].isPunctuation) { k += 1 }
        return k
    }

    private enum Rider { case person, count, whole, unknown }

    /// One rider or a count of riders starting at `j`: the unit that says it and the last unit
    /// of the member (liang ge | xiao hai).
    private static func member(at j: Int, first: Bool, countsFollow: Bool, in s: Sentence) -> (rider: Rider, unit: Int, end: Int)? {
        guard j < s.units.count else { return nil }
        let u = s.units[j]
        func isCount(_ k: Int) -> Bool {
            k < s.units.count && (value(at: k, in: s) != nil
                || ((s.units[k].kind == .quantity || s.units[k].kind == .number) && !countsVehicles(s.units[k])))
        }
        // wo gen lao ban hai you yi ge tong shi: staff listed after the first rider are people
        // the speaker rides with (a boss, workmates), not the shop's.
        func isPerson(_ k: Int) -> Bool {
            k < s.units.count && (Self.isPerson(s.units[k]) || (!first && s.units[k].info.isStaff))
        }
        func isKind(_ k: Int) -> Bool {
            k < s.units.count && ((s.units[k].info.isPartyWord && s.units[k].info.partyCount == nil) || isPerson(k))
        }
        // liang ge hai zi, san ge peng you: a count of who is named after it.
        if isCount(j) && isKind(j + 1) { return (.count, j, j + 1) }
        // yi jia san kou: a word that says how many itself.
        if u.info.partyCount != nil { return (.count, j, j) }
        // kodomo futari, da ren liang ge: a count of who is named before it.
        if u.info.isPartyWord && u.info.partyCount == nil && isCount(j + 1) { return (.count, j + 1, j + 1) }
        // wo men san ge: the count of "we"; lao po liang ge ren after "wo he": of all named so far
        // (tomodachi futari after "watashi to": two friends, where counts follow what they count).
        // wo liang ge tong xue, wo ba ma: "my" people counted, or a word that counts them.
        if u.info.isSelf, !u.info.isPluralSelf, isCount(j + 1), isKind(j + 2) { return (.count, j + 1, j + 2) }
        if u.info.isSelf, j + 1 < s.units.count, s.units[j + 1].info.partyCount != nil { return (.count, j + 1, j + 1) }
        // ngo go neoi, ta mei mei: "my" or "her" someone, a measure word between in Cantonese.
        if u.info.isSelf, j + 2 < s.units.count, s.units[j + 1].info.isMeasure, isPerson(j + 2) { return (.person, j + 2, j + 2) }
        if !first, u.info.isOtherPronoun, isPerson(j + 1) { return (.person, j + 1, j + 1) }
        if (u.info.isSelf || isPerson(j)) && isCount(j + 1) {
            // (musuko | 4-nin: after a pause the count is of all of them, not of sons.)
            let attached = !s.analysis.text.spaceBoundaries.contains(s.units[j + 1].range.lowerBound)
            return (first || (countsFollow && !u.info.isSelf && attached) ? .count : .whole, j + 1, j + 1)
        }
        // joushi to futari de: a bare count after "and" says how many the people named make.
        if isCount(j) { return (first ? .count : .whole, j, j) }
        // bang wo he lao po: the speaker inside the request frame, then "and".
        // (bang wo he wo ba ma: "me" said again starts the list itself.)
        // (bang wo he wo peng you: a "my" said before who rides is whose, and the speaker still rides.)
        if first, u.info.frameHoldsSelf, j + 2 < s.units.count, s.units[j + 1].info.isConjunction,
           !s.units[j + 2].info.isSelf || isPerson(j + 3) { return (.person, j, j) }
        if u.info.isSelf {
            // wo ma, watashi no tsuma: whose, not who else.
            // (wo gen wo tong xue san ge ren: a count after "my" someone in a list is of all named.)
            if isPerson(j + 1) {
                if !first, isCount(j + 2) { return (countsFollow ? .count : .whole, j + 2, j + 2) }
                return (.person, j + 1, j + 1)
            }
            if j + 2 < s.units.count, s.units[j + 1].info.particle == "no", isPerson(j + 2) { return (.person, j + 2, j + 2) }
            return (u.info.isPluralSelf ? .unknown : .person, j, j)
        }
        // hai zi ta ma: the child's mother, one person named through another.
        if isPerson(j), j + 2 < s.units.count, s.units[j + 1].info.isOtherPronoun, isPerson(j + 2),
           s.units[j].range.upperBound == s.units[j + 1].range.lowerBound,
           s.units[j + 1].range.upperBound == s.units[j + 2].range.lowerBound {
            return (.person, j + 2, j + 2)
        }
        // dai ge xiao hai, hai you ge peng you: a measure word with no number before who rides is one of them.
        if !first, u.info.isMeasure, isKind(j + 1), u.range.upperBound == s.units[j + 1].range.lowerBound { return (.person, j + 1, j + 1) }
        // wo, wo tong shi, hai you ke hu: a kind of rider with no count, listed after others, is one.
        return isPerson(j) || (!first && rides(u)) ? (.person, j, j) : nil
    }

    /// The change word of a count at `k - 1` or, past a particle, `k - 2`, or of one at `k + 1`.
    static func changesCount(_ k: Int, in s: Sentence) -> Bool {
        guard s.units[k].info.countChange != 0 else { return false }
        return [k - 2, k - 1, k + 1].contains { i in
            s.units.indices.contains(i) && value(at: i, in: s) != nil && change(at: i, in: s) != 0
        }
    }

    /// zai jia yi ge ren, duo yi wei, mou hitori, hitori fueta, hitori hette: a change word right
    /// before the count, or after it (past a particle: hitori ga fueta), makes it a change.
    static func change(at i: Int, in s: Sentence) -> Int {
        if i > 0, s.units[i - 1].info.countChange != 0 { return s.units[i - 1].info.countChange }
        return changeAfter(i, in: s)
    }

    /// The change word after the count at `i` (hitori ga fueta), past who it counts (liang ge tong shi bu qu le).
    private static func changeAfter(_ i: Int, in s: Sentence) -> Int {
        var k = i + 1
        // (liang ge tong shi bu qu le: who the count is of, between it and the change.)
        if k < s.units.count, isPerson(s.units[k]) || (s.units[k].info.isPartyWord && s.units[k].info.partyCount == nil),
           s.units[k].info.countChange == 0 { k += 1 }
        if k < s.units.count, s.units[k].info.particle != nil, s.units[k].info.countChange == 0 { k += 1 }
        return k < s.units.count ? s.units[k].info.countChange : 0
    }
}
