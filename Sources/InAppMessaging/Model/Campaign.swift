/// A campaign: a message plus when and to whom it is delivered, in Braze's trigger envelope shape.
public struct Campaign: Sendable, Hashable, Identifiable {
    /// Unique id (`id` in the envelope).
    public var id: String
    /// Human name (Vitrine's own field).
    public var name: String
    /// Draft, active or archived (Vitrine's own field; only active campaigns are delivered).
    public var status: CampaignStatus
    /// Free-form tags (Vitrine's own field).
    public var tags: [String]
    /// The variants, in order (1–8, never empty): each a whole message with its share of users.
    /// The first one's message is the envelope's `data`. `init` makes one, from its message.
    public var variants: [CampaignVariant]
    /// Percent of users in the control group, who receive a control message; nil when the
    /// campaign has none.
    public var controlPercentage: Double?
    /// The trigger conditions (`trigger_condition`); any one may fire the campaign.
    public var triggers: [TriggerCondition]
    /// Start of the schedule window, unix seconds (nil = always started).
    public var startTime: Double?
    /// End of the schedule window, unix seconds (nil = never ends).
    public var endTime: Double?
    /// Higher fires first when several campaigns match one event.
    public var priority: Double
    /// Seconds between the trigger and the display.
    public var delay: Double
    /// Seconds before the campaign may show again; -1 = once per device.
    public var reEligibility: Double
    /// Seconds after the trigger after which the message is discarded; nil = `delay + 30`.
    /// (Milliseconds on the wire.)
    public var timeout: Double?
    /// Overrides the configuration's minimum interval between triggered messages, in seconds.
    public var minSecondsSinceLastTrigger: Double?
    /// The message's translations by locale (`translations`, Braze's multi-language texts).
    public var translations: TranslationTable
    /// Envelope keys this model does not know, kept for round trip.
    public var unknownFields: JSONObject

    /// Creates a campaign; omitted settings take Braze's defaults.
    public init(
        id: String,
        name: String? = nil,
        status: CampaignStatus = .active,
        tags: [String] = [],
        message: InAppMessage,
        triggers: [TriggerCondition] = [],
        startTime: Double? = nil,
        endTime: Double? = nil,
        priority: Double = 0,
        delay: Double = 0,
        reEligibility: Double = -1,
        timeout: Double? = nil,
        minSecondsSinceLastTrigger: Double? = nil,
        translations: TranslationTable = TranslationTable(),
        unknownFields: JSONObject = [:]
    ) {
        self.id = id
        self.name = name ?? id
        self.status = status
        self.tags = tags
        self.variants = [CampaignVariant(message: message)]
        controlPercentage = nil
        self.triggers = triggers
        self.startTime = startTime
        self.endTime = endTime
        self.priority = priority
        self.delay = delay
        self.reEligibility = reEligibility
        self.timeout = timeout
        self.minSecondsSinceLastTrigger = minSecondsSinceLastTrigger
        self.translations = translations
        self.unknownFields = unknownFields
    }

    /// The first variant's message: the campaign's message when it is not split (`data`).
    public var message: InAppMessage {
        get { variants.first?.message ?? InAppMessage(content: .control) }
        set {
            if variants.isEmpty { variants = [CampaignVariant(message: newValue)] } else { variants[0].message = newValue }
        }
    }

    /// Whether the campaign is an A/B test: more than one variant, a control group, or a named
    /// variant. Only then does the envelope carry `variants`.
    public var isSplit: Bool { variants.count > 1 || controlPercentage != nil || variants.contains { !$0.name.isEmpty || !$0.id.isEmpty } }

    /// The timeout in force: the campaign's, or `delay + 30` seconds.
    public var effectiveTimeout: Double { timeout ?? (delay + 30) }
}

/// The life-cycle state of a campaign.
public enum CampaignStatus: String, Sendable, Hashable, CaseIterable, Codable {
    case draft, active, archived
}
