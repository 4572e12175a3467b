import Testing
@testable import NLU

@Suite struct QuantityRecognizerTests {
    @Test func countersMakeQuantities() {
        #expect(Fixtures.entitySummary("两杯", .zh) == ["quantity 两杯=2 cup"])
        #expect(Fixtures.entitySummary("一个半", .zh) == ["quantity 一个半=1.5 item"])
        #expect(Fixtures.entitySummary("五个人", .zh) == ["quantity 五个人=5 person"])
        #expect(Fixtures.entitySummary("2つ", .ja) == ["quantity 2つ=2 tsu"])
        #expect(Fixtures.entitySummary("ふたつ", .ja) == ["quantity ふたつ=2 tsu"])
        #expect(Fixtures.entitySummary("一人前", .ja) == ["quantity 一人前=1 portion"])
        #expect(Fixtures.entitySummary("三四个", .zh) == ["quantity 三四个=3 item approximate"])
    }

    @Test func aCounterWithoutANumberIsNothing() {
        #expect(Fixtures.entitySummary("个", .zh) == [])
        #expect(Fixtures.entitySummary("いつ", .ja) == [])
    }

    @Test func theLanguageChoosesTheCounters() {
        #expect(Fixtures.entitySummary("3つ", .zh) == ["3=3"])
    }

    @Test func aNumberSaidAgainAfterAPauseWasAFalseStart() {
        // wu | wu bai, liang | liang bei: only the number said in full is read.
        #expect(Fixtures.entitySummary("两 两杯", .zh) == ["quantity 两杯=2 cup"])
        #expect(Fixtures.entitySummary("五 五百块", .zh).count == 1)
        // Two numbers that do not repeat stay two.
        #expect(Fixtures.entitySummary("三 五百块", .zh).count == 2)
    }
}
