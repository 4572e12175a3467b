/// Continues a dialog: the new turn's slots replace what they say, the rest
/// of the previous frame stays. Answers to a pending question (`L de`, `gei li si`),
/// choices among candidates (dier ge, 2 banme), yes to a guess, and corrections
/// (yappari M de, bu dui, shisan bai) all land here.
extension FrameResolver {
    /// Which candidate a turn names: by the person it says (ken-san no hou: ken-san),
    /// else by anything in it (the one with the alias).
    private func chooseAmong(_ ids: [String], _ f: Frame) -> String? {
        let key = f.sentence.analysis.text.keyValues
        if let units = f.person {
            let said = Array(key[f.sentence.withoutStutter(f.sentence.keyRange(units))])
            if let id = payees.choose(said, among: ids) { return id }
        }
        return payees.choose(key, among: ids)
    }

    func continueDialog(_ state: DialogState, with f: Frame) -> ResolvedFrame {
        var turn = resolve(f)
        // bu shi, shi da bei na ci: a size said alone about a reorder keeps the product chosen.
        if state.intent == .reorder, f.namedProduct == nil, let z = f.namedSize,
           let size = f.sentence.units[z].entity?.id, let id = state.single("item")?.value?.stringValue,
           let chosen = history.entry(id: id), let e = history.latest(product: chosen.product, size: size),
           let k = turn.slots.firstIndex(where: { $0.name == "item" }), case .single(var v) = turn.slots[k].slot {
            v.choose(e)
            turn.slots[k].slot = .single(v)
        }
        var slots = state.slots
        func set(_ name: String, _ v: SlotValue) {
            if let i = slots.firstIndex(where: { $0.name == name }) { slots[i].slot = .single(v) } else { slots.append((name, .single(v))) }
        }
        func said(_ v: SlotValue?) -> Bool { v.map { $0.text != nil && $0.status != .needsValue } ?? false }
        var saidAnything = false
        var chosenSlot: String?

        // A choice among the candidates of the slot that was asked about.
        let rejected = f.sentence.rejectedPersons
        if let pending = state.next.slot, let old = state.single(pending) {
            let remaining = old.candidates.filter { !rejected.contains($0["id"]?.stringValue ?? "") }
            // bu shi wang fang, shi wang wu: the turn names somebody else, who is the answer.
            var namesAnother = false
            if case .single(let v)? = turn.slot(pending), said(v), let id = v.value?.stringValue {
                namesAnother = !rejected.contains(id) && !old.candidates.contains { $0["id"]?.stringValue == id }
            }
            if old.status == .disambiguation, var n = f.ordinal, n >= 1, !old.candidates.isEmpty,
               n <= old.candidates.count || n == WordInfo.lastOrdinal {
                if n == WordInfo.lastOrdinal { n = old.candidates.count }
                let chosen = old.candidates[n - 1]
                set(pending, SlotValue(status: .success, value: chosen["id"], text: old.text, span: old.span,
                                       candidates: [chosen]))
                // 2-banme no hito de: the words around the ordinal are no new name.
                chosenSlot = pending
                saidAnything = true
            } else if old.status == .disambiguation, pending == "payee" || pending == "payer",
                      rejected.isEmpty,
                      let id = chooseAmong(old.candidates.compactMap { $0["id"]?.stringValue }, f),
                      let chosen = old.candidates.first(where: { $0["id"]?.stringValue == id }) {
                set(pending, SlotValue(status: .success, value: chosen["id"], text: old.text, span: old.span,
                                       candidates: [chosen]))
                chosenSlot = pending
                saidAnything = true
            } else if old.status == .disambiguation, pending == "payee" || pending == "payer",
                      !rejected.isEmpty, !namesAnother, remaining.count < old.candidates.count, !remaining.isEmpty {
                // bu shi fang fang: not that one; the one left is a guess to confirm.
                var v = old
                v.candidates = remaining
                v.status = remaining.count == 1 ? .confirmationRequired : .disambiguation
                v.value = remaining.count == 1 ? remaining[0]["id"] : nil
                set(pending, v)
                chosenSlot = pending
                saidAnything = true
            } else if old.status == .confirmationRequired && f.denied && !f.affirmed {
                // bu shi zhe ge ren: the guess is off; ask again unless the turn names someone.
                set(pending, SlotValue(status: .needsValue))
                saidAnything = true
            } else if old.status == .confirmationRequired && f.affirmed {
                var v = old
                v.status = .success
                v.candidates = Array(old.candidates.prefix(1))
                set(pending, v)
                chosenSlot = pending
                saidAnything = true
            }
        }

        switch state.intent {
        case .order:
            let merged = mergeItems(state.items, turn, f)
            if merged.changed { saidAnything = true }
            if let i = slots.firstIndex(where: { $0.name == "items" }) { slots[i].slot = .items(merged.items) }
            else { slots.append(("items", .items(merged.items))) }
        default:
            for (name, slot) in turn.slots {
                guard case .single(let v) = slot, name != chosenSlot else { continue }
                if name == "currency" {
                    if !v.defaulted && v.status == .success { set(name, v); saidAnything = true }
                    else if state.single(name) == nil { set(name, v) }
                    continue
                }
                // (bu dui, shi shang ci de: a reference to a past order said in the turn picks anew.)
                let picksAgain = name == "item" && v.status == .success && f.select != nil
                    && v.value != state.single(name)?.value
                if said(v) || picksAgain || (name == "item" && v.status == .success && state.single(name)?.status != .success) {
                    set(name, v)
                    saidAnything = true
                } else if state.single(name) == nil {
                    set(name, v)
                }
            }
        }

        // zai jia yi ge ren, hitori fueta: a count said as a change applies to the party so far
        // (one rider when none was said); tsuma mo norimasu: so does each one who rides along.
        let delta: ExactDecimal? = {
            // (lao po gen liang ge xiao hai ye yao zuo: all the riders said join.)
            if f.partyJoinsSpeaker, let n = FrameResolver.riders(said: f) { return n }
            if f.partyChange != 0, let i = f.party,
               let n = PartySize.value(at: i, in: f.sentence) ?? f.sentence.units[i].entity?.value {
                return f.partyChange > 0 ? n : n.negated
            }
            let change = f.partyJoining.count - f.partyLeaving.count
            return f.partyJoining.isEmpty && f.partyLeaving.isEmpty ? nil : ExactDecimal(change)
        }()
        if state.intent == .requestRide, let delta,
           let old = state.single("party_size")?.value?.decimalValue, let v = old.adding(delta),
           case .single(let said)? = turn.slot("party_size") {
            set("party_size", partySlot(said, v))
            saidAnything = true
        }
        let language = state.language(answeredWith: f.sentence.analysis)
        var (next, prompt) = NextStepPlanner.plan(state.intent, slots, language: language)
        if !saidAnything && f.affirmed && state.next.action == .confirm && state.next.slot == nil && next.action == .confirm {
            next = NextStep(action: .ready)
            prompt = nil
        }
        return ResolvedFrame(intent: state.intent, confidence: turn.intent == .none ? 0.8 : turn.confidence,
                             slots: slots, next: next, prompt: prompt, sources: turn.sources + ["context:\(state.intent.rawValue)"])
    }

    /// The product a menu entry is a kind of (chiizubaagaa is a baagaa), so
    /// "baagaa wa M de" answers for the cheeseburger already ordered.
    private func family(_ product: SlotValue) -> String? {
        product.value?.stringValue.flatMap { menuFamilies[$0] }
    }

    /// New items are added; a size or quantity said alone completes the first
    /// item missing it, or (with a correction word, or when nothing is missing)
    /// changes the last one; with zenbu/docchimo (a count also with zutsu, ge) it goes to every item.
    private func mergeItems(_ old: [OrderItemSlots], _ turn: ResolvedFrame, _ f: Frame)
        -> (items: [OrderItemSlots], changed: Bool)
    {
        guard case .items(let fresh)? = turn.slot("items") else { return (old, false) }
        let s = f.sentence
        // L tte dore kurai ookii no: a question back about a size or a count chooses nothing.
        let said = s.units.indices.filter { [.size, .quantity, .number].contains(s.units[$0].kind) }
        if !said.isEmpty, said.allSatisfy({ s.questionClauses.contains(s.clause[$0]) }),
           fresh.allSatisfy({ $0.product.status == .needsValue }) {
            return (old, false)
        }
        var items = old.filter { $0.product.status != .needsValue || $0.size.status != .needsValue }
        if items.isEmpty { items = old }
        var changed = false
        // koora wa yappari iranai, ke le bu yao le: a product taken back leaves the order
        // (all of it taken back is calling the order off, which is not decided here).
        let retracted = Set(s.units.indices.filter { s.units[$0].kind == .product && s.negated[$0] }
            .compactMap { s.units[$0].entity?.id })
        let kept = items.filter { !($0.product.value?.stringValue.map(retracted.contains) ?? false) }
        // nama chuu ja nakute uuron cha, dong ning cha wun zou ke lok: the product that replaces one
        // taken back, or one named right before the correction word, takes its place in the order.
        var replaceAt: Int? = kept.isEmpty ? nil : items.firstIndex { $0.product.value?.stringValue.map(retracted.contains) ?? false }
        var replacedID: String? = nil
        // koora ja nakute biiru no L ni shite: a product taken back by "not X but", its place taken at
        // once, hands on what the new one does not say (the count, the size).
        // (bu shi han bao, shi zhi shi han bao: or by "not" right before it, "but" after.)
        let handsOn: OrderItemSlots? = replaceAt.flatMap { k in
            let id = items[k].product.value?.stringValue
            return s.units.indices.contains { c in
                let before = s.units[c].info.isCorrection && c > 0 && s.units[c - 1].kind == .product && s.negated[c - 1]
                    && s.units[c - 1].entity?.id == id
                let after = s.units[c].info.negatesBeforeContrast && c + 1 < s.units.count && s.units[c + 1].kind == .product
                    && s.negated[c + 1] && s.units[c + 1].entity?.id == id
                return before || after
            } ? items[k] : nil
        }
        if replaceAt == nil, let c = s.units.indices.first(where: { s.units[$0].info.isCorrection }), c > 0,
           s.units[c - 1].kind == .product, let id = s.units[c - 1].entity?.id,
           let k = items.firstIndex(where: { $0.product.value?.stringValue == id }) {
            replaceAt = k
            replacedID = id
        }
        // shu tiao bu yao le, huan cheng yi bei xiao bei de cha: what replaces an item taken back is
        // added, not put in place of another.
        let tookBack = kept.count < items.count && !kept.isEmpty
        if tookBack {
            items = kept
            changed = true
        }
        let corrected = s.corrected.contains(true)
        let all = s.units.contains { $0.info.isAllItems }
        let each = s.units.contains { $0.info.isEach }
        let ordered = Set(items.compactMap { $0.product.value?.stringValue })
        // mou hitotsu, zai lai yi bei, koohii mou hitotsu tsuika de: a count said as a change adds
        // to (or takes from) the quantity the item has.
        let change = s.units.indices.first { s.units[$0].kind == .quantity }.map { PartySize.change(at: $0, in: s) } ?? 0
        // The quantity an item has, moved by n the way `sign` says, while it stays above zero.
        func shifted(_ old: SlotValue, _ n: ExactDecimal?, _ sign: Int) -> ExactDecimal? {
            guard sign != 0, let a = old.value?.decimalValue, let n, let v = sign > 0 ? a.adding(n) : a.subtracting(n),
                  !v.isNegative, !v.isZero else { return nil }
            return v
        }
        func quantity(_ old: SlotValue, _ said: SlotValue) -> SlotValue {
            guard let v = shifted(old, said.value?.decimalValue, change) else { return said }
            var q = said
            q.value = .decimal(v)
            return q
        }
        for item in fresh {
            let hasProduct = item.product.status != .needsValue
            // (The product being replaced, said again before the correction, changes nothing.)
            if let id = replacedID, item.product.value?.stringValue == id, item.size.text == nil, item.quantity.text == nil {
                continue
            }
            if hasProduct, corrected, let k = replaceAt, k <= items.count, item.product.value?.stringValue != replacedID,
               !items.contains(where: { $0.product.value != nil && $0.product.value == item.product.value }) {
                var new = item
                if replacedID != nil {
                    // (ke le huan cheng nai cha: what the new one does not say, the old one had.)
                    if item.size.text == nil { new.size = items[k].size }
                    if item.quantity.text == nil { new.quantity = items[k].quantity }
                    items[k] = new
                } else {
                    if let old = handsOn {
                        if item.quantity.text == nil { new.quantity = old.quantity }
                        if item.size.text == nil { new.size = old.size }
                    }
                    items.insert(new, at: k)
                }
                replaceAt = nil
                changed = true
                continue
            }
            if hasProduct {
                // yappari hanbaagaa ni shite after a cheeseburger: a correction names another
                // product, even one of the same family.
                // sore to koora no S mo, zai lai yi bei xiao bei de ke le: the same product in another
                // size, said as more (and, also, an order word), is one more item.
                let another = !corrected && item.size.text != nil && s.units.contains {
                    $0.info.particle == "ye" || $0.info.isConjunction || $0.info.cues.contains { $0.intent == .order }
                }
                let same = { (old: OrderItemSlots) in
                    !(another && old.size.status == .success && old.size.value != item.size.value)
                }
                if let k = items.firstIndex(where: { $0.product.value != nil && $0.product.value == item.product.value && same($0) })
                    ?? (corrected ? nil : items.firstIndex(where: { family($0.product) == item.product.value?.stringValue && same($0) })) {
                    // shu tiao da fen, ke le zhong bei: the same product again says more about that item.
                    if item.size.text != nil { items[k].size = item.size }
                    if item.quantity.text != nil { items[k].quantity = quantity(items[k].quantity, item.quantity) }
                } else if corrected, !tookBack, let last = items.indices.last {
                    items[last].product = item.product
                    if item.size.text != nil { items[last].size = item.size }
                    if item.quantity.text != nil { items[last].quantity = item.quantity }
                } else if let k = items.firstIndex(where: { $0.product.status == .needsValue }) {
                    items[k].product = item.product
                    if item.size.text != nil { items[k].size = item.size }
                    if item.quantity.text != nil { items[k].quantity = item.quantity }
                } else {
                    items.append(item)
                }
                changed = true
                continue
            }
            if item.size.text != nil {
                if all {
                    for k in items.indices where corrected || items[k].size.status != .success { items[k].size = item.size }
                } else if !corrected, let k = items.firstIndex(where: { $0.size.status != .success }) {
                    items[k].size = item.size
                } else if let last = items.indices.last {
                    items[last].size = item.size
                }
                changed = true
            }
            if item.quantity.text != nil {
                // ryouhou L de futatsu zutsu, ge liang ge: a count said for every item, or of each.
                if (all || each), change == 0, !items.isEmpty {
                    for k in items.indices { items[k].quantity = item.quantity }
                } else if !corrected, change == 0, let k = items.firstIndex(where: { $0.quantity.defaulted || $0.quantity.status != .success }),
                   items[k].quantity.status != .success {
                    items[k].quantity = item.quantity
                } else if let last = items.indices.last {
                    items[last].quantity = quantity(items[last].quantity, item.quantity)
                }
                changed = true
            }
        }
        // mou hitotsu, koohii mou hitotsu tsuika de, zai lai yi bei: a change word that says its own
        // count adds it to the item named, else to the last one (zai lai yi bei xiao bei ke le, zai lai
        // yi bei nai cha: another size or another product is an item of its own).
        let named = Set(fresh.compactMap { $0.product.value?.stringValue })
        if let w = s.units.first(where: { $0.info.changeCount > 0 && $0.info.countChange != 0 })?.info,
           !fresh.contains(where: { $0.quantity.text != nil || $0.size.text != nil }), named.isSubset(of: ordered), !items.isEmpty {
            let k = items.lastIndex { $0.product.value?.stringValue.map(named.contains) ?? false } ?? items.count - 1
            if let v = shifted(items[k].quantity, ExactDecimal(w.changeCount), w.countChange) {
                items[k].quantity = SlotValue(status: .success, value: .decimal(v))
                changed = true
            }
        }
        // koohii wa S de nokori wa zenbu L de, ka fei xiao bei qi ta da bei: the size said for "the rest"
        // goes to the items with no size of their own that this turn did not name.
        if let rest = s.units.indices.first(where: { s.units[$0].info.isRest }),
           let j = s.units.indices.first(where: { $0 > rest && s.units[$0].kind == .size }), let id = s.units[j].entity?.id {
            let size = unitSlot(f, j, value: .string(id))
            for k in items.indices where items[k].size.status != .success
                && !(items[k].product.value?.stringValue.map(named.contains) ?? false) { items[k].size = size }
            changed = true
        }
        // koora mo onaji saizu de, yi yang da jiu hao: asked for a size, the one another item has.
        if s.units.contains(where: { $0.info.isSameSize }), !fresh.contains(where: { $0.size.text != nil }),
           let size = items.first(where: { $0.size.status == .success })?.size {
            for k in items.indices where items[k].size.status != .success { items[k].size = size }
            changed = true
        }
        return (items.isEmpty ? fresh : items, changed)
    }
}
