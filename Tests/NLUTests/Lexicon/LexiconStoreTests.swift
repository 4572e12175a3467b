import Foundation
import Testing
@testable import NLU

@Suite struct LexiconStoreTests {
    @Test func builtInLexiconsLoad() {
        #expect(!Fixtures.lexicons.records(kind: "product").isEmpty)
        #expect(Fixtures.lexicons.records(kind: "product", family: .ja).contains { $0.family == .ja })
        #expect(Fixtures.lexicons.files["common/beneficiaries.json"] != nil)
    }

    func withDirectory(_ files: [String: String], _ body: (String) throws -> Void) rethrows {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlu-lex-\(UUID().uuidString)")
        for (path, content) in files {
            let url = dir.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? content.write(to: url, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir.path)
    }

    /// The error loading `dir` raises (loading throws only DataFileError), if any.
    func loadError(_ dir: String) -> DataFileError? {
        do {
            _ = try LexiconStore.load(directory: dir)
        } catch {
            return error
        }
        return nil
    }

    @Test func malformedLineIsNamedByFileAndLine() {
        withDirectory(["ja/menu.jsonl": "# comment\n{\"kind\":\"product\",\"id\":\"x\",\"forms\":[\"エックス\"]}\n\n{\"kind\": \"product\", \"id\": }\n"]) { dir in
            let error = loadError(dir)
            #expect(error?.file.hasSuffix("ja/menu.jsonl") == true)
            #expect(error?.line == 4)
        }
    }

    @Test func missingKindAndEmptyFormsAreErrors() throws {
        withDirectory(["zh/a.jsonl": "{\"id\":\"x\"}\n"]) { dir in
            #expect(throws: DataFileError.self) { try LexiconStore.load(directory: dir) }
        }
        try withDirectory(["zh/a.jsonl": "{\"kind\":\"product\",\"id\":\"x\",\"forms\":[]}\n"]) { dir in
            let store = try LexiconStore.load(directory: dir)
            #expect(throws: DataFileError.self) {
                _ = try TextAnalyzer(lexicons: store, normalizer: Normalizer(), words: Fixtures.words)
            }
        }
    }

    @Test func boundFormsNeedTheKindsTheyFollow() throws {
        try withDirectory(["ja/a.jsonl": "{\"kind\":\"size\",\"id\":\"m\",\"forms\":[\"エム\"],\"bound_forms\":[\"の中\"]}\n"]) { dir in
            let store = try LexiconStore.load(directory: dir)
            #expect(throws: DataFileError.self) {
                _ = try TextAnalyzer(lexicons: store, normalizer: Normalizer(), words: Fixtures.words)
            }
        }
    }

    @Test func formsThatLostTheirFieldNameAreAnError() {
        // A tool appending forms without "forms" makes the first form a field name: never ignored.
        withDirectory(["zh/a.jsonl": "{\"kind\":\"cue\",\"id\":\"x\",\"forms\":[\"来\"]}\n{\"kind\":\"cue\",\"id\":\"y\",\"照叫\":[\"照点\"]}\n"]) { dir in
            let error = loadError(dir)
            #expect(error?.line == 2)
            #expect(error?.message.contains("照叫") == true)
        }
    }

    @Test func aNamedDayNeedsAMonthAndADayOfTheCalendar() throws {
        let bad = ["{\"kind\":\"named_day\",\"id\":\"x\",\"month\":13,\"day\":1,\"forms\":[\"某日\"]}",
                   "{\"kind\":\"named_day\",\"id\":\"x\",\"day\":1,\"forms\":[\"某日\"]}"]
        for line in bad {
            let store = try LexiconStore(files: [("zh/grammar.jsonl", Array((line + "\n").utf8))], origin: "test", displayPrefix: "")
            #expect(throws: DataFileError.self) { _ = try GrammarLexicon(store) }
        }
        let good = "{\"kind\":\"named_day\",\"id\":\"x\",\"month\":11,\"day\":11,\"forms\":[\"某日\"]}\n"
        let store = try LexiconStore(files: [("zh/grammar.jsonl", Array(good.utf8))], origin: "test", displayPrefix: "")
        _ = try GrammarLexicon(store)
    }

    @Test func missingDirectoryIsAnError() {
        #expect(throws: DataFileError.self) { try LexiconStore.load(directory: "/nonexistent/lexicons") }
    }
}

@Suite struct SpellingTests {
    func store(_ jsonl: String) throws -> LexiconStore {
        try LexiconStore(files: [("ja/spellings.jsonl", Array(jsonl.utf8))], origin: "test", displayPrefix: "")
    }

    @Test func aFormHoldingTheWrittenSpellingMatchesTheSpokenOne() throws {
        let lexicons = try store("{\"kind\":\"spelling\",\"written\":\"お願い\",\"spoken\":\"おねがい\"}\n")
        let spellings = try Spellings(lexicons: lexicons, normalizer: Fixtures.normalizer)
        let key = Fixtures.normalizer.key("注文お願い")
        #expect(spellings.variants(of: key, family: .ja) == [Fixtures.normalizer.key("注文おねがい")])
        // Only in its own language.
        #expect(spellings.variants(of: key, family: .zh).isEmpty)
    }

    @Test func aSpellingThatChangesNothingIsAnError() throws {
        let lexicons = try store("{\"kind\":\"spelling\",\"written\":\"あ\",\"spoken\":\"あ\"}\n")
        #expect(throws: DataFileError.self) { try Spellings(lexicons: lexicons, normalizer: Fixtures.normalizer) }
    }
}
