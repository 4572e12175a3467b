/// The JSON of a payee (or payer) slot and of an `nlu match` line (SPEC
/// "Matching payees"): `status`, `value` (the beneficiary id, for `success`
/// and `confirmationRequired`), `candidates` (at most five, best first, each
/// `{id, name, score}`), and `reason` for `unsupported`.
extension PayeeResolution {
    public var json: JSONValue { .object(jsonObject) }

    /// The fields in SPEC order, for callers that put more around them
    /// (`nlu match` adds `text` first, the grammar adds `text` and `span`).
    public var jsonObject: JSONObject {
        var o = JSONObject()
        o["status"] = .string(status.rawValue)
        if let v = value, status == .success || status == .confirmationRequired { o["value"] = .string(v) }
        o["candidates"] = .array(candidates.prefix(5).map(\.json))
        if status == .unsupported, let r = reason { o["reason"] = .string(r.rawValue) }
        return o
    }
}

extension PayeeCandidate {
    public var json: JSONValue {
        .object(JSONObject(["id": .string(id), "name": .string(name), "score": .number(Self.format(score))]))
    }

    /// At most three decimals, never exponent notation: 1.0, 0.95, 0.667, 0.0.
    public static func format(_ x: Double) -> String {
        let thousandths = Int((max(0, min(1, x.isNaN ? 0 : x)) * 1000).rounded())
        if thousandths == 1000 { return "1.0" }
        if thousandths == 0 { return "0.0" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}
