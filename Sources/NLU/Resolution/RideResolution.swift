/// request_ride: places as said (or current_location), party size within the limit.
extension FrameResolver {
    func ride(_ f: Frame) -> [(name: String, slot: Slot)] {
        func placeSlot(_ p: Frame.Place?, missing: SlotValue) -> SlotValue {
            guard let p else { return missing }
            let said = f.sentence.surface(f.sentence.withoutStutter(f.sentence.keyRange(p.units)))
            return SlotValue(status: .success, value: .string(p.id ?? said.text), text: said.text, span: said.span)
        }
        var party = SlotValue(status: .success, value: .number("1"), defaulted: true)
        // A count answering "how many ride?" (si ge) counts people whatever its counter.
        let people = ExactDecimal(f.partyPeople.count)
        if let i = f.party, var v = Self.riders(said: f) {
            if f.partyJoinsSpeaker { v = v.adding(ExactDecimal(1)) ?? v }
            let units = [i] + f.partyAlso + f.partyPeople + [f.partyEnd].compactMap { $0 }
            party = partySlot(spanSlot(f, units.min()!..<(units.max()! + 1), value: nil), v)
        } else if let first = f.partyJoining.first {
            // lao po ye yi qi zuo: the speaker and who rides along.
            party = partySlot(spanSlot(f, first..<(f.partyJoining.last! + 1), value: nil), ExactDecimal(1 + f.partyJoining.count))
        } else if let first = f.partyPeople.min() {
            let last = max(f.partyPeople.max() ?? first, f.partyEnd ?? first)
            party = partySlot(spanSlot(f, first..<(last + 1), value: nil), people)
        }
        return [("pickup", .single(placeSlot(f.pickup, missing: .needsValue))),
                ("dropoff", .single(placeSlot(f.dropoff, missing: .notRequired))),
                ("party_size", .single(party))]
    }

    /// The riders a frame's counts and listed people make (otona futari to kodomo hitori, lao po
    /// gen liang ge xiao hai), nil when no count was said.
    static func riders(said f: Frame) -> ExactDecimal? {
        guard let i = f.party, var v = PartySize.value(at: i, in: f.sentence) ?? f.sentence.units[i].entity?.value else { return nil }
        for k in f.partyAlso { if let more = PartySize.value(at: k, in: f.sentence) { v = v.adding(more) ?? v } }
        return v.adding(ExactDecimal(f.partyPeople.count)) ?? v
    }

    /// A party of `v` riders said by `said`: a count that is no number of people is asked
    /// again, one over the limit is `party_too_large`.
    func partySlot(_ said: SlotValue, _ v: ExactDecimal) -> SlotValue {
        var party = said
        party.value = .decimal(v)
        party.status = .success
        if !v.isInteger || v.isNegative || v.isZero {
            party.status = .needsValue
        } else if ExactDecimal(limits.maxPartySize) < v {
            party.status = .unsupported
            party.reason = .partyTooLarge
        }
        return party
    }
}
