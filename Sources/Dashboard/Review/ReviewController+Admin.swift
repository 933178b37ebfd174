import CampaignStore
import Hummingbird

/// Every live review link, for admins (`/review-links`), and revoking all of one campaign's.
extension ReviewController {
    func addAdminRoutes(to router: Router<AppRequestContext>) {
        router.get("/review-links", use: liveLinks)
        router.post("/review-links/revoke-all", use: revokeAll)
    }

    @Sendable func liveLinks(request: Request, context: AppRequestContext) async throws -> Response {
        page(ReviewLinksAdminPage(links: try await database.liveReviewLinks(), paths: paths))
    }

    /// Revokes every live link of the posted `campaign`.
    @Sendable func revokeAll(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let id = posted.fields.text("campaign")
        let count = try await database.revokeAllReviewLinks(campaignID: id)
        let notice = "Revoked \(count == 1 ? "1 link" : "\(count) links") of campaign \(id)."
        return page(ReviewLinksAdminPage(links: try await database.liveReviewLinks(), notice: notice, paths: paths))
    }
}
