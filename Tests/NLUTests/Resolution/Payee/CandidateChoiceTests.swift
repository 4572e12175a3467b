import Testing
@testable import NLU

/// A disambiguation answer that names one of the people shown.
@Suite struct CandidateChoiceTests {
    let matcher = PayeeFixtures.matcher([
        Beneficiary(id: "t-ken", name: "高橋健", reading: "たかはし けん"),
        Beneficiary(id: "t-misaki", name: "高橋美咲", reading: "たかはし みさき"),
        Beneficiary(id: "w-1", name: "王芳", reading: "wang fang"),
        Beneficiary(id: "w-2", name: "王芳", aliases: ["芳芳", "上海王芳"], reading: "wang fang"),
    ])

    func choose(_ answer: String, _ ids: [String]) -> String? {
        matcher.choose(Fixtures.normalizer.key(answer), among: ids)
    }

    @Test func whatSetsOnePersonApartChoosesThem() {
        #expect(choose("美咲さんの方", ["t-ken", "t-misaki"]) == "t-misaki")
        #expect(choose("みさきさんで", ["t-ken", "t-misaki"]) == "t-misaki")
        #expect(choose("上海的那个", ["w-1", "w-2"]) == "w-2")
        // A one-character given name said with an honorific.
        #expect(choose("健さん", ["t-ken", "t-misaki"]) == "t-ken")
    }

    @Test func whatAllShareOrNobodyHasIsNoChoice() {
        #expect(choose("高橋さん", ["t-ken", "t-misaki"]) == nil)
        #expect(choose("王芳", ["w-1", "w-2"]) == nil)
        #expect(choose("北京的那个", ["w-1", "w-2"]) == nil)
        // Only the people shown count: a name of someone else is not a choice.
        #expect(choose("美咲", ["t-ken", "w-1"]) == nil)
        #expect(choose("", ["t-ken", "t-misaki"]) == nil)
    }
}
