public import InAppMessaging

/// What a preview shows: a message, the name its document is titled with, and the campaign it
/// belongs to (Liquid's `campaign.${name}`, its translations), saved or not.
public struct PreviewSubject: Sendable {
    /// The message drawn.
    public var message: InAppMessage
    /// The document's title.
    public var title: String
    /// The campaign's id and name for Liquid, nil for a message without a campaign.
    public var campaign: (id: String, name: String)?
    /// The campaign's translations, which `{% translation %}` tags render from.
    public var translations: TranslationTable
    /// A profile given with the message rather than stored (the command line's `--user FILE`):
    /// Liquid renders as this user when the options name no stored one.
    public var profile: UserProfile?

    /// A message with its title and, when it has them, its campaign and translations.
    public init(
        message: InAppMessage,
        title: String,
        campaign: (id: String, name: String)? = nil,
        translations: TranslationTable = TranslationTable()
    ) {
        self.message = message
        self.title = title
        self.campaign = campaign
        self.translations = translations
    }

    /// A stored or edited campaign's message, titled with its name ("Preview" when it has none).
    public init(campaign: Campaign) {
        self.init(
            message: campaign.message,
            title: campaign.name.isEmpty ? "Preview" : campaign.name,
            campaign: (campaign.id, campaign.name),
            translations: campaign.translations
        )
    }
}
