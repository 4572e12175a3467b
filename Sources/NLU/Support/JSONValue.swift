/// A JSON document, kept exact: numbers stay as their decimal text so that money
/// never passes through binary floating point, and object keys keep their order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number as written (RFC 8259 grammar), e.g. "2500.5".
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    public var objectValue: JSONObject? { if case .object(let o) = self { return o } else { return nil } }
    public var isNull: Bool { self == .null }

    /// An integer value, when the number is integral and fits.
    public var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        if let i = Int(text) { return i }
        guard let d = ExactDecimal(text), let i = d.integerValue else { return nil }
        return i
    }

    /// The exact decimal value of a number.
    public var decimalValue: ExactDecimal? {
        guard case .number(let text) = self else { return nil }
        return ExactDecimal(text)
    }
}

/// A JSON object that keeps its keys in the order they were written.
public struct JSONObject: Sendable, Equatable {
    public private(set) var keys: [String] = []
    public private(set) var values: [JSONValue] = []

    public init() {}

    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        for (k, v) in pairs { self[k] = v }
    }

    public subscript(key: String) -> JSONValue? {
        get {
            guard let i = keys.firstIndex(of: key) else { return nil }
            return values[i]
        }
        set {
            if let i = keys.firstIndex(of: key) {
                if let v = newValue { values[i] = v } else { keys.remove(at: i); values.remove(at: i) }
            } else if let v = newValue {
                keys.append(key)
                values.append(v)
            }
        }
    }

    public var count: Int { keys.count }

    /// Adds a key known not to be there yet, without looking (building output).
    public mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }
    public var pairs: Zip2Sequence<[String], [JSONValue]> { zip(keys, values) }
}

// Not ExpressibleByNilLiteral: with Optional<JSONValue> around, `nil` would
// silently become .null instead of .none.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
