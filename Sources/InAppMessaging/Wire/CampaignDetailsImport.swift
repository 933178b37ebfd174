import OrderedCollections

/// Reads the answer of Braze's campaign-details export (`GET /campaigns/details`, braze-docs
/// `get_campaign_details.md`) as one campaign whose variants are its in-app messages.
///
/// The answer holds `messages` by variation id, each with its `channel`, its `name` and the
/// message (its `data`, or the message's own keys beside `channel` and `name`); a message whose
/// `type` is `control` is the control group. It carries neither the split nor the triggers nor the
/// campaign's id: the variants and the control group share 100 percent evenly (whole numbers, the
/// rest to the first variant), the campaign has no trigger, and it is a draft with a new id.
enum CampaignDetailsImport {
    /// Whether a parsed object is a campaign-details answer: an object `messages`.
    static func isCampaignDetails(_ members: JSONObject) -> Bool {
        guard case .object = members["messages"] else { return false }
        return members["data"] == nil
    }

    /// The campaign of a campaign-details answer.
    static func campaign(_ document: JSONValue, makeID: () -> String) throws(WireError) -> Campaign {
        let object = try WireObject(document, path: .root)
        let messagesPath = object.path("messages")
        guard let messages = try object.object("messages") else { throw object.missing("messages") }
        var found: [(id: String, name: String, message: InAppMessage)] = []
        var hasControl = false
        for (variationID, value) in messages {
            let path = messagesPath.appending(variationID)
            let entry = try WireObject(value, path: path)
            let type = try entry.string("type")
            if type?.lowercased() == "control" {
                hasControl = true
                continue
            }
            if let channel = try entry.string("channel"), !channel.lowercased().filter(\.isLetter).contains("inapp") {
                throw .at(entry.path("channel"), "a \(channel) message; Vitrine reads in-app messages only")
            }
            let name = try entry.string("name") ?? ""
            let message: InAppMessage
            if let data = entry.value("data") {
                if let type, !WireNames.messageTypes.contains(where: { $0.key == type.uppercased() }) {
                    throw .at(entry.path("type"), "a \(type) message; Vitrine reads slideup, modal, full and HTML messages")
                }
                message = try InAppMessage(wire: data, path: entry.path("data"))
            } else {
                guard case .object(var members) = value else { throw WireObject.mismatch(path, "an object", value) }
                members.removeValue(forKey: "channel")
                members.removeValue(forKey: "name")
                message = try InAppMessage(wire: .object(members), path: path)
            }
            found.append((variationID, name, message))
        }
        guard let first = found.first else {
            throw .at(messagesPath, "no in-app message among the campaign's messages")
        }
        guard found.count <= VariantSplit.maximumVariants else {
            throw .at(messagesPath, "\(found.count) variants; a campaign holds at most \(VariantSplit.maximumVariants)")
        }
        let archived = try object.bool("archived") ?? false
        var campaign = Campaign(
            id: makeID(),
            name: try object.string("name") ?? CampaignImport.draftName(for: first.message),
            status: archived ? .archived : .draft,
            tags: try object.strings("tags") ?? [],
            message: first.message
        )
        let shares = found.count + (hasControl ? 1 : 0)
        let share = Double(100 / shares)
        let firstShare = 100 - share * Double(shares - 1)
        campaign.variants = found.enumerated().map { index, variant in
            CampaignVariant(id: variant.id, name: variant.name, percentage: index == 0 ? firstShare : share, message: variant.message)
        }
        campaign.controlPercentage = hasControl ? share : nil
        return campaign
    }
}
