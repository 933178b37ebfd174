/// Which variant of a split campaign a session's user gets, and why: pinned by the user's Braze
/// export when it names the campaign, otherwise Vitrine's reading of Braze's formula
/// (`VariantAssignment`), never presented as Braze's result.
public struct VariantChoice: Sendable, Hashable {
    /// Where the answer comes from.
    public enum Source: String, Sendable, Hashable {
        /// The user's export (`campaigns_received`): Braze's own answer.
        case pinned
        /// The formula, with the session's settings: Vitrine's reading.
        case formula
    }

    /// The variant, or the control group.
    public var outcome: VariantAssignment.Outcome
    /// The variant's shown name, or `Control`.
    public var name: String
    /// Pinned or by the formula.
    public var source: Source
    /// One sentence a session page shows: what the user got and why.
    public var reason: String

    /// The choice for `user` (nil: the session has no profile, and the formula uses the id
    /// `user`) in `campaign`, or nil when the campaign is not split.
    public static func choose(in campaign: Campaign, for user: UserProfile?, assignment: VariantAssignment) -> VariantChoice? {
        guard campaign.variants.count > 1 || campaign.controlPercentage != nil else { return nil }
        let userID = user?.id ?? "user"
        var note = ""
        var received = false
        if let receipt = user?.campaignsReceived.first(where: { $0.isAbout(campaign) }) {
            if receipt.inControl, campaign.controlPercentage != nil {
                return VariantChoice(
                    outcome: .control,
                    name: campaign.name(of: .control),
                    source: .pinned,
                    reason: "Control: the user's Braze export says in_control for this campaign."
                )
            }
            if let index = campaign.variants.indices.first(where: { matches(receipt, campaign.variants[$0], at: $0) }) {
                let name = campaign.name(of: .variant(index))
                return VariantChoice(
                    outcome: .variant(index),
                    name: name,
                    source: .pinned,
                    reason: "\(name): the user's Braze export says they received \(quoted(receipt.variationName, or: receipt.variationID))."
                )
            }
            received = !receipt.inControl
            note =
                " The user's Braze export names \(quoted(receipt.variationName, or: receipt.variationID)), which this campaign does not have"
                + (received ? ", so the formula runs among the variants only (a past recipient never enters control)." : ".")
        }
        let split = received ? campaign.split.withoutControl : campaign.split
        let bucket = assignment.bucket(userID: userID, campaignID: campaign.id)
        let outcome = assignment.outcome(ofBucket: bucket, in: split)
        let name = campaign.name(of: outcome)
        return VariantChoice(
            outcome: outcome,
            name: name,
            source: .formula,
            reason:
                "\(name), by Vitrine's reading of Braze's description (not Braze's result): SHA-256 of the user id "
                + "\(quoted(userID, or: "")) and the campaign id \(quoted(campaign.id, or: "")) "
                + "(\(assignment.order.rawValue), \(assignment.digest.rawValue), \(assignment.slices.rawValue)) puts the user in "
                + "bucket \(bucket) of 0–99." + note
        )
    }

    /// Whether a receipt names the variant at `index`: by its API id, else by its name.
    private static func matches(_ receipt: CampaignReceipt, _ variant: CampaignVariant, at index: Int) -> Bool {
        if !receipt.variationID.isEmpty, !variant.id.isEmpty { return receipt.variationID == variant.id }
        return !receipt.variationName.isEmpty && receipt.variationName == variant.displayName(at: index)
    }

    private static func quoted(_ text: String, or fallback: String) -> String {
        "\"\(text.isEmpty ? fallback : text)\""
    }
}
