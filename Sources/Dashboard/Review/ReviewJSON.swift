import CampaignStore
import Foundation
import InAppMessaging

/// The JSON of review links, comments and verdicts in the API (`ReviewAPIController`).
enum ReviewJSON {
    /// Keys written first in every object.
    static let leadingKeys = ["id", "url", "token", "version", "author", "reviewer", "verdict", "body"]

    /// A link (its token is never stored, so never listed).
    static func link(_ link: ReviewLink, now: Date) -> JSONValue {
        .object([
            "id": .int(Int(link.id)), "version": link.version.map { .int($0) } ?? .null, "created_by": link.createdBy.map(JSONValue.string) ?? .null,
            "created_at": .string(AccountJSON.timestamp(link.createdAt)), "expires_at": .string(AccountJSON.timestamp(link.expiresAt)),
            "revoked_at": link.revokedAt.map { .string(AccountJSON.timestamp($0)) } ?? .null, "live": .bool(link.isLive(at: now)),
            "platforms": .array(link.matrix.platforms.map(JSONValue.string)), "devices": .array(link.matrix.devices.map(JSONValue.string)),
            "locales": .array(link.matrix.locales.map(JSONValue.string)), "themes": .array(link.matrix.themes.map(JSONValue.string)),
            "openings": .array(
                link.openings.map { .object(["reviewer": .string($0.reviewer), "opened_at": .string(AccountJSON.timestamp($0.openedAt))]) }
            ),
        ])
    }

    /// A comment with its anchor, thread and state.
    static func comment(_ comment: ReviewComment) -> JSONValue {
        let anchor = comment.anchor
        let cell = anchor.cell.map(JSONValue.string) ?? .null
        return .object([
            "id": .int(Int(comment.id)), "version": .int(comment.version), "author": .string(comment.author), "signed_in": .bool(comment.signedIn),
            "body": .string(comment.body), "cell": cell, "x": anchor.x.map(JSONValue.double) ?? .null, "y": anchor.y.map(JSONValue.double) ?? .null,
            "field": anchor.field.map(JSONValue.string) ?? .null, "created_at": .string(AccountJSON.timestamp(comment.createdAt)),
            "resolved_at": comment.resolvedAt.map { .string(AccountJSON.timestamp($0)) } ?? .null,
            "resolved_by": comment.resolvedBy.map(JSONValue.string) ?? .null, "changed_since": .bool(comment.changedSince),
            "replies": .array(
                comment.replies.map {
                    .object([
                        "id": .int(Int($0.id)), "author": .string($0.author), "signed_in": .bool($0.signedIn), "body": .string($0.body),
                        "created_at": .string(AccountJSON.timestamp($0.createdAt)),
                    ])
                }
            ),
        ])
    }

    /// A verdict.
    static func approval(_ approval: Approval) -> JSONValue {
        .object([
            "version": .int(approval.version), "reviewer": .string(approval.reviewer), "verdict": .string(approval.verdict.rawValue),
            "platform": approval.platform.map(JSONValue.string) ?? .null, "created_at": .string(AccountJSON.timestamp(approval.createdAt)),
            "in_force": .bool(approval.inForce), "reset_version": approval.reset.map { .int($0.version) } ?? .null,
            "reset_at": approval.reset.map { .string(AccountJSON.timestamp($0.at)) } ?? .null,
        ])
    }
}
