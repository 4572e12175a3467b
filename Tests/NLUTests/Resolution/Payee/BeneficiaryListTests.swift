import Foundation
import Testing
@testable import NLU

@Suite struct BeneficiaryListTests {
    func parse(_ text: String) throws(DataFileError) -> [Beneficiary] {
        try BeneficiaryList.parse(Array(text.utf8), file: "list.json")
    }

    /// The error a file produces, or nil (recorded as a failure) when it loads.
    func problem(_ text: String) -> DataFileError? {
        do {
            let list = try parse(text)
            Issue.record("expected an error, loaded \(list.count) beneficiaries")
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheSpecFormat() throws {
        let list = try parse("""
        [{"id": "b-0001", "name": "张三", "aliases": ["老张"], "reading": "zhang san"},
         {"id": "b-0002", "name": "田中太郎", "reading": "たなか たろう", "note": {"any": [1, 2.5e3, true, null]}},
         {"id": "b-0003", "name": "\\u674e\\u56db", "aliases": null, "reading": null}]
        """)
        #expect(list == [
            Beneficiary(id: "b-0001", name: "张三", aliases: ["老张"], reading: "zhang san"),
            Beneficiary(id: "b-0002", name: "田中太郎", reading: "たなか たろう"),
            Beneficiary(id: "b-0003", name: "李四"),
        ])
        #expect(try parse("[]").isEmpty)
        #expect(try parse("\u{FEFF}[{\"id\":\"a\",\"name\":\"x\"}]").count == 1)
    }

    @Test func malformedJSONNamesFileLineAndWhat() {
        let e = problem("[\n  {\"id\": \"a\", \"name\": \"x\"},\n  {\"id\": \"b\", \"name\": \"y\",}\n]")
        #expect(e?.file == "list.json")
        #expect(e?.line == 3)
        #expect(e?.message.hasPrefix("invalid JSON") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\"}")?.message.contains("unterminated") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\"}] trailing")?.message.contains("after the array") == true)
        #expect(problem("")?.message.contains("empty") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \"\\q\"}]")?.message.contains("escape") == true)
    }

    @Test func theShapeIsChecked() {
        #expect(problem("{\"id\": \"a\", \"name\": \"x\"}")?.message.contains("expected a JSON array") == true)
        let notObject = problem("[{\"id\": \"a\", \"name\": \"x\"},\n 5]")
        #expect(notObject?.line == 2)
        #expect(notObject?.message.contains("beneficiary 2") == true)
        #expect(problem("[{\"name\": \"x\"}]")?.message.contains("missing \"id\"") == true)
        #expect(problem("[{\"id\": \"a\"}]")?.message.contains("missing \"name\"") == true)
        #expect(problem("[{\"id\": 7, \"name\": \"x\"}]")?.message.contains("\"id\" must be a string") == true)
        #expect(problem("[{\"id\": \"\", \"name\": \"x\"}]")?.message.contains("\"id\" is empty") == true)
    }

    @Test func emptyAndBlankNamesAreRejected() {
        #expect(problem("[{\"id\": \"a\", \"name\": \"\"}]")?.message.contains("\"name\" is empty") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \" \\u3000\\t\"}]")?.message.contains("\"name\" is empty") == true)
    }

    @Test func aliasesMustBeStrings() {
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\", \"aliases\": [\"y\", 1]}]")?.message.contains("\"aliases\" must be a list of strings") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\", \"aliases\": \"y\"}]")?.message.contains("\"aliases\" must be a list of strings") == true)
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\", \"aliases\": [\"\"]}]")?.message.contains("\"alias\" is empty") == true)
    }

    @Test func duplicateIDsNameBothLines() {
        let e = problem("[\n{\"id\": \"a\", \"name\": \"x\"},\n{\"id\": \"b\", \"name\": \"y\"},\n{\"id\": \"a\", \"name\": \"z\"}\n]")
        #expect(e?.line == 4)
        #expect(e?.message.contains("duplicate id \"a\" (first at line 2)") == true)
    }

    @Test func absurdlyLongNamesAreRejected() {
        let long = String(repeating: "张", count: 10_000)
        let e = problem("[{\"id\": \"a\", \"name\": \"\(long)\"}]")
        #expect(e?.message.contains("10000 characters long") == true)
        #expect(e?.message.contains("at most \(BeneficiaryList.maximumNameLength)") == true)
        let justFits = String(repeating: "张", count: BeneficiaryList.maximumNameLength)
        #expect((try? parse("[{\"id\": \"a\", \"name\": \"\(justFits)\"}]"))?.count == 1)
        #expect(problem("[{\"id\": \"a\", \"name\": \"x\", \"aliases\": [\"\(long)\"]}]") != nil)
    }

    @Test func nothingIsHalfLoaded() throws {
        // The error is thrown; no list comes back, however many entries were good.
        var entries = (1...100).map { "{\"id\": \"b\($0)\", \"name\": \"n\($0)\"}" }
        entries.append("{\"id\": \"b1\", \"name\": \"again\"}")
        #expect(throws: DataFileError.self) { try parse("[" + entries.joined(separator: ",\n") + "]") }
    }

    @Test func loadNamesAMissingFile() {
        #expect(throws: DataFileError(file: "/nonexistent/list.json", line: 0, message: "no such file")) {
            try BeneficiaryList.load(path: "/nonexistent/list.json")
        }
        #expect(throws: DataFileError.self) { try BeneficiaryList.load(path: NSTemporaryDirectory()) }
    }

    @Test func theDemoListLoads() throws {
        let list = try BeneficiaryList.load(path: PayeeFixtures.root.appendingPathComponent("Lexicons/common/beneficiaries.json").path)
        #expect(list.count >= 10)
    }
}
