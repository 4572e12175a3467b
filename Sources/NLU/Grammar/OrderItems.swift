/// Groups what an order says into items: products with the sizes and quantities
/// around them. Conjunctions and punctuation separate items (ハンバーガーのLと
/// ビール2つ, 两杯中杯可乐和一份薯条); inside one stretch each size or quantity goes
/// to the nearest product. A size said with 全部/どっちも goes to every item
/// without one; a stretch with no product (コーラ、Lで, 不对，大杯) corrects or
/// completes the item before it. Negated products (ビールはいらない) are left out.
struct OrderItems {
    func items(_ s: Sentence) -> [Frame.Item] {
        var items: [Frame.Item] = []
        var globalSize: Int? = nil
        let segments = segments(s)
        for seg in segments {
            let products = seg.filter { isProduct(s.units[$0]) && !s.negated[$0] }
            let negatedProducts = seg.filter { isProduct(s.units[$0]) && s.negated[$0] }
            let sizes = seg.filter { s.units[$0].kind == .size && !s.negated[$0] }
            let quantities = seg.filter { s.units[$0].kind == .quantity || isBareCount(s, $0, seg) }
            let all = seg.contains { s.units[$0].info.isAllItems }
            if products.isEmpty {
                if all, let size = sizes.last { globalSize = size; continue }
                if !negatedProducts.isEmpty { continue }
                if let unknown = unknownProduct(s, seg), !sizes.isEmpty || !quantities.isEmpty || orderCue(s, seg) {
                    items.append(Frame.Item(product: nil, unknownProduct: unknown, size: sizes.last, quantity: quantities.last))
                    continue
                }
                guard !items.isEmpty else {
                    if !sizes.isEmpty || !quantities.isEmpty {
                        items.append(Frame.Item(product: nil, size: sizes.last, quantity: quantities.last))
                    }
                    continue
                }
                // A stretch with only a size or quantity completes or corrects the last item.
                let corrected = seg.contains { s.corrected[$0] }
                if let size = sizes.last, corrected || items[items.count - 1].size == nil { items[items.count - 1].size = size }
                if let q = quantities.last, corrected || items[items.count - 1].quantity == nil { items[items.count - 1].quantity = q }
                continue
            }
            var local = products.map { Frame.Item(product: $0, size: nil, quantity: nil) }
            for m in sizes + quantities {
                let target = nearest(m, products, s)
                if s.units[m].kind == .size {
                    if local[target].size == nil || s.corrected[m] { local[target].size = m }
                } else if local[target].quantity == nil || s.corrected[m] {
                    local[target].quantity = m
                }
            }
            if all, let size = sizes.last { globalSize = size }
            items += local
        }
        if let g = globalSize {
            for k in items.indices where items[k].size == nil { items[k].size = g }
        }
        return items
    }

    private func isProduct(_ u: Unit) -> Bool { u.kind == .product || u.info.isUnlistedProduct }

    /// Stretches between conjunctions and punctuation, as unit indices.
    private func segments(_ s: Sentence) -> [[Int]] {
        var out: [[Int]] = [[]]
        for (i, u) in s.units.enumerated() {
            if u.isPunctuation || u.info.isConjunction || (u.info.isCorrection && !out[out.count - 1].isEmpty) {
                if !out[out.count - 1].isEmpty { out.append([]) }
                if u.isPunctuation || u.info.isConjunction { continue }
            }
            out[out.count - 1].append(i)
        }
        return out.filter { !$0.isEmpty }
    }

    /// The product a size or quantity belongs to: the nearest one; between two,
    /// the one a linking particle (の, 的) points to, else the one before.
    private func nearest(_ m: Int, _ products: [Int], _ s: Sentence) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (k, p) in products.enumerated() {
            var d = abs(p - m) * 2
            if p > m {
                // Modifier before its product: linked by の/的 or directly adjacent (大杯可乐).
                let linked = m + 1 < s.units.count && (s.units[m + 1].info.particle == "no" || s.units[m + 1].info.particle == "de")
                if !linked && p != m + 1 { d += 1 }
            }
            if d < bestDistance { bestDistance = d; best = k }
        }
        return best
    }

    /// A bare number right after a product counts it (ビール2, 可乐2).
    private func isBareCount(_ s: Sentence, _ i: Int, _ seg: [Int]) -> Bool {
        guard s.units[i].kind == .number, let v = s.units[i].entity?.value, v.isInteger, !v.isNegative else { return false }
        guard let pos = seg.firstIndex(of: i), pos > 0 else { return false }
        return isProduct(s.units[seg[pos - 1]])
    }

    private func orderCue(_ s: Sentence, _ seg: [Int]) -> Bool {
        seg.contains { i in s.units[i].info.cues.contains { $0.intent == .order } }
    }

    /// Words said where a product goes, when no menu product is there (ピザを2つ):
    /// the run of unknown words just before the object particle, size or quantity,
    /// or right after an order verb.
    private func unknownProduct(_ s: Sentence, _ seg: [Int]) -> Range<Int>? {
        var best: Range<Int>? = nil
        var k = 0
        while k < seg.count {
            let i = seg[k]
            if s.units[i].isUnknownWord && !s.units[i].info.isFunctionWord {
                var j = k
                while j + 1 < seg.count && seg[j + 1] == seg[j] + 1 && s.units[seg[j + 1]].isUnknownWord { j += 1 }
                let r = seg[k]..<(seg[j] + 1)
                if best == nil || r.count > best!.count { best = r }
                k = j + 1
            } else {
                k += 1
            }
        }
        return best
    }
}
