public import Liquid

/// Everything a message's Liquid is rendered with: the user, the triggering event's properties,
/// the content blocks, the campaign, and the clock (`now` is never read from the system, so the
/// same inputs give the same output).
public struct Personalisation: Sendable {
    /// The user the message is rendered for; nil renders every attribute as missing.
    public var user: UserProfile?
    /// `event_properties` of the custom event or purchase that triggered the message.
    public var eventProperties: JSONObject
    /// Content blocks by name: `{{content_blocks.${name}}}` renders them.
    public var contentBlocks: [String: String]
    /// The campaign's id and name (`campaign.${api_id}`, `campaign.${name}`).
    public var campaign: (id: String, name: String)?
    /// Unix seconds of "now" (`{{ 'now' | date: … }}`).
    public var now: Double
    /// What rendering the whole message may spend (steps, bytes, content-block inclusions).
    public var budget: LiquidBudget.Limits = .default
    /// The campaign's translations (`{% translation id %}` texts by locale).
    public var translations: TranslationTable
    /// The locale asked for (the preview's `locale=`); nil takes the user's (`activeLocale`).
    public var locale: String?
    /// Whether the render lists the user's variables read with no value
    /// (`PersonalisedMessage.unsetUserVariables`): only a preview without a user reads them, so
    /// the engine turns it off.
    public var collectsUnsetVariables: Bool

    /// Creates a personalisation.
    public init(
        user: UserProfile? = nil,
        eventProperties: JSONObject = [:],
        contentBlocks: [String: String] = [:],
        campaign: (id: String, name: String)? = nil,
        now: Double = 0,
        translations: TranslationTable = TranslationTable(),
        locale: String? = nil,
        collectsUnsetVariables: Bool = true
    ) {
        self.user = user
        self.eventProperties = eventProperties
        self.contentBlocks = contentBlocks
        self.campaign = campaign
        self.now = now
        self.translations = translations
        self.locale = locale
        self.collectsUnsetVariables = collectsUnsetVariables
    }

    /// The locale the message renders in (see `Localisation.locale(option:user:)`), nil for
    /// the default texts.
    public var activeLocale: String? { Localisation.locale(option: locale, user: user) }

    /// The Liquid context: standard attributes for `${name}`, the objects `custom_attribute`,
    /// `event_properties`, `campaign` and `most_recently_used_device`, and the active locale's
    /// translations.
    public var liquidContext: LiquidContext {
        var variables: [String: LiquidValue] = [
            "custom_attribute": LiquidValue(object: user?.customAttributes ?? [:]),
            "event_properties": LiquidValue(object: eventProperties),
            "most_recently_used_device": LiquidValue(object: user?.device ?? [:]),
        ]
        if let campaign {
            variables["campaign"] = LiquidValue(object: ["api_id": .string(campaign.id), "id": .string(campaign.id), "name": .string(campaign.name)])
        }
        return LiquidContext(
            variables: variables,
            attributes: Dictionary(uniqueKeysWithValues: (user?.attributes ?? [:]).map { ($0.key, LiquidValue(json: $0.value)) }),
            contentBlocks: contentBlocks,
            connectedContent: Dictionary(uniqueKeysWithValues: (user?.connectedContent ?? [:]).map { ($0.key, $0.value.text) }),
            now: now,
            translation: activeLocale.map { Localisation.translation($0, in: translations) },
            collectsUnsetVariables: collectsUnsetVariables
        )
    }
}

extension LiquidValue {
    /// The Liquid value of a JSON value (objects keep their members' order).
    public init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .integer(value)
        case .double(let value): self = .float(value)
        case .string(let value): self = .string(value)
        case .array(let values): self = .array(values.map(LiquidValue.init(json:)))
        case .object(let members): self = LiquidValue(object: members)
        }
    }

    /// The Liquid object of JSON members, in their order (`{% for pair in object %}` follows it).
    init(object members: JSONObject) {
        self = .object(LiquidObject(members.map { ($0.key, LiquidValue(json: $0.value)) }))
    }
}
