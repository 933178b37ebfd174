public import InAppMessaging
public import Preview

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

    /// A campaign's variant as `options.variant` names it (its letter or `control`; the first when
    /// nil), titled with the campaign's name and the variant's; a problem naming `variant` when
    /// the campaign has no such variant.
    public init(campaign: Campaign, options: PreviewOptions) throws(FieldProblem) {
        guard let name = options.variant, name != "A" else {
            self.init(campaign: campaign)
            return
        }
        guard let outcome = campaign.outcome(named: name) else {
            let names = campaign.variants.indices.map(CampaignVariant.letter(at:)) + (campaign.controlPercentage == nil ? [] : ["control"])
            throw FieldProblem(key: "variant", message: "the campaign has no variant \(name); it has \(names.joined(separator: ", "))")
        }
        self.init(campaign: campaign.delivered(as: outcome))
        title += " · " + campaign.name(of: outcome)
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
