/// Tells Japanese from simplified and traditional Chinese from the text itself.
///
/// Evidence, strongest first: kana (only Japanese writes it); kanji that only
/// Japanese uses (a lexicon list) and lexicon forms that only one language has;
/// then, between the Chinese scripts, code points that only one of them uses
/// (from ICU's script converters).
/// With Han and no evidence either way the answer is simplified Chinese, the
/// commoner script; with no Han and no kana it is `und`.
public struct LanguageDetector: Sendable {
    private let japaneseOnly: Set<UInt32>
    /// Characters written in Hong Kong and Taiwan (Cantonese wu, xi, xi) that
    /// ICU's converters do not mark as traditional.
    private let traditionalOnly: Set<UInt32>
    private let normalizer: Normalizer

    public init(normalizer: Normalizer, japaneseOnlyCharacters: Set<UInt32>, traditionalOnlyCharacters: Set<UInt32> = []) {
        self.normalizer = normalizer
        self.japaneseOnly = japaneseOnlyCharacters
        self.traditionalOnly = traditionalOnlyCharacters
    }

    /// The language, and whether the text itself showed it (kana, a script's own
    /// characters or forms) rather than the fallback to simplified Chinese: a
    /// dialog answer without evidence keeps the dialog's script.
    public func detectWithEvidence(_ text: NormalizedText, tokens: [Token]) -> (language: Language, evident: Bool) {
        var kana = 0, han = 0, jaChars = 0, cantonese = 0
        for s in text.nfkc {
            let v = s.value
            if ScalarClass.isKana(v) { kana += 1 }
            else if ScalarClass.isHan(v) {
                han += 1
                if japaneseOnly.contains(v) { jaChars += 1 }
                if traditionalOnly.contains(v) { cantonese += 1 }
            }
        }
        if kana > 0 { return (.ja, true) }
        if han == 0 { return (.und, false) }
        let (traditional, simplified) = normalizer.scriptEvidence(text)
        var jaForms = 0, zhForms = 0
        for t in tokens where t.kind == .lexicon {
            // A form only one language's lexicon has.
            guard let first = t.tags.first?.family, t.tags.allSatisfy({ $0.family == first }) else { continue }
            if first == .ja { jaForms += 1 } else { zhForms += 1 }
        }
        // Japanese shinjitai share many shapes with simplified Chinese (hui, guo),
        // so script markers only choose between the Chinese scripts.
        if jaChars + jaForms > zhForms { return (.ja, true) }
        if traditional + cantonese > simplified { return (.zhHant, true) }
        // Chinese lexicon forms tell the family, not the script.
        return (.zhHans, simplified > 0)
    }
}
