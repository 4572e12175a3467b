/// SPEC's JSON for resolved slots.
extension SlotValue {
    public var json: JSONValue {
        var o = JSONObject()
        o["status"] = .string(status.rawValue)
        if let v = value { o["value"] = v }
        if let t = text { o["text"] = .string(t) }
        if let s = span { o["span"] = .array([.number(String(s.lowerBound)), .number(String(s.upperBound))]) }
        if defaulted { o["defaulted"] = .bool(true) }
        if let r = reason { o["reason"] = .string(r.rawValue) }
        if !candidates.isEmpty || status == .disambiguation { o["candidates"] = .array(candidates) }
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
