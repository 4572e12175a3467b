/// Makes money out of scanned numbers and currency words: a sign or name
/// before the amount ($20, RMB500) or a currency word after it (500 yuan),
/// then the smaller units of the same currency (3 yuan 2 jiao 5 fen, 2 dollars
/// 3 cents), and the colloquial tails the language setting allows: a bare
/// digit one unit down ("five kuai five" = 5.5), a zero and a digit two units
/// down (3.05), a half (1.5), cents written in full after "and" (100 euros
/// and 30). The value is exact and as said: its decimals are not checked
/// against the currency here (the grammar does that).
struct MoneyRecognizer {
    let s: ScanText
    let currencies: CurrencyTable
    let trailing: TrailingDigit
    /// Where a product token starts: a currency word that is also a counter
    /// (a piece of cake) is read as the counter before a product.
    let productStarts: [Int]

    private struct Builder {
        var start: Int
        var end: Int
        var code: String?
        var currencyRange: Range<Int>
        var magnitude: ExactDecimal? = .zero
        var negative = false
        var overflow = false
        var approximate = false
        /// Only generic unit words so far: a currency name after them says the currency.
        var generic = false

        mutating func add(_ n: ScannedNumber, scale: ExactDecimal) {
            if n.overflow { overflow = true }
            if n.approximate { approximate = true }
            let v = n.value.map { $0.isNegative ? $0.negated : $0 }
            add(v?.multiplied(by: scale))
        }

        mutating func add(_ v: ExactDecimal?) {
            guard let m = magnitude, let v, let sum = m.adding(v) else { magnitude = nil; overflow = true; return }
            magnitude = sum
        }

        var entity: Entity {
            let value = overflow ? nil : (negative ? magnitude?.negated : magnitude)
            return Entity(kind: .money, range: start..<end, value: value, currency: code, currencyRange: currencyRange,
                          problem: overflow ? .overflow : (approximate ? .approximate : nil))
        }
    }

    func adjacent(_ a: Range<Int>, _ b: Range<Int>) -> Bool { adjacent(a.upperBound, b) }

    func adjacent(_ end: Int, _ b: Range<Int>) -> Bool {
        b.lowerBound == end || (b.lowerBound == end + 1 && s.key[end] == 0x20)
    }

    /// The one currency the readings agree on, or nil when they disagree.
    private static func code(_ words: [CurrencyWord]) -> String? {
        guard let first = words.first else { return nil }
        return words.allSatisfy({ $0.code == first.code }) ? first.code : nil
    }

    /// Money that starts at item `i`, and the index after it.
    func match(_ items: [ScanItem], at i: Int) -> (Entity, Int)? {
        switch items[i] {
        case .word(let r, .currency(let readings)):
            let before = readings.filter(\.before)
            guard !before.isEmpty, i + 1 < items.count, case .number(let n) = items[i + 1], !n.isFraction, adjacent(r, n.range) else {
                return nil
            }
            var b = Builder(start: r.lowerBound, end: n.range.upperBound, code: Self.code(before), currencyRange: r)
            b.negative = n.negative
            b.add(n, scale: ExactDecimal(1))
            var j = i + 2
            // The unit said again after the amount (RMB three thousand yuan).
            if j < items.count, case .word(let r2, .currency(let cs)) = items[j], adjacent(b.end, r2),
               cs.contains(where: { $0.after && ($0.code == b.code || $0.generic) && $0.scale == ExactDecimal(1) }) {
                b.end = r2.upperBound
                j += 1
            }
            j = ladder(items, from: j, &b, lastScale: ExactDecimal(1))
            return (b.entity, j)

        case .number(let n):
            var j = i + 1
            var last = n.range
            var approximate = false
            if j + 1 < items.count, case .word(let r, let hit) = items[j], adjacent(last, r),
               case .word(let r2, .currency) = items[j + 1], adjacent(r, r2) {
                switch hit {
                case .approximate: approximate = true; last = r; j += 1
                case .counter(let c) where c.general: last = r; j += 1
                default: break
                }
            }
            guard j < items.count, case .word(let r, .currency(let readings)) = items[j], adjacent(last, r) else { return nil }
            let units = readings.filter { $0.after && $0.startsAmount }
            guard let unit = units.first else { return nil }
            if unit.counter != nil && units.count == 1 && productFollows(r)
                && !(unit.counterUpTo.map { limit in n.value.map { limit < $0 } ?? false } ?? false) {
                return nil
            }
            var b = Builder(start: n.range.lowerBound, end: r.upperBound, code: Self.code(units), currencyRange: r)
            b.negative = n.negative
            b.approximate = approximate
            b.generic = units.allSatisfy(\.generic)
            let scales = Set(units.map(\.scale))
            b.add(n, scale: scales.count == 1 ? unit.scale : ExactDecimal(1))
            let next = ladder(items, from: j + 1, &b, lastScale: scales.count == 1 ? unit.scale : ExactDecimal(1))
            return (b.entity, next)

        default:
            return nil
        }
    }

    /// A product token right after `r` (one space allowed).
    func productFollows(_ r: Range<Int>) -> Bool {
        productStarts.contains(r.upperBound) || (r.upperBound < s.count && s.key[r.upperBound] == 0x20
                                                  && productStarts.contains(r.upperBound + 1))
    }

    /// Takes the number at item `k` and a smaller unit of the same currency
    /// right after it into the amount; the index after them, or nil.
    private func addSmallerUnit(_ items: [ScanItem], _ n: ScannedNumber, at k: Int, code: String,
                                _ b: inout Builder, _ scale: inout ExactDecimal) -> Int? {
        guard k + 1 < items.count, case .word(let r, .currency(let cs)) = items[k + 1], adjacent(n.range, r),
              let u = cs.first(where: { $0.after && ($0.code == code || $0.generic) && $0.scale < scale }) else { return nil }
        b.add(n, scale: u.scale)
        b.end = r.upperBound
        scale = u.scale
        return k + 2
    }

    /// Nothing that makes it a quantity or another amount follows the number.
    private func isBare(_ items: [ScanItem], _ n: ScannedNumber, next j: Int) -> Bool {
        guard j < items.count, case .word(let r, let hit) = items[j], adjacent(n.range, r) else { return true }
        switch hit {
        case .counter(let c) where c.everyday: return !productFollows(r)
        case .currency, .counter, .half, .approximate: return false
        default: return true
        }
    }

    private func ladder(_ items: [ScanItem], from start: Int, _ b: inout Builder, lastScale: ExactDecimal) -> Int {
        guard var code = b.code else { return start }
        let minor = currencies.minorUnits(of: code) ?? 0
        let smallest = ExactDecimal(1).shifted(by: -minor) ?? ExactDecimal(1)
        var scale = lastScale
        var j = start
        while j < items.count {
            switch items[j] {
            case .word(let r, .amountSuffix) where adjacent(b.end, r):
                b.end = r.upperBound
                return j + 1
            case .word(let r, .currency(let cs)) where adjacent(b.end, r):
                // The currency named after the amount (8 yi yuan RMB; 3000 yuan HKD after a generic yuan).
                guard let named = cs.first(where: { $0.after && $0.mention && $0.scale == scale && ($0.code == code || b.generic) })
                else { return j }
                code = named.code
                b.code = named.code
                b.generic = false
                b.end = r.upperBound
                j += 1
            case .word(let r, .half) where adjacent(b.end, r):
                b.add(scale.multiplied(by: ExactDecimal(significand: 5, scale: 1)!))
                b.end = r.upperBound
                return j + 1
            case .word(let r, .connector) where adjacent(b.end, r):
                guard j + 1 < items.count, case .number(let n) = items[j + 1], adjacent(r, n.range), !n.negative, !n.isFraction else { return j }
                if let next = addSmallerUnit(items, n, at: j + 1, code: code, &b, &scale) {
                    j = next
                    continue
                }
                // Cents written in full after "and" (100 euros and 30).
                if minor > 0, scale == ExactDecimal(1), n.plainDigits == minor, isBare(items, n, next: j + 2) {
                    b.add(n, scale: smallest)
                    b.end = n.range.upperBound
                    return j + 2
                }
                return j
            case .number(let n) where adjacent(b.end, n.range) && !n.negative && !n.isFraction:
                if let next = addSmallerUnit(items, n, at: j, code: code, &b, &scale) {
                    j = next
                    continue
                }
                guard trailing == .nextLower, isBare(items, n, next: j + 1) else { return j }
                if let d = n.singleDigit, d > 0, let step = scale.shifted(by: -1), !(step < smallest) {
                    b.add(step.multiplied(by: d))
                    b.end = n.range.upperBound
                    return j + 1
                }
                if let d = n.zeroLedDigit, let step = scale.shifted(by: -2), !(step < smallest) {
                    b.add(step.multiplied(by: d))
                    b.end = n.range.upperBound
                    return j + 1
                }
                return j
            default:
                return j
            }
        }
        return j
    }
}
