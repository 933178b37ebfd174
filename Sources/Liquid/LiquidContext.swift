/// Everything a template sees when it renders.
public struct LiquidContext: Sendable {
    /// Top-level variables (custom_attribute, event_properties, campaign, …).
    public var variables: [String: LiquidValue]
    /// Braze standard attributes, read by `${name}` (first_name, email_address, …).
    public var attributes: [String: LiquidValue]
    /// Content blocks: name → Liquid source, rendered by `{{content_blocks.${name}}}`.
    public var contentBlocks: [String: String]
    /// Canned connected_content responses: URL → response text.
    public var connectedContent: [String: String]
    /// The current time in Unix seconds: what `'now'` means in date filters.
    public var now: Double
    /// The request's budget, shared by every template rendered with this context; nil gives
    /// each render a budget of its own with the default limits.
    public var budget: LiquidBudget?
    /// The active locale's translation table; nil renders every translation tag's default text.
    public var translation: LiquidTranslation?

    /// Creates a context.
    public init(
        variables: [String: LiquidValue] = [:],
        attributes: [String: LiquidValue] = [:],
        contentBlocks: [String: String] = [:],
        connectedContent: [String: String] = [:],
        now: Double = 0,
        budget: LiquidBudget? = nil,
        translation: LiquidTranslation? = nil
    ) {
        self.variables = variables
        self.attributes = attributes
        self.contentBlocks = contentBlocks
        self.connectedContent = connectedContent
        self.now = now
        self.budget = budget
        self.translation = translation
    }
}
