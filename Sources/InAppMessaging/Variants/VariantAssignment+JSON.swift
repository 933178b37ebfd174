/// The assignment settings as a configuration's `variant_assignment` object:
/// `{"order": "user_campaign", "separator": "", "digest": "whole", "slices": "variants_then_control"}`.
extension VariantAssignment {
    /// Decodes the object; absent members keep the defaults, unknown ones are errors.
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        let fields = try WireObject(json, path: path)
        try fields.rejectUnknownKeys(["order", "separator", "digest", "slices"])
        self.init(
            order: try fields.oneOf("order", Order.self) ?? .userThenCampaign,
            separator: try fields.string("separator") ?? "",
            digest: try fields.oneOf("digest", Digest.self) ?? .whole,
            slices: try fields.oneOf("slices", Slices.self) ?? .variantsThenControl
        )
    }

    /// The settings, every member written.
    var jsonValue: JSONValue {
        let members: JSONObject = [
            "order": .string(order.rawValue), "separator": .string(separator), "digest": .string(digest.rawValue),
            "slices": .string(slices.rawValue),
        ]
        return .object(members)
    }
}
