#if canImport(Glibc)
import Glibc
#endif
import NLU

/// Lexicons from `--lexicons DIR`, or the copy built into the binary. Any
/// problem is fatal with the file and line named (exit 2).
func loadLexicons(_ directory: String?, command: String) -> LexiconStore {
    do {
        if let d = directory { return try LexiconStore.load(directory: d) }
        return try LexiconStore.builtIn()
    } catch {
        usageError("nlu \(command): \(error)")
    }
}

/// The parser with `--lexicons`, `--beneficiaries` and `--history` as given.
func makeParser(_ options: CommandOptions, command: String) -> NLUParser {
    let lexicons = loadLexicons(options["--lexicons"], command: command)
    do {
        let beneficiaries = try options["--beneficiaries"].map { path throws(DataFileError) in try BeneficiaryList.load(path: path) }
        let history = try options["--history"].map { path throws(DataFileError) in try HistoryList.load(path: path) } ?? []
        return try NLUParser(lexicons: lexicons, beneficiaries: beneficiaries, history: history)
    } catch {
        usageError("nlu \(command): \(error)")
    }
}
