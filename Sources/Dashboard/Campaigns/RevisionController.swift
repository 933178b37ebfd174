import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Revisions of a campaign: each saved version with a diff against the one before, and restore.
struct RevisionController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers the revision routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/:id/revisions", use: list)
        router.get("/campaigns/:id/revisions/:version/restore", use: confirmRestore)
        router.post("/campaigns/:id/revisions/:version/restore", use: restore)
    }

    /// Versions shown on one page of the revisions list.
    static let perPage = 10

    /// One page of versions, newest first, each with what changed since the previous one: only
    /// the shown versions (and the one before the last) are read and diffed.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let paging = try PageRequest(
            parameters: { request.uri.formQueryParameters[Substring($0)].map(String.init) },
            defaultPerPage: Self.perPage,
            maximumPerPage: Self.perPage
        )
        let stored = try await database.existingCampaign(id: id)
        let total = try await database.revisionCount(campaignID: id)
        let revisions = try await database.revisions(campaignID: id, offset: paging.offset, limit: paging.perPage + 1)
        let paths = paths
        let model = try await Offload.run { RevisionsPage(stored: stored, revisions: revisions, paging: paging, total: total, paths: paths) }
        return page(model)
    }

    /// Asks before restoring, showing what the restore changes in the current version.
    @Sendable func confirmRestore(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let version = context.parameters.get("version", as: Int.self) else {
            return errorPage(.badRequest, "The version must be a number.")
        }
        let stored = try await database.existingCampaign(id: id)
        let all = try await database.revisions(campaignID: id)
        guard let revision = all.first(where: { $0.version == version }) else {
            throw HTTPError(.notFound, message: "Campaign \(id) has no version \(version).")
        }
        return page(RestorePage(stored: stored, revision: revision, paths: paths))
    }

    /// Saves an old version's content as the newest version.
    @Sendable func restore(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let version = context.parameters.get("version", as: Int.self) else {
            return errorPage(.badRequest, "The version must be a number.")
        }
        let posted = try await request.form()
        guard let expected = Int(posted.fields.text("current_version")) else {
            return errorPage(.badRequest, "The form has no current version: reload the revisions page.")
        }
        do {
            _ = try await database.restore(campaignID: id, version: version, expectedVersion: expected)
            return redirect(Paths.app.campaignEdit(id, restored: version))
        } catch StoreError.staleVersion(_, _, let actual) {
            return errorPage(.conflict, "The campaign was saved elsewhere (now version \(actual)): reload the revisions page and restore again.")
        }
    }
}

/// View model of the revisions page.
struct RevisionsPage: Page {
    /// The template.
    static let template = "campaign-revisions"

    /// One saved version.
    struct Revision: Sendable {
        let version: String
        let saved: PageTime
        let isCurrent: Bool
        let hunks: [RevisionDiff.Hunk]
        let hasChanges: Bool
        /// Who saved it, when known.
        let author: String?
        /// Its restore confirmation, unless it is the current version.
        let restoreURL: String
    }

    let id: String
    let name: String
    /// The campaign's editor.
    let editURL: String
    let currentVersion: String
    let revisions: [Revision]
    /// The list number of the first version shown (the list counts down).
    let start: Int
    /// Links to the newer and older pages, when there are any.
    let newerLink: String?
    let olderLink: String?

    /// The page of `revisions`: at most `paging.perPage` shown, plus the one before the last shown
    /// (read only to diff against).
    init(stored: StoredCampaign, revisions: [CampaignRevision], paging: PageRequest, total: Int, paths: Paths) {
        id = stored.campaign.id
        editURL = paths.campaignEdit(stored.campaign.id)
        name = stored.campaign.name
        currentVersion = String(stored.version)
        start = max(0, total - paging.offset)
        newerLink = paging.page > 1 ? paths.campaignRevisions(stored.campaign.id, page: paging.page - 1) : nil
        olderLink = paging.offset + paging.perPage < total ? paths.campaignRevisions(stored.campaign.id, page: paging.page + 1) : nil
        let texts = revisions.map { RevisionDiff.text(of: $0.campaign) }
        self.revisions = revisions.prefix(paging.perPage).enumerated().map { index, revision in
            let previous = index + 1 < texts.count ? texts[index + 1] : ""
            let diff = RevisionDiff(old: previous, new: texts[index])
            return Revision(
                version: String(revision.version),
                saved: PageTime(revision.createdAt),
                isCurrent: revision.version == stored.version,
                hunks: diff.hunks,
                hasChanges: !diff.isEmpty,
                author: revision.author,
                restoreURL: paths.campaignRestore(stored.campaign.id, version: revision.version)
            )
        }
    }
}
