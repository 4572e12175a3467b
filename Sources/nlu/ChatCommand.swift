#if canImport(Glibc)
import Glibc
#endif
import NLU

enum ChatCommand {
    static func run(_ args: ArraySlice<String>) -> Never {
        usageError("nlu chat: not built yet")
    }
}
