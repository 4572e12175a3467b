/// Record kinds that more than one layer refers to. Each layer owns the meaning
/// of its other kinds.
public enum LexiconKind {
    /// A hesitation or discourse filler; the grammar skips it.
    public static let filler = "filler"
    /// A code point fold for matching keys: {"from": "zhang", "to": "zhang"}.
    public static let fold = "fold"
    /// Characters only one language writes: {"chars": "..."} (kanji that are
    /// Japanese only, e.g. eki en sama), evidence for language detection.
    public static let languageMarker = "language_marker"
    /// One word written in kanji or in kana: {"written": "...", "spoken": "..."}; each
    /// lexicon form holding the written one is also matched spelled the other way.
    public static let spelling = "spelling"
    /// A case particle (ni, wa, kara); the text layer keeps one from hiding
    /// the first kana of a word a recognizer wrote after a space.
    public static let particle = "particle"
}
