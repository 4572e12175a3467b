/// Decides what the caller does next from the resolved slots: ask for the first
/// missing value, let the person choose among candidates, confirm a guess, or
/// confirm the whole request. Payments always end in `confirm`; a balance query
/// is `ready` (it changes nothing).
enum NextStepPlanner {
    static func plan(_ intent: Intent, _ slots: [(name: String, slot: Slot)], language: Language)
        -> (NextStep, PromptRequest?)
    {
        func single(_ name: String) -> SlotValue? {
            if case .single(let v)? = slots.first(where: { $0.name == name })?.slot { return v }
            return nil
        }
        let i = intent.rawValue
        switch intent {
        case .none:
            return (NextStep(action: .none), nil)
        case .order:
            guard case .items(let items)? = slots.first(where: { $0.name == "items" })?.slot else {
                return (NextStep(action: .ask, slot: "items"), PromptRequest("ask.order.product"))
            }
            for item in items {
                if item.product.status == .unsupported {
                    return (NextStep(action: .ask, slot: "items"),
                            PromptRequest("unsupported.order.product", ["text": .text(item.product.text ?? "")]))
                }
                if item.product.status != .success {
                    return (NextStep(action: .ask, slot: "items"), PromptRequest("ask.order.product"))
                }
                if item.size.status != .success {
                    return (NextStep(action: .ask, slot: "items"),
                            PromptRequest("ask.order.size", ["product": name("product", item.product)]))
                }
                if item.quantity.status != .success {
                    return (NextStep(action: .ask, slot: "items"),
                            PromptRequest("ask.order.quantity", ["product": name("product", item.product)]))
                }
            }
            return (NextStep(action: .confirm), PromptRequest("confirm.order", ["items": .items(items)]))
        case .reorder:
            let item = single("item") ?? .needsValue
            let items = item.candidates.compactMap(OrderItemSlots.init(historyJSON:))
            switch item.status {
            case .success:
                return (NextStep(action: .confirm), PromptRequest("confirm.reorder", ["items": .items(Array(items.prefix(1)))]))
            case .confirmationRequired:
                return (NextStep(action: .confirm, slot: "item"), PromptRequest("confirm.reorder", ["items": .items(Array(items.prefix(1)))]))
            case .disambiguation:
                return (NextStep(action: .disambiguate, slot: "item"), PromptRequest("disambiguate.reorder.item", ["items": .items(items)]))
            case .unsupported where item.reason == .noHistory:
                return (NextStep(action: .none), PromptRequest("unsupported.reorder.no_history"))
            default:
                return (NextStep(action: .ask, slot: "item"), PromptRequest("unsupported.reorder.no_match", ["text": .text(item.text ?? "")]))
            }
        case .sendPayment, .requestPayment:
            let personSlot = intent == .sendPayment ? "payee" : "payer"
            let person = single(personSlot) ?? .needsValue
            let names = person.candidates.compactMap { $0["name"]?.stringValue }
            switch person.status {
            case .success: break
            case .needsValue: return (NextStep(action: .ask, slot: personSlot), PromptRequest("ask.\(i).\(personSlot)"))
            case .disambiguation:
                return (NextStep(action: .disambiguate, slot: personSlot),
                        PromptRequest("disambiguate.\(i).\(personSlot)", ["candidates": .people(names)]))
            case .confirmationRequired:
                return (NextStep(action: .confirm, slot: personSlot),
                        PromptRequest("confirm.\(i).\(personSlot)", ["name": names.first.map(PromptArgument.person) ?? .text(person.text ?? "")]))
            default:
                return (NextStep(action: .ask, slot: personSlot),
                        PromptRequest("unsupported.\(i).\(personSlot)", ["text": .text(person.text ?? "")]))
            }
            let amount = single("amount") ?? .needsValue
            switch amount.status {
            case .success: break
            case .unsupported: return (NextStep(action: .ask, slot: "amount"), PromptRequest("unsupported.\(i).amount"))
            default: return (NextStep(action: .ask, slot: "amount"), PromptRequest("ask.\(i).amount"))
            }
            let currency = single("currency") ?? .needsValue
            guard currency.status == .success, let code = currency.value?.stringValue else {
                return (NextStep(action: .ask, slot: "currency"), PromptRequest("ask.\(i).currency"))
            }
            var args: [String: PromptArgument] = ["name": names.first.map(PromptArgument.person) ?? .text(person.text ?? ""),
                                                  "currency": .name("currency." + code)]
            if let a = amount.value?.decimalValue { args["amount"] = .number(a) }
            return (NextStep(action: .confirm), PromptRequest("confirm.\(i)", args))
        case .checkBalance:
            let account = single("account")
            let id = account?.value?.stringValue ?? "default"
            return (NextStep(action: .ready), PromptRequest("ready.check_balance", ["account": .name("account." + id)]))
        case .requestRide:
            let pickup = single("pickup") ?? .needsValue
            if pickup.status != .success { return (NextStep(action: .ask, slot: "pickup"), PromptRequest("ask.request_ride.pickup")) }
            let party = single("party_size") ?? .needsValue
            if party.status == .unsupported {
                return (NextStep(action: .ask, slot: "party_size"), PromptRequest("unsupported.request_ride.party_size"))
            }
            if party.status != .success {
                return (NextStep(action: .ask, slot: "party_size"), PromptRequest("ask.request_ride.party_size"))
            }
            let dropoff = single("dropoff") ?? .notRequired
            var args: [String: PromptArgument] = ["pickup": place(pickup)]
            if dropoff.status == .success {
                args["dropoff"] = place(dropoff)
                return (NextStep(action: .confirm), PromptRequest("confirm.request_ride", args))
            }
            return (NextStep(action: .confirm), PromptRequest("confirm.request_ride.no_dropoff", args))
        }
    }

    private static func name(_ kind: String, _ v: SlotValue) -> PromptArgument {
        .name(kind + "." + (v.value?.stringValue ?? ""))
    }

    private static func place(_ v: SlotValue) -> PromptArgument {
        if v.value?.stringValue == "current_location" { return .name("place.current_location") }
        return .text(v.text ?? v.value?.stringValue ?? "")
    }
}

extension OrderItemSlots {
    /// An item as a history candidate describes it.
    init?(historyJSON: JSONValue) {
        guard let p = historyJSON["product"]?.stringValue else { return nil }
        self.init(product: SlotValue(status: .success, value: .string(p)),
                  size: historyJSON["size"]?.stringValue.map { SlotValue(status: .success, value: .string($0)) } ?? .needsValue,
                  quantity: SlotValue(status: .success, value: historyJSON["quantity"] ?? .number("1")))
    }
}
