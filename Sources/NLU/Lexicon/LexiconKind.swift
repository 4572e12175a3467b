/// Record kinds that more than one layer refers to. Each layer owns the meaning
/// of its other kinds.
public enum LexiconKind {
    /// A hesitation or discourse filler; the grammar skips it.
    public static let filler = "filler"
    /// A code point fold for matching keys: {"from": "帐", "to": "账"}.
    public static let fold = "fold"
    /// Characters only one language writes: {"chars": "..."} (kanji that are
    /// Japanese only, e.g. 駅 円 様), evidence for language detection.
    public static let languageMarker = "language_marker"
}
