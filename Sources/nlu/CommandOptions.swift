#if canImport(Glibc)
import Glibc
#endif

/// Flags of one command: `--name value` for options, `--name` for switches.
/// Anything else is a usage error: a one-line message and exit status 2.
struct CommandOptions {
    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []

    init(_ arguments: ArraySlice<String>, command: String, options: Set<String>, switches allowed: Set<String>) {
        var it = arguments.makeIterator()
        while let a = it.next() {
            if a == "--help" || a == "-h" { values["help"] = "" ; continue }
            var name = a
            var inline: String? = nil
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                name = String(a[..<eq])
                inline = String(a[a.index(after: eq)...])
            }
            if options.contains(name) {
                guard let v = inline ?? it.next() else { usageError("nlu \(command): \(name) needs a value") }
                values[name] = v
            } else if allowed.contains(name) && inline == nil {
                switches.insert(name)
            } else {
                usageError("nlu \(command): unknown option '\(a)' (see nlu \(command) --help)")
            }
        }
    }

    var wantsHelp: Bool { values["help"] != nil }
    subscript(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { switches.contains(name) }
}

func usageError(_ message: String) -> Never {
    printError(message)
    exit(2)
}
