/// A sample user that previews and sessions render Liquid as: Braze's standard attributes, custom
/// attributes, the most recently used device, and canned `connected_content` responses by URL.
///
/// JSON: `{"id", "name", "attributes": {"first_name": …}, "custom_attributes": {…},
/// "most_recently_used_device": {…}, "connected_content": {"URL": <response JSON or text>},
/// "campaigns_received": [{"api_campaign_id", "name", "variation_name", "variation_api_id",
/// "in_control"}]}`;
/// `id` and `name` may be left out where the profile is given directly (the CLI's `--user`).
public struct UserProfile: Sendable, Hashable {
    /// The standard attributes Braze's `${name}` syntax reads.
    public static let standardAttributes: [String] = [
        "first_name", "last_name", "email_address", "city", "country", "language", "gender", "date_of_birth", "phone_number",
        "time_zone", "user_id", "braze_id", "most_recent_locale",
    ]

    /// Stable id: 1–64 of `a-z`, `0-9`, `-` and `_`.
    public var id: String
    /// The name shown in pickers.
    public var name: String
    /// Standard attributes by name (only the names in `standardAttributes`).
    public var attributes: JSONObject
    /// Custom attributes: strings, numbers, booleans, dates (ISO 8601 strings), arrays.
    public var customAttributes: JSONObject
    /// The `most_recently_used_device` object (`model`, `platform`, `os`, `carrier`, …).
    public var device: JSONObject
    /// Canned `connected_content` responses: URL → response (JSON, or a string for text).
    public var connectedContent: JSONObject
    /// The campaigns the user received, with the variant or control group (`campaigns_received`).
    public var campaignsReceived: [CampaignReceipt]

    /// Creates a profile.
    public init(
        id: String,
        name: String,
        attributes: JSONObject = [:],
        customAttributes: JSONObject = [:],
        device: JSONObject = [:],
        connectedContent: JSONObject = [:],
        campaignsReceived: [CampaignReceipt] = []
    ) {
        self.id = id
        self.name = name
        self.attributes = attributes
        self.customAttributes = customAttributes
        self.device = device
        self.connectedContent = connectedContent
        self.campaignsReceived = campaignsReceived
    }

    /// True for ids of 1–64 characters from `a-z`, `0-9`, `-` and `_`.
    public static func isValidID(_ id: String) -> Bool { isName(id, upperCase: false) }

    /// True for 1–64 ASCII letters (lower case only unless `upperCase`), digits, `-` and `_`.
    static func isName(_ text: String, upperCase: Bool) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (upperCase && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte))
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}

extension UserProfile {
    /// Decodes a profile; unknown members, unknown standard attributes and bad ids are errors with
    /// their JSON path. Without `id` or `name`, `defaultID` is used for both.
    public init(json: JSONValue, path: JSONPath = .root, defaultID: String = "user") throws(WireError) {
        let object = try WireObject(json, path: path, what: "a user profile object")
        try object.rejectUnknownKeys([
            "id", "name", "attributes", "custom_attributes", "most_recently_used_device", "connected_content", "campaigns_received",
        ])
        let id = try object.string("id") ?? defaultID
        guard Self.isValidID(id) else { throw .at(object.path("id"), "an id is 1–64 of a-z, 0-9, - and _") }
        let attributes = try object.object("attributes") ?? [:]
        let known = Set(Self.standardAttributes)
        if let unknown = attributes.keys.sorted().first(where: { !known.contains($0) }) {
            throw .at(object.path("attributes").appending(unknown), "not a standard attribute; put it in custom_attributes")
        }
        let connected = try object.object("connected_content") ?? [:]
        if let bad = connected.keys.sorted().first(where: { !($0.hasPrefix("https://") || $0.hasPrefix("http://")) }) {
            throw .at(object.path("connected_content").appending(bad), "a connected_content key is the http: or https: URL it answers")
        }
        self.init(
            id: id,
            name: try object.string("name") ?? id,
            attributes: attributes,
            customAttributes: try object.object("custom_attributes") ?? [:],
            device: try object.object("most_recently_used_device") ?? [:],
            connectedContent: connected,
            campaignsReceived: try Self.receipts(object)
        )
    }

    /// The `campaigns_received` entries of a profile or an exported user.
    static func receipts(_ object: WireObject) throws(WireError) -> [CampaignReceipt] {
        try (object.array("campaigns_received") ?? []).enumerated().map { (index, item) throws(WireError) in
            try CampaignReceipt(json: item, path: object.path("campaigns_received").appending(index))
        }
    }

    /// The profile as JSON, in the shape `init(json:)` reads.
    public var json: JSONValue {
        var members: JSONObject = ["id": .string(id), "name": .string(name)]
        if !attributes.isEmpty { members["attributes"] = .object(attributes) }
        if !customAttributes.isEmpty { members["custom_attributes"] = .object(customAttributes) }
        if !device.isEmpty { members["most_recently_used_device"] = .object(device) }
        if !connectedContent.isEmpty { members["connected_content"] = .object(connectedContent) }
        if !campaignsReceived.isEmpty { members["campaigns_received"] = .array(campaignsReceived.map(\.json)) }
        return .object(members)
    }

    /// The profile as pretty JSON text with `id` and `name` first, every object's members in their
    /// own order (so a stored profile reads back as it was given, and Liquid iterates it so).
    public var jsonText: String {
        JSONWriter.write(json, pretty: true, leadingKeys: ["id", "name", "attributes", "custom_attributes"], keyOrder: .stored)
    }
}

extension UserProfile {
    /// The profiles of a document holding one profile object, an array of them (an export), or
    /// Braze's user export (`{"users": [...]}`); errors name the JSON path. Ids must not repeat.
    public static func profiles(from json: JSONValue) throws(WireError) -> [UserProfile] {
        if isBrazeExport(json) { return try profiles(fromBrazeExport: json) }
        guard case .array(let items) = json else { return [try UserProfile(json: json)] }
        var seen: Set<String> = []
        var profiles: [UserProfile] = []
        for (index, item) in items.enumerated() {
            let profile = try UserProfile(json: item, path: JSONPath.root.appending(index), defaultID: "user-\(index + 1)")
            guard seen.insert(profile.id).inserted else {
                throw .at(JSONPath.root.appending(index).appending("id"), "id \"\(profile.id)\" appears twice")
            }
            profiles.append(profile)
        }
        return profiles
    }

    /// True for content block names: 1–64 of letters, digits, `-` and `_`.
    public static func isValidContentBlockName(_ name: String) -> Bool { isName(name, upperCase: true) }
}
