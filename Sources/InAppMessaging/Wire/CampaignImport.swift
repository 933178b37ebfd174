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

    /// The campaigns of a document, refused as a whole when one has an error diagnostic: what the
    /// import command and the import page store. The error's path starts at the document
    /// (`[1].data.uri` for the second envelope of an array). Extras are checked against
    /// `viewTypes`.
    public static func checkedCampaigns(
        from data: Data,
        viewTypes: ViewTypeRegistry = .builtIn,
        makeID: () -> String
    ) throws(WireError) -> [Campaign] {
        let campaigns = try campaigns(from: data, makeID: makeID)
        let isArray = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "[")
        for (index, campaign) in campaigns.enumerated() {
            if let problem = campaign.diagnostics(viewTypes: viewTypes).first(where: { $0.severity == .error }) {
                let path = isArray ? JSONPath.root.appending(index).appending(problem.path) : problem.path
                throw WireError(message: problem.message, path: path)
            }
        }
        return campaigns
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
