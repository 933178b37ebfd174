/// What a user export says a user received of one campaign (`campaigns_received`, braze-docs
/// `post_users_identifier.md`): which variant, or the control group. It pins the user's variant in
/// a session, since it is Braze's own answer where the formula is only Vitrine's reading.
public struct CampaignReceipt: Sendable, Hashable {
    /// The campaign's API id (`api_campaign_id`).
    public var campaignID: String
    /// The campaign's name (`name`), matched when the id is not a stored campaign's.
    public var campaignName: String
    /// The variant's name (`variation_name`).
    public var variationName: String
    /// The variant's API id (`variation_api_id`).
    public var variationID: String
    /// Whether the user is in the control group (`in_control`).
    public var inControl: Bool

    /// Creates a receipt.
    public init(campaignID: String, campaignName: String = "", variationName: String = "", variationID: String = "", inControl: Bool = false) {
        self.campaignID = campaignID
        self.campaignName = campaignName
        self.variationName = variationName
        self.variationID = variationID
        self.inControl = inControl
    }

    /// Reads one entry of `campaigns_received`; the members it does not use (`engaged`,
    /// `last_received`, …) are ignored.
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        let object = try WireObject(json, path: path, what: "a received campaign")
        self.init(
            campaignID: try object.string("api_campaign_id") ?? "",
            campaignName: try object.string("name") ?? "",
            variationName: try object.string("variation_name") ?? "",
            variationID: try object.string("variation_api_id") ?? "",
            inControl: try object.bool("in_control") ?? false
        )
        if campaignID.isEmpty, campaignName.isEmpty {
            throw .at(path, "a received campaign needs its api_campaign_id or its name")
        }
    }

    /// The entry as a profile stores it (only the members set).
    var json: JSONValue {
        var members: JSONObject = [:]
        if !campaignID.isEmpty { members["api_campaign_id"] = .string(campaignID) }
        if !campaignName.isEmpty { members["name"] = .string(campaignName) }
        if !variationName.isEmpty { members["variation_name"] = .string(variationName) }
        if !variationID.isEmpty { members["variation_api_id"] = .string(variationID) }
        members["in_control"] = .bool(inControl)
        return .object(members)
    }

    /// Whether the receipt is about `campaign`: the same id, else the same name.
    public func isAbout(_ campaign: Campaign) -> Bool {
        campaignID.isEmpty ? campaignName == campaign.name : (campaignID == campaign.id || campaignName == campaign.name && !campaignName.isEmpty)
    }
}
