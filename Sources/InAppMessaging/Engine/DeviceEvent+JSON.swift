/// JSON decoding and encoding of device events (`{"at": 1, "type": "custom_event", …}`).
extension DeviceEvent {
    /// Decodes an event; unknown types, unknown members and wrongly-typed fields are errors
    /// naming their JSON path.
    public init(json: JSONValue, path: JSONPath = .root) throws(WireError) {
        let fields = try WireObject(json, path: path, what: "an event object")
        let at = try fields.requiredDouble("at")
        guard at >= 0 else { throw WireError(message: "must not be negative", path: fields.path("at")) }
        let type = try fields.requiredString("type")
        guard let shape = Self.shapes[type] else {
            throw WireError(message: "unknown event type \"\(type)\"", path: fields.path("type"))
        }
        try fields.rejectUnknownKeys(Set(shape + ["at", "type"] + (Payload.interactionTypes.contains(type) ? ["campaign"] : [])))
        self.init(at: at, try Payload(type: type, fields: fields), campaign: try fields.string("campaign"))
    }

    /// The event as JSON, `at` and `type` plus its fields.
    public var jsonValue: JSONValue {
        var members = payload.jsonMembers
        members["at"] = .number(at)
        members["type"] = .string(payload.type)
        if let campaign { members["campaign"] = .string(campaign) }
        return .object(members)
    }

    /// The members each event type may have besides `at` and `type`; interactions
    /// (`Payload.interactionTypes`) may also name the `campaign` of the message they act on.
    private static let shapes: [String: [String]] = [
        "app_launch": ["cold"], "session_start": [], "session_end": [],
        "custom_event": ["name", "properties"],
        "purchase": ["product_id", "price", "currency", "quantity", "properties"],
        "push_click": ["campaign_id"], "app_background": [], "app_foreground": [],
        "rotate": ["orientation"], "appearance": ["mode"], "network": ["online"],
        "screen": ["name"], "present_next": [], "click": ["button"], "close": [], "swipe": [], "background_tap": [],
        "back": [], "custom_view_submit": ["values"], "bridge": ["call", "args"], "link": ["url", "target"],
        "present_local": ["message"], "tick": [],
    ]
}

extension DeviceEvent.Payload {
    /// Decodes the payload of an event of `type` from its object's members.
    init(type: String, fields: WireObject) throws(WireError) {
        switch type {
        case "app_launch": self = .appLaunch(cold: try fields.bool("cold") ?? false)
        case "session_start": self = .sessionStart
        case "session_end": self = .sessionEnd
        case "custom_event":
            self = .customEvent(name: try fields.requiredString("name"), properties: try fields.object("properties") ?? [:])
        case "purchase": self = .purchase(try DeviceEvent.Purchase(fields: fields))
        case "push_click": self = .pushClick(campaignID: try fields.requiredString("campaign_id"))
        case "app_background": self = .appBackground
        case "app_foreground": self = .appForeground
        case "rotate":
            guard let value = fields.value("orientation") else { throw fields.missing("orientation") }
            self = .rotate(try DeliveryConfiguration.DeviceOrientation(json: value, path: fields.path("orientation")))
        case "appearance":
            guard let mode = try fields.oneOf("mode", DeliveryConfiguration.Appearance.self) else {
                throw fields.missing("mode")
            }
            self = .appearance(mode)
        case "network": self = .network(online: try fields.requiredBool("online"))
        case "screen": self = .screen(name: try fields.requiredString("name"))
        case "present_next": self = .presentNext
        case "click": self = .click(button: try Self.buttonID(fields.value("button"), path: fields.path("button")))
        case "close": self = .close
        case "swipe": self = .swipe
        case "background_tap": self = .backgroundTap
        case "back": self = .back
        case "custom_view_submit": self = .customViewSubmit(values: try Self.submittedValues(fields))
        case "bridge": self = .bridge(try DeviceEvent.BridgeCall(fields: fields))
        case "link": self = .link(url: try fields.requiredString("url"), target: try fields.string("target"))
        case "present_local":
            guard let message = fields.value("message") else { throw fields.missing("message") }
            self = .presentLocal(try InAppMessage(wire: message, path: fields.path("message")))
        case "tick": self = .tick
        default: throw WireError(message: "unknown event type \"\(type)\"", path: fields.path("type"))
        }
    }

    /// A button id: a string, an integer (written as a string) or nil for `null`/absent.
    static func buttonID(_ value: JSONValue?, path: JSONPath) throws(WireError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let id)?: return id
        case .int(let id)?: return String(id)
        default: throw WireError(message: "expected a button id (string or integer) or null", path: path)
        }
    }

    /// `values`: an array of strings, or a single string.
    private static func submittedValues(_ fields: WireObject) throws(WireError) -> [String] {
        let values = fields.value("values")
        switch values {
        case nil: return []
        case .string(let value)?: return [value]
        case .array(let items)?:
            return try items.enumerated().map { (index, item) throws(WireError) in
                guard let string = item.stringValue else {
                    throw WireError(message: "expected a string", path: fields.path("values").appending(index))
                }
                return string
            }
        case let other?: throw fields.mismatch("values", "an array of strings", other)
        }
    }

    /// The payload's members besides `at` and `type`.
    var jsonMembers: JSONObject {
        switch self {
        case .appLaunch(let cold): return ["cold": .bool(cold)]
        case .customEvent(let name, let properties):
            return ["name": .string(name), "properties": .object(properties)]
        case .purchase(let purchase): return purchase.jsonMembers
        case .pushClick(let campaignID): return ["campaign_id": .string(campaignID)]
        case .rotate(let orientation): return ["orientation": .string(orientation.rawValue)]
        case .appearance(let mode): return ["mode": .string(mode.rawValue)]
        case .network(let online): return ["online": .bool(online)]
        case .screen(let name): return ["name": .string(name)]
        case .click(let button): return ["button": button.map(JSONValue.string) ?? .null]
        case .customViewSubmit(let values): return ["values": .array(values.map(JSONValue.string))]
        case .bridge(let call): return ["call": .string(call.name), "args": .array(call.arguments)]
        case .link(let url, let target):
            return target.map { ["url": .string(url), "target": .string($0)] } ?? ["url": .string(url)]
        case .presentLocal(let message): return ["message": message.wireValue]
        case .sessionStart, .sessionEnd, .appBackground, .appForeground, .presentNext, .close,
            .swipe, .backgroundTap, .back, .tick:
            return [:]
        }
    }
}

extension DeviceEvent.Purchase {
    /// Decodes a purchase from an event's members.
    init(fields: WireObject) throws(WireError) {
        self.init(
            productID: try fields.requiredString("product_id"),
            price: try fields.double("price") ?? 0,
            currency: try fields.string("currency") ?? "USD",
            quantity: try Self.quantity(fields.double("quantity") ?? 1, path: fields.path("quantity")),
            properties: try fields.object("properties") ?? [:]
        )
    }

    /// The purchase's members in a `purchase` event.
    var jsonMembers: JSONObject {
        [
            "product_id": .string(productID), "price": .number(price), "currency": .string(currency),
            "quantity": .int(quantity), "properties": .object(properties),
        ]
    }

    /// A purchase quantity: a whole number from 0 to 999,999,999 (checked before it becomes an `Int`).
    static func quantity(_ number: Double, path: JSONPath) throws(WireError) -> Int {
        guard number.isFinite, number == number.rounded(), number >= 0, number < 1e9 else {
            throw WireError(message: "expected a whole number of items from 0 to 999999999", path: path)
        }
        return Int(number)
    }
}
