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
        let model = try await Offload.run { CampaignRevisionsPage(stored: stored, revisions: revisions, paging: paging, total: total, paths: paths) }
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
        return page(CampaignRestorePage(stored: stored, revision: revision, paths: paths))
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
