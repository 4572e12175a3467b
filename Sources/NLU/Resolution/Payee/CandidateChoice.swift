extension PayeeMatcher {
    /// The candidate a disambiguation answer names (takahashi misaki to
    /// "misaki-san no hou", Wang Fang to her alias), or nil.
    ///
    /// The answer picks among the people the user was just shown, so it needs
    /// to say only what sets one apart: some stretch of two or more characters
    /// of that person's name, alias or reading that no other candidate's has.
    /// Exactly one candidate so named is the choice; none or several is no choice.
    public func choose(_ answer: [UInt32], among ids: [String]) -> String? {
        guard ids.count > 1, !answer.isEmpty else { return nil }
        var wanted = Set(ids)
        var people: [(id: String, forms: [[UInt32]])] = []
        for b in list where wanted.contains(b.id) {
            wanted.remove(b.id)
            var forms = ([b.name] + b.aliases).map { SpokenName.clean(normalizer.key($0)) }
            if let r = b.reading { forms += r.split(separator: " ").map { SpokenName.clean(normalizer.key(String($0))) } }
            people.append((b.id, forms.filter { $0.count >= 2 }))
            if wanted.isEmpty { break }
        }
        var named: [String] = []
        for (k, person) in people.enumerated() {
            let others = people.indices.filter { $0 != k }.flatMap { people[$0].forms }
            let setApart = person.forms.contains { form in
                Self.stretches(of: form).contains { s in
                    answer.containsStretch(s) && !others.contains { $0.containsStretch(s) }
                }
            }
            if setApart { named.append(person.id) }
        }
        if named.count == 1 { return named[0] }
        guard named.isEmpty else { return nil }
        // ken-san: a part too short for the rule above, said as the whole name
        // (honorific aside), that begins or ends one candidate's name and no other's.
        for reading in SpokenName(key: answer, lexicon: lexicon).readings {
            let core = reading.core
            let owners = people.filter { person in
                person.forms.contains { $0.count > core.count && ($0.hasScalarPrefix(core) || $0.hasScalarSuffix(core)) }
            }
            let sayers = people.filter { person in person.forms.contains { $0.containsStretch(core[...]) } }
            if owners.count == 1, sayers.count == 1 { return owners[0].id }
        }
        return nil
    }

    /// Every stretch of two or more code points of a form.
    private static func stretches(of form: [UInt32]) -> [ArraySlice<UInt32>] {
        var out: [ArraySlice<UInt32>] = []
        guard form.count >= 2 else { return out }
        for i in 0..<(form.count - 1) {
            for j in (i + 2)...form.count { out.append(form[i..<j]) }
        }
        return out
    }
}

extension Array where Element == UInt32 {
    fileprivate func containsStretch(_ s: ArraySlice<UInt32>) -> Bool {
        guard s.count <= count else { return false }
        for i in 0...(count - s.count) where self[i..<(i + s.count)].elementsEqual(s) { return true }
        return false
    }
}
