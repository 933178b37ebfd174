/// What each platform would log for a campaign's variants and control group in one scripted
/// session: the session is replayed once per platform for a user of a variant (the campaign's
/// message) and once for a control user (a control message), and the counts are scaled by how
/// many users each group has. An app that holds messages back shows here: Android logs a control
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
        let variant = scenario.campaigns[index].delivered(as: .variant(0))
        let control = variant.delivered(as: .control)
        var rows: [Row] = []
        for platform in platforms {
            var configuration = scenario.configuration
            configuration.platform = platform
            if !DeliveryConfiguration.devices(on: platform).contains(configuration.device) {
                configuration.device = DeliveryConfiguration.devices(on: platform)[0]
            }
            for (group, campaign) in [("variant", variant), ("control", control)] {
                guard group == "variant" || split.control > 0 else { continue }
                var campaigns = scenario.campaigns
                campaigns[index] = campaign
                let trace = try DeliveryEngine.replay(configuration: configuration, campaigns: campaigns, events: scenario.events)
                let ours = trace.filter { $0.campaign == campaignID }
                let shown = ours.filter { $0.kind == .impression }.count
                let held = ours.filter { $0.kind == .controlImpression }.count
                let first = ours.first { $0.kind == .impression || $0.kind == .controlImpression }?.at
                if group == "variant" {
                    for (position, entry) in split.variants.enumerated() {
                        rows.append(
                            Row(
                                platform: platform,
                                group: entry.name,
                                users: users[position],
                                impressions: shown * users[position],
                                controlImpressions: held * users[position],
                                firstAt: first
                            )
                        )
                    }
                } else {
                    let count = users[split.variants.count]
                    rows.append(
                        Row(
                            platform: platform,
                            group: "control",
                            users: count,
                            impressions: shown * count,
                            controlImpressions: held * count,
                            firstAt: first
                        )
                    )
                }
            }
        }
        self.rows = rows
    }
}
