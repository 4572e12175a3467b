import Foundation
import Testing
import NLU

@Suite struct EntitiesCommandTests {
    @Test func oneObjectPerLineWithExactValuesAndSpans() throws {
        let lines = ["给张三转两千五百块", "转五百", "コーラふたつとビール", "", "九块九毛九", "九千九百九十九万亿亿"]
        let out = try CLI.run(["entities"], lines: lines)
        #expect(out.status == 0)
        let objects = out.objects
        #expect(objects.count == lines.count)
        for (o, line) in zip(objects, lines) {
            #expect(o["text"]?.stringValue == line)
            #expect(o["entities"]?.arrayValue != nil)
        }
        // {"type": "money", "value": 2500, "currency": "CNY", "text": "两千五百块", "span": [4, 9]}
        let money = objects[0]["entities"]?.arrayValue?.last
        #expect(money?["type"]?.stringValue == "money")
        #expect(money?["value"] == .number("2500"))
        #expect(money?["currency"]?.stringValue == "CNY")
        #expect(money?["text"]?.stringValue == "两千五百块")
        #expect(money?["span"] == [4, 9])
        #expect(objects[0]["entities"]?.arrayValue?.first?["type"]?.stringValue == "person")
        // A number with no currency is a number; the grammar decides the currency.
        #expect(objects[1]["entities"]?.arrayValue?.first?["type"]?.stringValue == "number")
        let order = objects[2]["entities"]?.arrayValue ?? []
        #expect(order.map { $0["type"]?.stringValue ?? "" } == ["product", "quantity", "product"])
        #expect(order[1]["unit"]?.stringValue == "tsu")
        #expect(objects[3]["entities"] == [])
        #expect(objects[4]["entities"]?.arrayValue?.first?["value"] == .number("9.99"))
        let overflow = objects[5]["entities"]?.arrayValue?.first
        #expect(overflow?["value"] == .null)
        #expect(overflow?["problem"]?.stringValue == "overflow")
    }

    @Test func currencyIsNullWhenNotSaidAndTheLanguageCanBeGiven() throws {
        let a = try CLI.run(["entities"], lines: ["人民币", "¥88"])
        #expect(a.objects[1]["entities"]?.arrayValue?.first?["currency"] == .null)
        #expect(a.objects[0]["entities"]?.arrayValue?.first?["value"] == .null)
        let b = try CLI.run(["entities", "--language", "ja"], lines: ["¥88", "一万三"])
        #expect(b.objects[0]["entities"]?.arrayValue?.first?["currency"]?.stringValue == "JPY")
        #expect(b.objects[1]["entities"]?.arrayValue?.first?["value"] == .number("10003"))
        let c = try CLI.run(["entities", "--language=zh"], lines: ["一万三"])
        #expect(c.objects[0]["entities"]?.arrayValue?.first?["value"] == .number("13000"))
    }

    @Test func badLinesGiveErrorObjectsAndTheNextLineGoesOn() throws {
        var input = Data()
        input.append(Data([0xFF, 0xFE, 0x0A]))
        input.append(Data((String(repeating: "九", count: NLUParser.maximumLength + 1) + "\n").utf8))
        input.append(Data("{\"text\": \"五百\"}\n".utf8))
        input.append(Data("三块".utf8))
        let out = try CLI.run(["entities"], stdin: input)
        #expect(out.status == 0)
        let objects = out.objects
        #expect(objects.count == 4)
        #expect(objects[0]["error"]?["code"]?.stringValue == "invalid_utf8")
        #expect(objects[1]["error"]?["code"]?.stringValue == "too_long")
        #expect(objects[2]["text"]?.stringValue == "{\"text\": \"五百\"}", "a line is text, never JSON")
        #expect(objects[3]["entities"]?.arrayValue?.first?["value"] == .number("3"))
    }

    @Test func flagsAndHelp() throws {
        for args in [["entities", "--bogus"], ["entities", "--language", "fr"], ["entities", "--lexicons", "/nonexistent"],
                     ["entities", "--language"]] {
            let out = try CLI.run(args)
            #expect(out.status == 2, "\(args)")
            #expect(out.stderr.split(separator: "\n").count == 1, "\(args)")
        }
        let help = try CLI.run(["entities", "--help"])
        #expect(help.status == 0)
        #expect(String(decoding: help.stdout, as: UTF8.self).contains("--language"))
    }

    @Test func worksFromTheRootWithBuiltInLexicons() throws {
        let out = try CLI.run(["entities"], stdin: Data("ビール2つ\n".utf8), directory: URL(fileURLWithPath: "/"))
        #expect(out.status == 0)
        #expect(out.objects.first?["entities"]?.arrayValue?.count == 2)
    }

    @Test func streamsEachAnswerBeforeTheNextLineArrives() throws {
        let (answer, status) = try CLI.firstAnswerWhileInputOpen(["entities"], line: "五块五")
        #expect(answer.contains("5.5"))
        #expect(status == 0)
    }
}
