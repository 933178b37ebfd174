import Foundation

/// Turns imported wire JSON into campaigns.
public enum CampaignImport {
    /// The campaigns in `data`: an array of envelopes, one envelope, or a bare message.
    ///
    /// An object is an envelope when it has an object `data` and its `type` is absent or
    /// `inapp`; any other object is a bare message, which becomes a draft campaign with an id
    /// from `makeID` and a name from its header or first line of text. Array elements must be
    /// envelopes; their errors carry the element's index (`$[2].data.btns[0]`), and an id used
    /// twice in one import is an error.
    public static func campaigns(from data: Data, makeID: () -> String) throws(WireError) -> [Campaign] {
        let document = try JSONParser.parse(data)
        switch document {
        case .array(let items):
            var campaigns: [Campaign] = []
            campaigns.reserveCapacity(items.count)
            var seen: Set<String> = []
            for (index, item) in items.enumerated() {
                let path = JSONPath.root.appending(index)
                let campaign = try Campaign(wire: item, path: path)
                guard seen.insert(campaign.id).inserted else {
                    throw .at(path.appending("id"), "duplicate campaign id \(JSONWriter.write(.string(campaign.id)))")
                }
                campaigns.append(campaign)
            }
            return campaigns
        case .object(let members) where isEnvelope(members):
            return [try Campaign(wire: document)]
        case .object:
            let message = try InAppMessage(wire: document)
            return [Campaign(id: makeID(), name: draftName(for: message), status: .draft, message: message)]
        default:
            throw WireObject.mismatch(.root, "a campaign envelope, an array of them, or a message", document)
        }
    }

    private static func isEnvelope(_ members: [String: JSONValue]) -> Bool {
        guard case .object = members["data"] else { return false }
        guard let type = members["type"] else { return true }
        return type.stringValue?.lowercased() == "inapp"
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
