public import InAppMessaging

/// The size limits every way into the store holds a campaign to — the editor, the API, imports
/// (page, API and `vitrine import`), restores, duplicates and device sessions' snapshots — so
/// that no door stores what another would refuse, and no stored campaign can make its editor page
/// or a preview cost more than a request may.
public enum CampaignLimits {
    /// The largest campaign, as its stored wire JSON (the API's body limit for one campaign).
    public static let maxBytes = 1 << 20
    /// The most extras key-value pairs a message may carry.
    public static let maxExtras = 1_000
    /// The most steps one Braze Action may run (a click's or a button's; containers opened), what
    /// the editor's step builder holds too: every click replays each step through the engine and
    /// the editor draws a row for each.
    public static let maxActionSteps = 50

    /// Throws `StoreError.campaignTooLarge` when `campaign` has too many extras, too long an id,
    /// or a Braze Action of too many steps.
    public static func check(_ campaign: Campaign) throws(StoreError) {
        if campaign.id.count > Campaign.maxIDLength {
            throw StoreError.campaignTooLarge(id: String(campaign.id.prefix(40)) + "…", reason: "an id over \(Campaign.maxIDLength) characters")
        }
        let count = campaign.message.extras.count
        if count > maxExtras {
            throw StoreError.campaignTooLarge(id: campaign.id, reason: "\(count) extras; the limit is \(maxExtras)")
        }
        let actions =
            [("the message's click action", campaign.message.clickAction)]
            + campaign.message.buttons.enumerated().map { ("button \($0.offset)'s click action", $0.element.clickAction) }
        for (name, action) in actions {
            guard case .brazeAction(let brazeAction, _) = action else { continue }
            let steps = brazeAction.steps.count
            if steps > maxActionSteps {
                throw StoreError.campaignTooLarge(id: campaign.id, reason: "\(name) runs \(steps) Braze Action steps; the limit is \(maxActionSteps)")
            }
        }
    }

    /// Throws `StoreError.campaignTooLarge` when the encoded campaign is over `maxBytes`.
    public static func check(payload: String, id: String) throws(StoreError) {
        let size = payload.utf8.count
        if size > maxBytes {
            throw StoreError.campaignTooLarge(id: id, reason: "\(size) bytes of JSON; the limit is \(maxBytes) bytes")
        }
    }
}
