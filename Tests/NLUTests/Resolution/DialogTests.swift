import Testing
@testable import NLU

@Suite struct DialogTests {
    @Test func whatANoteSaysFillsNoOtherSlot() {
        // bei zhu xie 3 yue fen wang fei: the 3 is written down, no new amount; mu qin jie, no new payee.
        let r = Fixtures.dialog(["给周杰转99.9", "备注写3月份网费"])
        #expect(r.slot("amount")?["value"]?.decimalValue?.description == "99.9")
        #expect(r.slot("note")?["status"]?.stringValue == "success")
        let t = Fixtures.dialog(["給劉洋轉兩千", "備註寫 母親節快樂"])
        #expect(t.slot("payee")?["value"]?.stringValue == "b-0007")
        // kangeikai no kaihi: "no" inside the note is part of it.
        let j = Fixtures.dialog(["田中さんに3000円送って", "メモに歓迎会の会費って入れといて"])
        #expect(j.slot("note")?["text"]?.stringValue == "歓迎会の会費")
    }

    @Test func notTheCandidatesButSomebodyElseNamedIsTheAnswer() {
        // bu shi wang fang, shi wang wu: the turn names another person, who is the payee, no guess
        // among the two Wang Fang left.
        let other = Fixtures.dialog(["给王芳转八百", "不是王芳 是王五"])
        #expect(other.slot("payee")?["value"]?.stringValue == "b-0003")
        #expect(other.slot("payee")?["status"]?.stringValue == "success")
        // bu shi fang fang: only a candidate refused leaves the other one to confirm.
        let refused = Fixtures.dialog(["给王芳转八百", "不是芳芳"])
        #expect(refused.slot("payee")?["value"]?.stringValue == "b-0004")
        #expect(refused.slot("payee")?["status"]?.stringValue == "confirmationRequired")
    }

    @Test func thePaymentSaidNotAndTheOtherOneTurnsTheFrameAround() {
        // bu shi yao qian, shi gei ta zhuan: the person and the amount stay.
        let r = Fixtures.dialog(["帮我向王芳要两百五", "芳芳", "不是要钱 是给她转"])
        #expect(r.intent == "send_payment")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0005")
        #expect(r.slot("amount")?["value"]?.decimalValue?.description == "250")
    }

    @Test func changesToAnOrderKeepWhatTheyDoNotSay() {
        // koora ja nakute biiru no L: the beer takes the cola's count.
        let r = Fixtures.dialog(["ハンバーガー の S ひとつ と コーラ の M ふたつ", "あの コーラ じゃなくて ビール の L に して"])
        #expect(r.items.map { $0["quantity"]?["value"]?.decimalValue?.description } == ["1", "2"])
        // Not X but Y hands on the old item's size too, in either language's order.
        let m = Fixtures.dialog(["ビール2つとハンバーガーのMください", "やっぱりハンバーガーじゃなくてチーズバーガーにして"])
        #expect(m.items.map { $0["size"]?["value"]?.stringValue } == [nil, "medium"])
        let z = Fixtures.dialog(["汉堡中份加两杯啤酒", "不是汉堡 是芝士汉堡"])
        #expect(z.items.first?["size"]?["value"]?.stringValue == "medium")
        // "The rest" sizes the items the turn did not name and that have no size yet.
        let r2 = Fixtures.dialog(["ハンバーガー2つとコーヒーとポテトください", "コーヒーはSで残りは全部Lで"])
        #expect(r2.items.map { $0["size"]?["value"]?.stringValue } == ["large", "small", "large"])
        // An order word and a count while a reorder asks which: a new order, not a pick.
        let n = Fixtures.dialog(["再下一单", "都不是 帮我新点两杯大杯拿铁"])
        #expect(n.intent == "order")
    }

    @Test func anAmountHedgedWithAboutIsAskedAgain() {
        // sanman-en kurai kana: the hedge that ends the turn still makes the amount inexact.
        let r = Fixtures.dialog(["田中さんに送金して", "3万円くらいかな"])
        #expect(r.slot("amount")?["status"]?.stringValue == "unsupported")
        #expect(r.slot("amount")?["reason"]?.stringValue == "invalid_amount")
        #expect(r["next"]?["action"]?.stringValue == "ask")
    }

    @Test func aRequestWithoutItsVerbAfterAFinishedFrameStartsOne() {
        let r = Fixtures.dialog(["残高確認したい", "じゃあハンバーガー二つ", "ラージで"])
        #expect(r.intent == "order")
        #expect(r.items.first?["size"]?["value"]?.stringValue == "large")
        #expect(r.items.first?["quantity"]?["value"]?.decimalValue?.description == "2")
    }

    @Test func answerFillsThePendingSize() {
        let r = Fixtures.dialog(["コーラください", "Lで"])
        #expect(r.intent == "order")
        #expect(r.items.first?["size"]?["value"]?.stringValue == "large")
        #expect(r["next"]?["action"]?.stringValue == "confirm")
    }

    @Test func aYesWordInsideARemarkIsNoYes() {
        let remark = Fixtures.dialog(["老闆 一杯大杯紅茶 一份中薯", "今天外面人好多喔"])
        #expect(remark["next"]?["action"]?.stringValue == "confirm")
        let yes = Fixtures.dialog(["老闆 一杯大杯紅茶 一份中薯", "好 就這樣"])
        #expect(yes["next"]?["action"]?.stringValue == "ready")
    }

    @Test func aBareNumberTheCountIsNamedForIsTheCount() {
        let r = Fixtures.dialog(["我想点餐", "拿铁", "大杯", "数量改成4"])
        #expect(r.items.first?["quantity"]?["value"]?.decimalValue?.description == "4")
        #expect(Fixtures.parse("コーヒーのL 個数は3").items.first?["quantity"]?["value"]?.decimalValue?.description == "3")
    }

    @Test func moneySaidWhileTheAmountIsAskedAnswersIt() {
        // shang ci de: "last time" only says what the money is for, no reorder.
        let r = Fixtures.dialog(["找阿明要钱", "一千二百块 是上次的报销"])
        #expect(r.intent == "request_payment")
        #expect(r["slots"]?["amount"]?["value"]?.decimalValue?.description == "1200")
    }

    @Test func noneAfterCorrectionWordsCallsTheRequestOff() {
        let r = Fixtures.dialog(["お母さんに1万円振り込んで", "いや、やっぱなし"])
        #expect(r.intent == "none")
        // A "no" to the question, then the request dropped and why.
        #expect(Fixtures.dialog(["お母さんに1万円振り込んで", "いいえ やっぱりやめておきます 直接渡すので"]).intent == "none")
    }

    @Test func aPayeeChangedAtTheConfirmationIsChanged() {
        // ...ni kaete: the new one is the payee; a surname two share is asked, never the old one kept.
        let r = Fixtures.dialog(["田中さんに3000円送って", "やっぱ高橋さんに変えて"])
        #expect(r["slots"]?["payee"]?["status"]?.stringValue == "disambiguation")
        #expect(Fixtures.dialog(["田中さんに3000円送って", "じゃあいいです"]).intent == "none")
        // Giving up, then the request's own verb refused.
        #expect(Fixtures.dialog(["唔該幫我叫架的士", "喺旺角地鐵站", "算啦 唔使叫車喇"]).intent == "none")
    }

    @Test func correctionChangesTheSize() {
        let r = Fixtures.dialog(["コーラのLください", "やっぱりMで"])
        #expect(r.items.count == 1)
        #expect(r.items.first?["size"]?["value"]?.stringValue == "medium")
    }

    @Test func whatReplacesAnItemTakenBackIsAdded() {
        let r = Fixtures.dialog(["我要两杯大杯咖啡和一份中份薯条", "薯条不要了 换成一杯小杯的茶"])
        #expect(r.items.map { $0["product"]?["value"]?.stringValue } == ["coffee", "tea"])
        // The only item taken back: the correction puts the new one in its place.
        #expect(Fixtures.dialog(["ビールください", "あっ ごめん ビールじゃなくてコーラで"]).items.count == 1)
    }

    @Test func aRemarkWithAWordKeptWholeKeepsTheOrder() {
        // te bie holds bie ("don't"), which must not take the latte back.
        let r = Fixtures.dialog(["给我一杯拿铁 一个芝士汉堡", "我同事昨天点的拿铁特别难喝"])
        #expect(r.items.count == 2)
    }

    @Test func theSameWhileASizeIsAskedIsTheOtherItemsSize() {
        // onaji no de: not last time's order while this one waits for a size.
        let r = Fixtures.dialog(["ポテトのLちょうだい", "あとコーラも", "同じので"])
        #expect(r.intent == "order")
        #expect(r.items.map { $0["size"]?["value"]?.stringValue } == ["large", "large"])
    }

    @Test func aCountSaidAsAChangeChangesTheParty() {
        func party(_ turns: [String]) -> Int? { Fixtures.dialog(turns)["slots"]?["party_size"]?["value"]?.intValue }
        #expect(party(["帮我叫辆车去机场，两个人", "再加一个人"]) == 3)
        #expect(party(["叫车去机场三个人", "少一个人"]) == 2)
        #expect(party(["空港までタクシー、二人で", "あ、もう一人増えた"]) == 3)
        // None said before: the speaker rides, so one more makes two.
        #expect(party(["幫我叫架的士去機場", "多一個人"]) == 2)
        // The change word is no place while the pickup is asked.
        #expect(Fixtures.dialog(["帮我叫辆车去机场", "再多一个人"])["slots"]?["pickup"]?["status"]?.stringValue == "needsValue")
        // Fewer said after the count, or a bare count after the change word.
        #expect(party(["タクシーで空港まで 2人", "ごめん 一人来れなくなった"]) == 1)
        #expect(party(["叫车去机场三个人", "有一个人不去了"]) == 2)
        #expect(party(["幫我叫車去機場 四個人", "少一個 有人先走了"]) == 3)
        let over = Fixtures.dialog(["タクシー呼んで、東京駅まで 4人", "やっぱりもう一人"])["slots"]?["party_size"]
        #expect(over?["reason"]?.stringValue == "party_too_large")
    }

    @Test func peopleJoiningOrLeavingChangeTheParty() {
        func party(_ turns: [String]) -> Int? { Fixtures.dialog(turns)["slots"]?["party_size"]?["value"]?.intValue }
        #expect(party(["帮我叫个车 从这里到浦东机场", "我老婆也去"]) == 2)
        #expect(party(["帮我叫个车 从这里到浦东机场", "我老婆也去", "还有我爸和我妈"]) == 4)
        #expect(party(["帮我叫个车 从这里到浦东机场", "我老婆也去", "还有我爸和我妈", "哦 我爸不去了"]) == 3)
        #expect(Fixtures.dialog(["帮我叫个车 从这里到浦东机场", "我老婆也去", "哦 我爸不去了"])["intent"]?.stringValue == "request_ride")
        #expect(party(["叫辆车 从和平饭店去外滩 我和小王两个人", "小王的女朋友也来", "再加上她闺蜜", "她们俩不来了"]) == 2)
        #expect(party(["現在地から東京駅までタクシーお願い", "あ、妻も乗ります", "あと子供も二人乗ります"]) == 4)
        #expect(party(["現在地から東京駅までタクシーお願い", "あ、妻も乗ります", "あと子供も二人乗ります", "ごめん 上の子は乗らないです"]) == 3)
        // "Too" with a place after it says where, not who.
        #expect(Fixtures.parse("我也去机场 帮我叫个车").slot("dropoff")?["value"]?.stringValue == "机场")
    }

    @Test func anItemTakenAwayByNameLeavesTheRest() {
        let items = Fixtures.dialog(["一個漢堡 大的 還有一杯珍奶 中杯", "漢堡拿掉"]).items
        #expect(items.map { $0["product"]?["value"]?.stringValue } == ["tea"])
    }

    @Test func aCorrectionThatTurnsATransferIntoARequestIsTheRequest() {
        let r = Fixtures.dialog(["给阿明转三百块", "哦不 是我要向阿明要三百块"])
        #expect(r.intent == "request_payment")
        #expect(r["slots"]?["payer"]?["value"]?.stringValue == "b-0010")
    }

    @Test func kanjiJapaneseShareWithTraditionalChineseKeepAJapaneseDialog() {
        #expect(Fixtures.dialog(["送金お願いします", "鈴木部長"])["language"]?.stringValue == "ja")
        // ... and kanji without kana keep a Chinese one Chinese.
        #expect(Fixtures.dialog(["麻煩幫我叫計程車", "今天真的好熱喔", "新店"])["language"]?.stringValue == "zh-Hant")
    }

    @Test func oneMoreAddsToTheItemsQuantity() {
        func quantities(_ turns: [String]) -> [Int?] { Fixtures.dialog(turns).items.map { $0["quantity"]?["value"]?.intValue } }
        #expect(quantities(["コーラのLください", "あ やっぱもう一つ"]) == [2])
        #expect(quantities(["来一杯大杯可乐", "再来一杯"]) == [2])
        #expect(quantities(["ハンバーガーのMとコーヒーのS 2つ", "コーヒーもう一つ追加で"]) == [1, 3])
        // Another size or another product is an item of its own.
        #expect(quantities(["来一杯大杯可乐", "再来一杯小杯可乐"]) == [1, 1])
    }

    @Test func aNotSaidAloneBeforeAPauseLeavesTheAnswerAfterIt() {
        let r = Fixtures.dialog(["幫我點一杯特大杯奶茶", "沒有喔 那中杯好了"])
        #expect(r.items.first?["size"]?["value"]?.stringValue == "medium")
    }

    @Test func theSameAsAnItemOfTheOrderIsItsSize() {
        let r = Fixtures.dialog(["ハンバーガーのＬとポテトください", "ポテトもハンバーガーと同じので"])
        #expect(r.intent == "order")
        #expect(r.items.map { $0["size"]?["value"]?.stringValue } == ["large", "large"])
        let t = Fixtures.dialog(["一個中杯拿鐵 再一杯奶茶", "奶茶也一樣"])
        #expect(t.items.map { $0["size"]?["value"]?.stringValue } == ["medium", "medium"])
    }

    @Test func justTestingCallsTheFrameOff() {
        #expect(Fixtures.dialog(["两个芝士汉堡要中号的 再来杯可乐", "可乐要大杯的", "我就测试一下 不用下单"]).intent == "none")
    }

    @Test func theSpeakerSayingNoCallsTheOrderOff() {
        #expect(Fixtures.dialog(["一杯珍珠奶茶", "我不要了"]).intent == "none")
        #expect(Fixtures.dialog(["一杯奶茶", "唉 還是不要了"]).intent == "none")
    }

    @Test func ordinalPicksACandidate() {
        let r = Fixtures.dialog(["给王芳转五百", "第二个"])
        #expect(r.slot("payee")?["status"]?.stringValue == "success")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0005")
    }

    @Test func bareNameAnswersThePayeeQuestion() {
        let r = Fixtures.dialog(["我要转账", "给李四"])
        #expect(r.intent == "send_payment")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0002")
    }

    @Test func yesToTheConfirmationMakesItReady() {
        let r = Fixtures.dialog(["コーラのLください", "はい"])
        #expect(r["next"]?["action"]?.stringValue == "ready")
    }

    @Test func aNewRequestStartsANewFrame() {
        let r = Fixtures.dialog(["コーラください", "残高を教えて"])
        #expect(r.intent == "check_balance")
    }

    @Test func aRequestAfterAFrameWithNothingPendingStartsANewFrame() {
        // A weak cue suffices when nothing was asked...
        let r = Fixtures.dialog(["余额还有多少", "那给妈妈转两千"])
        #expect(r.intent == "send_payment")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0007")
        // ... but a correction still answers the frame.
        let c = Fixtures.dialog(["上次那个", "不对，我要的是可乐"])
        #expect(c.intent == "reorder")
    }

    @Test func yesConfirmsAGuessedPayeeWhateverElseIsSaid() {
        let r = Fixtures.dialog(["给章三转五百", "对，就是他"])
        #expect(r.slot("payee")?["status"]?.stringValue == "success")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0001")
    }

    @Test func aDisambiguationAnswerByNameChooses() {
        let r = Fixtures.dialog(["高橋さんに5000円送って", "美咲さんの方"])
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0106")
        #expect(r.slot("payee")?["status"]?.stringValue == "success")
    }

    @Test func anAnswerWithoutScriptEvidenceKeepsTheDialogsScript() {
        let r = Fixtures.dialog(["給黃志明轉錢", "等一下，改成三千五"])
        #expect(r["language"]?.stringValue == "zh-Hant")
        let s = Fixtures.dialog(["给黄志明转钱", "兩千塊"])
        #expect(s["language"]?.stringValue == "zh-Hant")
    }

    @Test func theLastOneChoosesTheLastCandidate() {
        let r = Fixtures.dialog(["给王芳转五百", "最后一个"])
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0005")
        #expect(r.slot("payee")?["status"]?.stringValue == "success")
    }

    @Test func declineThenAskForSomethingElse() {
        let r = Fixtures.dialog(["上次点的东西再来一份", "不用了，我直接点一杯大杯可乐"])
        #expect(r.intent == "order")
    }

    @Test func contextMustBeAnOutputObject() {
        let bad: [JSONValue] = [.string("x"), .object(JSONObject(["intent": .string("fly")])),
                                .object(JSONObject(["intent": .string("order"), "slots": .array([])]))]
        for c in bad {
            guard case .failure(let e) = Fixtures.parser.parse("Lで", context: c) else {
                Issue.record("accepted \(c)")
                continue
            }
            #expect(e.code == .invalidContext)
        }
    }

    @Test func callingItOffEndsTheFrame() {
        for turns in [["给张三转五百", "算了"], ["コーラください", "いらない"], ["田中さんに5000円送って", "いいえ"],
                      // doing it oneself, or going another way, after "not any more"
                      ["給劉洋轉八百", "不用了 我自己轉"], ["タクシー呼んでくれる", "あ 大丈夫 歩いて帰るわ"], ["叫个车", "我走路回去"],
                      ["我想叫架的士", "咁唔使喇 唔該"]] {
            let r = Fixtures.dialog(turns)
            #expect(r.intent == "none", "\(turns)")
            #expect(r["next"]?["action"]?.stringValue == "none", "\(turns)")
            #expect(r["next"]?["prompt"]?.stringValue?.isEmpty == false, "\(turns)")
        }
    }

    @Test func weatherTalkIsNoPickup() {
        let r = Fixtures.dialog(["我想叫架的士", "今日好大雨呀"])
        #expect(r.slot("pickup")?["status"]?.stringValue == "needsValue")
        #expect(r["next"]?["slot"]?.stringValue == "pickup")
    }

    @Test func aPaymentNamingItsPersonIsNoAnswerAboutAnOrder() {
        let r = Fixtures.dialog(["两杯拿铁", "哦对了 帮我向李四要三百块"])
        #expect(r.intent == "request_payment")
        #expect(r.slot("payer")?["value"]?.stringValue == "b-0002")
    }

    @Test func notAnyMoreThenANewSlotIsAnAnswer() {
        #expect(Fixtures.dialog(["给张三转五百", "不用了 给李四吧"]).slot("payee")?["value"]?.stringValue == "b-0002")
    }

    @Test func noToAGuessAsksAgain() {
        let r = Fixtures.dialog(["给陈威转两千", "不是"])
        #expect(r.slot("payee")?["status"]?.stringValue == "needsValue")
        #expect(r["next"]?["slot"]?.stringValue == "payee")
        #expect(r.slot("amount")?["value"]?.intValue == 2000)
    }

    @Test func aRejectedBeneficiaryIsNoCandidate() {
        let guessed = Fixtures.dialog(["给陈威转两千", "不是陈伟，是陈威"])
        #expect(guessed.slot("payee")?["status"]?.stringValue == "unsupported")
        let other = Fixtures.dialog(["给王芳转两百", "不是芳芳"])
        #expect(other.slot("payee")?["status"]?.stringValue == "confirmationRequired")
        #expect(other.slot("payee")?["value"]?.stringValue == "b-0004")
        let ja = Fixtures.dialog(["李思さんに3000円送って", "李四さんじゃないです"])
        #expect(ja.slot("payee")?["status"]?.stringValue != "success")
    }

    @Test func aCorrectionWordAfterARoleMarkerStillIntroducesThePlace() {
        let ja = Fixtures.dialog(["ここから横浜駅まで", "あ 行き先やっぱ桜木町駅で"])
        #expect(ja["slots"]?["dropoff"]?["value"]?.stringValue == "桜木町駅")
        let zh = Fixtures.dialog(["从这里去机场", "目的地还是火车站吧"])
        #expect(zh["slots"]?["dropoff"]?["value"]?.stringValue == "火车站")
    }

    @Test func yesSaidManyWaysConfirms() {
        for (turns, yes) in [(["チーズバーガーのLください"], "お願い"), (["打个车从望京去国贸"], "就这样吧"), (["叫架的士由沙田去旺角"], "就咁啦")] {
            #expect(Fixtures.dialog(turns + [yes])["next"]?["action"]?.stringValue == "ready", "\(yes)")
        }
        let offered = Fixtures.dialog(["重新下單"])["slots"]?["item"]?["candidates"]?.arrayValue ?? []
        let last = Fixtures.dialog(["重新下單", "最後嗰個"])
        #expect(offered.count >= 2)
        #expect(last["slots"]?["item"]?["value"]?.stringValue == offered.last?["id"]?.stringValue)
    }

    @Test func ratherThanThatIsNoPlaceToStartFrom() {
        let r = Fixtures.dialog(["チーズバーガーふたつ", "やっぱ注文はいいや。それより東京駅までタクシー呼んで"])
        #expect(r.intent == "request_ride")
        #expect(r["slots"]?["pickup"]?["status"]?.stringValue == "needsValue")
    }

    @Test func aReorderChoiceByDateWords() {
        let offered = Fixtures.dialog(["重新下单"])["slots"]?["item"]?["candidates"]?.arrayValue ?? []
        #expect(offered.count >= 2)
        #expect(Fixtures.dialog(["重新下单", "最新的那个"])["slots"]?["item"]?["value"]?.stringValue == offered.first?["id"]?.stringValue)
        #expect(Fixtures.dialog(["重新下單", "最舊嗰個"])["slots"]?["item"]?["value"]?.stringValue == offered.last?["id"]?.stringValue)
    }
    @Test func aCountForEachGoesToEveryItem() {
        let quantities = { (turns: [String]) in
            Fixtures.dialog(turns).items.map { $0["quantity"]?["value"]?.decimalValue?.description }
        }
        #expect(quantities(["薯条和可乐", "各两个"]) == ["2", "2"])
        #expect(quantities(["ポテトとコーラ", "両方Lで2つずつ"]) == ["2", "2"])
        #expect(quantities(["ポテトとコーラ", "両方Lで2つずつ", "コーラだけ1つにして"]) == ["2", "1"])
    }

    @Test func givingUpAndSayingItIsDoneCallsTheRequestOff() {
        #expect(Fixtures.dialog(["叫个车去虹桥火车站", "就在这里", "不用了 我已经打到车了"]).intent == "none")
        #expect(Fixtures.dialog(["叫个车去虹桥火车站", "不用了 我要去浦东机场"]).intent == "request_ride")
    }
    @Test func theRequestsOwnVerbAloneAtTheConfirmationGoesAhead() {
        #expect(Fixtures.dialog(["给张三转五百", "嗯嗯 转吧"])["next"]?["action"]?.stringValue == "ready")
        // With an amount it changes the request instead.
        #expect(Fixtures.dialog(["给张三转五百", "转八百吧"])["next"]?["action"]?.stringValue == "confirm")
    }

    @Test func aTransferTurnedIntoARequestKeepsItsPersonAndAmount() {
        let r = Fixtures.dialog(["お母さんに5000円送金して", "ちがうちがう 送るんじゃなくて請求してほしいの"])
        #expect(r.intent == "request_payment")
        #expect(r["slots"]?["payer"]?["value"]?.stringValue == "b-0104")
        #expect(r["slots"]?["amount"]?["value"]?.decimalValue?.description == "5000")
        #expect(r["slots"]?["note"] == nil)
        #expect(r["next"]?["action"]?.stringValue == "confirm")
    }

    @Test func whatWasMeantAfterNotIsNoReport() {
        let r = Fixtures.dialog(["翔太に2400円請求しといて", "あ、翔太じゃなくて高橋さんだった"])
        #expect(r["slots"]?["payer"]?["status"]?.stringValue == "disambiguation")
        let party = Fixtures.dialog(["新宿駅から六本木ヒルズまでタクシー、6人で", "ごめん、俺と嫁と子供2人だった"])
        #expect(party["slots"]?["party_size"]?["value"]?.decimalValue?.description == "4")
    }

    @Test func goodsToOrderAnswerNoPaymentQuestion() {
        let r = Fixtures.dialog(["给小李转账", "哦不对，我是想点两份小薯"])
        #expect(r.intent == "order")
        #expect(Fixtures.dialog(["两杯红茶", "先不点了，给老张转三百块"]).intent == "send_payment")
        #expect(Fixtures.dialog(["老闆 來三瓶啤酒 大瓶的", "啊 等等 今天要開車 不要了"]).intent == "none")
    }

    @Test func aProductReplacedTakesItsPlace() {
        func items(_ r: JSONValue) -> [String?] { r.items.map { $0["product"]?["value"]?.stringValue } }
        let zh = Fixtures.dialog(["那个 两杯中杯可乐 一个大汉堡", "可乐换成奶茶 也是中杯两杯"])
        #expect(items(zh) == ["tea", "hamburger"])
        let ja = Fixtures.dialog(["生中ふたつとポテトのL", "すみません 生中じゃなくてウーロン茶のMふたつで"])
        #expect(items(ja) == ["tea", "fries"])
        // (What the new one does not say, the old one had.)
        #expect(Fixtures.dialog(["要一杯中杯凍檸茶 一份大薯", "凍檸茶換做可樂"]).items.first?["size"]?["value"]?.stringValue == "medium")
    }

    @Test func aPersonCorrectedAtTheConfirmationIsReadAgain() {
        let r = Fixtures.dialog(["高橋さんに1万円送金して", "美咲さん", "あ、やっぱり健さんのほうだ"])
        #expect(r["slots"]?["payee"]?["value"]?.stringValue == "b-0105")
        #expect(r["slots"]?["payee"]?["status"]?.stringValue != "success")
    }

    @Test func aTurnedOffRequestAfterAFinishedFrameEndsIt() {
        #expect(Fixtures.dialog(["余额还有多少", "明天给老张转两千"]).intent == "none")
    }

    @Test func aPastOrderNamedAfterNoIsPickedNotCalledOff() {
        let r = Fixtures.dialog(["上上次那单再来一份", "不对 是上次的"])
        #expect(r.intent == "reorder")
        let latest = Fixtures.parse("上次那个再来一份")["slots"]?["item"]?["value"]?.stringValue
        let before = Fixtures.parse("上上次那单再来一份")["slots"]?["item"]?["value"]?.stringValue
        #expect(latest != nil && latest != before)
        #expect(r["slots"]?["item"]?["value"]?.stringValue == latest)
        #expect(Fixtures.dialog(["给张三转五百", "不对 不转了"]).intent == "none")
    }

    @Test func notAskingButSendingTurnsTheRequestAround() {
        // bu shi yao | shi zhuan gei ta: "not asking", no "if" read across the recognizer's space.
        let r = Fixtures.dialog(["找张三要五百", "不是要 是转给他"])
        #expect(r.intent == "send_payment")
        #expect(r["slots"]?["payee"]?["value"]?.stringValue == "b-0001")
        #expect(r["slots"]?["payer"] == nil)
    }

    @Test func ridersAddedOrDroppingOutChangeThePartySoFar() {
        let joined = Fixtures.dialog(["幫我叫車去機場", "我老婆跟我兒子也要去"])
        #expect(joined["slots"]?["party_size"]?["value"]?.decimalValue?.description == "3")
        // who rides is no answer to where from.
        #expect(joined["slots"]?["pickup"]?["status"]?.stringValue == "needsValue")
        let counted = Fixtures.dialog(["叫车去机场", "两个孩子也一起坐"])
        #expect(counted["slots"]?["party_size"]?["value"]?.decimalValue?.description == "3")
        #expect(counted["slots"]?["pickup"]?["status"]?.stringValue == "needsValue")
        let gone = Fixtures.dialog(["叫车去机场 我和我妈", "哦 我妈不跟着去了"])
        #expect(gone["slots"]?["party_size"]?["value"]?.decimalValue?.description == "1")
        let child = Fixtures.dialog(["タクシーで空港まで", "子供も二人乗ります", "あ 下の子はやっぱり乗らない"])
        #expect(child["slots"]?["party_size"]?["value"]?.decimalValue?.description == "2")
        #expect(child["slots"]?["pickup"]?["status"]?.stringValue == "needsValue")
    }
}
