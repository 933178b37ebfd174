import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging

/// The JSON shapes of the campaign API, built as `JSONValue`s around the wire envelope.
enum CampaignJSON {
    /// The keys of a campaign response written first; the envelope's own order follows.
    static let campaignLeadingKeys = ["id", "version", "created_at", "updated_at", "warnings"] + Campaign.wireLeadingKeys

    /// The keys of a list response written first.
    static let listLeadingKeys = [
        "campaigns", "total", "page", "per_page", "page_count", "id", "name", "kind", "status", "tags", "version", "updated_at",
    ]

    /// The keys of a revision list written first.
    static let revisionLeadingKeys = ["revisions", "version", "created_at", "campaign"] + Campaign.wireLeadingKeys

    /// The keys of an import response written first.
    static let importLeadingKeys = ["results", "id", "outcome", "warnings", "severity", "path", "rule", "message"]

    /// A stored campaign: its envelope plus `version`, `created_at` and `updated_at`, and
    /// `warnings` when given (write responses).
    static func campaign(_ stored: StoredCampaign, warnings: [Diagnostic]? = nil) -> JSONValue {
        guard case .object(var members) = stored.campaign.wireValue else { return stored.campaign.wireValue }
        members["version"] = .int(stored.version)
        members["created_at"] = .string(timestamp(stored.createdAt))
        members["updated_at"] = .string(timestamp(stored.updatedAt))
        if let warnings { members["warnings"] = .array(warnings.map(diagnostic)) }
        return .object(members)
    }

    /// One page of the list: listing columns only, plus the paging numbers.
    static func page(_ page: CampaignPage) -> JSONValue {
        .object([
            "campaigns": .array(page.summaries.map(summary)),
            "total": .int(page.total),
            "page": .int(page.query.page),
            "per_page": .int(page.query.perPage),
            "page_count": .int(page.pageCount),
        ])
    }

    /// A campaign's listing columns.
    static func summary(_ summary: CampaignSummary) -> JSONValue {
        .object([
            "id": .string(summary.id),
            "name": .string(summary.name),
            "kind": .string(summary.kind.rawValue),
            "status": .string(summary.status.rawValue),
            "tags": .array(summary.tags.map { .string($0) }),
            "version": .int(summary.version),
            "updated_at": .string(timestamp(summary.updatedAt)),
        ])
    }

    /// Every saved version, newest first, each with the envelope as it was.
    static func revisions(_ revisions: [CampaignRevision]) -> JSONValue {
        .object([
            "revisions": .array(
                revisions.map { revision in
                    .object([
                        "version": .int(revision.version),
                        "created_at": .string(timestamp(revision.createdAt)),
                        "campaign": revision.campaign.wireValue,
                    ])
                }
            )
        ])
    }

    /// What an import did to each campaign, with the warnings each one carries.
    static func importResults(_ campaigns: [Campaign], outcomes: [ImportOutcome], viewTypes: ViewTypeRegistry) -> JSONValue {
        .object([
            "results": .array(
                zip(campaigns, outcomes).map { campaign, outcome in
                    .object([
                        "id": .string(campaign.id),
                        "outcome": .string(outcome.rawValue),
                        "warnings": .array(campaign.diagnostics(viewTypes: viewTypes).map { diagnostic(Diagnostic($0)) }),
                    ])
                }
            )
        ])
    }

    /// A diagnostic as `{severity, path, rule, message}`; one found in an HTML payload says its
    /// line and column at the start of the message.
    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var message = diagnostic.message
        if let line = diagnostic.line, let column = diagnostic.column { message = "line \(line), column \(column): " + message }
        return .object([
            "severity": .string(diagnostic.severity.rawValue),
            "path": .string(diagnostic.path?.description ?? ""),
            "rule": .string(diagnostic.rule.rawValue),
            "message": .string(message),
        ])
    }

    /// ISO 8601 in UTC with milliseconds, e.g. `2026-03-01T12:00:00.000Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}
