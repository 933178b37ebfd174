/// How a synthetic population (`user-1` … `user-N`) splits between a campaign's variants and its
/// control group by the formula: what `vitrine variants` prints and the split report page shows.
public struct VariantPopulation: Sendable, Hashable {
    /// One group's row.
    public struct Row: Sendable, Hashable {
        /// The variant's name, or `control`.
        public var name: String
        /// The percentage the split wants.
        public var wantedPercent: Double
        /// How many of the users the formula put there.
        public var users: Int
    }

    /// The population's size.
    public var users: Int
    /// Users per variant, in order, then the control group's (zero without one).
    public var counts: [Int]
    /// The rows: each variant, then the control group when the split has one.
    public var rows: [Row]

    /// Splits `users` synthetic users of the campaign `campaignID`.
    public init(users: Int, campaignID: String, split: VariantSplit, assignment: VariantAssignment) {
        var counts = [Int](repeating: 0, count: split.variants.count + 1)
        if users > 0 {
            for index in 1...users {
                switch assignment.assign(userID: "user-\(index)", campaignID: campaignID, split: split) {
                case .variant(let variant): counts[variant] += 1
                case .control: counts[split.variants.count] += 1
                }
            }
        }
        self.users = users
        self.counts = counts
        rows =
            split.variants.enumerated().map { Row(name: $0.element.name, wantedPercent: $0.element.percent, users: counts[$0.offset]) }
            + (split.control > 0 ? [Row(name: "control", wantedPercent: split.control, users: counts[split.variants.count])] : [])
    }

    /// The share of the population a row got, in percent.
    public func share(of row: Row) -> Double {
        users == 0 ? 0 : Double(row.users) * 100 / Double(users)
    }
}
