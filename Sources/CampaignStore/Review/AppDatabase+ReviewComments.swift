public import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// Adds a comment made on `version` of the campaign (the version the commenter saw), pinned to
    /// `anchor`; `fingerprint` is what it looks at then (`Campaign.reviewFingerprint`).
    public func addComment(
        campaignID: String,
        version: Int,
        author: String,
        signedIn: Bool,
        body: String,
        anchor: ReviewComment.Anchor,
        fingerprint: String?,
        at now: Date = Date()
    ) async throws -> Int64 {
        try await write { db in
            try Self.checkCommentRoom(campaignID: campaignID, in: db)
            try db.execute(
                sql: """
                    INSERT INTO reviewComment (campaignId, version, author, signedIn, body, platform, device, variant, locale, theme, x, y, \
                    field, fingerprint, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    campaignID, version, author, signedIn, body, anchor.platform, anchor.device, anchor.variant, anchor.locale, anchor.theme,
                    anchor.x, anchor.y, anchor.field, fingerprint, now,
                ]
            )
            return db.lastInsertedRowID
        }
    }

    /// Adds a reply to comment `parentID` of the campaign.
    public func addReply(campaignID: String, parentID: Int64, author: String, signedIn: Bool, body: String, at now: Date = Date()) async throws {
        try await write { db in
            let version = try Int.fetchOne(
                db,
                sql: "SELECT version FROM reviewComment WHERE id = ? AND campaignId = ? AND parentId IS NULL",
                arguments: [parentID, campaignID]
            )
            guard let version else { throw StoreError.commentNotFound(campaignID: campaignID, comment: parentID) }
            try Self.checkCommentRoom(campaignID: campaignID, in: db)
            try db.execute(
                sql: "INSERT INTO reviewComment (campaignId, parentId, version, author, signedIn, body, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [campaignID, parentID, version, author, signedIn, body, now]
            )
        }
    }

    /// Resolves comment `id` (by `resolver`), or reopens it when `resolver` is nil.
    public func setCommentResolved(campaignID: String, id: Int64, by resolver: String?, at now: Date = Date()) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE reviewComment SET resolvedAt = ?, resolvedBy = ? WHERE id = ? AND campaignId = ? AND parentId IS NULL",
                arguments: [resolver == nil ? nil : now, resolver, id, campaignID]
            )
            guard db.changesCount > 0 else { throw StoreError.commentNotFound(campaignID: campaignID, comment: id) }
        }
    }

    /// The campaign's comments, oldest first, with their replies, each marked "changed since" when
    /// what it looks at differs in the current campaign.
    public func comments(campaignID: String) async throws -> [ReviewComment] {
        try await read { db in
            guard let record = try CampaignRecord.fetchOne(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            let campaign = try record.campaign()
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM reviewComment WHERE campaignId = ? ORDER BY id", arguments: [campaignID])
            var replies: [Int64: [ReviewComment.Reply]] = [:]
            for row in rows {
                guard let parent: Int64 = row["parentId"] else { continue }
                replies[parent, default: []].append(
                    ReviewComment.Reply(
                        id: row["id"],
                        author: row["author"],
                        signedIn: row["signedIn"],
                        body: row["body"],
                        createdAt: row["createdAt"]
                    )
                )
            }
            // Many comments look at the same thing: its fingerprint is taken once.
            var fingerprints: [ReviewComment.Anchor: String?] = [:]
            return rows.filter { ($0["parentId"] as Int64?) == nil }.map { row in
                Self.comment(row, replies: replies[row["id"]] ?? []) { anchor in
                    let key = ReviewComment.Anchor(variant: anchor.variant, locale: anchor.locale, field: anchor.field)
                    if let known = fingerprints[key] { return known }
                    let fingerprint = campaign.reviewFingerprint(variant: anchor.variant, field: anchor.field, locale: anchor.locale)
                    fingerprints[key] = fingerprint
                    return fingerprint
                }
            }
        }
    }

    /// The comment of `row`; `current` gives what the campaign now shows for an anchor.
    private static func comment(_ row: Row, replies: [ReviewComment.Reply], current: (ReviewComment.Anchor) -> String?) -> ReviewComment {
        let anchor = ReviewComment.Anchor(
            platform: row["platform"],
            device: row["device"],
            variant: row["variant"],
            locale: row["locale"],
            theme: row["theme"],
            x: row["x"],
            y: row["y"],
            field: row["field"]
        )
        let fingerprint: String? = row["fingerprint"]
        return ReviewComment(
            id: row["id"],
            campaignID: row["campaignId"],
            version: row["version"],
            author: row["author"],
            signedIn: row["signedIn"],
            body: row["body"],
            anchor: anchor,
            createdAt: row["createdAt"],
            resolvedAt: row["resolvedAt"],
            resolvedBy: row["resolvedBy"],
            replies: replies,
            changedSince: fingerprint != nil && current(anchor) != fingerprint
        )
    }

    /// Throws when the campaign is gone or keeps as many comments as it may.
    private static func checkCommentRoom(campaignID: String, in db: Database) throws {
        guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reviewComment WHERE campaignId = ?", arguments: [campaignID]) ?? 0
        guard count < ReviewComment.maximumPerCampaign else {
            throw StoreError.tooManyComments(campaignID: campaignID, limit: ReviewComment.maximumPerCampaign)
        }
    }
}
