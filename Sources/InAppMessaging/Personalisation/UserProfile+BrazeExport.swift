/// Profiles from Braze's user export (`POST /users/export/ids`: `{"users": [...], "message":
/// "success"}`), so that a real user's attributes render a message's Liquid (docs/liquid.md, "User
/// profiles").
extension UserProfile {
    /// The export's fields that are standard attributes, by the name a profile gives them.
    static let exportAttributes: KeyValuePairs<String, String> = [
        "first_name": "first_name", "last_name": "last_name", "email": "email_address", "dob": "date_of_birth",
        "home_city": "city", "country": "country", "phone": "phone_number", "language": "language", "time_zone": "time_zone",
        "gender": "gender", "external_id": "user_id", "braze_id": "braze_id",
    ]

    /// The device fields a profile keeps of the export's first device (not its advertising ids).
    static let exportDeviceFields = ["model", "os", "carrier"]

    /// Whether `json` is Braze's user export answer (an object with a `users` array).
    public static func isBrazeExport(_ json: JSONValue) -> Bool {
        if case .array? = json["users"] { return true }
        return false
    }

    /// The profiles of a user export: the standard attributes it has, its custom attributes and
    /// its first device, and which variant of each campaign it received (`campaigns_received`,
    /// which pins the user's variant in a session). The id is the `external_id` (else the
    /// `braze_id`) in lower case with other characters as `-`; the name is the first and last name.
    /// Push tokens, advertising ids, events and purchases are not kept.
    public static func profiles(fromBrazeExport json: JSONValue) throws(WireError) -> [UserProfile] {
        guard case .array(let users)? = json["users"] else { throw .at(JSONPath.root.appending("users"), "expected the export's users array") }
        var seen: Set<String> = []
        var profiles: [UserProfile] = []
        for (index, user) in users.enumerated() {
            let path = JSONPath.root.appending("users").appending(index)
            let object = try WireObject(user, path: path, what: "an exported user")
            var attributes: JSONObject = [:]
            for (field, name) in exportAttributes {
                guard let value = object.value(field) else { continue }
                guard case .string = value else { throw .at(object.path(field), "expected a string, got \(JSONWriter.write(value))") }
                attributes[name] = value
            }
            var device: JSONObject = [:]
            if let devices = try object.array("devices"), case .object(let first)? = devices.first {
                for field in exportDeviceFields { if let value = first[field] { device[field] = value } }
            }
            let source = attributes["user_id"]?.stringValue ?? attributes["braze_id"]?.stringValue ?? "user-\(index + 1)"
            var id = String(source.lowercased().map { UserProfile.isValidID(String($0)) ? $0 : "-" }.prefix(64))
            if !seen.insert(id).inserted {
                id = String(id.prefix(58)) + "-\(index + 1)"
                seen.insert(id)
            }
            let name = [attributes["first_name"]?.stringValue, attributes["last_name"]?.stringValue].compactMap { $0 }.joined(separator: " ")
            profiles.append(
                UserProfile(
                    id: id,
                    name: name.isEmpty ? source : name,
                    attributes: attributes,
                    customAttributes: try object.object("custom_attributes") ?? [:],
                    device: device,
                    campaignsReceived: try receipts(object)
                )
            )
        }
        return profiles
    }
}
