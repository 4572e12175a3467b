/// Splits a normalized utterance into tokens: lexicon forms first (longest
/// match with one form of look-ahead, so hanbaagaa, xin tai bi or a beneficiary's
/// name is never split), ICU word breaks for what lies between them where kana
/// are involved (and to check short kana forms), script runs where not.
public final class Tokenizer: Sendable {
    private let lexicon: ScalarTrie<LexiconTag>
    /// Forms of at most two hiragana, as written in the lexicons.
    private let particles: ScalarTrie<LexiconTag>
    private let extra: [any TokenSource]
    private let words: ICUWordBreaker

    /// Lexicon records whose forms count only where ICU puts word breaks around them.
    /// By record index (a table, not a set: it is asked for every form at every position).
    private let wordBreakRecords: [Bool]

    public init(lexicon: ScalarTrie<LexiconTag>, particles: ScalarTrie<LexiconTag> = ScalarTrie(),
                extra: [any TokenSource] = [], words: ICUWordBreaker, wordBreakRecords: Set<Int32> = []) {
        self.lexicon = lexicon
        self.particles = particles
        self.extra = extra
        self.words = words
        var table = [Bool](repeating: false, count: Int(wordBreakRecords.max() ?? -1) + 1)
        for r in wordBreakRecords where r >= 0 { table[Int(r)] = true }
        self.wordBreakRecords = table
    }

    public func tokenize(_ text: NormalizedText) -> [Token] {
        let key = text.keyValues
        var tokens: [Token] = []
        tokens.reserveCapacity(key.count / 2 + 1)
        var gapStart: Int? = nil
        // ICU's word breaks over the whole utterance, computed at most once and
        // only when needed (a gap of two or more code points, or a short kana form).
        var words: ICUWords? = nil
        // Forms by start position, each looked up once: the look-ahead asks again
        // for positions the main loop reaches next.
        var memo = [Memo](repeating: .unknown, count: key.count)
        func formsAt(_ k: Int) -> Forms? {
            switch memo[k] {
            case .found(let f): return f
            case .nothing: return nil
            case .unknown: break
            }
            let found = forms(key, at: k, text: text, words: &words)
            memo[k] = found.map(Memo.found) ?? .nothing
            return found
        }
        var i = 0
        while i < key.count {
            if let found = formsAt(i) {
                var end = found.longest.end, tags = found.longest.tags
                // wa|iran, not hai|ran: a shorter form here that lets a longer
                // one start where it ends reaches further.
                if end - i >= 2 {
                    let reach = end < key.count ? (formsAt(end)?.longest.end ?? end) : end
                    for k in (i + 1)..<end {
                        // A particle ICU would not split off (wa|iranai: ICU reads hai|ra|nai)
                        // counts here when a longer form starts right after it.
                        guard let shorter = found.all.first(where: { $0.end == k }) ?? found.weak.first(where: { $0.end == k }),
                              let next = formsAt(k), next.longest.end > reach,
                              next.longest.end - k >= 3 || found.all.contains(where: { $0.end == k }) else { continue }
                        (end, tags) = (shorter.end, shorter.tags)
                        break
                    }
                }
                // ke ke le: a form across a recognizer's space (ke ke, cocoa) loses to one
                // that starts at the space and reaches further (ke le), when what comes
                // before the space only begins it: a false start.
                // A word said twice across the space (zhuan zhuan) is the same false start,
                // not the doubled word the lexicons may list with another meaning.
                if let b = text.spaceBoundaries.first(where: { $0 > i && $0 < end }),
                   key[b...].starts(with: key[i..<b]), let after = formsAt(b),
                   after.longest.end > end || Self.saidOver(key, i..<end, word: b - i) {
                    if after.longest.end == end || gapStart == nil {
                        // Said again whole, or begun again (zhuan | zhuan zhuan wu bai): the first
                        // saying is a pause, no word of its own.
                        if let g = gapStart { segmentGap(text, g..<i, &words, into: &tokens); gapStart = nil }
                        tokens.append(Token(range: i..<b, kind: .punctuation))
                    }
                    i = b
                    continue
                }
                // ei | bu yong le: a word of its own before the space, and a longer form starting
                // at the space, say two things; the form across the space (ei bu) is not meant.
                // A form across the space longer than the one after it (hai you | duo shao qian a)
                // is what was said, a particle after it no new word.
                if let b = text.spaceBoundaries.first(where: { $0 > i && $0 < end }),
                   let whole = found.all.first(where: { $0.end == b }), let after = formsAt(b), after.longest.end > end,
                   after.longest.end - b >= end - i {
                    if let g = gapStart { segmentGap(text, g..<i, &words, into: &tokens); gapStart = nil }
                    tokens.append(Token(range: i..<b, kind: .lexicon, tags: whole.tags))
                    i = b
                    continue
                }
                if let g = gapStart { segmentGap(text, g..<i, &words, into: &tokens); gapStart = nil }
                tokens.append(Token(range: i..<end, kind: .lexicon, tags: tags))
                i = end
            } else {
                if gapStart == nil { gapStart = i }
                i += 1
            }
        }
        if let g = gapStart { segmentGap(text, g..<key.count, &words, into: &tokens) }
        return tokens
    }

    /// zhuan zhuan, zhuan zhuan zhuan: the stretch is one word said over and over (said twice, or a
    /// form listing the stutter).
    private static func saidOver(_ key: [UInt32], _ r: Range<Int>, word n: Int) -> Bool {
        n > 0 && r.count > n && r.count % n == 0
            && stride(from: r.lowerBound + n, to: r.upperBound, by: n).allSatisfy { key[$0..<($0 + n)].elementsEqual(key[r.lowerBound..<(r.lowerBound + n)]) }
    }

    /// A form found at a position: where it ends and what it is.
    private struct FormEnd {
        var end: Int
        var tags: [LexiconTag]
    }

    /// The forms at a position: the longest, every one, and those ICU's word
    /// breaks only half support (kept for the look-ahead).
    private struct Forms {
        var longest: FormEnd
        var all: [FormEnd]
        var weak: [FormEnd]
    }

    private enum Memo {
        case unknown, nothing
        case found(Forms)
    }

    /// The longest form starting at `i` that does not cut a run of Latin
    /// letters or digits ("l" must not match inside "large"), nor a word ICU
    /// sees, when the form is one or two hiragana (the particle ni must not
    /// match inside ninjin, nor kara inside karaage).
    private func forms(_ key: [UInt32], at i: Int, text: NormalizedText, words: inout ICUWords?) -> Forms? {
        if i > 0 && Self.continuesWord(key[i - 1], key[i]) { return nil }
        if i > 0 && Self.attachesToPrevious(key[i]) { return nil }
        var best: FormEnd? = nil
        var all: [FormEnd] = []
        var weak: [FormEnd] = []
        var needsWords: [FormEnd] = []
        let wordBreakRecords = self.wordBreakRecords
        func consider(_ end: Int, _ tags: [LexiconTag]) {
            if end < key.count && Self.continuesWord(key[end - 1], key[end]) { return }
            // Never split a syllable: shi|ya (small ya), ka|- (long vowel mark); but a long vowel mark
            // drawn out after a word written in hiragana (kudasai-, okutte-) only lengthens it.
            if end < key.count && Self.attachesToPrevious(key[end]) && ScalarClass.isKana(key[end - 1])
                && !(ScalarClass.isProlongedSoundMark(key[end]) && ScalarClass.isHiragana(text.nfkc[end - 1].value)
                     && Self.endsDrawnOut(key, after: end)) { return }
            // puri|nsu hoteru, biggu|saito: a katakana form that a katakana word the lexicons do not
            // know goes on from is a piece of that longer word.
            if end < key.count, ScalarClass.isKatakana(text.nfkc[end].value), !ScalarClass.isProlongedSoundMark(text.nfkc[end].value),
               (i..<end).allSatisfy({ ScalarClass.isKatakana(text.nfkc[$0].value) }), !lexicon.hasMatch(key, from: end) { return }
            // Short hiragana forms need ICU's word breaks, unless nothing hiragana touches
            // them (poteto|no|eru, eki|kara, 3-tsu iya|2-tsu): then nothing else can be meant.
            // The script as written (the key folds katakana to hiragana: eru is no particle).
            let written = text.nfkc
            if end - i <= 2 && (i..<end).allSatisfy({ ScalarClass.isHiragana(written[$0].value) })
                && !((i == 0 || Self.endsAWord(written[i - 1].value) || text.spaceBoundaries.contains(i) || Self.countedBefore(written, i))
                     && (end == key.count || Self.endsAWord(written[end].value) || text.spaceBoundaries.contains(end))) {
                needsWords.append(FormEnd(end: end, tags: tags))
                return
            }
            // Forms of records marked `word_break` must not cut a word ICU knows (dou in cheng dou).
            if !wordBreakRecords.isEmpty && tags.contains(where: { $0.record >= 0 && Int($0.record) < wordBreakRecords.count && wordBreakRecords[Int($0.record)] }) {
                needsWords.append(FormEnd(end: end, tags: tags))
                return
            }
            all.append(FormEnd(end: end, tags: tags))
            if let b = best {
                if end > b.end { best = FormEnd(end: end, tags: tags) } else if end == b.end { best = FormEnd(end: end, tags: b.tags + tags) }
            } else {
                best = FormEnd(end: end, tags: tags)
            }
        }
        lexicon.forEachMatch(key, from: i, consider)
        // Short forms written in hiragana (particles: ni, kara) match only
        // hiragana: the ni (katakana) of hoteru nyuu ootani is no particle.
        if (i..<min(i + 2, key.count)).contains(where: { ScalarClass.isHiragana(text.nfkc[$0].value) }) {
            particles.forEachMatch(key, from: i) { end, tags in
                if (i..<end).allSatisfy({ ScalarClass.isHiragana(text.nfkc[$0].value) }) { consider(end, tags) }
            }
        }
        for source in extra { source.forEachMatch(key, from: i, spaces: text.spaceBoundaries, consider) }
        if !needsWords.isEmpty && (best?.end ?? 0) < needsWords.map(\.end).max()! {
            if words == nil { words = ICUWords(text, self.words) }
            let boundaries = words!.boundaries
            let chunk = kanaChunk(around: i, text)
            for form in needsWords {
                let end = form.end, tags = form.tags
                guard boundaries.contains(i) && boundaries.contains(end) else {
                    if boundaries.contains(i) { weak.append(form) }
                    continue
                }
                // A recognizer wrote this kana word between spaces (shibuyaeki made):
                // a particle does not hide inside it.
                if let c = chunk, c.lowerBound < i, end < c.upperBound { continue }
                // Nor does one open it when no word the lexicons know follows (kara | hakataeki made:
                // the place begins with ha), unlike wa | iranai.
                if let c = chunk, c.lowerBound == i, i > 0, end < c.upperBound, tags.allSatisfy({ $0.kind == LexiconKind.particle }),
                   !lexicon.hasMatch(key, from: end) { continue }
                all.append(form)
                if end > (best?.end ?? 0) { best = form } else if end == best?.end { best = FormEnd(end: end, tags: best!.tags + tags) }
            }
        }
        guard let longest = best else { return nil }
        return Forms(longest: longest, all: all, weak: weak)
    }

    /// The all-hiragana stretch between two of the input's spaces that holds
    /// position `i`, if there is one.
    private func kanaChunk(around i: Int, _ text: NormalizedText) -> Range<Int>? {
        guard !text.spaceBoundaries.isEmpty else { return nil }
        let lower = text.spaceBoundaries.last { $0 <= i } ?? 0
        let upper = text.spaceBoundaries.first { $0 > i } ?? text.key.count
        let chunk = lower..<upper
        return chunk.allSatisfy({ ScalarClass.isHiragana(text.key[$0].value) || ScalarClass.isProlongedSoundMark(text.key[$0].value) }) ? chunk : nil
    }

    /// Next to a hiragana form, a code point that cannot be part of the same
    /// hiragana word: katakana, kanji, digits, Latin, spaces, punctuation.
    @inline(__always)
    static func endsAWord(_ v: UInt32) -> Bool {
        !(ScalarClass.isHiragana(v) || ScalarClass.isProlongedSoundMark(v) || v == 0x3005)
    }

    /// 3-tsu | iya 2-tsu: one kana right after digits is their counter, a word that ends
    /// there (ICU reads tsui | ya).
    static func countedBefore(_ written: [Unicode.Scalar], _ i: Int) -> Bool {
        i >= 2 && ScalarClass.isHiragana(written[i - 1].value) && isDigit(written[i - 2].value)
    }

    /// Small kana (but small tsu, which belongs to what follows) and the long vowel
    /// mark belong to the kana before them.
    @inline(__always)
    /// The long vowel marks from `p` run to the end of the text or of the word (a space,
    /// punctuation, anything but kana): the speaker drew the word out.
    static func endsDrawnOut(_ key: [UInt32], after p: Int) -> Bool {
        var q = p
        while q < key.count && ScalarClass.isProlongedSoundMark(key[q]) { q += 1 }
        return q == key.count || !ScalarClass.isKana(key[q])
    }

    static func attachesToPrevious(_ v: UInt32) -> Bool {
        switch v {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30FC, 0x3099, 0x309A:
            return true
        default:
            return false
        }
    }

    /// Two Latin letters, or two digits, in a row are one word ("large", "500");
    /// a letter next to a digit is not (L2, 3k).
    @inline(__always)
    static func continuesWord(_ a: UInt32, _ b: UInt32) -> Bool {
        (isLetter(a) && isLetter(b)) || (isDigit(a) && isDigit(b))
    }

    @inline(__always) static func isLetter(_ v: UInt32) -> Bool { (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) }
    @inline(__always) static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }

    private func segmentGap(_ text: NormalizedText, _ gap: Range<Int>, _ words: inout ICUWords?,
                            into tokens: inout [Token]) {
        // to-o, arigato-o: a long mark drawn out after a hiragana word is how it was said, no word.
        var gap = gap
        if gap.lowerBound > 0, ScalarClass.isHiragana(text.nfkc[gap.lowerBound - 1].value) {
            let end = gap.firstIndex(where: { !ScalarClass.isProlongedSoundMark(text.nfkc[$0].value) }) ?? gap.upperBound
            if end > gap.lowerBound {
                tokens.append(Token(range: gap.lowerBound..<end, kind: .symbol))
                gap = end..<gap.upperBound
                if gap.isEmpty { return }
            }
        }
        if gap.count == 1 {
            tokens.append(Token(range: gap, kind: Self.kindOf(text.nfkc[gap.lowerBound])))
            return
        }
        // ICU's dictionary segmentation matters where kana run into each other;
        // a gap without kana (a name, a place in Han, Latin, digits) is split by
        // script, which is all later layers need of it and much cheaper.
        if !gap.contains(where: { ScalarClass.isKana(text.nfkc[$0].value) }) {
            var start = gap.lowerBound
            // A space the speaker's recognizer put there ends a word too (liang fen | yi fen).
            for k in (gap.lowerBound + 1)...gap.upperBound
            where k == gap.upperBound || Self.scriptClass(text.nfkc[k]) != Self.scriptClass(text.nfkc[k - 1])
                || Self.scriptClass(text.nfkc[k]) == 0 || text.spaceBoundaries.contains(k) {
                let kind = Self.kindOf(text.nfkc[start])
                tokens.append(Token(range: start..<k, kind: kind))
                start = k
            }
            return
        }
        if words == nil { words = ICUWords(text, self.words) }
        var start = gap.lowerBound
        for k in (gap.lowerBound + 1)...gap.upperBound where k == gap.upperBound || words!.boundaries.contains(k) {
            let kind: Token.Kind
            switch words!.status[k] {
            case 100..<200: kind = .number
            case 200..<500: kind = .word
            default: kind = Self.kindOf(text.nfkc[start])
            }
            tokens.append(Token(range: start..<k, kind: kind))
            start = k
        }
    }

    /// 1 Han, 2 Latin letters, 3 digits, 0 anything else (each its own token).
    private static func scriptClass(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if ScalarClass.isHan(v) { return 1 }
        if isLetter(v) || (v >= 0xC0 && v < 0x250) { return 2 }
        if isDigit(v) { return 3 }
        return 0
    }

    private static func kindOf(_ s: Unicode.Scalar) -> Token.Kind {
        let p = s.properties
        if s == " " || p.isWhitespace { return .punctuation }
        // laogong~ bang wo...: the tilde drawn out after a name (a full-width one folds to it)
        // is a pause, as the wave dash is.
        if s == "~" { return .punctuation }
        switch p.generalCategory {
        case .decimalNumber: return .number
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return .punctuation
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .letterNumber, .otherNumber:
            return .word
        default: return .symbol
        }
    }
}

/// ICU's word segmentation of a whole utterance, in key positions. ICU reads
/// the text before the kana fold: it segments katakana runs as words.
struct ICUWords {
    /// Positions where a word ends or starts (0 and the end included).
    var boundaries: BitSet
    /// ICU's rule status of the segment ending at each boundary.
    var status: [Int32]

    init(_ text: NormalizedText, _ breaker: ICUWordBreaker) {
        var units: [UInt16] = []
        var unitToKey: [Int] = []
        units.reserveCapacity(text.nfkc.count)
        unitToKey.reserveCapacity(text.nfkc.count + 1)
        for (k, s) in text.nfkc.enumerated() {
            UTF16.encode(s, into: { units.append($0); unitToKey.append(k) })
        }
        unitToKey.append(text.nfkc.count)
        boundaries = BitSet(capacity: text.nfkc.count + 1)
        boundaries.insert(0)
        status = [Int32](repeating: 0, count: text.nfkc.count + 1)
        for seg in breaker.segments(units) {
            let end = unitToKey[seg.end]
            boundaries.insert(end)
            status[end] = seg.status
        }
    }
}
