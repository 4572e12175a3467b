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
