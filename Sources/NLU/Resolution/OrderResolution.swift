/// order and reorder.
extension FrameResolver {
    /// More of one item than this is no order anyone means (a count misheard): asked again.
    static let largestCount = 999

    func orderItems(_ f: Frame) -> [OrderItemSlots] {
        let items = f.items.isEmpty ? [Frame.Item()] : f.items
        return items.map { item in
            var product = SlotValue.needsValue
            if let p = item.product, let id = f.sentence.units[p].entity?.id {
                product = unitSlot(f, p, value: .string(id))
            } else if let p = item.product {
                product = spanSlot(f, p..<(p + 1), value: nil, status: .unsupported)
                product.reason = .unknownProduct
            } else if let unknown = item.unknownProduct {
                product = spanSlot(f, unknown, value: nil, status: .unsupported)
                product.reason = .unknownProduct
            }
            var size = SlotValue.needsValue
            if let s = item.size, let id = f.sentence.units[s].entity?.id {
                size = unitSlot(f, s, value: .string(id))
            } else if let s = item.size {
                size = unitSlot(f, s, value: nil)
                size.status = .unsupported
                size.reason = .unknownSize
            }
            var quantity = SlotValue(status: .success, value: .number("1"), defaulted: true)
            if let (n, word) = item.perPerson, item.quantity == nil {
                quantity = unitSlot(f, word, value: .number(String(n)))
                if n > Self.largestCount { quantity.status = .needsValue }
            }
            if let q = item.quantity, let said = f.sentence.units[q].entity?.value {
                let v = item.perPerson.flatMap { said.multiplied(by: $0.people) } ?? said
                if v.isInteger && !v.isNegative && !v.isZero, let n = v.integerValue, n <= Self.largestCount {
                    quantity = unitSlot(f, q, value: .decimal(v))
                } else {
                    quantity = unitSlot(f, q, value: .decimal(v))
                    quantity.status = .needsValue
                }
            }
            return OrderItemSlots(product: product, size: size, quantity: quantity)
        }
    }

    /// A named product or size picks the newest such order from the whole
    /// history; "the same as last time" picks the newest, "the time before that" the
    /// one before it; otherwise the person chooses among the five newest.
    func reorderItem(_ f: Frame) -> SlotValue {
        if history.isEmpty { return .unsupported(.noHistory) }
        let skipping = f.select == "before_latest" ? 1 : 0
        let product = f.namedProduct.flatMap { f.sentence.units[$0].entity?.id }
        let size = f.namedSize.flatMap { f.sentence.units[$0].entity?.id }
        // 11 gatsu 22 nichi no yatsu: the orders of that day, of the product and size when named.
        if let named = f.namedDay, let day = named.day {
            let offset = f.sentence.family.flatMap { limits.utcOffsetMinutes[$0] } ?? 0
            let that = history.placed(month: named.month, day: day, offsetMinutes: offset).filter { e in
                (product == nil || e.product == product) && (size == nil || e.size == size)
            }
            let (text, span) = f.sentence.surface(named.keys)
            var slot = SlotValue(status: .unsupported, text: text, span: span)
            switch that.count {
            case 0:
                slot.reason = .noMatch
            case 1:
                slot.choose(that[0])
            default:
                slot.status = .disambiguation
                slot.candidates = that.prefix(5).map(\.candidateJSON)
            }
            return slot
        }
        if product != nil || size != nil {
            let named = [f.namedProduct, f.namedSize].compactMap { $0 }
            var slot = spanSlot(f, named.min()!..<(named.max()! + 1), value: nil, status: .unsupported)
            guard let e = history.latest(product: product, size: size, skipping: skipping) else {
                slot.reason = .noMatch
                return slot
            }
            slot.choose(e)
            return slot
        }
        if f.select == "latest" || f.select == "before_latest", let e = history.latest(product: nil, size: nil, skipping: skipping) {
            return SlotValue(status: .success, value: .string(e.id), candidates: [e.candidateJSON])
        }
        let recent = history.recent(5)
        if recent.count == 1 {
            return SlotValue(status: .confirmationRequired, value: .string(recent[0].id), candidates: [recent[0].candidateJSON])
        }
        return SlotValue(status: .disambiguation, candidates: recent.map(\.candidateJSON))
    }
}
