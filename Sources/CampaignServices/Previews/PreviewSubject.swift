import InAppMessaging

/// What a preview shows: a message, the name its document is titled with, and the campaign it
/// belongs to (Liquid's `campaign.${name}`), saved or not.
public struct PreviewSubject: Sendable {
    /// The message drawn.
    public var message: InAppMessage
    /// The document's title.
    public var title: String
    /// The campaign's id and name for Liquid, nil for a message without a campaign.
    public var campaign: (id: String, name: String)?

    /// A message with its title and, when it has one, its campaign.
    public init(message: InAppMessage, title: String, campaign: (id: String, name: String)? = nil) {
        self.message = message
        self.title = title
        self.campaign = campaign
    }

    /// A stored or edited campaign's message, titled with its name ("Preview" when it has none).
    public init(campaign: Campaign) {
        self.init(message: campaign.message, title: campaign.name.isEmpty ? "Preview" : campaign.name, campaign: (campaign.id, campaign.name))
    }
}
