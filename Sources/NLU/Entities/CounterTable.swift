/// Counters (measure words) from the lexicons' `counter` records: after a
/// number they make it a quantity with the counter's id.
enum CounterTable {
    static func load(_ lexicons: LexiconStore, into dictionary: inout EntityDictionary.Builder) throws(DataFileError) {
        for r in lexicons.records(kind: "counter") {
            guard let id = r.id, !id.isEmpty else { throw r.error("a counter needs an \"id\"") }
            let word = CounterWord(id: id, general: try r.bool("general") ?? false, everyday: try r.bool("everyday") ?? false,
                                   before: try r.bool("before") ?? false)
            let index = dictionary.add(word)
            try dictionary.add(try r.words(), as: EntityWord(role: .counter(index), family: r.family), record: r)
        }
    }
}
