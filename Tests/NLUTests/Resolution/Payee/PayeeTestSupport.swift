import Foundation
@testable import NLU

/// Shared by the payee tests: where the repository's data is, and matchers
/// built from a list (building one is what a caller does once per list).
enum PayeeFixtures {
    /// The repository root (this file is Tests/NLUTests/Resolution/Payee/...).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func matcher(_ list: [Beneficiary]) -> PayeeMatcher {
        do {
            return try PayeeMatcher(beneficiaries: list, lexicons: Fixtures.lexicons, normalizer: Fixtures.normalizer)
        } catch {
            fatalError("matcher: \(error)")
        }
    }

    /// A list from Corpus/payee/fixtures.
    static func list(_ name: String) throws -> [Beneficiary] {
        try BeneficiaryList.load(path: root.appendingPathComponent("Corpus/payee/fixtures/\(name)").path)
    }

    static let people: PayeeMatcher = {
        do { return matcher(try list("people.json")) } catch { fatalError("people.json: \(error)") }
    }()
}
