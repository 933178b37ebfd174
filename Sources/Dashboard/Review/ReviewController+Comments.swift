import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Comments and verdicts: through a link by a reviewer who gave a name (`/r/TOKEN/comments…`), and
/// by signed-in editors on the campaign's review page and beside the editor's preview
/// (`/campaigns/ID/comments…`, `/campaigns/ID/approvals`).
extension ReviewController {
    func addCommentRoutes(to router: Router<AppRequestContext>) {
        router.post("/r/:token/comments", use: reviewerComment)
        router.post("/r/:token/comments/:comment/:action", use: reviewerCommentAction)
        router.post("/campaigns/:id/comments", use: userComment)
        router.post("/campaigns/:id/comments/:comment/:action", use: userCommentAction)
        router.post("/campaigns/:id/approvals", use: userVerdict)
    }

    /// A reviewer's comment, made on the version the link shows.
    @Sendable func reviewerComment(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (_, campaign, revision) = try await open(token, request: request, context: context) else { return notFound() }
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        guard let author = Self.reviewer(of: request) else { return errorPage(.unprocessableContent, "Give your name before you comment.") }
        switch ReviewCommentForm.parse(posted.fields, campaign: campaign) {
        case .failure(let error): return errorPage(.unprocessableContent, error.message)
        case .success(let form):
            _ = try await form.save(to: database, campaign: campaign, version: revision.version, author: author, signedIn: false)
            return redirect(paths.review(token) + "#comments")
        }
    }

    /// A reviewer's reply to, or resolving or reopening of, a comment of the link's campaign.
    @Sendable func reviewerCommentAction(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (link, _, _) = try await open(token, request: request, context: context) else { return notFound() }
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        guard let author = Self.reviewer(of: request) else { return errorPage(.unprocessableContent, "Give your name before you reply.") }
        if let refusal = try await act(on: link.campaignID, context: context, fields: posted.fields, author: author, signedIn: false) {
            return refusal
        }
        return redirect(paths.review(token) + "#comments")
    }

    /// A signed-in editor's comment, on the campaign's current version; `from=editor` returns to
    /// the editor, otherwise to the review links page.
    @Sendable func userComment(request: Request, context: AppRequestContext) async throws -> Response {
        let stored = try await database.existingCampaign(id: try context.parameters.requireDecoded("id"))
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        switch ReviewCommentForm.parse(posted.fields, campaign: stored.campaign) {
        case .failure(let error): return errorPage(.unprocessableContent, error.message)
        case .success(let form):
            let author = context.identity?.account.username ?? "editor"
            _ = try await form.save(to: database, campaign: stored.campaign, version: stored.version, author: author, signedIn: true)
            return redirect(returnURL(stored.campaign.id, posted.fields))
        }
    }

    /// A signed-in editor's reply to, or resolving or reopening of, a comment.
    @Sendable func userCommentAction(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        let author = context.identity?.account.username ?? "editor"
        if let refusal = try await act(on: id, context: context, fields: posted.fields, author: author, signedIn: true) { return refusal }
        return redirect(returnURL(id, posted.fields))
    }

    /// A signed-in editor's verdict on the campaign's current version, as a whole or on one platform.
    @Sendable func userVerdict(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        guard let verdict = Approval.Verdict(rawValue: posted.fields.text("verdict")) else {
            return errorPage(.unprocessableContent, "verdict: expected approved or changes_requested.")
        }
        guard let platform = Self.verdictPlatform(posted.fields) else {
            return errorPage(.unprocessableContent, "platform: ios, android, web or none.")
        }
        try await database.addApproval(campaignID: id, reviewer: context.identity?.account.username ?? "editor", verdict: verdict, platform: platform)
        return redirect(paths.campaignReviewLinks(id) + "#approvals")
    }

    /// The posted `platform` of a verdict: `.some(nil)` for the whole campaign, nil when unknown.
    static func verdictPlatform(_ fields: FormData) -> String?? {
        let text = fields.text("platform")
        if text.isEmpty { return .some(nil) }
        return Platform(rawValue: text).map { .some($0.rawValue) }
    }

    /// Replies to (`replies`) or resolves (`resolve`, with `reopen` set to reopen) the comment in
    /// the route; a response when the request is refused.
    private func act(on campaignID: String, context: AppRequestContext, fields: FormData, author: String, signedIn: Bool) async throws -> Response? {
        guard let comment = Int64(try context.parameters.requireDecoded("comment")) else {
            return errorPage(.notFound, "No such comment.")
        }
        switch try context.parameters.requireDecoded("action") {
        case "replies":
            switch ReviewCommentForm.parseBody(fields) {
            case .failure(let error): return errorPage(.unprocessableContent, error.message)
            case .success(let body):
                try await database.addReply(campaignID: campaignID, parentID: comment, author: author, signedIn: signedIn, body: body)
            }
        case "resolve":
            try await database.setCommentResolved(campaignID: campaignID, id: comment, by: fields.isChecked("reopen") ? nil : author)
        default:
            return errorPage(.notFound, "No such comment action: replies or resolve.")
        }
        return nil
    }

    /// Where a signed-in user's comment form returns: the editor (`from=editor`, keeping the
    /// variant being edited) or the review links page.
    private func returnURL(_ id: String, _ fields: FormData) -> String {
        fields.text("from") == "editor" ? paths.campaignEdit(id) + "#review-comments" : paths.campaignReviewLinks(id) + "#comments"
    }
}
