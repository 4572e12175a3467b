/// The entities of one line, as `nlu entities` prints them (SPEC: like Duckling).
public struct EntitiesResult: Sendable {
    public var text: String
    public var entities: [Entity]
    /// The normalized text the entity ranges index.
    public var normalized: NormalizedText

    public var json: JSONValue {
        var o = JSONObject()
        o["text"] = .string(text)
        o["entities"] = .array(entities.map { $0.json(in: normalized) })
        return .object(o)
    }
}

extension Entity {
    /// `{"type", "value", "currency" (money), "unit" (quantity), "text", "span"}`,
    /// plus `"problem"` when the value cannot be used as it stands. Values are
    /// exact decimals or lexicon ids; `span` counts code points of the input.
    public func json(in text: NormalizedText) -> JSONValue {
        var o = JSONObject()
        o["type"] = .string(kind.rawValue)
        switch kind {
        case .number, .money, .quantity: o["value"] = value.map(JSONValue.decimal) ?? .null
        case .product, .size, .place, .person: o["value"] = id.map { .string($0) } ?? .null
        }
        if kind == .money { o["currency"] = currency.map { .string($0) } ?? .null }
        if kind == .quantity { o["unit"] = counter.map { .string($0) } ?? .null }
        o["text"] = .string(text.originalText(range))
        let span = text.originalRange(range)
        o["span"] = [JSONValue(integerLiteral: span.lowerBound), JSONValue(integerLiteral: span.upperBound)]
        if let p = problem { o["problem"] = .string(p.rawValue) }
        return .object(o)
    }
}

extension NLUParser {
    /// The entities of one input line of `nlu entities`: plain text (a line is
    /// never read as JSON), too long lines as the SPEC error object.
    /// - Parameter language: read the line as this language instead of the
    ///   detected one (`und`: both languages' words).
    public func entities(line: String, language: Language? = nil) -> Result<EntitiesResult, LineError> {
        let count = line.unicodeScalars.count
        if count > Self.maximumLength {
            return .failure(LineError(text: line, code: .tooLong,
                                      message: "line has \(count) code points; the limit is \(Self.maximumLength)"))
        }
        let analysis = text.analyze(line)
        let family = language.map(\.family) ?? analysis.language.family
        return .success(EntitiesResult(text: line, entities: entities.recognize(analysis, as: family),
                                       normalized: analysis.text))
    }

    /// `entities(line:language:)` as the JSON object `nlu entities` writes.
    public func entitiesJSON(_ line: String, language: Language? = nil) -> JSONValue {
        switch entities(line: line, language: language) {
        case .success(let r): return r.json
        case .failure(let e): return e.json
        }
    }
}
