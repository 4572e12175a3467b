import Testing
@testable import NLU

@Suite struct HistoryTests {
    @Test func datesOrderTheHistoryNotTheFile() {
        // h-2 is the newest (2026-11-25 00:30 UTC), though it is second in the file.
        let r = Fixtures.parse("前回と同じの")
        #expect(r.slot("item")?["value"]?.stringValue == "h-2")
        let named = Fixtures.parse("前回のビール")
        #expect(named.slot("item")?["value"]?.stringValue == "h-1")
    }

    @Test func bareReorderOffersTheNewestFirst() {
        let r = Fixtures.parse("再注文したい")
        #expect(r.slot("item")?["status"]?.stringValue == "disambiguation")
        let ids = r.slot("item")?["candidates"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(ids == ["h-2", "h-1", "h-3"])
    }

    @Test func emptyHistoryIsNoHistory() throws {
        let parser = try NLUParser(lexicons: Fixtures.lexicons)
        let r = parser.parse("上次那个再来一份").json
        #expect(r.slot("item")?["reason"]?.stringValue == "no_history")
    }

    @Test(arguments: ["2026-11-20T12:00:00Z", "2026-11-20T21:00:00+09:00", "2026-11-20T12:00:00.250Z", "2026-11-20 12:00:00Z"])
    func isoDatesParse(_ text: String) {
        #expect(ISODate.seconds(text) == 1_795_176_000)
    }

    /// 2026-11-02 18:30 UTC is 11-03 in China and Japan: the day of a past order is the
    /// language's, and civilDay inverts the date arithmetic (leap days and the year's turn too).
    @Test(arguments: [("2026-11-02T18:30:00Z", 0, 11, 2), ("2026-11-02T18:30:00Z", 480, 11, 3),
                      ("2024-02-29T12:00:00Z", 0, 2, 29), ("2026-12-31T20:00:00Z", 540, 1, 1), ("1969-12-31T23:00:00Z", 0, 12, 31)])
    func ordersFallOnTheLanguagesDay(_ text: String, _ offset: Int, _ month: Int, _ day: Int) {
        let seconds = ISODate.seconds(text)!
        let d = ISODate.civilDay(seconds + Int64(offset) * 60)
        #expect(d.month == month && d.day == day)
    }

    @Test func aDateNamesThatDaysOrder() {
        let book = HistoryBook([HistoryEntry(id: "a", product: "beer", size: nil, quantity: 1, date: "", time: ISODate.seconds("2026-11-02T18:30:00Z")!),
                                HistoryEntry(id: "b", product: "cola", size: nil, quantity: 1, date: "", time: ISODate.seconds("2026-11-03T09:00:00Z")!)])
        #expect(book.placed(month: 11, day: 3, offsetMinutes: 480).map(\.id) == ["b", "a"])
        #expect(book.placed(month: 11, day: 2, offsetMinutes: 480).isEmpty)
        #expect(book.placed(month: nil, day: 2, offsetMinutes: 0).map(\.id) == ["a"])
    }

    @Test(arguments: ["2026-13-01T00:00:00Z", "yesterday", "2026-11-20T25:00:00Z", "2026-11-20T12:00:00Zjunk", ""])
    func badDatesAreRejected(_ text: String) {
        #expect(ISODate.seconds(text) == nil)
    }

    @Test func badHistoryFilesAreNamed() {
        let cases = ["{}", "[{\"id\": \"a\"}]", "[{\"id\": \"a\", \"product\": \"beer\", \"date\": \"soon\"}]",
                     "[{\"id\": \"a\", \"product\": \"beer\", \"date\": \"2026-11-20T12:00:00Z\"}, {\"id\": \"a\", \"product\": \"beer\", \"date\": \"2026-11-20T12:00:00Z\"}]",
                     "[{\"id\": \"a\", \"product\": \"beer\", \"quantity\": 0, \"date\": \"2026-11-20T12:00:00Z\"}]", "[1,"]
        for text in cases {
            do {
                _ = try HistoryList.parse(Array(text.utf8), file: "h.json")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.file == "h.json")
            }
        }
    }

    @Test func theOrderBeforeTheLastIsTheSecondNewest() {
        let newest = Fixtures.parse("重新下单").slot("item")?["candidates"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(newest.count >= 2)
        for text in ["前々回の注文をもう一度お願いします", "上上次那单再下一次", "倒數第二張訂單再來一次"] {
            let r = Fixtures.parse(text)
            #expect(r.intent == "reorder", "\(text)")
            #expect(r.slot("item")?["value"]?.stringValue == newest.dropFirst().first, "\(text)")
        }
        // "Last time" is still the newest.
        #expect(Fixtures.parse("跟上次一样").slot("item")?["value"]?.stringValue == newest.first)
    }
}
