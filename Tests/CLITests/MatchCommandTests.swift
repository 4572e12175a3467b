import Foundation
import Testing
import NLU

@Suite struct MatchCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let people = root.appendingPathComponent("Corpus/payee/fixtures/people.json").path

    /// Writes `text` to a temporary file and returns its path.
    func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nlu-match-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func oneObjectPerLineWithTextFirst() throws {
        let lines = ["张三", "章三", "王芳", "たなかさん", "赵六", ""]
        let out = try CLI.run(["match", "--beneficiaries", Self.people], lines: lines)
        #expect(out.status == 0)
        #expect(out.objects.count == lines.count)
        #expect(out.lines.first?.hasPrefix(#"{"text":"张三","status":"success","value":"zh-zhangsan","candidates":[{"#) == true)
        let o = out.objects
        #expect(o.map { $0["text"]?.stringValue } == lines)
        #expect(o.map { $0["status"]?.stringValue } == ["success", "confirmationRequired", "disambiguation",
                                                        "confirmationRequired", "unsupported", "unsupported"])
        #expect(o[1]["value"]?.stringValue == "zh-zhangsan")
        #expect(o[2]["value"] == nil)
        #expect(o[2]["candidates"]?.arrayValue?.count == 2)
        #expect(o[4]["reason"]?.stringValue == "no_match")
        #expect(!out.lines.contains { $0.contains("e-") || $0.contains("E-") })
    }

    @Test func badLinesGiveErrorObjectsAndTheNextLineGoesOn() throws {
        var input = Data("张三\n".utf8)
        input.append(Data([0xFF, 0xFE, 0x0A]))
        input.append(Data(String(repeating: "张", count: 5000).utf8))
        input.append(Data("\nﾀﾅｶ\r\n老张".utf8))
        let out = try CLI.run(["match", "--beneficiaries", Self.people], stdin: input)
        #expect(out.status == 0)
        let o = out.objects
        #expect(o.count == 5)
        #expect(o[1]["error"]?["code"]?.stringValue == "invalid_utf8")
        #expect(o[2]["error"]?["code"]?.stringValue == "too_long")
        #expect(o[3]["text"]?.stringValue == "ﾀﾅｶ")
        #expect(o[3]["value"]?.stringValue == "ja-tanaka")
        #expect(o[4]["status"]?.stringValue == "success")
    }

    /// A bad beneficiaries file: exit 2, one line on stderr naming the file and
    /// the problem, nothing on stdout.
    func refuses(_ arguments: [String], mentioning words: [String]) throws {
        let out = try CLI.run(arguments, lines: ["张三"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(out.stderr)")
        for w in words { #expect(out.stderr.contains(w), "\(out.stderr) lacks \(w)") }
    }

    @Test func badBeneficiaryFilesExitTwoWithOneLine() throws {
        let malformed = try file("[\n  {\"id\": \"a\", \"name\": \"x\"},\n  {\"id\": \"b\" \"name\": \"y\"}\n]")
        try refuses(["match", "--beneficiaries", malformed], mentioning: [malformed + ":3:", "invalid JSON"])
        let duplicate = try file("[{\"id\": \"a\", \"name\": \"x\"},\n {\"id\": \"a\", \"name\": \"y\"}]")
        try refuses(["match", "--beneficiaries", duplicate], mentioning: [duplicate + ":2:", "duplicate id \"a\""])
        let empty = try file("[{\"id\": \"a\", \"name\": \"\"}]")
        try refuses(["match", "--beneficiaries", empty], mentioning: [empty, "\"name\" is empty"])
        let long = try file("[{\"id\": \"a\", \"name\": \"\(String(repeating: "名", count: 10_000))\"}]")
        try refuses(["match", "--beneficiaries", long], mentioning: [long, "10000 characters"])
        let notList = try file("{\"id\": \"a\", \"name\": \"x\"}")
        try refuses(["match", "--beneficiaries", notList], mentioning: [notList, "array"])
        try refuses(["match", "--beneficiaries", "/nonexistent/people.json"], mentioning: ["/nonexistent/people.json", "no such file"])
        try refuses(["match"], mentioning: ["--beneficiaries"])
        try refuses(["match", "--beneficiaries", Self.people, "--bogus"], mentioning: ["--bogus"])
    }

    @Test func helpExitsZero() throws {
        let out = try CLI.run(["match", "--help"])
        #expect(out.status == 0)
        #expect(String(decoding: out.stdout, as: UTF8.self).contains("--beneficiaries"))
    }

    @Test func streamsEachAnswerBeforeTheNextLineArrives() throws {
        let (answer, status) = try CLI.firstAnswerWhileInputOpen(["match", "--beneficiaries", Self.people], line: "老张")
        #expect(answer.contains("zh-zhangsan"))
        #expect(status == 0)
    }
}
