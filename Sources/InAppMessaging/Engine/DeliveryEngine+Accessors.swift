/// Read-only views of the engine's state for a session UI.
extension DeliveryEngine {
    /// The campaigns the engine was given.
    public var campaigns: [Campaign] { catalog.campaigns }
    /// Time of the last applied event or fired timer; nil before the first event.
    public var time: Double? { now }
    /// The app's current screen, if it logged one.
    public var screen: String? { currentScreen }
    /// The presenter's stack, bottom first (the last element is presented next).
    public var stack: [StackedMessage] { stackStorage }
    /// Custom user attributes set so far.
    public var attributes: [String: JSONValue] { userAttributes }
    /// The message on screen and how it is presented, if any.
    public var presentation: MessagePresentation? { onScreen?.presentation }
    /// Whether the app is in the foreground.
    public var isInForeground: Bool { foreground }
    /// The device's orientation now.
    public var orientation: DeliveryConfiguration.DeviceOrientation { deviceOrientation }
    /// The system appearance now.
    public var appearance: DeliveryConfiguration.Appearance { deviceAppearance }
    /// Whether the device is online now.
    public var isOnline: Bool { online }
    /// Ids of the campaigns cached by the last `session_start`, in catalog order.
    public var deliveredCampaignIDs: [String] {
        campaignStates.indices.filter { campaignStates[$0].delivered }.map { catalog.campaigns[$0].id }
    }

    /// Impressions, control impressions and clicks of a campaign (zero for an unknown id).
    public func counts(for campaignID: String) -> CampaignCounts {
        catalog.indexByID[campaignID].map { campaignStates[$0].counts } ?? CampaignCounts()
    }

    /// Counts for every campaign that has any, by id.
    public var allCounts: [String: CampaignCounts] {
        var result: [String: CampaignCounts] = [:]
        for (index, state) in campaignStates.enumerated() where state.counts != CampaignCounts() {
            result[catalog.campaigns[index].id] = state.counts
        }
        return result
    }
}
