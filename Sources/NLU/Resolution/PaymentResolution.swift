/// send_payment and request_payment: the person only ever from the beneficiary
/// list (via the matcher), the amount exact and checked, the currency as said or
/// the language's.
extension FrameResolver {
    func payment(_ f: Frame) -> [(name: String, slot: Slot)] {
        let personSlot = f.intent == .sendPayment ? "payee" : "payer"
        var person = SlotValue.needsValue
        func resolved(_ keys: Range<Int>) -> SlotValue {
            let surface = f.sentence.surface(keys)
            let key = Array(f.sentence.analysis.text.keyValues[keys])
            return payeeSlot(payees.resolve(key: key, said: surface.text), surface)
        }
        var alternate: SlotValue? = nil
        for (k, units) in [f.person, f.alternatePerson].enumerated() {
            guard let units else { continue }
            let keys = f.sentence.withoutStutter(f.sentence.keyRange(units))
            person = resolved(keys)
            if k == 1 { alternate = person }
            if person.status == .success { break }
        }
        if person.status != .success, let units = f.person, f.alternatePerson != nil {
            // Neither resolved: report what the role said, not the fallback, unless the one "ta"
            // stands for is a choice or a guess to confirm (wang fang ... wen keoi lo: which one).
            let keys = f.sentence.withoutStutter(f.sentence.keyRange(units))
            person = resolved(keys)
            if let a = alternate, a.status == .disambiguation || a.status == .confirmationRequired,
               person.status != .confirmationRequired && person.status != .disambiguation {
                person = a
            }
        }
        if person.status == .unsupported {
            for units in f.widerPersons {
                let keys = f.sentence.keyRange(units)
                let wider = resolved(keys)
                if wider.status != .unsupported { person = wider; break }
            }
        }
        // ruumumeito no shouta ni: a listed person said last, after what they are to the speaker
        // and "no", is that person (tanaka-san no oku-san ends on a relative: somebody else).
        // (Nor a ming de lao po: after a person's "no", an alias that is a relative is theirs.)
        if person.status == .unsupported, let units = f.person, let k = units.last, k >= units.lowerBound + 2,
           case let s = f.sentence, s.units[k].kind == .person, s.units[k - 1].info.particle == "no",
           s.units[k - 2].kind != .person, !s.units[k].info.isRelation, !s.units[k].info.isTitle {
            let named = resolved(s.keyRange(k..<(k + 1)))
            if named.status != .unsupported { person = named }
        }
        // Two people joined by "and": which of them is for the user to say, never our pick.
        // They are listed in the order they were said.
        if !f.joinedPersons.isEmpty, person.status == .success || person.status == .confirmationRequired {
            var said: [(at: Int, candidates: [JSONValue])] = [(f.person?.lowerBound ?? 0, person.candidates)]
            for i in f.joinedPersons {
                let keys = f.sentence.keyRange(i..<(i + 1))
                let other = payees.resolve(key: Array(f.sentence.analysis.text.keyValues[keys]))
                said.append((i, other.candidates.map(\.json)))
            }
            var candidates: [JSONValue] = []
            for c in said.sorted(by: { $0.at < $1.at }).flatMap(\.candidates) where !candidates.contains(c) { candidates.append(c) }
            if candidates.count > 1 {
                person.status = .disambiguation
                person.value = nil
                person.candidates = Array(candidates.prefix(5))
            }
        }
        person = withoutRejected(person, f.sentence, said: f.person)
        // ba qian zhuan gei ta, ano hito ni okutte: "them" with nobody it could stand for names no
        // one; the person is asked for, not reported missing from the list.
        if person.status == .unsupported, f.alternatePerson == nil, let units = f.person,
           units.allSatisfy({ f.sentence.units[$0].info.isOtherPronoun }) {
            person = .needsValue
        }
        // jie jie, zhang san de tai tai, tanaka-san no oku-san: a relative who is no alias on
        // the list is nobody on it, however the words sound (wang a yi, a surname with a
        // kinship title, stays with the matcher; so does a kinship word said once that doubles
        // into an alias, ma for ma ma, which the matcher offers to confirm).
        if let units = f.person, person.status != .success, let last = units.last,
           !(person.status == .confirmationRequired && f.sentence.keyRange(units).count == 1) {
            let s = f.sentence
            let ofSomebody = last > units.lowerBound && s.units[last - 1].info.particle == "no"
            if s.units[last].info.isRelation && (ofSomebody || units.allSatisfy { s.units[$0].info.isRelation }) {
                person = SlotValue(status: .unsupported, text: person.text, span: person.span, reason: .noMatch)
            }
        }
        let (amount, currency) = money(f)
        var slots: [(name: String, slot: Slot)] = [(personSlot, .single(person)), ("amount", .single(amount)),
                                                   ("currency", .single(currency))]
        if f.intent == .sendPayment {
            slots.append(("note", .single(f.note.map { spanSlot(f, $0, value: .string(f.sentence.surface(f.sentence.keyRange($0)).text)) }
                                          ?? .notRequired)))
        }
        return slots
    }

    /// bu shi chen wei, shi chen wei2: a beneficiary the utterance says "not" to is no
    /// candidate, however close the name that was said sounds.
    private func withoutRejected(_ person: SlotValue, _ s: Sentence, said: Range<Int>?) -> SlotValue {
        let rejected = s.rejectedPersons
        guard !rejected.isEmpty, person.value != nil || !person.candidates.isEmpty else { return person }
        // hanako-san ja nai desu: the only name said is the one refused; nobody is named yet.
        if let said, said.allSatisfy({ i in
            s.units[i].kind != .person || rejected.contains(s.units[i].entity?.id ?? "")
        }), said.contains(where: { s.units[$0].kind == .person }) {
            return .needsValue
        }
        var p = person
        p.candidates = person.candidates.filter { !rejected.contains($0["id"]?.stringValue ?? "") }
        if let v = person.value?.stringValue, rejected.contains(v) { p.value = nil }
        guard p.candidates.count != person.candidates.count || p.value != person.value else { return person }
        switch p.candidates.count {
        case 0:
            p.status = .unsupported
            p.value = nil
            p.reason = .noMatch
        case 1:
            p.status = .confirmationRequired
            p.value = p.candidates[0]["id"]
        default:
            p.status = .disambiguation
            p.value = nil
        }
        return p
    }

    func payeeSlot(_ r: PayeeResolution, _ said: (text: String, span: Range<Int>)) -> SlotValue {
        SlotValue(status: r.status, value: r.value.map { .string($0) }, text: said.text, span: said.span,
                  candidates: r.candidates.prefix(5).map(\.json), reason: r.reason)
    }

    /// Amount and currency. The amount must be positive, within the limit, and
    /// have no more decimals than the currency's minor unit (JPY none, CNY two).
    func money(_ f: Frame) -> (SlotValue, SlotValue) {
        let language = f.sentence.analysis.language
        let mentioned = f.currencyMention.flatMap { i in
            f.sentence.units[i].entity?.currency.map { c in unitSlot(f, i, value: .string(c)) }
        }
        guard let i = f.amount, let e = f.sentence.units[i].entity else {
            let code = entities.defaultCurrency(for: language)
            return (.needsValue, mentioned ?? code.map { SlotValue(status: .success, value: .string($0), defaulted: true) } ?? .needsValue)
        }
        var currency: SlotValue
        let code: String?
        if e.currency == nil, let m = mentioned, let c = m.value?.stringValue {
            code = c
            currency = m
        } else if let c = e.currency {
            code = c
            currency = e.currencyRange.map { keySlot(f, $0, value: .string(c)) } ?? SlotValue(status: .success, value: .string(c))
        } else if f.sentence.corrected[i], let said = (0..<i).reversed().compactMap({ f.sentence.units[$0].entity })
                    .first(where: { $0.kind == .money && $0.currency != nil }), let c = said.currency {
            // zhuan wu bai man bei a ming, m hai, baat baak: the amount put right keeps the currency said.
            code = c
            currency = said.currencyRange.map { keySlot(f, $0, value: .string(c)) } ?? SlotValue(status: .success, value: .string(c))
        } else {
            code = entities.defaultCurrency(for: language)
            currency = code.map { SlotValue(status: .success, value: .string($0), defaulted: true) } ?? .needsValue
        }
        var amount = unitSlot(f, i, value: nil)
        if let v = e.value, e.problem == nil, !f.amountHedged, !v.isNegative, !v.isZero, !(limits.maxAmount < v),
           v.fractionDigits <= (code.flatMap { entities.minorUnits(of: $0) } ?? 2) {
            amount.value = .decimal(v)
        } else {
            amount.status = .unsupported
            amount.reason = .invalidAmount
            if let v = e.value { amount.value = .decimal(v) }
        }
        if currency.status != .success { currency = .needsValue }
        return (amount, currency)
    }
}
