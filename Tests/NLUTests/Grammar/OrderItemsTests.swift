import Testing
@testable import NLU

@Suite struct OrderItemsTests {
    func items(_ text: String) -> [(String?, String?)] {
        Fixtures.parse(text).items.map { ($0["product"]?["value"]?.stringValue, $0["size"]?["value"]?.stringValue) }
    }

    @Test func sizesGoToTheNearestProduct() {
        let r = items("ハンバーガーのLとコーラのS")
        #expect(r.map(\.0) == ["hamburger", "cola"])
        #expect(r.map(\.1) == ["large", "small"])
    }

    @Test func anIngredientLeftOutLeavesTheItemOrdered() {
        // qu diao yang cong, bie fang fan qie jiang, shio nashi de: the drop word is about the ingredient.
        #expect(items("一个大号汉堡 去掉洋葱").map(\.0) == ["hamburger"])
        #expect(items("来一份中薯 别放番茄酱").map(\.1) == ["medium"])
        #expect(items("ポテトのL塩なしで").map(\.1) == ["large"])
        // m jiu tong, zung bui: the size after the ingredient refused is still the coffee's.
        #expect(items("一杯熱咖啡 唔要糖 中杯").map(\.1) == ["medium"])
        // Sugar and milk refused together, as a list: no item of either.
        #expect(items("コーヒーのM、砂糖とミルクはいらないです").count == 1)
        // A thing on the menu refused is still refused, and a thing off it too.
        #expect(items("一个汉堡 可乐不要了").map(\.0) == ["hamburger"])
        #expect(items("唔要菠蘿油喇 兩杯凍奶茶 中杯").map(\.0) == ["tea"])
    }

    @Test func aCountBeforeAllThatCountsTheItemsSaidOrdersNoMore() {
        // liang bei dou yao da bei: the two cups said, both large.
        let r = Fixtures.parse("一杯奶茶一杯咖啡 两杯都要大杯").items
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["1", "1"])
        #expect(r.map { $0["size"]?["value"]?.stringValue } == ["large", "large"])
        // ke le liang bei | dou yao: a count written onto its product stays its own.
        let own = Fixtures.parse("汉堡两个 可乐两杯 都要中的").items
        #expect(own.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["2", "2"])
    }

    @Test func countsStayWithTheirProducts() {
        func counts(_ text: String) -> [String?] {
            Fixtures.parse(text).items.map { $0["quantity"]?["value"]?.decimalValue?.description }
        }
        // liang ge jiu gou le: a count a settling word follows corrects the last product's count.
        #expect(counts("给我来三个汉堡 哦 两个就够了 中份") == ["2"])
        // (but a first count of another product, yi fen jiu xing, corrects nothing.)
        #expect(counts("汉堡要两个大份的 然后薯条也是大份 一份就行 可乐中杯两杯") == ["2", "1", "2"])
        // yi da yi xiao liang bei: one count right after sizes said in a row is their total.
        #expect(counts("一大一小两杯可乐") == ["1", "1"])
        // liang bei re nai cha: how the drink is served, said between, keeps the count with it.
        #expect(counts("我要一份中薯 然后 两杯热奶茶 大杯") == ["1", "2"])
        // large de | coke ye yao large: the size linked by de stays with the product before it.
        #expect(items("薯条来一份 large的 coke也要large").map(\.1) == ["large", "large"])
    }

    @Test func aKanaNumberIsWrittenInOneScript() {
        // M to onion ringu: to (hiragana) and o (katakana) are no "ten".
        let r = Fixtures.parse("ハンバーガーのMとオニオンリングのS").items
        #expect(r.first?["quantity"]?["value"]?.decimalValue?.description == "1")
    }

    @Test func aProductAfterAPauseBeginsAnotherItem() {
        let r = Fixtures.parse("可乐要三杯 薯条要一份 全部大的").items
        #expect(r.map { $0["product"]?["value"]?.stringValue } == ["cola", "fries"])
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["3", "1"])
        // Words each spaced off are no pauses.
        #expect(items("一個 漢堡 一個 大杯 可樂").map(\.1) == [nil, "large"])
    }

    @Test func sizesListedAfterEachGoToTheItemsInOrder() {
        let r = items("ラテとミルクティー、それぞれSとLで")
        #expect(r.map(\.0) == ["coffee", "tea"])
        #expect(r.map(\.1) == ["small", "large"])
        #expect(items("拿铁和奶茶 分别要小杯和大杯").map(\.1) == ["small", "large"])
    }

    @Test func aBareSizeAfterACounterSharesTheCountOut() {
        let r = Fixtures.parse("老板 两份薯条一份大一份小").items
        #expect(r.map { $0["size"]?["value"]?.stringValue } == ["large", "small"])
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["1", "1"])
        // A counter of the other language is no counter here: you men de shu tiao you fen da zhong xiao ma.
        #expect(Fixtures.parse("你們的薯條有分大中小嗎").intent == "none")
    }

    @Test func theGeneralWordMadeTheTopicSaysMoreOfTheItemOrdered() {
        let r = items("来一个芝士汉堡跟一杯大杯可乐 汉堡要中号")
        #expect(r.map(\.0) == ["cheeseburger", "cola"])
        #expect(r.map(\.1) == ["medium", "large"])
        // Listed, not made the topic, it is another item.
        #expect(items("チーズバーガー、ハンバーガーのL").map(\.0) == ["cheeseburger", "hamburger"])
    }

    @Test func theReasonNamesNoProduct() {
        let r = items("那個 我要兩杯大杯紅茶 喔不對 改成中杯好了 因為等一下還要吃飯")
        #expect(r.map(\.0) == ["tea"])
        #expect(r.map(\.1) == ["medium"])
    }

    @Test func aCorrectionAfterAnItemTakenBackAddsIt() {
        // The fries stay: biiru ja nakute corrects the beer, which was never an item.
        #expect(items("ポテトのMと、ビールじゃなくてコーラのM").map(\.0) == ["fries", "cola"])
        #expect(items("ビールじゃなくてコーラ").map(\.0) == ["cola"])
    }

    @Test func aCountEqualToTheItemsBeforeAllIsHowManyThereAre() {
        let r = Fixtures.parse("咖啡同奶茶 兩杯都要細杯").items
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["1", "1"])
        #expect(r.map { $0["size"]?["value"]?.stringValue } == ["small", "small"])
    }

    @Test func aPauseAfterAnItemEndsItsNegation() {
        #expect(items("漢堡唔要 淨係要薯條 中份").map(\.0) == ["fries"])
    }

    @Test func aSizeSaidAgainIsNoNewItem() {
        #expect(items("ポテトのXLサイズ ひとつください えっと XLで").count == 1)
        #expect(items("可乐大杯 大杯").count == 1)
        #expect(items("コーラのL、えっと、Lで").count == 1)
        #expect(items("ポテトのXLサイズ、えっと、XLで").count == 1)
    }

    @Test func oneSizeForAll() {
        #expect(items("汉堡和可乐，全部要大杯").map(\.1) == ["large", "large"])
    }

    @Test func repeatedMentionIsOneItem() {
        #expect(items("ビールを ビールをMで").count == 1)
    }

    @Test func theSameProductWithSizesOfItsOwnIsTwoItems() {
        #expect(items("一个大号汉堡一个中号汉堡").map(\.1) == ["large", "medium"])
    }

    @Test func aSizeAfterItemsJoinedByAndIsEachOnesSize() {
        #expect(items("可乐和薯条，大杯").map(\.1) == ["large", "large"])
        #expect(items("コーラとポテト、Lで").map(\.1) == ["large", "large"])
    }

    @Test func countsWithSizesShareOutTheCountBefore() {
        let r = Fixtures.parse("三杯可乐，一杯大杯，两杯中杯").items
        #expect(r.map { $0["size"]?["value"]?.stringValue } == ["large", "medium"])
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue } == [ExactDecimal(1), ExactDecimal(2)])
        // A share not said is one more item whose size is asked for.
        #expect(items("两个汉堡，一个大的").map(\.1) == ["large", nil])
    }

    @Test func aCountAfterAllIsEachOnesACountBeforeItIsHowMany() {
        let each = Fixtures.parse("汉堡 可乐 薯条 都要大的 各两个").items
        #expect(each.map { $0["quantity"]?["value"]?.decimalValue } == [2, 2, 2].map { ExactDecimal($0) })
        let both = Fixtures.parse("漢堡跟可樂 兩個都要L").items
        #expect(both.map { $0["quantity"]?["value"]?.decimalValue } == [1, 1].map { ExactDecimal($0) })
        // A count with its own counter after one product is that product's (ke le liang bei).
        #expect(Fixtures.parse("可乐两杯都要大杯").items.first?["quantity"]?["value"]?.decimalValue == ExactDecimal(2))
        // A repair before "all" still repairs.
        #expect(Fixtures.parse("漢堡兩個 欸不是 三個 都要大的").items.first?["quantity"]?["value"]?.decimalValue == ExactDecimal(3))
    }

    @Test func productsSaidAgainSayMoreAboutTheirItems() {
        #expect(items("ハンバーガー2つとビール、ハンバーガーはMでビールはL").map(\.1) == ["medium", "large"])
        #expect(items("コーラのL、コーラのM").map(\.1) == ["large", "medium"])
    }

    @Test func aCorrectionAfterASpaceIsSeen() {
        let r = Fixtures.parse("コーラ3つ いや2つで Lサイズ").items
        #expect(r.count == 1)
        #expect(r.first?["quantity"]?["value"]?.decimalValue == ExactDecimal(2))
    }

    @Test func aSizeAfterOClosingAListIsEveryListedItems() {
        #expect(items("ハンバーガーとポテトをLで").map(\.1) == ["large", "large"])
        #expect(items("ハンバーガーのMとポテトをLで").map(\.1) == ["medium", "large"])
        #expect(items("ハンバーガーとコーラのLをください").map(\.1) == [nil, "large"])
    }

    @Test func sizesAfterRecognizerSpacesSplitTheProduct() {
        #expect(items("薯條兩份 一份大 一份細").map(\.1) == ["large", "small"])
        let total = Fixtures.parse("啤酒两杯一大一小").items
        #expect(total.map { $0["quantity"]?["value"]?.decimalValue } == [1, 1].map { ExactDecimal($0) })
        let each = Fixtures.parse("三杯可乐 两杯大的 一杯小的").items
        #expect(each.map { $0["quantity"]?["value"]?.decimalValue } == [2, 1].map { ExactDecimal($0) })
    }

    @Test func englishSizeWordIsNoProduct() {
        #expect(items("order 一个 cheeseburger，size M").map(\.1) == ["medium"])
    }

    @Test func correctionWordGaiChangesTheSize() {
        #expect(items("可樂小杯，欸不對，改大杯").map(\.1) == ["large"])
    }

    @Test func correctionReplacesTheProduct() {
        let r = items("コーラ、やっぱりお茶で")
        #expect(r.map(\.0) == ["tea"])
    }

    @Test func retractedProductIsLeftOut() {
        #expect(items("来个汉堡，算了不要汉堡了，要芝士汉堡").map(\.0) == ["cheeseburger"])
    }

    @Test func unknownProductIsUnsupported() {
        let item = Fixtures.parse("ピザをLで").items.first
        #expect(item?["product"]?["status"]?.stringValue == "unsupported")
        #expect(item?["product"]?["reason"]?.stringValue == "unknown_product")
    }

    @Test func unknownSizeIsUnsupported() {
        let item = Fixtures.parse("コーラのXLで").items.first
        #expect(item?["size"]?["reason"]?.stringValue == "unknown_size")
    }

    @Test func missingSizeAsksWithTheLexiconPrompt() {
        let r = Fixtures.parse("ハンバーガーください")
        #expect(r["next"]?["action"]?.stringValue == "ask")
        #expect(r["next"]?["slot"]?.stringValue == "items")
        #expect(r["next"]?["prompt"]?.stringValue == "どのサイズですか？")
    }

    @Test func aCountBeforeAProductGoesToItWhenTheLastIsACombo() {
        // liang ge han bao san fen shu tiao yi bei da ke le: da ke le says its size in its own word.
        let r = Fixtures.parse("两个汉堡 三份薯条 一杯大可乐").items
        #expect(r.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["2", "3", "1"])
    }

    @Test func aClauseBeforeTheRequestNamesNoItem() {
        // The beer drunk yesterday, before bang wo, is no item.
        #expect(items("昨天喝了太多啤酒 今天帮我订一杯绿茶").map(\.0) == ["tea"])
    }

    @Test func correctionWordsInARowStandTogether() {
        #expect(items("ポテトのS いや違う違う Mでよろしく").map(\.1) == ["medium"])
    }

    @Test func aBoundSizeCountsOnlyAfterAProduct() {
        // densha no naka is inside the train; biiru no chuu is a medium beer.
        #expect(items("いま電車の中なんで ハンバーガー Lひとつと ポテト Lひとつ").map(\.1) == ["large", "large"])
        #expect(items("ビールの中をふたつ").map(\.1) == ["medium"])
    }

    @Test func aCountForEachPersonIsMultipliedByTheParty() {
        func counts(_ t: String) -> [String?] { Fixtures.parse(t).items.map { $0["quantity"]?["value"]?.decimalValue?.description } }
        #expect(counts("我们三个人 每人一个汉堡一杯可乐") == ["3", "3"])
        #expect(counts("4人で 一人につき コーラ1杯") == ["4"])
        // A count said before "one each" is the total.
        #expect(counts("帮我点两杯大杯咖啡，我和同事一人一杯") == ["2"])
    }

    @Test func aProductSaidAgainWithTheSameCountIsTheSameItem() {
        #expect(items("五杯可乐 三杯啤酒 算了啤酒不要了 就五杯可乐 中杯").map(\.1) == ["medium"])
    }

    @Test func aProductMadeTheTopicBeforeACorrectionIsTheItemCorrected() {
        #expect(items("コーラとポテトをLで、あ、コーラはやっぱりSにして").map(\.1) == ["small", "large"])
    }

    @Test func sizesSaidForSeveralProductsAtOnce() {
        #expect(items("バーガーもポテトもラージで").map(\.1) == ["large", "large"])
        #expect(items("コーラのLと、ポテトも同じサイズで").map(\.1) == ["large", "large"])
        #expect(items("ハンバーガーのMとコーラのM、あとポテトも、全部同じサイズで").map(\.1) == ["medium", "medium", "medium"])
        #expect(items("ポテトの並をひとつ").map(\.1) == ["medium"])
    }

    @Test func givingUpAProductMadeTheTopicDropsOnlyThat() {
        #expect(items("チーズバーガーのL2つとビールのL、ビールはやっぱやめとく").map(\.0) == ["cheeseburger"])
        #expect(Fixtures.parse("ビールはやめとく").intent == "none")
    }

    @Test func aCorrectionFollowedByItsReplacementCorrectsAndTheOrderGoesOn() {
        #expect(items("コーラのM、違う違うLで　あとハンバーガーもLで").map(\.0) == ["cola", "hamburger"])
    }

    @Test func aProductTakenBackAndAskedForAgainStays() {
        #expect(items("啤酒不要了，给我来一杯奶茶，再来一杯大杯啤酒").map(\.0) == ["tea", "beer"])
        #expect(items("一個大漢堡跟一份大薯 啊 薯條不要了").map(\.0) == ["hamburger"])
    }

    @Test func wordsOffTheMenuInASentenceOfContextAreNoItem() {
        #expect(items("我們辦公室下午三點要開會，總共五個人。拿鐵五杯，中杯就好").map(\.0) == ["coffee"])
        #expect(items("早上七点半的会，来不及吃早饭了。帮我下单一个汉堡，一杯咖啡，汉堡要中号的").map(\.0) == ["hamburger", "coffee"])
        // In the sentence of the items it is an item of its own, to be asked about.
        #expect(Fixtures.parse("一个汉堡和一碗拉面").items.count == 2)
    }

    @Test func intensifiersAndDialectRequestsKeepTheCount() {
        func counts(_ t: String) -> [String?] { Fixtures.parse(t).items.map { $0["quantity"]?["value"]?.decimalValue?.description } }
        #expect(counts("ポテトのL、マジで2個頼んどいて〜") == ["2"])
        #expect(counts("ホットコーヒーのM、二つ頼んでちょう") == ["2"])
    }

    @Test func givingUpRightAfterAProductDropsOnlyThatProduct() {
        #expect(items("可樂兩杯中杯，然後漢堡算了不要").map(\.0) == ["cola"])
        #expect(items("可樂中杯一杯、薯條一份、啤酒大杯兩杯，薯條唔要喇").map(\.0) == ["cola", "beer"])
    }

    @Test func whatWasHadBeforeSaidAsAContrastIsNoItem() {
        #expect(items("前回はMだったけど今日はビールのLでお願い").map(\.0) == ["beer"])
        #expect(items("この前はコーラだったけど、今日はポテトのSにする").map(\.0) == ["fries"])
        #expect(Fixtures.parse("上次的外送很慢 今天點三杯拿鐵 中杯").intent == "order")
    }

    @Test func whatIsRefusedBesideTheItemsLeavesTheirSizes() {
        // yam liu m yung: drinks not wanted; the size said for all stands.
        #expect(items("一個漢堡 一個起司漢堡 都要大份 飲料不用").map(\.1) == ["large", "large"])
        // an ingredient refused before a pause leaves the size after it.
        #expect(items("兩個漢堡 唔要起司 中份").map(\.1) == ["medium"])
        #expect(items("一个芝士汉堡 不要酸黄瓜 小份的").map(\.1) == ["small"])
        // dou bu yao: the whole list before it refused.
        #expect(Fixtures.parse("可乐薯条都不要 谢谢").intent == "none")
        #expect(items("汉堡可乐都不要 来杯咖啡 大杯").map(\.0) == ["coffee"])
    }

    @Test func aProductSaidAgainWithItsSizeAfterItChangesItsItem() {
        // ke le yao xiao bei: in Chinese, said again with the size after it, the item changes.
        #expect(items("来两个汉堡一杯可乐 都要大的 可乐要小杯").map(\.1) == ["large", "small"])
        #expect(items("给我来两杯拿铁 一杯奶茶 拿铁改成中杯 奶茶小杯").map(\.1) == ["medium", "small"])
        #expect(items("一杯啤酒 兩個漢堡 一份薯條 全部要中 啤酒要大杯").map(\.1) == ["large", "medium", "medium"])
        // (The same word only: two teas listed, each with its size, are two items.)
        #expect(items("红茶一杯小杯 绿茶一杯大杯").count == 2)
        // ke le gen pi jiu dou yao da bei: one said again bare before "and" shares the size.
        #expect(items("一杯可乐一杯啤酒一份薯条 可乐跟啤酒都要大杯 薯条要小份").map(\.1) == ["large", "large", "small"])
        // han bao yao da de | shu tiao...: a size after "want" right after a product is its own.
        #expect(items("嗯 一个汉堡 一份薯条 一杯可乐 汉堡要大的 薯条跟可乐要中的").map(\.1) == ["large", "medium", "medium"])
    }

    @Test func aProductSaidOntoACorrectionWordIsWhatItChanges() {
        #expect(items("来一杯咖啡 两个汉堡 咖啡改奶茶 汉堡改芝士汉堡").map(\.0) == ["tea", "cheeseburger"])
        #expect(items("俾我一杯可樂一杯咖啡 可樂改做啤酒 啤酒要大杯 咖啡要中杯").map(\.1) == ["large", "medium"])
        // bu shi X, shi Y: the item of X takes Y, its count kept.
        let swapped = Fixtures.parse("两个汉堡 呃 不是汉堡 是芝士汉堡").items
        #expect(swapped.map { $0["product"]?["value"]?.stringValue } == ["cheeseburger"])
        #expect(swapped.first?["quantity"]?["value"]?.decimalValue?.description == "2")
        // After a correction word a product ordered before puts its item right; a new one is added.
        #expect(Fixtures.parse("给我来三杯啤酒 不对 两杯啤酒一杯可乐吧 都要中杯").items
            .map { $0["quantity"]?["value"]?.decimalValue?.description } == ["2", "1"])
    }

    @Test func shiOpeningAPauseBeforeACountPutsItRight() {
        let q = Fixtures.parse("来五杯奶茶 等一下 是四杯 都要大杯").items.map { $0["quantity"]?["value"]?.decimalValue?.description }
        #expect(q == ["4"])
        // A count between two products goes to the next when counts come first.
        #expect(Fixtures.parse("一个芝士汉堡要大号 两份薯条要中份 三杯可乐要小杯").items
            .map { $0["quantity"]?["value"]?.decimalValue?.description } == ["1", "2", "3"])
    }

    @Test func japaneseTopicsAndTheRestResizeTheirItems() {
        // miruku tii wa L ni henkou de: the topic said again changes its item.
        #expect(items("ミルクティーのMとポテトのM、ミルクティーはLに変更で").map(\.1) == ["large", "medium"])
        #expect(Fixtures.parse("コーラ2本とビール2本、あビールは1本で").items
            .map { $0["quantity"]?["value"]?.decimalValue?.description } == ["2", "1"])
        // dake ... nokori wa: one item's own size, then the rest.
        #expect(items("ハンバーガーとポテトとコーラ、ハンバーガーだけLで残りはSで").map(\.1) == ["large", "small", "small"])
        #expect(items("ポテトとコーラとビール、全部Mで、でもビールだけLにして").map(\.1) == ["medium", "medium", "large"])
        #expect(items("一个汉堡 一份薯条 一杯可乐 汉堡要大的 其他都中杯").map(\.1) == ["large", "medium", "medium"])
        // koora o biiru ni kaete: the product changed keeps its item's place, size and count.
        #expect(items("コーラのS3つとハンバーガーのM1つ、コーラをビールに変えて").map(\.0) == ["beer", "hamburger"])
        #expect(items("コーラのM2つとハンバーガーのM2つ…コーラをビールに変更でお願いします").map(\.1) == ["medium", "medium"])
        // ning meng cha is the menu's tea.
        #expect(items("给我一杯大杯柠檬茶 一份薯条").map(\.0) == ["tea", "fries"])
    }
}
