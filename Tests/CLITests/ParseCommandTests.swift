import Foundation
import Testing
import NLU

@Suite struct ParseCommandTests {
    @Test func oneObjectPerLineInOrder() throws {
        let lines = ["ハンバーガーをLサイズで", "给张三转五百元", "", "給張三轉五百塊", "large coffee"]
        let out = try CLI.run(["parse"], lines: lines)
        #expect(out.status == 0)
        let objects = out.objects
        #expect(objects.count == lines.count)
        for (o, line) in zip(objects, lines) {
            #expect(o["text"]?.stringValue == line)
            for key in ["normalized", "language", "intent", "confidence", "slots", "next"] {
                #expect(o[key] != nil, "\(key) missing for \(line)")
            }
        }
        #expect(objects[3]["language"]?.stringValue == "zh-Hant")
        #expect(objects[3]["normalized"]?.stringValue == "给张三转五百块")
    }

    @Test func badBytesGiveErrorObjectsAndTheNextLineGoesOn() throws {
        var input = Data()
        input.append(Data("ok one\n".utf8))
        input.append(Data([0xFF, 0xFE, 0x41, 0x0A]))                       // invalid UTF-8
        input.append(Data(String(repeating: "あ", count: 350_000).utf8))   // ~1 MB line
        input.append(Data("\n".utf8))
        input.append(Data("a\u{0}b\n".utf8))                               // NUL
        input.append(Data("\n".utf8))                                      // empty line
        input.append(Data("crlf 行\r\n".utf8))                             // CRLF
        input.append(Data("🍔🍟 emoji\n".utf8))
        input.append(Data("\u{202E}给张三\u{202C}转五百\n".utf8))         // bidi controls
        input.append(Data("{\"text\": 12}\n".utf8))                        // not a text
        input.append(Data("{\"text\": \"Lで\", \"context\": 5}\n".utf8))   // bad context
        input.append(Data("last line without newline".utf8))
        let out = try CLI.run(["parse"], stdin: input)
        #expect(out.status == 0)
        let objects = out.objects
        #expect(out.lines.count == 11)
        #expect(objects.count == 11)
        #expect(objects[1]["error"]?["code"]?.stringValue == "invalid_utf8")
        #expect(objects[2]["error"]?["code"]?.stringValue == "too_long")
        #expect(objects[3]["text"]?.stringValue == "a\u{0}b")
        #expect(objects[3]["normalized"]?.stringValue == "ab")
        #expect(objects[4]["text"]?.stringValue == "")
        #expect(objects[5]["text"]?.stringValue == "crlf 行")
        #expect(objects[6]["text"]?.stringValue == "🍔🍟 emoji")
        #expect(objects[7]["normalized"]?.stringValue == "给张三转五百")
        #expect(objects[8]["error"]?["code"]?.stringValue == "invalid_json")
        #expect(objects[9]["error"]?["code"]?.stringValue == "invalid_context")
        #expect(objects[10]["text"]?.stringValue == "last line without newline")
    }

    @Test func lineJustOverTheLimitIsTooLong() throws {
        let atLimit = String(repeating: "五", count: NLUParser.maximumLength)
        let over = atLimit + "五"
        let out = try CLI.run(["parse"], lines: [atLimit, over])
        #expect(out.objects.count == 2)
        #expect(out.objects[0]["error"] == nil)
        #expect(out.objects[1]["error"]?["code"]?.stringValue == "too_long")
    }

    @Test func unknownFlagsAndUnreadableFilesExitTwo() throws {
        let a = try CLI.run(["parse", "--bogus"])
        #expect(a.status == 2)
        #expect(a.stderr.split(separator: "\n").count == 1)
        let b = try CLI.run(["parse", "--lexicons", "/nonexistent"])
        #expect(b.status == 2)
        #expect(b.stderr.contains("/nonexistent"))
        let c = try CLI.run(["frobnicate"])
        #expect(c.status == 2)
    }

    @Test func helpExitsZero() throws {
        let out = try CLI.run(["parse", "--help"])
        #expect(out.status == 0)
        #expect(String(decoding: out.stdout, as: UTF8.self).contains("--lexicons"))
    }

    @Test func worksFromTheRootWithBuiltInLexicons() throws {
        let out = try CLI.run(["parse"], stdin: Data("ビール2つ\n".utf8), directory: URL(fileURLWithPath: "/"))
        #expect(out.status == 0)
        #expect(out.objects.first?["language"]?.stringValue == "ja")
    }

    @Test func streamsEachAnswerBeforeTheNextLineArrives() throws {
        let (answer, status) = try CLI.firstAnswerWhileInputOpen(["parse"], line: "给张三转五百")
        #expect(answer.contains("给张三转五百"))
        #expect(status == 0)
    }
}
