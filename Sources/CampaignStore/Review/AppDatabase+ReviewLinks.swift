public import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// The most openings a link lists (the oldest are dropped from the list, not from the store).
    public static let reviewOpeningsListed = 200

    /// Stores a new link to `campaignID` whose token hashes to `tokenHash`.
    public func createReviewLink(
        campaignID: String,
        version: Int?,
        tokenHash: String,
        expiresAt: Date,
        createdBy: String?,
        matrix: ReviewMatrix = .standard,
        at now: Date = Date()
    ) async throws -> ReviewLink {
        try await write { db in
            guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            try db.execute(
                sql:
                    "INSERT INTO reviewLink (tokenHash, campaignId, version, createdBy, createdAt, expiresAt, matrix) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [tokenHash, campaignID, version, createdBy, now, expiresAt, matrix.text]
            )
            return ReviewLink(
                id: db.lastInsertedRowID,
                campaignID: campaignID,
                version: version,
                createdBy: createdBy,
                createdAt: now,
                expiresAt: expiresAt,
                revokedAt: nil,
                openings: [],
                matrix: matrix
            )
        }
    }

    /// A campaign's links, newest first, with their openings.
    public func reviewLinks(campaignID: String) async throws -> [ReviewLink] {
        try await read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM reviewLink WHERE campaignId = ? ORDER BY id DESC", arguments: [campaignID])
            return try rows.map { try Self.reviewLink($0, in: db) }
        }
    }

    /// The live link whose token hashes to `tokenHash` (nil when unknown, revoked or expired).
    public func liveReviewLink(tokenHash: String, at now: Date = Date()) async throws -> ReviewLink? {
        try await read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM reviewLink WHERE tokenHash = ?", arguments: [tokenHash]) else { return nil }
            let link = try Self.reviewLink(row, in: db)
            return link.isLive(at: now) ? link : nil
        }
    }

    /// Revokes a link of `campaignID` at once (a link already revoked keeps its first time).
    public func revokeReviewLink(id: Int64, campaignID: String, at now: Date = Date()) async throws {
        try await write { db in
            try db.execute(
                sql: "UPDATE reviewLink SET revokedAt = COALESCE(revokedAt, ?) WHERE id = ? AND campaignId = ?",
                arguments: [now, id, campaignID]
            )
            guard db.changesCount > 0 else { throw StoreError.notFound("review link \(id)") }
        }
    }

    /// Every live link of every campaign, newest first, with its campaign's name.
    public func liveReviewLinks(at now: Date = Date()) async throws -> [(link: ReviewLink, campaignName: String)] {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT reviewLink.*, campaign.name AS campaignName FROM reviewLink JOIN campaign ON campaign.id = reviewLink.campaignId
                    WHERE reviewLink.revokedAt IS NULL AND reviewLink.expiresAt > ? ORDER BY reviewLink.id DESC
                    """,
                arguments: [now]
            )
            return try rows.map { (try Self.reviewLink($0, in: db), $0["campaignName"]) }
        }
    }

    /// Revokes every live link of `campaignID` at once; how many were.
    public func revokeAllReviewLinks(campaignID: String, at now: Date = Date()) async throws -> Int {
        try await write { db in
            guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            try db.execute(sql: "UPDATE reviewLink SET revokedAt = ? WHERE campaignId = ? AND revokedAt IS NULL", arguments: [now, campaignID])
            return db.changesCount
        }
    }

    /// Notes that `reviewer` opened the link.
    public func recordReviewOpening(linkID: Int64, reviewer: String, at now: Date = Date()) async throws {
        try await write { db in
            try db.execute(sql: "INSERT INTO reviewOpen (linkId, reviewer, openedAt) VALUES (?, ?, ?)", arguments: [linkID, reviewer, now])
        }
    }

    /// The campaign as saved at `version`.
    public func revision(campaignID: String, version: Int) async throws -> CampaignRevision {
        try await read { db in try Self.revision(campaignID: campaignID, version: version, in: db) }
    }

    /// The campaign as saved at `version`, read in `db`; `revisionNotFound` when there is none.
    static func revision(campaignID: String, version: Int, in db: Database) throws -> CampaignRevision {
        guard
            let record =
                try CampaignRevisionRecord
                .filter(CampaignRevisionRecord.Columns.campaignId == campaignID && CampaignRevisionRecord.Columns.version == version)
                .fetchOne(db)
        else { throw StoreError.revisionNotFound(campaignID: campaignID, version: version) }
        let campaign = try CampaignRecord.decodePayload(record.payload, id: campaignID)
        return CampaignRevision(version: record.version, createdAt: record.createdAt, campaign: campaign, author: record.author)
    }

    private static func reviewLink(_ row: Row, in db: Database) throws -> ReviewLink {
        let id: Int64 = row["id"]
        let openings = try Row.fetchAll(
            db,
            sql: "SELECT reviewer, openedAt FROM reviewOpen WHERE linkId = ? ORDER BY id DESC LIMIT ?",
            arguments: [id, reviewOpeningsListed]
        ).map { ReviewLink.Opening(reviewer: $0["reviewer"], openedAt: $0["openedAt"]) }
        return ReviewLink(
            id: id,
            campaignID: row["campaignId"],
            version: row["version"],
            createdBy: row["createdBy"],
            createdAt: row["createdAt"],
            expiresAt: row["expiresAt"],
            revokedAt: row["revokedAt"],
            openings: openings,
            matrix: ReviewMatrix(text: row["matrix"])
        )
    }
}
