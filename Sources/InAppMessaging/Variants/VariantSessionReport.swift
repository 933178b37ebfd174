/// What each platform would log for a campaign's variants and control group in one scripted
/// session: the session is replayed once per platform for a user of each variant (its own message
/// when the scenario's campaign is split so, else the campaign's message) and once for a control
/// user (a control message), and the counts are scaled by how many users each group has. An app that holds messages back shows here: Android logs a control
/// impression at trigger time where iOS waits for the app (docs/variants.md).
public struct VariantSessionReport: Sendable {
    /// One platform and group.
    public struct Row: Sendable, Hashable {
        /// The platform whose rules ran.
        public var platform: Platform
        /// The variant's name, or `control`.
        public var group: String
        /// Users in the group.
        public var users: Int
        /// Impressions all of them log in the session.
        public var impressions: Int
        /// Control impressions all of them log.
        public var controlImpressions: Int
        /// When one user's first impression or control impression comes, in the session's seconds.
        public var firstAt: Double?
    }

    /// Every platform's rows, variants first, control last.
    public var rows: [Row]

    /// Replays `scenario` (its configuration, campaigns and events) on each of `platforms`, with
    /// the campaign `campaignID` as a variant and as control; `users` holds each variant's user
    /// count, then the control group's. A scenario without that campaign gives no rows.
    public init(
        scenario: Scenario,
        campaignID: String,
        split: VariantSplit,
        users: [Int],
        platforms: [Platform] = Platform.allCases
    )
        throws(DeliveryError)
    {
        guard let index = scenario.campaigns.firstIndex(where: { $0.id == campaignID }) else {
            rows = []
            return
        }
        let source = scenario.campaigns[index]
        // Each variant's own message when the scenario's campaign holds the split's variants; the
        // campaign's message for every variant otherwise.
        let ownMessages = source.variants.count == split.variants.count
        var groups: [(name: String, campaign: Campaign, users: Int)] = split.variants.enumerated().map { position, entry in
            (entry.name, source.delivered(as: .variant(ownMessages ? position : 0)), users[position])
        }
        if split.control > 0 { groups.append(("control", source.delivered(as: .control), users[split.variants.count])) }
        var rows: [Row] = []
        for platform in platforms {
            var configuration = scenario.configuration
            configuration.platform = platform
            if !DeliveryConfiguration.devices(on: platform).contains(configuration.device) {
                configuration.device = DeliveryConfiguration.devices(on: platform)[0]
            }
            for group in groups {
                var campaigns = scenario.campaigns
                campaigns[index] = group.campaign
                let trace = try DeliveryEngine.replay(configuration: configuration, campaigns: campaigns, events: scenario.events)
                let ours = trace.filter { $0.campaign == campaignID }
                rows.append(
                    Row(
                        platform: platform,
                        group: group.name,
                        users: group.users,
                        impressions: ours.filter { $0.kind == .impression }.count * group.users,
                        controlImpressions: ours.filter { $0.kind == .controlImpression }.count * group.users,
                        firstAt: ours.first { $0.kind == .impression || $0.kind == .controlImpression }?.at
                    )
                )
            }
        }
        self.rows = rows
    }
}
