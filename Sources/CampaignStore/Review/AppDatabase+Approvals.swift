public import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// How many approvals the campaign needs before it may be made active (0: none).
    public func requiredApprovals(campaignID: String) async throws -> Int {
        try await read { db in
            try Int.fetchOne(db, sql: "SELECT required FROM approvalRule WHERE campaignId = ?", arguments: [campaignID]) ?? 0
        }
    }

    /// Sets how many approvals the campaign needs (0 removes the rule).
    public func setRequiredApprovals(campaignID: String, _ required: Int) async throws {
        try await write { db in
            guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            if required <= 0 {
                try db.execute(sql: "DELETE FROM approvalRule WHERE campaignId = ?", arguments: [campaignID])
            } else {
                try db.execute(
                    sql:
                        "INSERT INTO approvalRule (campaignId, required) VALUES (?, ?) ON CONFLICT(campaignId) DO UPDATE SET required = excluded.required",
                    arguments: [campaignID, required]
                )
            }
        }
    }

    /// Records a verdict on the campaign's current version, as a whole or on one `platform`.
    public func addApproval(
        campaignID: String,
        reviewer: String,
        verdict: Approval.Verdict,
        platform: String? = nil,
        at now: Date = Date()
    ) async throws {
        try await write { db in
            guard let record = try CampaignRecord.fetchOne(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            try db.execute(
                sql: "INSERT INTO approval (campaignId, version, reviewer, verdict, platform, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [campaignID, record.version, reviewer, verdict.rawValue, platform, now]
            )
        }
    }

    /// Every verdict on the campaign, newest first, each marked whether it still counts: it was
    /// given on a version whose content (its status aside) is the current one.
    public func approvals(campaignID: String) async throws -> [Approval] {
        try await read { db in
            guard let current = try CampaignRecord.fetchOne(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            let campaign = try current.campaign()
            var sameContent: [Int: Bool] = [:]
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM approval WHERE campaignId = ? ORDER BY id DESC", arguments: [campaignID])
            return try rows.map { row in
                let version: Int = row["version"]
                if sameContent[version] == nil {
                    var then = try Self.revision(campaignID: campaignID, version: version, in: db).campaign
                    then.status = campaign.status
                    sameContent[version] = then == campaign
                }
                return Approval(
                    version: version,
                    reviewer: row["reviewer"],
                    verdict: Approval.Verdict(rawValue: row["verdict"]) ?? .changesRequested,
                    platform: row["platform"],
                    createdAt: row["createdAt"],
                    inForce: sameContent[version] ?? false
                )
            }
        }
    }
}
