/// The campaigns an engine knows, indexed once and shared (immutable) by every copy of the engine.
final class CampaignCatalog: Sendable {
    /// The campaigns, in the order given, each as the device receives it (a split campaign with
    /// the message of the user's variant).
    let campaigns: [Campaign]
    /// The user's variant of each split campaign (nil for one that is not split).
    let choices: [VariantChoice?]
    /// Position of each campaign by id (the first one wins on duplicate ids).
    let indexByID: [String: Int]
    /// For each trigger key, the (campaign, condition) pairs listening to it.
    let triggerIndex: [TriggerKey: [TriggerReference]]
    /// Each campaign's position when sorted by priority (highest first), then by id.
    let rank: [Int]
    /// Each campaign's position in the web's order: by priority (highest first), then the later
    /// in the list first. The Web SDK sorts the matching triggers by ascending priority (a stable
    /// sort, in the server's order) and takes the last one (`fe` in the 5.5.0 bundle: `sort`,
    /// then `pop`), so a tie goes to the campaign listed last.
    let webRank: [Int]

    /// Indexes `campaigns`, whose variants were chosen as `choices` says (none by default).
    init(_ campaigns: [Campaign], choices: [VariantChoice?] = []) {
        self.campaigns = campaigns
        self.choices = choices.count == campaigns.count ? choices : Array(repeating: nil, count: campaigns.count)
        var indexByID: [String: Int] = [:]
        var triggerIndex: [TriggerKey: [TriggerReference]] = [:]
        for (campaignIndex, campaign) in campaigns.enumerated() {
            if indexByID[campaign.id] == nil { indexByID[campaign.id] = campaignIndex }
            for (conditionIndex, condition) in campaign.triggers.enumerated() {
                // A condition of a type the engine does not know listens to nothing.
                guard let key = TriggerKey(condition) else { continue }
                let reference = TriggerReference(campaign: campaignIndex, condition: conditionIndex)
                triggerIndex[key, default: []].append(reference)
            }
        }
        let sorted = campaigns.indices.sorted { lhs, rhs in
            let (left, right) = (campaigns[lhs], campaigns[rhs])
            if left.priority != right.priority { return left.priority > right.priority }
            if left.id != right.id { return left.id < right.id }
            return lhs < rhs
        }
        var rank = [Int](repeating: 0, count: campaigns.count)
        for (position, campaignIndex) in sorted.enumerated() { rank[campaignIndex] = position }
        let webSorted = campaigns.indices.sorted { lhs, rhs in
            campaigns[lhs].priority != campaigns[rhs].priority ? campaigns[lhs].priority > campaigns[rhs].priority : lhs > rhs
        }
        var webRank = [Int](repeating: 0, count: campaigns.count)
        for (position, campaignIndex) in webSorted.enumerated() { webRank[campaignIndex] = position }
        self.webRank = webRank
        self.indexByID = indexByID
        self.triggerIndex = triggerIndex
        self.rank = rank
    }
}

/// What a trigger condition listens to; events are looked up by the keys they produce.
enum TriggerKey: Hashable, Sendable {
    /// Session start (`open`).
    case sessionStart
    /// Any purchase.
    case anyPurchase
    /// A purchase of one product.
    case product(String)
    /// A custom event by name.
    case customEvent(String)
    /// A push click from one campaign.
    case pushClick(String)

    /// The key a condition listens to; nil for a type the engine does not know.
    init?(_ condition: TriggerCondition) {
        switch condition {
        case .sessionStart: self = .sessionStart
        case .purchase(let productID), .purchaseProperty(let productID, _):
            self = productID.map(TriggerKey.product) ?? .anyPurchase
        case .customEvent(let name), .customEventProperty(let name, _): self = .customEvent(name)
        case .pushClick(let campaignID): self = .pushClick(campaignID)
        case .other: return nil
        }
    }
}

/// One trigger condition of one campaign, by position.
struct TriggerReference: Hashable, Sendable {
    /// The campaign's position in the catalog.
    var campaign: Int
    /// The condition's position in the campaign's `triggers`.
    var condition: Int
}
