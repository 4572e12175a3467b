/// Groups what an order says into items: products with the sizes and quantities
/// around them.
///
/// - Conjunctions and punctuation separate stretches (hanbaagaa no L to biiru 2-tsu,
///   liang beizhong beike le he yi fen shu tiao); inside a stretch each size or quantity goes to the
///   nearest product, and the same product said twice is one item unless both say a size or both a count
///   (biiru o biiru o M de, nama biiru dai jokki).
/// - A stretch with no product completes the item before it (koora, L de), or,
///   when that item already has a size, is another item of the same product
///   (koohii no S to M). After a correction word it changes that item (bu dui, da bei).
/// - A product after a correction word replaces the one before (koora, yappari
///   ocha de); a product taken back (bu yao han bao le, biiru wa iranai) is left out.
/// - A size said with zenbu/docchimo goes to every item without one; so does a count
///   said for each (futatsu zutsu, ge liang bei).
struct OrderItems {
    /// Modifiers go to the product before them unless linked to the next (ja),
    /// or to the product right after them (zh).
    let modifiersFollow: Bool
    /// Menu entry → the product it is a kind of (cheeseburger → hamburger).
    let families: [String: String]

    private struct Stretch {
        var units: [Int]
        var corrected: Bool
        var afterConjunction: Bool
        /// na tie gai cheng zhong bei: the product said right before the correction word, whose item it changes.
        var topic: Int? = nil
    }

    func items(_ s: Sentence) -> [Frame.Item] {
        // raten to miruku tii, sorezore S to L de: sizes listed after "each", one for each item
        // listed before it, go to those items in order.
        if let (each, sizes) = respectiveSizes(s) {
            var listed = items(s, before: each)
            if listed.count == sizes.count, listed.allSatisfy({ $0.size == nil }) {
                for k in listed.indices { listed[k].size = sizes[k] }
                return listed
            }
        }
        return items(s, before: nil)
    }

    /// "Each" followed by two or more sizes and nothing else that says what is ordered.
    private func respectiveSizes(_ s: Sentence) -> (each: Int, sizes: [Int])? {
        guard let e = s.units.indices.first(where: { s.units[$0].info.isEach }), e > 0 else { return nil }
        let rest = s.units.indices[(e + 1)...]
        let sizes = rest.filter { isSize(s.units[$0]) }
        guard sizes.count >= 2, rest.allSatisfy({ k in
            let u = s.units[k]
            return isSize(u) || u.isPunctuation || (u.info.isFunctionWord && u.entity == nil && !u.info.isUnlistedProduct)
        }) else { return nil }
        return (e, sizes)
    }

    /// The product right before `k` (or before its topic particle), said earlier in the utterance too.
    private static func restatesProduct(_ s: Sentence, before k: Int) -> Bool {
        let p = k > 0 && s.units[k - 1].kind == .product ? k - 1
            : k > 1 && s.units[k - 1].info.particle == "wa" && s.units[k - 2].kind == .product ? k - 2 : nil
        guard let p, let id = s.units[p].entity?.id else { return false }
        return s.units[..<p].contains { $0.kind == .product && $0.entity?.id == id }
    }

    private func items(_ s: Sentence, before limit: Int?) -> [Frame.Item] {
        var items: [Frame.Item] = []
        var globalSize: Int? = nil
        var globalQuantity: Int? = nil
        // Products taken back, with how many items had been said by the end of the stretch that
        // took them back: an item said after (lao gong bu he pi jiu ... gei wo lai yi bei da bei
        // pi jiu) is asked for again.
        var retracted: [String: Int] = [:]
        var retracting: [String] = []
        // Where each product taken back was said (a general word taking back the item of its kind said before it).
        var retractedAt: [String: Int] = [:]
        func settleRetractions() {
            for p in retracting { retracted[p] = items.count }
            retracting = []
        }
        // First item of the products last joined by "and" (han bao gen shu tiao).
        var groupStart = 0
        // liang ge han bao, yi ge da fen, yi ge xiao fen: what is left of a count being shared out.
        var sharing: (product: Int, left: Int)? = nil
        // nai cha he ka fei ge lai liang bei, dou yao zhong bei, zai jia yi fen xiao fen shu tiao: a size or
        // count said for all, or each, of the items said so far is theirs, not the items added after.
        var globalsCoverLater = true
        var previousRetracted = false
        // koora wa, yappari S ni shite: the item a product said again as the topic names, for the
        // correction in the stretch right after it.
        var topicItem: Int? = nil
        // ke le gen pi jiu dou yao da bei: items of products said again bare right before "and", for the
        // size or count the stretch after it says of its own product said again.
        var joinedRestated: [Int] = []
        func settleGlobals() {
            guard !globalsCoverLater, !items.isEmpty else { return }
            if let g = globalSize { for k in items.indices where items[k].size == nil { items[k].size = g } }
            if let q = globalQuantity { for k in items.indices where items[k].quantity == nil { items[k].quantity = q } }
            (globalSize, globalQuantity, globalsCoverLater) = (nil, nil, true)
        }
        for stretch in stretches(s) where limit.map({ l in stretch.units.allSatisfy { $0 < l } }) ?? true {
            settleGlobals()
            settleRetractions()
            let hadGlobals = (globalSize, globalQuantity, items.count)
            var opensList = false
            defer {
                // Said once items were named (not zenbu L de first), they cover only those.
                let word = stretch.units.first { s.units[$0].info.isAllItems || s.units[$0].info.isEach }
                let named = hadGlobals.2 > 0 || (!opensList && stretch.units.contains { isProduct(s.units[$0]) && $0 < (word ?? Int.max) })
                if (globalSize != hadGlobals.0 || globalQuantity != hadGlobals.1) && named { globalsCoverLater = false }
            }
            let seg = stretch.units
            let products = seg.filter { isProduct(s.units[$0]) && !s.negated[$0] }
            let topic = topicItem
            topicItem = nil
            for i in seg where isProduct(s.units[i]) && s.negated[i] {
                retracting.append(productID(s, i))
                retractedAt[productID(s, i)] = i
            }
            // biiru ja nakute koora: the item a correction replaces is the one it took back, not
            // the one said before that (poteto no M to, biiru ja nakute koora no M).
            let afterRetraction = previousRetracted
            previousRetracted = products.isEmpty && seg.contains { i in
                isProduct(s.units[i]) && s.negated[i] && !items.contains { $0.product.map { productID(s, $0) } == productID(s, i) }
            }
            var sizes = seg.filter { isSize(s.units[$0]) && !s.negated[$0] }
            // wo men si ge ren, liang ge da ren: how many are eating is no item's count;
            // 3-ji no oyatsu: nor is a clock time.
            // ... liang bei dou yao da bei: a count right before "all", after the items were said, counts
            // those items again; it orders no more.
            var quantities = seg.filter { q in
                ((s.units[q].kind == .quantity && countsItems(s, q)) || isBareCount(s, q, seg))
                    && !restatesItems(s, q, seg, saidBefore: items.count)
            }
            // futatsu zutsu, sorezore ni-hai, ge liang bei: a count said for each goes to every item.
            let each = quantities.filter { q in
                (q + 1 < s.units.count && s.units[q + 1].info.isEach) || (q > 0 && s.units[q - 1].info.isEach)
            }
            if let q = each.last {
                globalQuantity = q
                quantities.removeAll { each.contains($0) }
            }
            // ... and so is a size said after the word, or with the count after the items
            // (mittsu zutsu L de, fen bie lai yi fen da de; hanbaagaa to koora o M de futatsu zutsu).
            if let e = seg.first(where: { s.units[$0].info.isEach }) {
                let lastProduct = products.last ?? -1
                // koora no S o futatsu zutsu: a size joined to the last product by "no" is its own.
                let joined = { (size: Int) in size == lastProduct + 2 && s.units[size - 1].info.particle == "no" }
                // (ge san bei, ka fei zhong bei nai cha da bei: not one a product said again names.)
                let shared = sizes.filter { size in
                    (size > e && !products.contains { $0 > e && $0 < size }) || (!products.isEmpty && sizes.count == 1 && size > lastProduct && !joined(size)
                                 && each.contains { $0 > size })
                }
                if let size = shared.last {
                    globalSize = size
                    sizes.removeAll { shared.contains($0) }
                }
            }
            // M saizu de hanbaagaa mittsu to koora mittsu: one size said with "de" before the
            // first item of the order is the size of every item said after it.
            if items.isEmpty, sizes.count == 1, let size = sizes.first, let first = products.first, size < first,
               size + 1 < s.units.count, s.units[size + 1].info.particle == "de" {
                globalSize = size
                sizes.removeAll()
                opensList = true
            }
            // hanbaagaa to poteto o L de: one size said after "o" that closes a list of items
            // joined by "and" is also the size of the items before it in the list that have none.
            if sizes.count == 1, let size = sizes.first, products.count == 1, let last = products.first,
               size == last + 2, s.units[last + 1].info.particle == "wo", last > 0, s.units[last - 1].info.isConjunction {
                for k in items.indices where items[k].size == nil {
                    guard let p = items[k].product, p < last, s.clause[p] == s.clause[last] else { continue }
                    items[k].size = size
                }
            }
            // shou shang dou shi you, bang wo dian...: "all" in a clause of its own is about
            // something else; it counts in the clause that says the items or their sizes.
            let itemsClause = (products.last ?? sizes.last ?? quantities.last).map { s.clause[$0] }
            let all = seg.contains { s.units[$0].info.isAllItems && (itemsClause == nil || s.clause[$0] == itemsClause) }
            if all, let lastProduct = products.last, let allAt = seg.first(where: { s.units[$0].info.isAllItems }), allAt > lastProduct {
                // han bao gen ke le liang ge dou yao L: the count before "all" is how many
                // items there are; ke le shu tiao dou yao liang ge: the count after it is each one's.
                if let q = quantities.last(where: { $0 > allAt }) { globalQuantity = q }
                let itemCount = Set(products.map { productID(s, $0) }).count
                    + (stretch.afterConjunction ? items.count - groupStart : 0)
                // Only where counts come first (zh) and no item said its own count (han bao yi ge ke le liang ge).
                let noneCounted = !modifiersFollow && !quantities.contains { $0 < lastProduct }
                    && (!stretch.afterConjunction || items[groupStart...].allSatisfy { $0.quantity == nil })
                quantities.removeAll { q in
                    q > allAt || (noneCounted && q > lastProduct && count(s, q) == itemCount && itemCount >= 2)
                }
            }
            if products.isEmpty && all && !(sizes.isEmpty && quantities.isEmpty) {
                // dou yao da de ge liang ge: a size, or a count after "all", for every item;
                // a count before it is the items' own number (liang ge dou yao L: both), or,
                // said again, a repair (bu shi, san ge, dou yao da de).
                let allAt = seg.first { s.units[$0].info.isAllItems }!
                if let size = sizes.last { globalSize = size }
                // koora no M to poteto no M, a, zenbu L ni shite: said when every item has its size,
                // or as a correction, it can only change them all.
                // (koohii wa S de nokori wa L de: "the rest" changes none that has its size.)
                if let size = sizes.last, !items.isEmpty, !s.units[allAt].info.isRest, stretch.corrected || items.allSatisfy({ $0.size != nil }) {
                    for k in items.indices { items[k].size = size }
                }
                if let q = quantities.last(where: { $0 > allAt }) { globalQuantity = q }
                let repairs = stretch.corrected ? quantities.filter { $0 < allAt } : []
                if !repairs.isEmpty {
                    complete(&items, sizes: [], quantities: repairs, corrected: stretch.corrected,
                             afterConjunction: stretch.afterConjunction, s)
                }
                continue
            }
            if products.isEmpty {
                if seg.contains(where: { isProduct(s.units[$0]) }) { continue }
                if stretch.corrected, let k = topic, sizes.count + quantities.count >= 1, sizes.count <= 1, quantities.count <= 1 {
                    if let z = sizes.first { items[k].size = z }
                    if let q = quantities.first { items[k].quantity = q }
                    continue
                }
                // poteto no XL saizu hitotsu kudasai, etto, XL de: the size said again is no new item.
                if quantities.isEmpty, sizes.count == 1, !orderCue(s, seg), let last = items.last, let had = last.size,
                   sameSize(s, had, sizes[0]) {
                    continue
                }
                // biiru no L, 2-hai motte kite ya; dian yi bei nai cha, zhong bei jiu yao de: a
                // count or a size said after the item, not joined by "and" nor with an order word
                // of its own, completes that item; the words around it (a verb, a comment) are
                // no product.
                if !stretch.afterConjunction, !stretch.corrected, !orderCue(s, seg),
                   !seg.contains(where: { s.units[$0].info.isUnlistedProduct }),
                   let last = items.indices.last, items[last].product != nil, items.count - groupStart <= 1,
                   quantities.count + sizes.count >= 1, quantities.count <= 1, sizes.count <= 1,
                   quantities.isEmpty || items[last].quantity == nil, sizes.isEmpty || items[last].size == nil {
                    if let q = quantities.first { items[last].quantity = q }
                    if let z = sizes.first { items[last].size = z }
                    continue
                }
                // Words not on the menu, said where a product goes: with a size or
                // a count (piza no L), after an order word, or joined by "and" to
                // the items before (koora no M to takoyaki).
                if let unknown = unknownProduct(s, seg),
                   !sizes.isEmpty || !quantities.isEmpty || orderCue(s, seg)
                    || (stretch.afterConjunction && !items.isEmpty && unknown.count == seg.count) {
                    items.append(Frame.Item(product: nil, unknownProduct: unknown, size: sizes.last, quantity: quantities.last))
                    continue
                }
                if !stretch.corrected, sizes.count == 1, quantities.count == 1, let n = count(s, quantities[0]) {
                    if let share = sharing, share.left >= n {
                        items.append(Frame.Item(product: share.product, size: sizes[0], quantity: quantities[0]))
                        sharing = share.left > n ? (share.product, share.left - n) : nil
                        continue
                    }
                    if let last = items.indices.last, items[last].size == nil, let p = items[last].product,
                       let q = items[last].quantity, let total = count(s, q), n < total {
                        items[last].size = sizes[0]
                        items[last].quantity = quantities[0]
                        sharing = (p, total - n)
                        continue
                    }
                }
                // han bao gen shu tiao, da fen: a size said once after the items joined
                // by "and" is the size of each of them.
                if !stretch.corrected, !stretch.afterConjunction, sizes.count == 1, quantities.isEmpty,
                   items.count - groupStart >= 2, items[groupStart...].allSatisfy({ $0.size == nil && $0.product != nil }) {
                    for k in groupStart..<items.count { items[k].size = sizes[0] }
                    continue
                }
                complete(&items, sizes: sizes, quantities: quantities, corrected: stretch.corrected,
                         afterConjunction: stretch.afterConjunction, s)
                continue
            }
            // poteto no XL saizu hitotsu kudasai etto XL de: one size said twice is said once.
            if products.count == 1 && sizes.count >= 2 {
                sizes = sizes.indices.filter { k in k == 0 || !sameSize(s, sizes[k - 1], sizes[k]) }.map { sizes[$0] }
            }
            if products.count == 1 && sizes.count >= 2 {
                // liang fen shu tiao yi fen da de yi fen xiao de: one product, split by size.
                items += split(products[0], sizes: sizes, quantities: quantities, s)
                continue
            }
            var local: [Frame.Item] = []
            var owner: [Int: Int] = [:]
            for p in products {
                owner[p] = local.count
                local.append(Frame.Item(product: p))
            }
            for m in sizes + quantities {
                let target = owner[productOf(m, products, end: seg[seg.count - 1] + 1, s)]!
                if isSize(s.units[m]) {
                    if local[target].size == nil || s.corrected[m] { local[target].size = m }
                } else if local[target].quantity == nil || s.corrected[m] {
                    local[target].quantity = m
                }
            }
            local = mergingRepeats(local, s)
            // baagaa mo poteto mo raaji de: products each said with "mo" share the size said after them.
            if sizes.count == 1, let z = sizes.first, products.count >= 2, z == products[products.count - 1] + 2,
               products.allSatisfy({ s.units[$0 + 1].info.particle == "wa" }) {
                for j in local.indices where local[j].size == nil { local[j].size = z }
            }
            if !stretch.afterConjunction { groupStart = items.count }
            // ka fei he nai cha ge san bei, ka fei zhong bei nai cha da bei: a size with a product
            // named between it and "all" is that product's.
            // ...koora mittsu, koora wa zenbu S de; ...san bei ke le, ke le dou yao xiao bei: "all"
            // right after a product said again is all of that product, whose item takes the size.
            if all, let size = sizes.last, let allAt = seg.first(where: { s.units[$0].info.isAllItems }),
               !products.contains(where: { $0 > allAt && $0 < size }),
               !Self.restatesProduct(s, before: allAt) {
                globalSize = size
            }
            // liang ge han bao, e bu shi han bao, shi zhi shi han bao: after a correction word, an item's
            // product said again and then set against another with "shi" is the item the other replaces.
            // (So is one said right onto the correction word: ka fei gai nai cha.)
            // What is said after the two (ke le gai zuo pi jiu, pi jiu yao da bei) goes on as usual.
            // (koora o biiru ni kaete: in Japanese the two come first, the correction word after them.)
            let changedBefore = modifiersFollow && local.count == 2 && seg.last.map { l in
                l + 1 < s.units.count && s.units[l + 1].info.isCorrection && local[1].product == l } == true
            if stretch.corrected || changedBefore, local.count >= 2, let named = local[0].product, let instead = local[1].product,
               local[0].size == nil, local[0].quantity == nil, productID(s, named) != productID(s, instead),
               stretch.topic == named || changedBefore
                || ((named + 1)..<instead).contains(where: { s.units[$0].info.particle == Sentence.contrastParticle }),
               let k = items.lastIndex(where: { $0.product.map { productID(s, $0) } == productID(s, named) }) {
                items[k].product = instead
                items[k].unknownProduct = nil
                if let size = local[1].size { items[k].size = size }
                if let q = local[1].quantity { items[k].quantity = q }
                local.removeFirst(2)
                if local.isEmpty { continue }
            }
            if stretch.corrected, !afterRetraction, local.count == 1, var last = items.indices.last {
                // biiru no L ni-hon to poteto no M, yappari biiru wa M de: the item of the product named.
                if let p = local[0].product,
                   let k = items.lastIndex(where: { $0.product.map { productID(s, $0) } == productID(s, p) }) { last = k }
                items[last].product = local[0].product
                items[last].unknownProduct = nil
                if let size = local[0].size { items[last].size = size }
                if let q = local[0].quantity { items[last].quantity = q }
                continue
            }
            // ni-ko choudai, chiizubaagaa no M: a count said first, its product in the next
            // stretch with no count of its own, is one item. (A size said first is a dialog's
            // answer for the item before: L hao de, zai jia yi fen shu tiao.)
            if !stretch.afterConjunction, local.count == 1, let k = items.indices.last,
               items[k].product == nil, items[k].unknownProduct == nil, items[k].quantity != nil,
               let p = local[0].product, local[0].quantity == nil, local[0].size == nil || items[k].size == nil {
                items[k].product = p
                items[k].size = items[k].size ?? local[0].size
                items[k].quantity = items[k].quantity ?? local[0].quantity
                continue
            }
            // qi si bao yao xiao de; hanbaagaa wa M de biiru wa L: a product said again, not
            // joined by "and", says more about its item when it does not contradict it; so does
            // the general word for an item ordered (zhi shi han bao ... han bao yao zhong hao).
            // The first product after "and" is a new item (han bao he han bao); one said later in
            // the stretch may come back to an earlier one (shu tiao gen ke le, shu tiao da fen).
            let before = items.count
            let restatedBefore = joinedRestated
            joinedRestated = []
            for (j, item) in local.enumerated() {
                // yi ge han bao yi bei ke le, ke le yao xiao bei; na tie gai cheng zhong bei: in Chinese, where
                // sizes and counts come before their product, a product ordered before and said again with
                // them after it is the topic they are said of: its item changes, whatever it had.
                // (The same word: hong cha yi bei xiao bei, lv cha yi bei da bei lists two teas.)
                // Right after a correction word, a product ordered before said with a count or size
                // puts its item right (liang bei ke le, bu dui, yi bei ke le liang fen shu tiao).
                // (biiru wa ippon de, miruku tii wa L ni henkou de, biiru dake L ni shite: in Japanese, one
                // made the topic or said alone.)
                let saysAgain = item.size != nil || item.quantity != nil
                let topicAgain = modifiersFollow && saysAgain && item.product.map { p in
                    p + 1 < s.units.count && ["wa", "dake"].contains(s.units[p + 1].info.particle) } == true
                if restates(item, s) || (stretch.corrected && saysAgain) || topicAgain, let p = item.product,
                   let k = items.lastIndex(where: { $0.product.map { sameWord(s, $0, p) } ?? false }) {
                    for r in [k] + (stretch.afterConjunction && j == 0 ? restatedBefore : []) {
                        if let size = item.size { items[r].size = size }
                        if let q = item.quantity { items[r].quantity = q }
                    }
                    continue
                }
                if !stretch.afterConjunction || j > 0, let p = item.product,
                   let k = items[..<before].lastIndex(where: { $0.product.map { productID(s, $0) } == productID(s, p) })
                       ?? (item.size != nil && isTopic(s, p) ? items[..<before].lastIndex(where: { k in
                           k.size == nil && k.product.flatMap { families[productID(s, $0)] } == productID(s, p) }) : nil),
                   item.size == nil || items[k].size == nil, item.quantity == nil || items[k].quantity == nil {
                    if let size = item.size { items[k].size = size }
                    if let q = item.quantity { items[k].quantity = q }
                    if local.count == 1, item.size == nil, item.quantity == nil, isTopic(s, p) { topicItem = k }
                } else {
                    items.append(item)
                }
            }
            if let p = seg.last, isProduct(s.units[p]), p + 1 < s.units.count, s.units[p + 1].info.isConjunction,
               s.units[..<p].indices.contains(where: { isProduct(s.units[$0]) && sameWord(s, $0, p) }),
               let k = items.lastIndex(where: { $0.product.map { productID(s, $0) } == productID(s, p) }) {
                joinedRestated = [k]
            }
        }
        // A share not said (liang ge han bao, yi ge da fen): one more item still to size.
        if let share = sharing { items.append(Frame.Item(product: share.product)) }
        settleRetractions()
        let ordered = Set(items.compactMap { $0.product.map { productID(s, $0) } })
        items = items.enumerated().filter { k, item in
            guard let p = item.product else { return true }
            let id = productID(s, p)
            if let said = retracted[id] { return k >= said }
            // zhi si han bao ... han bao m jiu la: the general word, with no item of its own, takes
            // back the item of its kind.
            if let kind = families[id], !ordered.contains(kind), let at = retractedAt[kind], at > p { return false }
            return true
        }.map(\.element)
        // dou yao da de, ge liang ge said alone (a dialog answer): the size or count, for every item.
        if items.isEmpty, globalSize != nil || globalQuantity != nil {
            items.append(Frame.Item(product: nil, size: globalSize, quantity: globalQuantity))
        }
        if let q = globalQuantity {
            for k in items.indices where items[k].quantity == nil { items[k].quantity = q }
        }
        if let g = globalSize {
            for k in items.indices where items[k].size == nil { items[k].size = g }
        }
        // koora no L to, poteto mo onaji saizu de: an item said to be "the same size" takes the size
        // of one said before it.
        if let same = s.units.indices.first(where: { s.units[$0].info.isSameSize && !s.negated[$0] }) {
            for k in items.indices where items[k].size == nil {
                guard let p = items[k].product, p < same, let sized = items[..<k].last(where: { $0.size != nil }) else { continue }
                items[k].size = sized.size
            }
        }
        // xia wu san dian yao kai hui ... na tie wu bei: words off the menu said in a sentence of the
        // context, away from every item the menu knows, are that context, not an item.
        let menuSentences = Set(items.compactMap { $0.product.map { s.softClause[$0] } })
        if !menuSentences.isEmpty {
            items.removeAll { item in
                guard item.product == nil, let u = item.unknownProduct else { return false }
                return !menuSentences.contains(s.softClause[u.lowerBound])
            }
        }
        sharedOut(&items, s)
        return items
    }

    /// wo men si ge ren mei ren yi bei nai cha, yonin de hitori ni tsuki ippai: items said after
    /// "each person", in a party counted before it, are that many times their count.
    private func sharedOut(_ items: inout [Frame.Item], _ s: Sentence) {
        guard let word = s.units.firstIndex(where: { $0.info.isPerPerson }),
              let party = s.units[..<word].indices.last(where: { PartySize.value(at: $0, in: s) != nil }),
              let n = PartySize.value(at: party, in: s)?.integerValue, n >= 2 else { return }
        // (mei ren yi bei says the count too: it is the count of the items said without one.)
        let each = s.units[word].info.perPersonCount ?? 1
        for k in items.indices where (items[k].quantity ?? items[k].product ?? -1) > word {
            items[k].perPerson = (items[k].quantity == nil ? n * each : n, word)
        }
    }

    /// yi bei nai cha yi bei ka fei, liang bei dou yao da bei: a count right before "all" that is
    /// the number of items said so far, none said after it, counts them again.
    private func restatesItems(_ s: Sentence, _ q: Int, _ seg: [Int], saidBefore: Int) -> Bool {
        // (ke le liang bei | dou yao da de: a count written onto its product is that product's.)
        guard s.family == .zh, q > 0, q + 1 < s.units.count, s.units[q + 1].info.isAllItems, !s.corrected[q],
              !s.analysis.text.spaceBoundaries.contains(s.units[q + 1].range.lowerBound),
              s.analysis.text.spaceBoundaries.contains(s.units[q].range.lowerBound) || s.units[q - 1].isPunctuation,
              !seg.contains(where: { $0 > q && isProduct(s.units[$0]) }),
              !seg.contains(where: { $0 < q && s.units[$0].info.isEach }) else { return false }
        let said = saidBefore + seg.filter { $0 < q && isProduct(s.units[$0]) && !s.negated[$0] }.count
        return said >= 2 && count(s, q) == said
    }

    /// An item whose size and count, one said at least, all follow its product, where they
    /// normally go before it (zh): said of a product already there.
    private func restates(_ item: Frame.Item, _ s: Sentence) -> Bool {
        guard !modifiersFollow, let p = item.product, item.size != nil || item.quantity != nil else { return false }
        return (item.size.map { $0 > p } ?? true) && (item.quantity.map { $0 > p } ?? true)
    }

    private func sameWord(_ s: Sentence, _ a: Int, _ b: Int) -> Bool {
        let key = s.analysis.text.keyValues
        return key[s.units[a].range].elementsEqual(key[s.units[b].range])
    }

    /// The whole count a quantity unit says, if it says one.
    private func count(_ s: Sentence, _ unit: Int) -> Int? {
        s.units[unit].entity?.value?.integerValue
    }

    /// The same product said twice in a row is one item (biiru o biiru o M de,
    /// ke le ke le da bei) unless each mention has a size or a count of its own
    /// (yi ge da hao han bao yi ge zhong hao han bao: two burgers).
    private func mergingRepeats(_ local: [Frame.Item], _ s: Sentence) -> [Frame.Item] {
        var out: [Frame.Item] = []
        // ... and so is one said again further on with what it lacked (liang ge han bao liang bei
        // ka fei, ka fei yao zhong bei, han bao yao da fen).
        for item in local {
            if let b = item.product,
               let k = out.lastIndex(where: { $0.product.map { productID(s, $0) } == productID(s, b) }),
               out[k].size == nil || item.size == nil, out[k].quantity == nil || item.quantity == nil
                || sameCount(s, out[k].quantity, item.quantity) {
                out[k].size = out[k].size ?? item.size
                out[k].quantity = item.quantity ?? out[k].quantity
                continue
            }
            out.append(item)
        }
        return out
    }

    /// Two counts of the same number (wu bei ke le ... jiu wu bei ke le: the item said again).
    private func sameCount(_ s: Sentence, _ a: Int?, _ b: Int?) -> Bool {
        guard let a, let b, let x = count(s, a), let y = count(s, b) else { return false }
        return x == y
    }

    /// Sizes and quantities said without a product.
    private func complete(_ items: inout [Frame.Item], sizes: [Int], quantities: [Int], corrected: Bool,
                          afterConjunction: Bool, _ s: Sentence) {
        guard !items.isEmpty else {
            if !sizes.isEmpty || !quantities.isEmpty {
                items.append(Frame.Item(product: nil, size: sizes.last, quantity: quantities.last))
            }
            return
        }
        let last = items.count - 1
        // liang ge, e, san ge ba: a count or size said again without "and" repairs the last item.
        if !afterConjunction && sizes.count <= 1 && quantities.count <= 1 {
            if let q = quantities.first, items[last].quantity != nil, sizes.isEmpty || items[last].size == nil {
                items[last].quantity = q
                if let size = sizes.first { items[last].size = size }
                return
            }
        }
        if sizes.count >= 2 && items[last].size == nil, let p = items[last].product {
            // liang ge han bao, yi ge da de yi ge xiao de
            items.removeLast()
            items += split(p, sizes: sizes, quantities: quantities, s)
            return
        }
        // After a correction, or said again without "and" (yi beida beika fei, e bu dui, zhong bei),
        // a lone size or count replaces the last item's.
        if corrected || (!afterConjunction && sizes.count == 1 && items[last].size != nil && quantities.count <= 1) {
            if let size = sizes.last { items[last].size = size }
            if let q = quantities.last { items[last].quantity = q }
            return
        }
        var pendingQuantities = quantities
        for size in sizes {
            // The quantity said next to this size belongs to it (yi da yi xiao, M hitotsu zutsu).
            let q = pendingQuantities.first { abs($0 - size) <= 2 }
            pendingQuantities.removeAll { $0 == q }
            if items[items.count - 1].size == nil {
                items[items.count - 1].size = size
                if let q, items[items.count - 1].quantity == nil { items[items.count - 1].quantity = q }
            } else {
                items.append(Frame.Item(product: items[items.count - 1].product,
                                        unknownProduct: items[items.count - 1].unknownProduct, size: size, quantity: q))
            }
        }
        if let q = pendingQuantities.last, items[items.count - 1].quantity == nil { items[items.count - 1].quantity = q }
    }

    /// One item per size, each with the quantity said next to it.
    private func split(_ product: Int, sizes: [Int], quantities: [Int], _ s: Sentence) -> [Frame.Item] {
        // pi jiu liang bei yi da yi xiao: the one count, before the sizes and equal to their number, is the total.
        // (yi da yi xiao liang bei ke le: so is one right after sizes said one after another.)
        let contiguous = zip(sizes, sizes.dropFirst()).allSatisfy { $1 == $0 + 1 }
        let total = quantities.count == 1 && count(s, quantities[0]) == sizes.count
            && (quantities[0] < sizes[0] || (contiguous && quantities[0] == sizes[sizes.count - 1] + 1))
        let quantities = total ? [] : quantities
        return sizes.map { size in
            let q = quantities.first { $0 == size - 1 } ?? quantities.first { $0 == size + 1 }
            return Frame.Item(product: product, size: size, quantity: q)
        }
    }

    /// A product made the topic (han bao yao ..., baagaa wa ...): what follows is said of it.
    private func isTopic(_ s: Sentence, _ p: Int) -> Bool {
        p + 1 < s.units.count && (s.units[p + 1].info.particle == "wa" || s.units[p + 1].info.isFrame)
    }

    private func isProduct(_ u: Unit) -> Bool { u.kind == .product || u.info.isUnlistedProduct }
    private func isSize(_ u: Unit) -> Bool { u.kind == .size || u.info.isUnlistedSize }

    /// The same size said twice: the same menu size, or an unlisted one said the same way
    /// (XL saizu, XL).
    private func sameSize(_ s: Sentence, _ a: Int, _ b: Int) -> Bool {
        let (x, y) = (s.units[a], s.units[b])
        if let i = x.entity?.id, let j = y.entity?.id { return x.kind == .size && y.kind == .size && i == j }
        guard x.info.isUnlistedSize && y.info.isUnlistedSize else { return false }
        let key = s.analysis.text.keyValues
        let (p, q) = (key[x.range], key[y.range])
        return p.starts(with: q) || q.starts(with: p)
    }

    private func productID(_ s: Sentence, _ i: Int) -> String {
        s.units[i].entity?.id ?? "?" + s.analysis.text.keyText(s.units[i].range)
    }

    /// Stretches between conjunctions, punctuation and correction words.
    /// Stretches in clauses the order intent may read; all of them when none may
    /// (a dialog's answer, a frame kept for its context). hai zi bu he ka fei, bang ta
    /// dian yi bei xiao bei hong cha: the coffee not drunk is no item.
    private func stretches(_ s: Sentence) -> [Stretch] {
        let all = allStretches(s)
        // zuo tian he le tai duo pi jiu | jin tian bang wo ding yi bei lv cha: a stretch running
        // across a clause break keeps only the clause the order may read.
        let readable = all.compactMap { stretch -> Stretch? in
            var kept = stretch
            kept.units = stretch.units.filter { s.clauseAllows($0, .order, questionsBlock: true) }
            return kept.units.isEmpty ? nil : kept
        }
        return readable.contains(where: { $0.units.contains { isProduct(s.units[$0]) } }) ? readable : all
    }

    private func allStretches(_ s: Sentence) -> [Stretch] {
        var out: [Stretch] = [Stretch(units: [], corrected: false, afterConjunction: false)]
        let spaces = s.analysis.text.spaceBoundaries
        for (i, u) in s.units.enumerated() {
            // ge lai liang bei | dou yao zhong bei | zai jia yi fen xiao fen shu tiao: after a pause, "all",
            // "each" or "more" with an order word or a count begins another stretch, as a comma would
            // (ye yao xiao hao, "the same for it too", stays with its item).
            let more = u.info.particle == "ye" && i + 1 < s.units.count
                && (s.units[i + 1].info.cues.contains { $0.intent == .order } || s.units[i + 1].kind == .quantity)
            if (u.info.isAllItems || u.info.isEach || more) && spaces.contains(u.range.lowerBound)
                && !out[out.count - 1].units.isEmpty {
                out.append(Stretch(units: [], corrected: false, afterConjunction: false))
            }
            // ke le yao san bei | shu tiao yao yi fen: a product after a pause, when the stretch already
            // has a product with a size or count after it, said without a pause, begins another
            // item as a comma would (words each spaced off, yi ge | han bao | yi ge, are no pauses).
            if isProduct(u), spaces.contains(u.range.lowerBound), let first = out[out.count - 1].units.first,
               let last = out[out.count - 1].units.last(where: { isProduct(s.units[$0]) }),
               out[out.count - 1].units.contains(where: { $0 > last && isModifier(s.units[$0]) }),
               !spaces.contains(where: { $0 > s.units[first].range.lowerBound && $0 < u.range.lowerBound }) {
                out.append(Stretch(units: [], corrected: false, afterConjunction: false))
            }
            // hanbaagaa dake L de nokori wa S de: "all" or "the rest" after a product said with its size
            // is said of the other items, in a stretch of its own.
            if u.info.isAllItems, let last = out[out.count - 1].units.last(where: { isProduct(s.units[$0]) }),
               out[out.count - 1].units.contains(where: { $0 > last && isSize(s.units[$0]) }) {
                out.append(Stretch(units: [], corrected: false, afterConjunction: false))
            }
            // dou yao da de | ke le yao xiao bei: so does one after "all" said with its size or count and no product.
            if isProduct(u), spaces.contains(u.range.lowerBound), let first = out[out.count - 1].units.first,
               s.units[first].info.isAllItems,
               !out[out.count - 1].units.contains(where: { isProduct(s.units[$0]) }),
               out[out.count - 1].units.contains(where: { isModifier(s.units[$0]) }) {
                out.append(Stretch(units: [], corrected: false, afterConjunction: false))
            }
            // san ge han bao o liang ge jiu gou le: a count a settling word follows, after a count said of
            // a product in the same stretch, is said again as a correction of that item.
            // (The count said before must be the last product's: right before it, or after it.)
            if u.info.settlesCount, i > 0, s.units[i - 1].kind == .quantity,
               let last = out.last, last.units.count >= 2, last.units.last == i - 1,
               let said = last.units.dropLast().last(where: { s.units[$0].kind == .quantity }),
               let product = last.units.dropLast().last(where: { isProduct(s.units[$0]) }),
               said + 1 == product || said > product {
                out[out.count - 1].units.removeLast()
                out.append(Stretch(units: [i - 1], corrected: true, afterConjunction: false))
                continue
            }
            // ...yi bei nai cha, na tie gai cheng zhong bei, ka fei gai nai cha: in Chinese a product ordered
            // before and said again right onto a correction word is what the correction changes.
            if u.info.isCorrection, !modifiersFollow, i > 0, isProduct(s.units[i - 1]),
               s.units[i - 1].range.upperBound == u.range.lowerBound, out[out.count - 1].units.last == i - 1,
               s.units[..<(i - 1)].indices.contains(where: { isProduct(s.units[$0]) && productID(s, $0) == productID(s, i - 1) }) {
                out[out.count - 1].units.removeLast()
                if out[out.count - 1].units.isEmpty { out.removeLast() }
                out.append(Stretch(units: [i - 1], corrected: true, afterConjunction: false, topic: i - 1))
                continue
            }
            if u.isPunctuation || u.info.isConjunction || u.info.isCorrection {
                if !out[out.count - 1].units.isEmpty {
                    out.append(Stretch(units: [], corrected: false, afterConjunction: false))
                }
                if u.info.isCorrection { out[out.count - 1].corrected = true }
                if u.info.isConjunction { out[out.count - 1].afterConjunction = true }
                continue
            }
            out[out.count - 1].units.append(i)
        }
        return out.filter { !$0.units.isEmpty }
    }

    /// The product a size or quantity belongs to. Before the first product or
    /// after the last there is one choice; between two, a linking particle
    /// (no, de) points to the next one; otherwise Japanese puts it after its
    /// product (biiru M saizu 2 tsu koora) and Chinese before (han bao liang beike le),
    /// unless the next product has one of its own after it (han bao liang ge ke le liang bei).
    private func productOf(_ m: Int, _ products: [Int], end: Int, _ s: Sentence) -> Int {
        // The size of a combo (da shu) is its own product's.
        if isComboSize(m, products, s) { return m - 1 }
        let previous = products.last { $0 < m }
        guard let next = products.first(where: { $0 > m }) else { return previous ?? products[0] }
        guard let prev = previous else { return next }
        let isSize = self.isSize(s.units[m])
        // (shu tiao lai yi fen large de | coke ye yao large: not when the next product says its own,
        // in a stretch of its own after a pause.)
        if m + 1 < s.units.count && s.units[m + 1].info.particle == "no" {
            let after = products.first { $0 > next } ?? end
            let paused = s.analysis.text.spaceBoundaries.contains(s.units[next].range.lowerBound)
            let nextSaysItsOwn = paused && (next + 1..<after).contains { isModifier(s.units[$0]) && self.isSize(s.units[$0]) == isSize }
            if !nextSaysItsOwn { return next }
            return prev
        }
        if modifiersFollow { return prev }
        // han bao yao da de | shu tiao...: said after "want" right after a product, with a pause before the
        // next one, it is said of that product.
        if m >= 2, m - 2 == prev, s.units[m - 1].info.isFrame,
           s.analysis.text.spaceBoundaries.contains(s.units[next].range.lowerBound) { return prev }
        // liang bei zhen zhu nai cha da bei yi ge zhi shi han bao: counts come before sizes, so a size
        // right after a product with the next one's count still to come is that product's.
        if isSize, m - 1 == prev, (m + 1..<next).contains(where: { s.units[$0].kind == .quantity }) { return prev }
        // (liang bei re nai cha: how it is served, said between, keeps the count with its product.)
        let onlyModifiersBetween = (m + 1..<next).allSatisfy { isModifier(s.units[$0]) || s.units[$0].info.isAttribute }
        // When the last product has none after it, modifiers come first in this stretch: those
        // right before a product further on are that one's (yi bei zhong bei pi jiu yi fen da fen
        // shu tiao), not the next product's own (but shu tiao da fen ke le zhong bei pi jiu xiao bei).
        let after = products.first { $0 > next } ?? end
        // (A combo's size, da ke le, is part of its product, not a modifier after it.)
        let modifiersFirst = !((products.last! + 1)..<end).contains {
            isModifier(s.units[$0]) && !isComboSize($0, products, s)
        }
        let nextHasItsOwn = (next + 1..<after).contains { k in
            isModifier(s.units[k]) && self.isSize(s.units[k]) == isSize
                && !(modifiersFirst && after < end && (k + 1..<after).allSatisfy { isModifier(s.units[$0]) })
        }
        // na tie yi bei liang ge han bao: another count closer to the next product is its own.
        let closerOne = (m + 1..<next).contains { isModifier(s.units[$0]) && self.isSize(s.units[$0]) == isSize }
        // yi ge zhi shi han bao yao da hao liang fen shu tiao yao zhong fen: where the first product has one
        // of its kind right before it, one said right before the product before this one is that product's
        // own, so this one is the next product's. (han bao liang ge ke le liang bei: said after, it is not.)
        func hasOneRightBefore(_ p: Int) -> Bool {
            var k = p - 1
            while k >= 0, isModifier(s.units[k]) || s.units[k].info.isAttribute {
                if isModifier(s.units[k]) && self.isSize(s.units[k]) == isSize { return true }
                k -= 1
            }
            return false
        }
        let prevHasItsOwn = hasOneRightBefore(products[0]) && hasOneRightBefore(prev)
        return onlyModifiersBetween && (!nextHasItsOwn || prevHasItsOwn) && !closerOne ? next : prev
    }

    private func isModifier(_ u: Unit) -> Bool { isSize(u) || u.kind == .quantity }

    /// The size a combo says with its product (da shu: large fries) in one word.
    private func isComboSize(_ m: Int, _ products: [Int], _ s: Sentence) -> Bool {
        m > 0 && products.contains(m - 1) && s.units[m - 1].range == s.units[m].range
    }

    /// A bare number next to a product counts it: after it (biiru 2, han bao x2)
    /// or before it, sizes between (lia da beike le).
    private func isBareCount(_ s: Sentence, _ i: Int, _ seg: [Int]) -> Bool {
        guard s.units[i].kind == .number, let v = s.units[i].entity?.value, v.isInteger, !v.isNegative, !v.isZero,
              let pos = seg.firstIndex(of: i) else { return false }
        // shu liang gai cheng 4, kosuu wa 3: a number the count is named for, a correction word between or not.
        if i > 0, s.units[i - 1].info.isCountLabel
            || (i > 1 && s.units[i - 1].info.isCorrection && s.units[i - 2].info.isCountLabel) { return true }
        var k = pos - 1
        // zhi shi han bao L hao de lai lia, nai cha lai lia zhong bei: a count said last (or with only
        // a size after it, dou yao da de too) may follow the order word after its item.
        let last = seg[(pos + 1)...].allSatisfy { isSize(s.units[$0]) || s.units[$0].info.isAllItems }
        while k >= 0 && (s.units[seg[k]].kind == .size || isTimesSign(s, seg[k])
                         || (last && s.units[seg[k]].info.isFunctionWord && !s.units[seg[k]].info.negatesBefore
                             && !s.units[seg[k]].info.negatesAfter && s.units[seg[k]].entity == nil)) { k -= 1 }
        if k >= 0 && isProduct(s.units[seg[k]]) { return true }
        k = pos + 1
        while k < seg.count && isSize(s.units[seg[k]]) { k += 1 }
        return k < seg.count && isProduct(s.units[seg[k]])
    }

    private func isTimesSign(_ s: Sentence, _ i: Int) -> Bool {
        let key = s.analysis.text.key[s.units[i].range]
        return key.count == 1 && (key.first == "×" || key.first == "x" || key.first == "*")
    }

    /// Counters of people, of the clock and of kinds (si yang: four things, one of each) count no items.
    static let nonItemCounters: Set<String> = PartySize.personCounters.union(["clock", "kinds"])

    private func countsItems(_ s: Sentence, _ i: Int) -> Bool {
        if let c = s.units[i].entity?.counter, Self.nonItemCounters.contains(c) { return false }
        // ippai 400-en datta, yi bei cai shi wu kuai: a count with a price right after it is what
        // the price is for, not what is ordered.
        if let j = (i + 1..<min(i + 3, s.units.count)).first(where: { s.units[$0].entity != nil }),
           s.units[j].kind == .money, (i + 1..<j).allSatisfy({ s.units[$0].range.count == 1 && s.units[$0].kind == nil }) {
            return false
        }
        return !(i + 1 < s.units.count && s.units[i + 1].info.isPartyWord)
    }

    private func orderCue(_ s: Sentence, _ seg: [Int]) -> Bool {
        seg.contains { i in s.units[i].info.cues.contains { $0.intent == .order } }
    }

    /// Words said where a product goes, when no menu product is there: the
    /// longest run of words the lexicons do not know.
    private func unknownProduct(_ s: Sentence, _ seg: [Int]) -> Range<Int>? {
        var best: Range<Int>? = nil
        var k = 0
        // A name of food has a kanji, katakana or Latin letter, or at least three
        // kana: a stray particle or ending (de, ne) is no product.
        func substantial(_ r: Range<Int>) -> Bool {
            let key = r.flatMap { s.analysis.text.nfkc[s.units[$0].range] }
            return key.contains { !ScalarClass.isHiragana($0.value) } || key.count >= 3
        }
        while k < seg.count {
            // chi dian sha ne, suan le ...: words taken back are no product either; nor are words of a
            // clause the order may not read (yin wei deng yi xia hai yao chi fan: the reason).
            if s.units[seg[k]].isUnknownWord && !s.units[seg[k]].info.isFunctionWord && !s.negated[seg[k]]
                && s.clauseAllows(seg[k], .order, questionsBlock: false) {
                var j = k
                while j + 1 < seg.count && seg[j + 1] == seg[j] + 1 && s.units[seg[j + 1]].isUnknownWord
                    && !s.negated[seg[j + 1]] { j += 1 }
                let r = seg[k]..<(seg[j] + 1)
                if substantial(r) && (best == nil || r.count > best!.count) { best = r }
                k = j + 1
            } else {
                k += 1
            }
        }
        return best
    }
}
