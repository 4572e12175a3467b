/// SPEC's JSON for resolved slots.
extension SlotValue {
    public var json: JSONValue {
        var o = JSONObject()
        o.append("status", .string(status.rawValue))
        if let v = value { o.append("value", v) }
        if let t = text { o.append("text", .string(t)) }
        if let s = span { o.append("span", .array([.number(String(s.lowerBound)), .number(String(s.upperBound))])) }
        if defaulted { o.append("defaulted", .bool(true)) }
        if let r = reason { o.append("reason", .string(r.rawValue)) }
        if !candidates.isEmpty || status == .disambiguation { o.append("candidates", .array(candidates)) }
        return .object(o)
    }
}

extension OrderItemSlots {
    public var json: JSONValue {
        .object(JSONObject(["product": product.json, "size": size.json, "quantity": quantity.json]))
    }
}

extension Slot {
    public var json: JSONValue {
        switch self {
        case .single(let v): return v.json
        case .items(let items): return .array(items.map(\.json))
        }
    }
}
