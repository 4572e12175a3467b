import Testing
@testable import NLU

/// How slots are taken from the words around the request.
@Suite struct SlotFillingTests {
    func value(_ text: String, _ slot: String) -> String? {
        let v = Fixtures.parse(text).slot(slot)
        return v?["value"]?.stringValue ?? v?["value"]?.decimalValue?.description ?? v?["status"]?.stringValue
    }

    @Test func aChineseCopulaAfterANameSaysWhatThatPersonIs() {
        // wang wu shi wo tong shi: no name the speaker gives; ta is Wang Wu.
        #expect(value("王五是我同事 给他转五百", "payee") == "b-0003")
        #expect(value("阿明係團主 轉四百蚊畀佢", "payee") == "b-0010")
        // desu after a name that opens the utterance is the speaker's own name.
        #expect(value("鈴木です、田中さんに3000円送って", "payee") == "b-0101")
    }

    @Test func whatFollowsHeOrSheIsWhatTheMoneyIsFor() {
        #expect(value("阿明叫我轉五百蚊畀佢交學費", "payee") == "b-0010")
    }

    @Test func anAmountAfterACorrectingNotCorrectsTheAmountNotTheVerb() {
        #expect(Fixtures.parse("田中に3000円請求 じゃなくて4000円").intent == "request_payment")
        #expect(value("田中に3000円請求 じゃなくて4000円", "amount") == "4000")
    }

    @Test func aPlaceSaidTwiceIsSaidOnce() {
        #expect(value("あのー 品川駅 品川駅から タクシー", "pickup") == "品川駅")
        #expect(value("叫车 从 西单 西单 到 王府井", "pickup") == "西单")
    }

    @Test func aReasonBeforeKaraIsNoPickup() {
        #expect(value("雨ひどいからタクシー呼んで", "pickup") == "needsValue")
        #expect(value("疲れたからタクシーで家まで", "pickup") == "needsValue")
        #expect(value("渋谷駅からタクシー", "pickup") == "渋谷駅")
    }

    @Test func aPlaceEndsWhereWeStartsTheParty() {
        #expect(value("从上海站到浦东机场 我们俩 打个车", "dropoff") == "浦东机场")
        #expect(value("打车到我家", "dropoff") == "我家")
    }

    @Test func peopleNamedBeforeRidingTooJoinWhoRides() {
        // musume to musuko mo issho desu: they ride along with the speaker; a particle between
        // (jiiji to baaba ga noru kara) makes them the whole party.
        #expect(value("タクシーここに呼んで 娘と息子も一緒です", "party_size") == "3")
        #expect(value("我岳父岳母也要坐 叫车去机场", "party_size") == "3")
        #expect(value("おじいちゃんとおばあちゃんが乗るから、ここから市民病院までタクシー呼んで", "party_size") == "2")
        // hanako | san | mo norimasu: a recognizer's space before the honorific.
        #expect(value("タクシーここに呼んで 花子 さん も 乗ります", "party_size") == "2")
    }

    @Test func aCountOfPeopleAfterMySomeoneOrWeIsTheParty() {
        #expect(value("我跟我同學三個人 從師大到台電大樓 叫小黃", "party_size") == "3")
        #expect(value("我們班上五個同學要一起去夜市 從這裡叫一台車", "party_size") == "5")
        #expect(value("唔該叫架的士去機場 我同屋企人一共四個", "party_size") == "4")
    }

    @Test func whoRidesListedWithAndIsTheParty() {
        #expect(value("我跟老婆還有兩個小孩要去機場 幫我叫車", "party_size") == "4")
        #expect(Fixtures.parse("我跟老婆還有兩個小孩要去機場 幫我叫車").slot("party_size")?["text"]?.stringValue == "我跟老婆還有兩個小孩")
        #expect(value("叫一辆车去机场 我和老公还有我妈", "party_size") == "3")
        #expect(value("わたしと妻と子供二人で空港までタクシーお願い", "party_size") == "4")
        #expect(value("我和两个朋友去机场 叫车", "party_size") == "3")
        // A count said of the people before it is all of them.
        #expect(value("我和老婆两个人，从这里打车去西湖", "party_size") == "2")
        #expect(value("上司と2人で、ここから大手町までタクシー呼んでください", "party_size") == "2")
        // Where counts follow what they count, a count after a person counts such people.
        #expect(value("私と友達2人で渋谷駅から新宿まで", "party_size") == "3")
        // A count right after "counting me" is everyone; a correction may come between who rides and the count.
        #expect(value("子ども3人連れてて 私入れて4人 現在地から動物園までタクシー呼んで", "party_size") == "4")
        #expect(value("连我四个人 从这里打车去机场", "party_size") == "4")
        #expect(value("在北京西站上车 人数改成三个", "party_size") == "3")
        // "We" says no number by itself: the list gives none, the default stays.
        #expect(value("我们和老师打车去机场", "party_size") == "1")
    }

    @Test func theVerbSaidAgainWithAnotherAmountSaysTheAmountMeant() {
        #expect(value("跟小李收两百 呃 收两百五", "amount") == "250")
        #expect(value("给张三转三百 呃 转三百五", "amount") == "350")
        // Somebody else named between: not the same request said again.
        #expect(value("给张三转五百 给李四转三百", "amount") == "500")
    }

    @Test func aPlaceCharacterInsideANameIsPartOfIt() {
        let r = Fixtures.parse("给王家明转五百")
        #expect(r.slot("payee")?["text"]?.stringValue == "王家明")
        #expect(r.slot("payee")?["status"]?.stringValue == "unsupported")
    }

    @Test func twoPeopleJoinedByAndAreOfferedAsSaid() {
        let ids = { (text: String) in Fixtures.parse(text).slot("payee")?["candidates"]?.arrayValue?.compactMap { $0["id"]?.stringValue } }
        #expect(ids("田中さんと花子に1000円ずつ送って") == ["b-0101", "b-0102"])
        #expect(ids("給李四同張三各轉五百") == ["b-0002", "b-0001"])
    }

    @Test func aTopicWordAPlaceWordClosesAfterAMarkerNamesThePlace() {
        #expect(value("明天早上七點從我家叫車去高鐵左營站", "dropoff") == "高鐵左營站")
        #expect(Fixtures.parse("坐高铁去上海").intent == "none")
    }

    @Test func aListedPayeeASpaceFollowsIsTheWholeName() {
        #expect(value("转两百给小李 房租", "payee") == "b-0002")
        #expect(value("轉一百五十蚊畀阿明 食飯錢", "payee") == "b-0010")
        // ... and so is he or she, the one beneficiary named elsewhere.
        #expect(value("小李叫我轉四百塊給他 唱歌的錢", "payee") == "b-0002")
        // shou kuan ren shi: the one paid, said as a label; a transfer, never a request from him.
        #expect(Fixtures.parse("转一千二 收款人是李四").intent == "send_payment")
        #expect(value("转一千二 收款人是李四", "payee") == "b-0002")
    }

    @Test func andInsideAPlaceNameIsPartOfIt() {
        #expect(value("叫车去协和医院", "dropoff") == "协和医院")
        #expect(value("去和平路", "dropoff") == "和平路")
        #expect(value("去机场和火车站", "dropoff") == "机场")
    }

    @Test func dialectWeCountsTheParty() {
        #expect(value("得嘞 帮我从这儿叫个车去洪崖洞 俺们仨", "party_size") == "3")
        #expect(value("幫我叫車 呢度上車 去西九龍站 得我一個", "dropoff") == "西九龍站")
    }

    @Test func aBarePlaceAfterACorrectionReplacesTheLastOne() {
        #expect(value("叫车去虹桥机场 哦不 浦东机场 就在这里上车", "dropoff") == "浦东机场")
        #expect(value("タクシーで羽田空港まで いや 成田空港", "dropoff") == "成田空港")
        #expect(value("从国贸 哦不 从三里屯出发 去机场", "pickup") == "三里屯")
    }

    @Test func aWordForWhoRidesMaySayHowMany() {
        #expect(value("我们一家三口去机场 叫个车", "party_size") == "3")
        #expect(value("小两口打个车去外滩", "party_size") == "2")
        #expect(Fixtures.parse("叫车 一家六口").slot("party_size")?["reason"]?.stringValue == "party_too_large")
        #expect(value("げんざいちから はかたえきまで たくしー よんで", "dropoff") == "はかたえき")
    }

    @Test func heOrSheAfterAPayeeStartsWhatTheyWillDo() {
        #expect(value("幫我轉兩萬五給老婆她會拿去繳", "payee") == "b-0008")
        // ...but a relative of theirs is somebody else.
        #expect(Fixtures.parse("给张三他妈妈转五百").slot("payee")?["status"]?.stringValue != "success")
    }

    @Test func youIsTheOneCalledFirst() {
        #expect(value("老婆 给你转两百 买奶茶喝", "payee") == "b-0008")
    }

    @Test func theAmountOfTheSentenceThatAsks() {
        #expect(value("我们四个吃了四百 找李四收一百", "amount") == "100")
    }

    @Test func anAmountPutRightKeepsItsCurrency() {
        #expect(value("轉五百蚊俾阿明 唔係 八百", "currency") == "HKD")
        #expect(value("轉五百蚊俾阿明 唔係 八百", "amount") == "800")
    }

    @Test func chasingSomebodyToPayBackAsksForMoney() {
        let r = Fixtures.parse("芳芳欠我八十蚊 幫我追佢還錢")
        #expect(r.intent == "request_payment")
        #expect(value("芳芳欠我八十蚊 幫我追佢還錢", "payer") == "b-0005")
        #expect(r.slot("payee") == nil)
    }

    @Test func aPlaceOfTheReasonGivesWayToTheRequests() {
        #expect(value("ばあちゃん病院に連れてくから ここから 市民病院まで タクシー ふたりで", "dropoff") == "市民病院")
        #expect(value("ばあちゃん病院に連れてくから ここから 市民病院まで タクシー ふたりで", "pickup") == "current_location")
        #expect(value("駅に行くから タクシー呼んで", "dropoff") == "駅")
    }

    @Test func whoTheCarFetchesEndsThePlace() {
        #expect(value("派个车到望京SOHO接客户 送他去国贸", "pickup") == "望京SOHO")
        #expect(value("派个车到望京SOHO接客户 送他去国贸", "dropoff") == "国贸")
    }

    @Test func aMarkerRightAfterAnotherStartsTheName() {
        #expect(value("帮我叫个车 从回龙观到西二旗", "pickup") == "回龙观")
        #expect(value("帮我叫个车 从回龙观到西二旗", "dropoff") == "西二旗")
        #expect(value("在这里叫个快车 去 去万达广场", "dropoff") == "万达广场")
        #expect(value("从这里回家", "dropoff") == "家")
        #expect(value("叫車 兩位 由銅鑼灣去將軍澳", "dropoff") == "將軍澳")
        #expect(value("好了 这回是真的 从这里叫辆车去西湖", "dropoff") == "西湖")
    }

    @Test func aCarSentToAPlacePicksUpThere() {
        #expect(value("请派一辆车到如家酒店", "pickup") == "如家酒店")
        #expect(value("请派一辆车到如家酒店", "dropoff") == "notRequired")
        #expect(value("打车到机场", "dropoff") == "机场")
    }

    @Test func aPlaceOfAReportedClauseGivesWayToTheRequests() {
        #expect(value("母にさっき電話したら駅まで迎えに来てって言われたから 現在地からタクシー呼んで", "pickup") == "current_location")
    }

    @Test func aNamedPlaceEndsAtAPauseBeforeIt() {
        #expect(value("大雨だし 品川駅まで タクシー呼んで", "dropoff") == "品川駅")
        #expect(value("新宿駅 西口から タクシー", "pickup") == "新宿駅 西口")
    }

    @Test func aNumberedPlaceEndsBeforeARequestWord() {
        #expect(value("叫车去九份吧", "dropoff") == "九份")
    }

    @Test func anAmountOfAReportedClauseIsNotTheAmount() {
        #expect(value("昨天吃饭花了三百，帮我给老张转一百五", "amount") == "150")
        #expect(value("跟老婆收一半的房租 一萬五", "amount") == "15000")
    }

    @Test func aKanaNameReachesBackOverSyllablesReadAsParticles() {
        // ha (particle) + na (frame) + ko-san: the name is hanako-san.
        #expect(value("はなこさんに1000円振り込んで", "payee") == "b-0102")
        #expect(Fixtures.parse("はなこさんに1000円振り込んで").slot("payee")?["status"]?.stringValue == "confirmationRequired")
        #expect(value("それはたなかさんに送って", "payee") == "b-0101")
    }

    @Test func aColonAfterANoteMarkerIntroducesTheNote() {
        #expect(value("给陈总打款3.5万元 备注：货款", "note") == "货款")
        #expect(value("花子に1万円送って メモ：誕生日", "note") == "誕生日")
    }

    @Test func someThousandsIsNoAmount() {
        // suu-sen-en: "some thousand yen" must never become a transfer of 1000.
        let amount = Fixtures.parse("田中さんに数千円送って").slot("amount")
        #expect(amount?["status"]?.stringValue != "success")
        #expect(Fixtures.parse("给张三转几百块").slot("amount")?["status"]?.stringValue != "success")
    }

    @Test func countsSaidAfterWhoTheyCountAddUp() {
        #expect(value("大人3人 子ども2人で 成田空港から", "party_size") == "5")
        #expect(Fixtures.parse("大人3人 子ども2人で 成田空港から").slot("party_size")?["reason"]?.stringValue == "party_too_large")
        #expect(value("从人民广场到陆家嘴 大人两个小孩一个", "party_size") == "3")
        #expect(value("从人民广场到陆家嘴 大人两个小孩一个", "dropoff") == "陆家嘴")
    }

    @Test func theCarComingHereMakesHereThePickupOnly() {
        let r = Fixtures.parse("马上叫一辆出租车 到这里接我")
        #expect(r.slot("pickup")?["value"]?.stringValue == "current_location")
        #expect(r.slot("dropoff")?["status"]?.stringValue == "notRequired")
    }

    @Test func aParticleBetweenKatakanaIsAParticle() {
        // poteto no eru: no ICU word break is needed to see "no" and "eru" (L) here.
        let item = Fixtures.parse("あのー ポテトのエルをひとつ").items.first
        #expect(item?["size"]?["value"]?.stringValue == "large")
    }

    @Test func aHouseNumberBelongsToItsStreet() {
        #expect(value("从天河区体育西路3号到白云机场 我们两位", "pickup") == "天河区体育西路3号")
    }

    @Test func aNameSaidTwiceIsSaidOnce() {
        #expect(value("给张三张三转五百块", "payee") == "b-0001")
        #expect(value("えーと高橋さん 高橋さんに2000円送金お願い", "payee") == "disambiguation")
    }

    @Test func anUnknownNameBetweenTheRequestAndTheAmountIsWhoItIsFor() {
        let guess = Fixtures.parse("欸 轉帳 張山 一千塊").slot("payee")
        #expect(guess?["status"]?.stringValue == "confirmationRequired")
        #expect(guess?["value"]?.stringValue == "b-0001")
        #expect(value("转账 一下 五百", "payee") == "needsValue")
    }

    @Test func aNoteSaysWhatItSaysAndAsksForNothing() {
        #expect(value("给小李转五十块五毛 说是昨天的奶茶钱", "note") == "昨天的奶茶钱")
        #expect(value("给张三转五百 备注还我饭钱", "note") == "还我饭钱")
        #expect(Fixtures.parse("芳芳剛剛轉了兩百給我，說是還我飲料錢").intent == "none")
    }

    @Test func aCarThatComesForTheSpeakerPicksUpWhereItIsSent() {
        #expect(value("今から池袋駅西口までタクシーで迎えに来て", "pickup") == "池袋駅西口")
        #expect(value("今から池袋駅西口までタクシーで迎えに来て", "dropoff") == "notRequired")
        #expect(value("雷門前で拾って東京スカイツリーまで", "dropoff") == "東京スカイツリー")
        // What ends on a predicate says something about the place; it names none.
        #expect(value("タクシー一台 お願いしたいんですけど 行き先は六本木で 迎えの場所はまだ決めてなくて", "pickup") == "needsValue")
        #expect(value("幫我叫架Uber 我個location係旺角 去尖沙咀", "pickup") == "旺角")
        #expect(value("依家喺公司 幫我叫架Uber返屋企", "dropoff") == "屋企")
    }

    @Test func anotherRequestsWordInsideAPlaceNameIsPartOfIt() {
        #expect(value("从徐家汇港汇恒隆广场打车回家", "pickup") == "徐家汇港汇恒隆广场")
        #expect(value("嗯 我看一下喔 從永和上車啦 去台北車站", "pickup") == "永和")
        #expect(value("我们六个人要从南京南站去新街口 叫个车", "dropoff") == "新街口")
        #expect(value("在西二旗地铁站A口上车 去中关村软件园", "dropoff") == "中关村软件园")
    }

    @Test func aCorrectionNamingAProductCorrectsThatItem() {
        let items = Fixtures.parse("ビールのL二本とポテトのM一つ やっぱりビールはMで").items
        #expect(items.map { $0["product"]?["value"]?.stringValue } == ["beer", "fries"])
        #expect(items.map { $0["size"]?["value"]?.stringValue } == ["medium", "medium"])
        // All of them, said when each has its size, changes them all.
        let all = Fixtures.parse("コーラのMとポテトのM あっ 全部Lにして").items
        #expect(all.map { $0["size"]?["value"]?.stringValue } == ["large", "large"])
    }

    @Test func chooseFromTheLastOnesListsThem() {
        #expect(value("また注文したいんだけど前のやつから選ばせて", "item") == "disambiguation")
    }

    @Test func anEmojiEndsAPlace() {
        #expect(value("冲 滴滴走起 从人民广场去陆家嘴🚗", "dropoff") == "陆家嘴")
    }

    @Test func aGivingUpThatNamesWhatItDropsDropsOnlyThat() {
        let items = Fixtures.parse("两个中号汉堡 一杯大可乐 算了可乐不要了").items
        #expect(items.map { $0["product"]?["value"]?.stringValue } == ["hamburger"])
    }

    @Test func askingSomeoneToPayIsARequest() {
        #expect(Fixtures.parse("请求王五付款两百元").intent == "request_payment")
    }

    @Test func aNameTakenBackAtOnceIsNobodyCalled() {
        #expect(value("花子、いや違う、田中に 四千円 送って", "payee") == "b-0101")
    }

    @Test func aLoneCorrectionWordCorrectsEvenWhenItAlsoJudges() {
        let items = Fixtures.parse("ビールのL、あ、違う、Mで 二本").items
        #expect(items.map { $0["size"]?["value"]?.stringValue } == ["medium"])
        #expect(items.first?["quantity"]?["value"]?.intValue == 2)
    }

    @Test func aCurrentPlaceSaidAsMineIsTheCurrentLocation() {
        #expect(value("幫我叫架的士 兩個人 就喺我而家嘅位置", "pickup") == "current_location")
    }

    @Test func theStrongestReorderCueSaysHowToPick() {
        // rireki (history) over mou ikkai (again): a choice, not the latest.
        #expect(value("注文履歴からもう一回オーダーしたい", "item") == "disambiguation")
        #expect(Fixtures.parse("前回のビールもう一回").slot("item")?["status"]?.stringValue == "success")
    }

    @Test func amountsBeyondExactDecimalsAreInvalidNotTheirFirstDigit() {
        let a = Fixtures.parse("お母さんに一無量大数円送って").slot("amount")
        #expect(a?["status"]?.stringValue == "unsupported")
        #expect(a?["reason"]?.stringValue == "invalid_amount")
        #expect(value("翔太に10ドル50セント送って", "amount") == "10.5")
    }

    @Test func aPlaceNameMayStartWithACount() {
        #expect(value("從淡水坐計程車到九份，兩個人", "dropoff") == "九份")
        #expect(value("打车去101大楼", "dropoff") == "101大楼")
        #expect(value("打车到机场 两个人", "party_size") == "2")
    }

    @Test func withTwoPeopleNamedThePayeeIsTheOneTheRequestMarks() {
        // The wrong one as success would move money to the wrong person.
        #expect(value("田中さんの代わりに鈴木部長に1万円送って", "payee") == "b-0103")
        #expect(value("鈴木部長の代わりに田中さんに2万円送金して", "payee") == "b-0101")
        #expect(value("田中さんに頼まれたんだけど鈴木部長に5000円送っといて", "payee") == "b-0103")
        #expect(value("张三让我给李四转五百块", "payee") == "b-0002")
        // ... and a correction still decides.
        #expect(value("给张三转五百 不对 是给李四", "payee") == "b-0002")
        #expect(value("花子に5000円送って あ違う田中さんに", "payee") == "b-0101")
    }

    @Test func twoPayeesJoinedByAndAreAChoiceNeverOurPick() {
        let zh = Fixtures.parse("给张三和李四各转五百").slot("payee")
        #expect(zh?["status"]?.stringValue == "disambiguation")
        #expect(zh?["value"] == nil)
        let ja = Fixtures.parse("田中さんと鈴木部長に1000円ずつ送って").slot("payee")
        #expect(ja?["status"]?.stringValue == "disambiguation")
        // A person in the context is no second payee.
        #expect(value("田中さんとご飯食べたから鈴木部長に送金", "payee") == "b-0103")
        // Whose account it comes from is no payee.
        #expect(value("田中さんの口座から鈴木部長に送金", "payee") == "b-0103")
    }

    @Test func aPersonNamedThroughAnotherIsNotThatOther() {
        // zhang san de lao po is not Zhang San: never success for him.
        for text in ["转五百给张三的老婆", "转五百给老张的儿子", "鈴木部長の奥さんに送金して"] {
            #expect(Fixtures.parse(text).slot("payee")?["status"]?.stringValue != "success", "\(text)")
        }
        // A pronoun stands for the one beneficiary named elsewhere.
        #expect(value("张三那五百块现在转给他", "payee") == "b-0001")
    }

    @Test func withoutAMarkerSeveralNamedPeopleAreAChoice() {
        for text in ["张三？不，李四，转五百", "我替张三还李四五百"] {
            let p = Fixtures.parse(text).slot("payee")
            #expect(p?["status"]?.stringValue == "disambiguation", "\(text)")
            #expect(p?["value"] == nil, "\(text)")
        }
        #expect(value("张三500", "payee") == "b-0001")
    }

    @Test func thisAloneAfterAPlaceMarkerIsWhereTheSpeakerIs() {
        #expect(value("在这叫个车去机场", "pickup") == "current_location")
        #expect(value("从這打车去火车站", "pickup") == "current_location")
        // As a word of its own it would split zhe yang: a yes stays a yes.
        #expect(Fixtures.dialog(["从国贸打车去机场", "对 就这样"])["next"]?["action"]?.stringValue == "ready")
    }

    @Test func aKinWordAndWithCountTheParty() {
        #expect(value("从邮局门口到第一中学 我带俩孙子 叫个车", "party_size") == "3")
        #expect(value("我跟老伴还有闺女三个 从这叫个车去医院", "party_size") == "3")
    }

    @Test func aBarePlaceBesideTheRequestIsWhereTheCarGoes() {
        #expect(value("タクシー 札幌駅北口 3名", "pickup") == "札幌駅北口")
        #expect(value("麻烦叫辆的士 天河城正门 到 广州塔", "pickup") == "天河城正门")
        #expect(Fixtures.parse("叫車 台大醫院門口 兩個人").slot("pickup")?["text"]?.stringValue == "台大醫院門口")
        // A place said in a correction is the correction's.
        #expect(Fixtures.dialog(["从这里去浦东机场", "哦不对 去虹桥机场 不是浦东"])["slots"]?["pickup"]?["value"]?.stringValue
                == "current_location")
    }

    @Test func aPersonOfAClauseThatTellsWhatWasDoneIsNotThePayee() {
        #expect(value("渡辺さんじゃなくて田中さんに送金して、5千円。渡辺さんには先週もう払ったから", "payee") == "b-0101")
        // The one a correction names stands, whatever else its clause tells.
        #expect(value("轉五百蚊畀李四 喂唔係 係畀王五 李四嗰份已經俾咗", "payee") == "b-0003")
    }

    @Test func ofAPlaceSaidTwiceTheOneOfTheRequest() {
        #expect(value("妻と子供2人と一緒に空港まで行きたいんだけど、荷物多いから大きい車がいいな。ここから羽田空港までタクシーお願い", "dropoff")
                == "羽田空港")
        #expect(value("我和老婆还有两个孩子要去机场，行李挺多的。从现在的位置叫一辆车去浦东机场", "dropoff") == "浦东机场")
    }

    @Test func whoseAccountItGoesIntoIsThePayee() {
        #expect(value("帮我向张三的账户汇款五千元", "payee") == "b-0001")
        #expect(value("转到张三的账户五百", "payee") == "b-0001")
        // Whose account it comes from is not.
        #expect(value("從我老婆的帳戶轉兩千塊給阿明", "payee") == "b-0010")
        #expect(value("请帮我办理转账业务", "payee") == "needsValue")
    }

    @Test func myMotherIsTheMotherOnTheListToConfirm() {
        let p = Fixtures.parse("给我妈打两千块钱").slot("payee")
        #expect(p?["status"]?.stringValue == "confirmationRequired")
        #expect(p?["value"]?.stringValue == "b-0007")
        // A relative nobody lists stays nobody.
        #expect(Fixtures.parse("给我哥转五百").slot("payee")?["status"]?.stringValue == "unsupported")
    }

    @Test func aNumeralWrittenOntoAnUnknownCharacterEndsTheName() {
        // zhang3 san: a recognizer's character for the surname keeps the name whole and the amount its own.
        let r = Fixtures.parse("给彰三转五百")
        #expect(r.slot("payee")?["value"]?.stringValue == "b-0001")
        #expect(r.slot("amount")?["value"]?.decimalValue?.description == "500")
        #expect(Fixtures.parse("健一に五千円送って").slot("payee")?["text"]?.stringValue == "健一")
        #expect(value("同僚の高橋美咲さんにランチ代850円払っといて", "payee") == "b-0106")
    }

    @Test func theSpeakerInARequestFrameRides() {
        #expect(Fixtures.parse("帮我和老婆叫个车 从这里去虹桥机场").slot("party_size")?["value"]?.decimalValue?.description == "2")
    }

    @Test func aCountAfterNoAfterPeopleListedIsTheTotal() {
        #expect(Fixtures.parse("私と夫と赤ちゃんの3人 ここに車呼んで").slot("party_size")?["value"]?.decimalValue?.description == "3")
    }

    @Test func aCountOfWhoRidesTooJoinsTheSpeaker() {
        // liang ge hai zi ye yi qi zuo: two more than the speaker.
        #expect(value("叫车去机场 两个孩子也一起坐", "party_size") == "3")
        #expect(Fixtures.parse("叫车去机场 两个孩子也一起坐").slot("party_size")?["text"]?.stringValue == "两个孩子")
        #expect(value("叫车去机场 两个", "party_size") == "2")
        #expect(value("幫我叫車去機場 我老婆跟兩個小孩也要坐", "party_size") == "4")
        #expect(value("タクシーで空港まで 妻と子供二人も乗ります", "party_size") == "4")
        #expect(value("帮我叫车从这里去浦东机场 我爸妈也一起坐", "party_size") == "3")
        // noru dake: riding, with no "too", joins nobody.
        #expect(value("名古屋駅から実家までタクシー、おじいちゃん一人乗るだけやで", "party_size") == "1")
        // duo yi ge ren, wo peng you: who the one more is.
        #expect(value("叫車去機場 多一個人 我朋友也要一起", "party_size") == "2")
    }

    @Test func whoIsBroughtAlongRidesWithTheSpeaker() {
        #expect(value("叫车去机场 带两个朋友", "party_size") == "3")
        #expect(value("叫车去机场 带上我爸妈", "party_size") == "3")
        #expect(value("由觀塘叫架的士去西貢 帶埋我個女", "party_size") == "2")
        // dai wo qu: "take me" brings nobody.
        #expect(value("帶我去士林夜市 從這裡 叫計程車", "party_size") == "1")
    }

    @Test func countsAfterAndAlsoAddToThoseCounted() {
        #expect(value("呃 帮我叫个车 从这里去大悦城 除了我还有两个人", "party_size") == "3")
        #expect(value("帮我叫辆车从这里去机场 我和老婆两个人 还有一个孩子", "party_size") == "3")
        #expect(value("幫我叫計程車從這裡去信義威秀 我跟女朋友兩個 還有她妹妹", "party_size") == "3")
        #expect(value("叫个车 从这儿走 去虹桥火车站 我还有我两个同学", "party_size") == "3")
        // (wo gen lao ban hai you gui nv san ge: a count after them all is still everyone.)
        #expect(value("我跟老伴还有闺女三个 从这叫个车去医院", "party_size") == "3")
    }

    @Test func adultsAndChildrenAndTotalsOfKinds() {
        #expect(value("帮我约个车 半小时后从杭州东站到西湖 三大一小", "party_size") == "4")
        #expect(value("打个车 从这里到机场 一共两个大人两个小孩", "party_size") == "4")
        #expect(value("子供3人連れてて私も乗るので合計4人で駅前のロータリーからタクシー呼んで", "party_size") == "4")
        // yi da yi xiao in an order is a size each.
        #expect(Fixtures.parse("汉堡一大一小").items.count == 2)
    }

    @Test func oneListedThenSaidNotToComeIsOffTheList() {
        #expect(value("叫个车 带上我爸我妈 不对 我妈不去 从这里到协和医院", "party_size") == "2")
    }

    @Test func shiBeforeAValueAloneAfterAPausePutsTheAmountRight() {
        #expect(value("给张三转五百 等一下 是八百", "amount") == "800")
        #expect(value("给张三转五百 呃是八百块", "amount") == "800")
        // (not a number that names something else: a room, a month)
        #expect(value("给王五转三千五 是1805室这个月的房租", "amount") == "3500")
        #expect(value("給張三轉八百塊 是3月份的會費", "amount") == "800")
    }

    @Test func aPlaceSaidAgainAfterACorrectionIsTheOneTakenBack() {
        #expect(value("帮我叫车从成都东站到春熙路不是春熙路是宽窄巷子", "dropoff") == "宽窄巷子")
        #expect(value("打车去静安寺 不是静安寺 是南京西路", "dropoff") == "南京西路")
    }

    @Test func cantoneseAdultsAndChildrenCountThePartyAsMandarinDoes() {
        #expect(value("叫架的士 由赤鱲角機場去尖沙咀 三大一細", "party_size") == "4")
        #expect(value("叫车去机场 两大一细", "party_size") == "3")
    }

    @Test func waitingForSomeoneIsNoConditionWord() {
        // deng ta, "waiting for him", ends no place and holds no request.
        #expect(value("我在楼下等他 帮我叫个车去机场", "pickup") == "楼下")
    }

    @Test func aThresholdConditionEndsBeforeThePayer() {
        #expect(value("残高が1万切ってたら母に2万円請求して", "payer") == "b-0104")
    }

    @Test func andInsideAPlaceNameBeforeItsPlaceWord() {
        #expect(value("帮我约个车带上我妈从我这去北京协和医院", "dropoff") == "北京协和医院")
        #expect(value("从王府井打车去颐和园带上我老婆和我儿子", "dropoff") == "颐和园")
        #expect(value("从王府井打车去颐和园带上我老婆和我儿子", "party_size") == "3")
    }

    @Test func aMeasureWordWithNoNumberBeforeWhoRidesIsOne() {
        #expect(value("带上个小孩去机场", "party_size") == "2")
        #expect(value("我和老婆还有个小孩去机场", "party_size") == "3")
    }

    @Test func aJapaneseListEndingOnItsAndRidesWithTheSpeaker() {
        #expect(value("妻と子供二人と空港までタクシーお願い", "party_size") == "4")
        #expect(value("妻と子供二人を連れて空港までタクシー", "party_size") == "4")
        #expect(value("妻と子供二人を連れて空港までタクシー", "dropoff") == "空港")
        #expect(value("私と妻と子供二人で空港まで", "party_size") == "4")
    }

    @Test func aWordForNowThatNamesAPlaceIsOneOnlyAfterAMarker() {
        #expect(value("帮我打个车我要去宜家从这儿", "dropoff") == "宜家")
        #expect(value("宜家幫我叫架車去機場", "pickup") == "needsValue")
    }

    @Test func aPlaceTakenBackByItsFirstWordsIsTheOneSaid() {
        #expect(value("叫辆车到汉口火车站 不是汉口 是武昌火车站 从这里", "dropoff") == "武昌火车站")
    }

    @Test func aCountCorrectedRightAfterItsKanaCounter() {
        #expect(Fixtures.parse("ハンバーガー3ついや2つでサイズは全部Sね").items.first?["quantity"]?["value"]?.decimalValue?.description == "2")
    }
}
