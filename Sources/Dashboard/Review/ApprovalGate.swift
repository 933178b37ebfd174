import CampaignStore
import InAppMessaging

/// The rule "needs N approvals before it can be made active", for the editor and the API alike.
///
/// Approvals count on the content they were given on: a save that changes anything but the status
/// resets them (Braze Canvas's rule), and each reviewer counts once, by their latest verdict.
enum ApprovalGate {
    /// Why saving `new` over `stored` is refused, or nil when it may be saved.
    static func refusal(_ database: AppDatabase, stored: StoredCampaign, new: Campaign) async throws -> String? {
        guard new.status == .active, stored.campaign.status != .active else { return nil }
        let required = try await database.requiredApprovals(campaignID: stored.campaign.id)
        guard required > 0 else { return nil }
        var sameContent = new
        sameContent.status = stored.campaign.status
        guard sameContent == stored.campaign else {
            return "This campaign needs \(approvals(required)) of what is made active: save the change as a draft first, "
                + "have it approved, then make it active."
        }
        let approvers = approvers(try await database.approvals(campaignID: stored.campaign.id))
        guard approvers.count < required else { return nil }
        let have = approvers.isEmpty ? "none yet" : "\(approvers.count) (\(approvers.sorted().joined(separator: ", ")))"
        return "This campaign needs \(approvals(required)) before it can be made active; it has \(have): \(required - approvers.count) missing."
    }

    /// The reviewers whose latest verdict on the whole campaign still in force is an approval
    /// (a verdict on one platform does not count towards the rule).
    static func approvers(_ approvals: [Approval]) -> Set<String> {
        var latest: [String: Approval.Verdict] = [:]
        // Newest first: the first verdict of each reviewer is their latest.
        for approval in approvals where approval.inForce && approval.platform == nil && latest[approval.reviewer] == nil {
            latest[approval.reviewer] = approval.verdict
        }
        return Set(latest.filter { $0.value == .approved }.keys)
    }

    private static func approvals(_ count: Int) -> String { count == 1 ? "1 approval" : "\(count) approvals" }
}
