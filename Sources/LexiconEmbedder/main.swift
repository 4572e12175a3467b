// Build-time generator for the NLU module (run by the EmbedLexicons plugin).
//
//   LexiconEmbedder lexicons <Lexicons dir> <out.swift>
//       every file under the directory, base64, keyed by its relative path
//   LexiconEmbedder unicode <out.swift>
//       per-code-point tables derived from the system ICU: NFKC_Casefold of
//       single code points, code points without a normalization boundary
//       before them, Traditional→Simplified, Simplified→Traditional (and
//       the code points it would change), and toneless pinyin. ICU's transliterators
//       cost ~100 ms to open and ~15 µs a call, so they run here, once.
import Foundation
import ICUShim

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LexiconEmbedder: \(message)\n".utf8))
    exit(1)
}

func writeIfChanged(_ text: String, to path: String) {
    let data = Data(text.utf8)
    if let old = FileManager.default.contents(atPath: path), old == data { return }
    do { try data.write(to: URL(fileURLWithPath: path)) } catch { fail("cannot write \(path): \(error)") }
}

// MARK: lexicons

func embedLexicons(root: String, output: String) {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    var entries: [(String, String)] = []
    if let walker = FileManager.default.enumerator(at: rootURL, includingPropertiesForKeys: [.isRegularFileKey]) {
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(rootURL.path + "/") else { continue }
            let relative = String(full.dropFirst(rootURL.path.count + 1))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            guard let data = FileManager.default.contents(atPath: full) else { fail("cannot read \(full)") }
            entries.append((relative, data.base64EncodedString()))
        }
    }
    entries.sort { $0.0 < $1.0 }
    var out = "// Generated at build time by LexiconEmbedder from Lexicons/. Do not edit.\n"
    out += "enum EmbeddedLexicons {\n    static let files: [(path: String, base64: String)] = [\n"
    for (path, base64) in entries {
        out += "        (\"\(path)\", \"\(base64)\"),\n"
    }
    out += "    ]\n}\n"
    writeIfChanged(out, to: output)
}

// MARK: unicode tables

func hex(_ v: UInt32) -> String { String(v, radix: 16, uppercase: true) }

func nfkcCasefold(_ scalar: UInt32) -> [UInt32] {
    let units = Array(String(Unicode.Scalar(scalar)!).utf16)
    var out = [UInt16](repeating: 0, count: 64)
    var error: Int32 = 0
    let n = nlu_icu_nfkc_casefold(units, Int32(units.count), &out, 64, &error)
    guard n >= 0, error <= 0 else { fail("nfkc_cf U+\(hex(scalar)): \(String(cString: nlu_icu_error_name(error)))") }
    return String(decoding: out[0..<Int(n)], as: UTF16.self).unicodeScalars.map(\.value)
}

/// Runs one transliterator over each code point, separated by newlines, in one call.
func transliterateEach(_ id: String, _ scalars: [UInt32]) -> [String] {
    var error: Int32 = 0
    guard let t = nlu_icu_transliterator_open(id, &error) else {
        fail("cannot open transliterator \(id): \(String(cString: nlu_icu_error_name(error)))")
    }
    defer { nlu_icu_transliterator_close(t) }
    var text = ""
    for s in scalars { text.unicodeScalars.append(Unicode.Scalar(s)!); text += "\n" }
    var buffer = Array(text.utf16)
    let capacity = buffer.count * 8 + 64
    buffer += [UInt16](repeating: 0, count: capacity - buffer.count)
    let n = nlu_icu_transliterate(t, &buffer, Int32(text.utf16.count), Int32(capacity), &error)
    guard error <= 0 else { fail("transliterator \(id): \(String(cString: nlu_icu_error_name(error)))") }
    let result = String(decoding: buffer[0..<Int(n)], as: UTF16.self)
    let parts = result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == scalars.count + 1 else { fail("transliterator \(id) changed the separators") }
    return Array(parts.prefix(scalars.count))
}

/// UInt32 values, little-endian, base64: decoded in microseconds at start-up.
func binary(_ values: [UInt32]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for v in values { for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(k)))) } }
    return Data(bytes).base64EncodedString()
}

/// Whether an ICU converter (a character set standard) encodes each code point.
func encodable(_ converter: String, _ scalars: [UInt32]) -> [Bool] {
    var flags = [UInt8](repeating: 0, count: scalars.count)
    let status = nlu_icu_encodable(converter, scalars, Int32(scalars.count), &flags)
    guard status == 0 else { fail("ICU converter \(converter): \(String(cString: nlu_icu_error_name(status)))") }
    return flags.map { $0 == 1 }
}

func embedUnicode(output: String) {
    var nfkc: [UInt32] = []
    var noBoundary: [UInt32] = []
    for v in UInt32(0)..<0x10000 where !(0xD800...0xDFFF).contains(v) {
        if nlu_icu_nfkc_casefold_has_boundary_before(v) == 0 { noBoundary.append(v) }
        if nlu_icu_nfkc_casefold_is_inert(v) == 1 { continue }
        let folded = nfkcCasefold(v)
        if folded != [v] { nfkc += [v, UInt32(folded.count)] + folded }
    }
    let han: [UInt32] = Array(0x3400...0x4DBF) + Array(0x4E00...0x9FFF)
    let simplified = transliterateEach("Traditional-Simplified", han)
    let traditional = transliterateEach("Simplified-Traditional", han)
    // A character is evidence of one script only if the other script's
    // standard character set lacks it: zhou changes under Simplified-Traditional
    // (zhou->zhou), but Big5 has zhou too, so traditional text writes it as well.
    let inBig5 = encodable("Big5", han)
    let inGB2312 = encodable("GB2312", han)
    var t2s: [UInt32] = []
    var s2t: [UInt32] = []
    var traditionalOnly: [UInt32] = []
    var sharedTraditional: [UInt32] = []
    var s2tPairs: [UInt32] = []
    for (i, v) in han.enumerated() {
        let own = String(Unicode.Scalar(v)!)
        let to = simplified[i].unicodeScalars.map(\.value)
        // ICU's Traditional-Simplified maps code points one to one here.
        if simplified[i] != own && to.count == 1 {
            t2s += [v, to[0]]
            if !inGB2312[i] { traditionalOnly.append(v) } else { sharedTraditional.append(v) }
        }
        if traditional[i] != own && !inBig5[i] { s2t.append(v) }
        let back = traditional[i].unicodeScalars.map(\.value)
        if traditional[i] != own && back.count == 1 { s2tPairs += [v, back[0]] }
    }
    let reading = transliterateEach("Han-Latin; Latin-ASCII; Lower", han)
    let surname = transliterateEach("Han-Latin/Names; Latin-ASCII; Lower", han)
    // Pinyin as ids into a list of spellings, so start-up decodes numbers, not text.
    var spellings: [String] = []
    var spellingIDs: [String: UInt32] = [:]
    var pinyin: [UInt32] = []
    for (i, v) in han.enumerated() {
        var readings: [String] = []
        for r in [reading[i], surname[i]] {
            let r = r.trimmingCharacters(in: .whitespaces)
            guard !r.isEmpty, r.utf8.count <= 8, r.unicodeScalars.allSatisfy({ $0.value >= 0x61 && $0.value <= 0x7A }) else { continue }
            if !readings.contains(r) { readings.append(r) }
        }
        guard !readings.isEmpty else { continue }
        let ids = readings.prefix(2).map { r -> UInt32 in
            if let id = spellingIDs[r] { return id }
            spellings.append(r)
            spellingIDs[r] = UInt32(spellings.count)
            return UInt32(spellings.count)
        }
        pinyin += [v, ids[0] | (ids.count > 1 ? ids[1] << 16 : 0)]
    }
    func block(_ name: String, _ lines: [String], _ doc: String) -> String {
        "    /// \(doc)\n    static let \(name) = \"\"\"\n" + lines.joined(separator: "\n") + "\n\"\"\"\n"
    }
    func blob(_ name: String, _ values: [UInt32], _ doc: String) -> String {
        "    /// \(doc)\n    static let \(name) = \"\(binary(values))\"\n"
    }
    var out = "// Generated at build time by LexiconEmbedder from the system ICU. Do not edit.\n"
    out += "// Blobs are base64 of little-endian UInt32 values.\n"
    out += "enum EmbeddedUnicodeTables {\n"
    out += "    static let icuVersion = \"\(String(cString: nlu_icu_version()))\"\n"
    out += blob("nfkcCasefold", nfkc, "NFKC_Casefold of a lone BMP code point where it differs: code point, count, result.")
    out += blob("noBoundaryBefore", noBoundary, "BMP code points that may combine with the one before them.")
    out += blob("traditionalToSimplified", t2s, "ICU Traditional-Simplified where it differs: pairs of code points.")
    out += blob("simplifiedChangesUnderS2T", s2t, "Code points Simplified-Traditional would change that Big5 lacks: simplified only.")
    out += blob("simplifiedToTraditional", s2tPairs, "ICU Simplified-Traditional where it differs, one code point to one: pairs (names shown in traditional prompts).")
    out += blob("traditionalOnly", traditionalOnly, "Code points Traditional-Simplified would change that GB2312 lacks: traditional only.")
    out += blob("sharedTraditional", sharedTraditional, "Code points Traditional-Simplified changes although GB2312 writes them too: variants, not script (names keep them apart).")
    out += block("pinyinSpellings", [spellings.joined(separator: " ")], "Toneless pinyin syllables, ids 1... in order.")
    out += blob("pinyin", pinyin, "Pairs: a Han code point, then its common reading's id | the surname reading's id << 16 (0: the same).")
    out += "}\n"
    writeIfChanged(out, to: output)
}

let args = CommandLine.arguments
switch (args.count, args.count > 1 ? args[1] : "") {
case (4, "lexicons"): embedLexicons(root: args[2], output: args[3])
case (3, "unicode"): embedUnicode(output: args[2])
default: fail("usage: LexiconEmbedder lexicons <dir> <out.swift> | unicode <out.swift>")
}
