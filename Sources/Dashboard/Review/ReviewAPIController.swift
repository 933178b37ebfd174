import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Review links, comments and verdicts in the JSON API: viewers read them, editors make and
/// revoke links, comment, approve and set the approval rule (by `AccessPolicy`).
struct ReviewAPIController: Sendable {
    let database: AppDatabase
    let origin: PublicOrigin
    let paths: Paths

    /// Registers the routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("campaigns/:id/review-links", use: links)
        api.post("campaigns/:id/review-links", use: createLink)
        api.delete("campaigns/:id/review-links/:link", use: revokeLink)
        api.get("campaigns/:id/comments", use: comments)
        api.post("campaigns/:id/comments", use: addComment)
        api.post("campaigns/:id/comments/:comment/replies", use: reply)
        api.put("campaigns/:id/comments/:comment/resolved", use: resolve)
        api.get("campaigns/:id/approvals", use: approvals)
        api.post("campaigns/:id/approvals", use: approve)
        api.put("campaigns/:id/approval-rule", use: setRule)
        api.allowOnly("campaigns/:id/review-links", .get, .post)
        api.allowOnly("campaigns/:id/review-links/:link", .delete)
        api.allowOnly("campaigns/:id/comments", .get, .post)
        api.allowOnly("campaigns/:id/comments/:comment/replies", .post)
        api.allowOnly("campaigns/:id/comments/:comment/resolved", .put)
        api.allowOnly("campaigns/:id/approvals", .get, .post)
        api.allowOnly("campaigns/:id/approval-rule", .put)
    }

    @Sendable func links(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try await existingID(context)
        let now = Date()
        let links = try await database.reviewLinks(campaignID: id)
        return JSONResponse(.object(["links": .array(links.map { ReviewJSON.link($0, now: now) })]), leadingKeys: ReviewJSON.leadingKeys)
    }

    /// Makes a link from `{"days"?: 1–90, "follows"?: "latest"|"current"}`; the answer holds the
    /// token and the address once.
    @Sendable func createLink(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let stored = try await database.existingCampaign(id: try context.parameters.requireDecoded("id"))
        let body = try await AccountRequestBody(request, allowed: ["days", "follows", "platforms", "devices", "locales", "themes"])
        let days = try body.integer("days", in: 1...ReviewController.maximumDays) ?? 14
        let follows = try body.string("follows", required: false) { ["latest", "current"].contains($0) ? nil : "expected latest or current" }
        let matrix: ReviewMatrix
        switch ReviewMatrix.chosen(
            platforms: try body.strings("platforms"),
            devices: try body.strings("devices"),
            locales: try body.strings("locales"),
            themes: try body.strings("themes"),
            campaign: stored.campaign
        ) {
        case .failure(let error): throw APIError(.unprocessableContent, error.reason, path: "$.\(error.field)")
        case .success(let chosen): matrix = chosen
        }
        let token = SecretToken.generate()
        let now = Date()
        let link = try await database.createReviewLink(
            campaignID: stored.campaign.id,
            version: follows == "current" ? stored.version : nil,
            tokenHash: SecretToken.hash(token),
            expiresAt: now.addingTimeInterval(Double(days) * 86_400),
            createdBy: context.identity?.account.username,
            matrix: matrix,
            at: now
        )
        guard case .object(var members) = ReviewJSON.link(link, now: now) else { preconditionFailure("a link is an object") }
        members["token"] = .string(token)
        members["url"] = .string(origin.serverOrigin(of: request) + paths.review(token))
        return JSONResponse(.object(members), status: .created, leadingKeys: ReviewJSON.leadingKeys)
    }

    @Sendable func revokeLink(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let link = Int64(try context.parameters.requireDecoded("link")) else { throw APIError(.notFound, "no such review link", path: "link") }
        try await database.revokeReviewLink(id: link, campaignID: id)
        return Response(status: .noContent)
    }

    @Sendable func comments(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let comments = try await database.comments(campaignID: try context.parameters.requireDecoded("id"))
        return JSONResponse(.object(["comments": .array(comments.map(ReviewJSON.comment))]), leadingKeys: ReviewJSON.leadingKeys)
    }

    /// Comments on the current version from `{"body", "cell"?, "x"?, "y"?, "field"?}` (as the forms post them).
    @Sendable func addComment(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let stored = try await database.existingCampaign(id: try context.parameters.requireDecoded("id"))
        let fields = try await Self.formFields(request, allowed: ["body", "cell", "x", "y", "field"])
        let form: ReviewCommentForm
        switch ReviewCommentForm.parse(fields, campaign: stored.campaign) {
        case .failure(let error): throw APIError(.unprocessableContent, error.reason, path: "$.\(error.field)")
        case .success(let parsed): form = parsed
        }
        let author = context.identity?.account.username ?? "api"
        let id = try await form.save(to: database, campaign: stored.campaign, version: stored.version, author: author, signedIn: true)
        return try await commentResponse(stored.campaign.id, comment: id, status: .created)
    }

    /// Replies to a comment from `{"body"}`.
    @Sendable func reply(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        let comment = try Self.commentID(context)
        let fields = try await Self.formFields(request, allowed: ["body"])
        let body: String
        switch ReviewCommentForm.parseBody(fields) {
        case .failure(let error): throw APIError(.unprocessableContent, error.reason, path: "$.body")
        case .success(let text): body = text
        }
        try await database.addReply(
            campaignID: id,
            parentID: comment,
            author: context.identity?.account.username ?? "api",
            signedIn: true,
            body: body
        )
        return try await commentResponse(id, comment: comment, status: .created)
    }

    /// Resolves (`{"resolved": true}`) or reopens (`false`) a comment.
    @Sendable func resolve(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        let comment = try Self.commentID(context)
        let body = try await AccountRequestBody(request, allowed: ["resolved"])
        let resolved = try body.flag("resolved")
        try await database.setCommentResolved(campaignID: id, id: comment, by: resolved ? (context.identity?.account.username ?? "api") : nil)
        return try await commentResponse(id, comment: comment, status: .ok)
    }

    /// The rule, who approves now, and every verdict (newest first).
    @Sendable func approvals(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try await existingID(context)
        let approvals = try await database.approvals(campaignID: id)
        let required = try await database.requiredApprovals(campaignID: id)
        let approvers = ApprovalGate.approvers(approvals).sorted()
        return JSONResponse(
            .object([
                "required": .int(required), "approvers": .array(approvers.map(JSONValue.string)), "missing": .int(max(0, required - approvers.count)),
                "approvals": .array(approvals.map(ReviewJSON.approval)),
            ]),
            leadingKeys: ReviewJSON.leadingKeys
        )
    }

    /// A verdict on the current version from `{"verdict": "approved"|"changes_requested", "platform"?}`.
    @Sendable func approve(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try await existingID(context)
        let body = try await AccountRequestBody(request, allowed: ["verdict", "platform"])
        let verdict = try body.string("verdict", required: true) {
            Approval.Verdict(rawValue: $0) == nil ? "expected approved or changes_requested" : nil
        }!
        let platform = try body.string("platform", required: false) { Platform(rawValue: $0) == nil ? "expected ios, android or web" : nil }
        try await database.addApproval(
            campaignID: id,
            reviewer: context.identity?.account.username ?? "api",
            verdict: Approval.Verdict(rawValue: verdict)!,
            platform: platform
        )
        let latest = try await database.approvals(campaignID: id)[0]
        return JSONResponse(ReviewJSON.approval(latest), status: .created, leadingKeys: ReviewJSON.leadingKeys)
    }

    /// Sets how many approvals the campaign needs from `{"required": 0–10}`.
    @Sendable func setRule(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try await existingID(context)
        let body = try await AccountRequestBody(request, allowed: ["required"])
        guard let required = try body.integer("required", in: 0...10) else {
            throw APIError(.unprocessableContent, "missing required field", path: "$.required")
        }
        try await database.setRequiredApprovals(campaignID: id, required)
        return JSONResponse(.object(["required": .int(required)]))
    }

    /// The campaign id in the route, after checking it exists (404 otherwise).
    private func existingID(_ context: AppRequestContext) async throws -> String {
        try await database.existingCampaign(id: try context.parameters.requireDecoded("id")).campaign.id
    }

    private func commentResponse(_ campaignID: String, comment: Int64, status: HTTPResponse.Status) async throws -> JSONResponse {
        guard let found = try await database.comments(campaignID: campaignID).first(where: { $0.id == comment }) else {
            throw StoreError.commentNotFound(campaignID: campaignID, comment: comment)
        }
        return JSONResponse(ReviewJSON.comment(found), status: status, leadingKeys: ReviewJSON.leadingKeys)
    }

    private static func commentID(_ context: AppRequestContext) throws -> Int64 {
        guard let id = Int64(try context.parameters.requireDecoded("comment")) else { throw APIError(.notFound, "no such comment", path: "comment") }
        return id
    }

    /// A JSON object of strings and numbers as the form fields the page forms post; 422 naming a
    /// key that is unknown or of another type.
    private static func formFields(_ request: Request, allowed: Set<String>) async throws -> FormData {
        guard case .object(let members) = try await request.jsonBody(upTo: BodyLimits.anonymousForm) else {
            throw APIError(.unprocessableContent, "the body must be a JSON object", path: "$")
        }
        var fields = FormData()
        for key in members.keys.sorted() {
            guard allowed.contains(key) else {
                throw APIError(.unprocessableContent, "unknown field; expected \(allowed.sorted().joined(separator: ", "))", path: "$.\(key)")
            }
            switch members[key] {
            case .string(let text)?: fields.append(key, text)
            case .int(let number)?: fields.append(key, String(number))
            case .double(let number)?: fields.append(key, String(number))
            case .null?, nil: continue
            default: throw APIError(.unprocessableContent, key == "x" || key == "y" ? "must be a number" : "must be a string", path: "$.\(key)")
            }
        }
        return fields
    }
}
