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

    /// Every verdict on the campaign, newest first, each marked whether it still counts: no save
    /// since the version it was given on changed anything but the status (Braze Canvas's rule: a
    /// change back does not restore it). One that no longer counts names the save that reset it.
    public func approvals(campaignID: String) async throws -> [Approval] {
        try await read { db in
            guard let current = try CampaignRecord.fetchOne(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            let campaign = try current.campaign()
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM approval WHERE campaignId = ? ORDER BY id DESC", arguments: [campaignID])
            let versions = Set(rows.map { $0["version"] as Int })
            // The save that reset each version's verdicts, and versions whose revision is gone.
            var resets: [Int: Approval.Reset] = [:]
            var unknown: Set<Int> = []
            if let oldest = versions.min() {
                let revisions =
                    try CampaignRevisionRecord
                    .filter(CampaignRevisionRecord.Columns.campaignId == campaignID && CampaignRevisionRecord.Columns.version >= oldest)
                    .order(CampaignRevisionRecord.Columns.version)
                    .fetchAll(db)
                let contents = try revisions.map { record in
                    var content = try CampaignRecord.decodePayload(record.payload, id: campaignID)
                    content.status = campaign.status
                    return (record.version, record.createdAt, content)
                }
                for version in versions {
                    guard let given = contents.first(where: { $0.0 == version })?.2 else {
                        unknown.insert(version)
                        continue
                    }
                    resets[version] = contents.first { $0.0 > version && $0.2 != given }.map { Approval.Reset(version: $0.0, at: $0.1) }
                }
            }
            return rows.map { row in
                let version: Int = row["version"]
                return Approval(
                    version: version,
                    reviewer: row["reviewer"],
                    verdict: Approval.Verdict(rawValue: row["verdict"]) ?? .changesRequested,
                    platform: row["platform"],
                    createdAt: row["createdAt"],
                    inForce: resets[version] == nil && !unknown.contains(version),
                    reset: resets[version]
                )
            }
        }
    }
}
