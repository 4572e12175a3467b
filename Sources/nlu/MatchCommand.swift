#if canImport(Glibc)
import Glibc
#endif
import NLU

enum MatchCommand {
    static func run(_ args: ArraySlice<String>) -> Never {
        usageError("nlu match: not built yet")
    }
}
