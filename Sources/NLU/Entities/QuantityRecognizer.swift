/// Makes a quantity out of a number and the counter after it (two cups, three
/// pieces), or out of a counting word that carries its counter; a half after
/// the counter adds one half (one and a half portions).
struct QuantityRecognizer {
    let money: MoneyRecognizer

    func match(_ items: [ScanItem], at i: Int) -> (Entity, Int)? {
        guard case .number(let n) = items[i] else { return nil }
        if let c = n.counter {
            return (entity(n, end: n.range.upperBound, counter: c, value: n.value), i + 1)
        }
        if i > 0, case .word(let r, .counter(let c)) = items[i - 1], c.before, money.adjacent(r, n.range) {
            var e = entity(n, end: n.range.upperBound, counter: c.id, value: n.value)
            e.range = r.lowerBound..<n.range.upperBound
            return (e, i + 1)
        }
        guard i + 1 < items.count, case .word(let r, let hit) = items[i + 1], money.adjacent(n.range, r) else { return nil }
        let counter: String
        switch hit {
        case .counter(let c) where !c.before:
            counter = c.id
        case .currency(let readings):
            // A currency word that is also a counter, before a product.
            guard let alt = readings.first(where: { $0.counter != nil })?.counter, money.productFollows(r) else { return nil }
            counter = alt
        default:
            return nil
        }
        var value = n.value
        var end = r.upperBound
        var next = i + 2
        if next < items.count, case .word(let h, .half) = items[next], money.adjacent(end, h) {
            value = value.flatMap { v in v.adding(ExactDecimal(significand: v.isNegative ? -5 : 5, scale: 1)!) }
            end = h.upperBound
            next += 1
        }
        return (entity(n, end: end, counter: counter, value: value), next)
    }

    private func entity(_ n: ScannedNumber, end: Int, counter: String, value: ExactDecimal?) -> Entity {
        Entity(kind: .quantity, range: n.range.lowerBound..<end, value: value, counter: counter,
               problem: n.overflow || value == nil ? .overflow : (n.approximate ? .approximate : nil))
    }
}
