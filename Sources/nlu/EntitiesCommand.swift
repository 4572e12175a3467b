#if canImport(Glibc)
import Glibc
#endif
import NLU

enum EntitiesCommand {
    static func run(_ args: ArraySlice<String>) -> Never {
        usageError("nlu entities: not built yet")
    }
}
