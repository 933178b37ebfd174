public import Foundation

/// Turns imported wire JSON into campaigns.
public enum CampaignImport {
    /// The shapes an import accepts, for the error that names them.
    static let acceptedShapes =
        "a campaign envelope ({id, data, trigger_condition, …}), an array of envelopes, an SDK response "
        + "({\"triggers\": [envelopes]}), Braze's campaign details ({\"messages\": {…}}), or a bare message "
        + "({type, message, …})"

    /// The campaigns in `data`: an array of envelopes, one envelope, an SDK response
    /// (`{"feed": …, "triggers": [envelopes]}`, whose triggers become campaigns), Braze's campaign
    /// details (`CampaignDetailsImport`), or a bare message.
    ///
    /// An object is an envelope when it has an object `data` and its `type` is absent or
    /// `inapp`; an object with a `triggers` array is an SDK response; an object with a message
    /// type or a message's content keys is a bare message, which becomes a draft campaign with an
    /// id from `makeID` and a name from its header or first line of text. Anything else is an error
    /// that lists these shapes. Errors in a list carry the element's path (`$[2].data.btns[0]`,
    /// `triggers[1].data`), and an id used twice in one import is an error.
    public static func campaigns(from data: Data, makeID: () -> String) throws(WireError) -> [Campaign] {
        try locatedCampaigns(from: data, makeID: makeID).map(\.campaign)
    }

    /// The campaigns with the path of the envelope each came from (the root for a single one).
    public static func locatedCampaigns(from data: Data, makeID: () -> String) throws(WireError) -> [(campaign: Campaign, path: JSONPath)] {
        try locatedCampaigns(from: try JSONParser.parse(data), makeID: makeID)
    }

    /// The campaigns of a parsed document, with the path of the envelope each came from.
    public static func locatedCampaigns(
        from document: JSONValue,
        makeID: () -> String
    ) throws(WireError) -> [(campaign: Campaign, path: JSONPath)] {
        switch document {
        case .array(let items):
            return try envelopes(items, at: .root)
        case .object(let members) where isEnvelope(members):
            return [(try Campaign(wire: document), .root)]
        case .object(let members) where members["triggers"] != nil:
            guard case .array(let items)? = members["triggers"] else {
                throw WireObject.mismatch(JSONPath.root.appending("triggers"), "an array of trigger envelopes", members["triggers"] ?? .null)
            }
            return try envelopes(items, at: JSONPath.root.appending("triggers"))
        case .object(let members) where CampaignDetailsImport.isCampaignDetails(members):
            return [(try CampaignDetailsImport.campaign(document, makeID: makeID), .root)]
        case .object(let members) where isMessage(members):
            let message = try InAppMessage(wire: document)
            return [(Campaign(id: makeID(), name: draftName(for: message), status: .draft, message: message), .root)]
        default:
            throw WireObject.mismatch(.root, acceptedShapes, document)
        }
    }

    /// Envelopes of a list at `path`; an id used twice is an error.
    private static func envelopes(_ items: [JSONValue], at path: JSONPath) throws(WireError) -> [(campaign: Campaign, path: JSONPath)] {
        var campaigns: [(campaign: Campaign, path: JSONPath)] = []
        campaigns.reserveCapacity(items.count)
        var seen: Set<String> = []
        for (index, item) in items.enumerated() {
            let itemPath = path.appending(index)
            let campaign = try Campaign(wire: item, path: itemPath)
            guard seen.insert(campaign.id).inserted else {
                throw .at(itemPath.appending("id"), "duplicate campaign id \(JSONWriter.write(.string(campaign.id)))")
            }
            campaigns.append((campaign, itemPath))
        }
        return campaigns
    }

    /// Whether a parsed document is a bare message (read as a draft campaign whose message sits
    /// at the root, not at an envelope's `data`).
    public static func isBareMessage(_ document: JSONValue) -> Bool {
        guard case .object(let members) = document else { return false }
        return !isEnvelope(members) && members["triggers"] == nil && isMessage(members)
    }

    private static func isEnvelope(_ members: JSONObject) -> Bool {
        guard case .object = members["data"] else { return false }
        guard let type = members["type"] else { return true }
        return type.stringValue?.lowercased() == "inapp"
    }

    /// Whether an object looks like a message: a message `type`, or one of a message's own keys.
    private static func isMessage(_ members: JSONObject) -> Bool {
        if let type = members["type"]?.stringValue, WireNames.messageTypes.contains(where: { $0.key == type.uppercased() }) {
            return true
        }
        return ["message", "header", "image_url", "btns", "icon", "is_control", "message_close", "slide_from"].contains {
            members[$0] != nil
        }
    }

    /// The header, else the first line of the message text (60 characters at most), else the
    /// kind.
    static func draftName(for message: InAppMessage) -> String {
        var text = ""
        switch message.content {
        case .slideup(let slideup): text = slideup.message
        case .modal(let content), .full(let content):
            text = content.header.flatMap { $0.isEmpty ? nil : $0 } ?? content.message
        default: break
        }
        let line = text.split(whereSeparator: \.isNewline).first.map { String($0) } ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return "Untitled \(message.kind.rawValue) message" }
        return trimmed.count > 60 ? String(trimmed.prefix(59)) + "…" : trimmed
    }
}
