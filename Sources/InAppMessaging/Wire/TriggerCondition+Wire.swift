extension TriggerCondition {
    /// The accepted condition `type`s.
    static let wireTypes = ["open", "purchase", "purchase_property", "custom_event", "custom_event_property", "push_click"]

    /// Decodes `{type, data}` from a trigger envelope's `trigger_condition` list.
    ///
    /// `purchase` without `data.product_id` is Any Purchase; `custom_event*` need
    /// `data.event_name`, `push_click` needs `data.campaign_id`; `*_property` read
    /// `data.property_filters` (a list of groups, each a list of filters; absent = no filter).
    /// Keys other than these are ignored. Any other `type` string is kept as `.other` with its
    /// `data` (a warning in the campaign's diagnostics, never a match).
    init(wire: JSONValue, path: JSONPath) throws(WireError) {
        let object = try WireObject(wire, path: path)
        guard let typeValue = object.value("type") else {
            throw .at(path.appending("type"), "missing: expected one of \(Self.wireTypes.joined(separator: ", "))")
        }
        guard case .string(let type) = typeValue, !type.isEmpty else {
            throw .at(
                path.appending("type"),
                "expected a trigger type such as \(Self.wireTypes.joined(separator: ", ")), got \(JSONWriter.write(typeValue))"
            )
        }
        guard Self.wireTypes.contains(type.lowercased()) else {
            self = .other(type: type, data: object.value("data") ?? .object([:]))
            return
        }
        var data = try WireObject(object.value("data") ?? .object([:]), path: path.appending("data"))
        switch type.lowercased() {
        case "open":
            self = .sessionStart
        case "purchase":
            self = .purchase(productID: try data.string("product_id"))
        case "purchase_property":
            self = .purchaseProperty(productID: try data.string("product_id"), filters: try PropertyFilterGroups(wire: &data))
        case "custom_event":
            self = .customEvent(name: try data.required("event_name", for: type))
        case "custom_event_property":
            self = .customEventProperty(
                name: try data.required("event_name", for: type),
                filters: try PropertyFilterGroups(wire: &data)
            )
        default:
            self = .pushClick(campaignID: try data.required("campaign_id", for: type))
        }
    }

    /// The `{type, data}` wire object.
    var wireValue: JSONValue {
        var data: JSONObject = [:]
        switch self {
        case .sessionStart:
            break
        case .purchase(let productID):
            if let productID { data["product_id"] = .string(productID) }
        case .purchaseProperty(let productID, let filters):
            if let productID { data["product_id"] = .string(productID) }
            data["property_filters"] = filters.wireValue
        case .customEvent(let name):
            data["event_name"] = .string(name)
        case .customEventProperty(let name, let filters):
            data["event_name"] = .string(name)
            data["property_filters"] = filters.wireValue
        case .pushClick(let campaignID):
            data["campaign_id"] = .string(campaignID)
        case .other(let type, let otherData):
            return .object(["type": .string(type), "data": otherData])
        }
        return .object(["type": .string(wireType), "data": .object(data)])
    }
}

extension WireObject {
    /// A string member that must be present.
    mutating func required(_ key: String, for owner: String) throws(WireError) -> String {
        guard let text = try string(key) else { throw .at(path.appending(key), "missing: \(owner) needs \(key)") }
        return text
    }
}
