/// How the message on screen is shown (docs/rules.md, rule 8), as recorded on `displayed` for the preview.
public struct MessagePresentation: Sendable, Hashable {
    /// The campaign id; nil for a message presented locally.
    public var campaignID: String?
    /// The message.
    public var message: InAppMessage
    /// The orientation it is laid out in.
    public var orientation: DeliveryConfiguration.DeviceOrientation
    /// The theme it uses (buttons follow the same choice).
    public var appearance: DeliveryConfiguration.Appearance
    /// Whether the status bar is hidden while it is shown.
    public var statusBarHidden: Bool
    /// Points a slideup is shifted from its edge.
    public var slideupOffset: Double
    /// When it came on screen.
    public var displayedAt: Double

    /// Creates a presentation record.
    public init(
        campaignID: String?,
        message: InAppMessage,
        orientation: DeliveryConfiguration.DeviceOrientation,
        appearance: DeliveryConfiguration.Appearance,
        statusBarHidden: Bool,
        slideupOffset: Double,
        displayedAt: Double
    ) {
        self.campaignID = campaignID
        self.message = message
        self.orientation = orientation
        self.appearance = appearance
        self.statusBarHidden = statusBarHidden
        self.slideupOffset = slideupOffset
        self.displayedAt = displayedAt
    }
}

/// A message waiting on the presenter's stack.
public struct StackedMessage: Sendable, Hashable {
    /// The campaign's position in the catalog; nil for a local message.
    let campaignIndex: Int?
    /// The campaign id; nil for a local message.
    public let campaignID: String?
    /// The message.
    public let message: InAppMessage
    /// Time of the event that triggered it (or of `present_local`), the base of its timeout.
    public let triggeredAt: Double
    /// The web's fallback candidates for the event that triggered it.
    var fallback = TriggerFallback()
}

/// The campaigns that matched the same event below the one that fired, in the web's order, with
/// the event's properties: the Web SDK tries them in turn when the message cannot be displayed
/// (the trigger manager's fallback, `cg` in the 5.5.0 bundle).
struct TriggerFallback: Sendable, Hashable {
    /// The candidates left, the next one first.
    var campaigns: [Int] = []
    /// The triggering event's properties, for their Liquid.
    var properties: JSONObject = [:]
}

/// What a campaign has accumulated on this device.
public struct CampaignCounts: Sendable, Hashable {
    /// Messages displayed (`impression`).
    public var impressions = 0
    /// Control impressions.
    public var controlImpressions = 0
    /// Clicks logged (`clicked`).
    public var clicks = 0

    /// Creates zero counts.
    public init() {}
}
