import CampaignServices
import CampaignStore
import Foundation
import HTTPTypes
import Hummingbird
import InAppMessaging
import Preview

/// Share links for review without an account (#48): editors make and revoke them on
/// `/campaigns/{id}/review-links`; `/r/TOKEN` opens the campaign read-only to whoever has the link.
///
/// A token is 32 random bytes; the store keeps its SHA-256. An unknown, revoked or expired token is
/// the same plain 404 after the same single lookup, and wrong tokens from one address are slowed
/// down like failed logins.
struct ReviewController: PageRendering, Sendable {
    let database: AppDatabase
    let templates: TemplateRenderer
    let origin: PublicOrigin
    let previews: PreviewService
    /// Wrong tokens per client address.
    let throttle: LoginThrottle

    /// The cookie that keeps the name a reviewer gave.
    static let reviewerCookie = "vitrine_reviewer"
    /// The longest reviewer name kept.
    static let maximumNameLength = 80
    /// The longest a link lives, in days.
    static let maximumDays = 90

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/:id/review-links", use: links)
        router.post("/campaigns/:id/review-links", use: create)
        router.post("/campaigns/:id/review-links/:link/revoke", use: revoke)
        router.get("/r/:token", use: review)
        router.post("/r/:token/name", use: name)
        router.get("/r/:token/render", use: render)
        router.post("/r/:token/verdict", use: verdict)
        router.post("/campaigns/:id/approval-rule", use: setRule)
        addCommentRoutes(to: router)
        addPhoneRoutes(to: router)
        addAdminRoutes(to: router)
    }

    /// Records the reviewer's verdict (`approved` or `changes_requested`) on the campaign's current
    /// version; the reviewer must have given a name, and a link pinned to an older version cannot
    /// approve a newer one.
    @Sendable func verdict(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (link, campaign, revision) = try await open(token, request: request, context: context) else { return notFound() }
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        guard let verdict = Approval.Verdict(rawValue: posted.fields.text("verdict")) else {
            return errorPage(.badRequest, "verdict: expected approved or changes_requested.")
        }
        guard let reviewer = Self.reviewer(of: request) ?? context.identity?.account.username else {
            return errorPage(.unprocessableContent, "Give your name before you approve or ask for changes.")
        }
        let current = try await database.existingCampaign(id: link.campaignID)
        guard revision.version == current.version else {
            return errorPage(
                .conflict,
                "This link shows version \(revision.version) of \(campaign.name); the campaign is at version \(current.version) now, so a verdict here would not be on what will be made active."
            )
        }
        guard let platform = Self.verdictPlatform(posted.fields) else {
            return errorPage(.unprocessableContent, "platform: ios, android, web or none.")
        }
        try await database.addApproval(campaignID: link.campaignID, reviewer: reviewer, verdict: verdict, platform: platform)
        return redirect(paths.review(token))
    }

    /// Sets how many approvals the campaign needs before it may be made active (0 to 10).
    @Sendable func setRule(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let posted = try await request.form()
        guard let required = Int(posted.fields.text("required")), (0...10).contains(required) else {
            return errorPage(.unprocessableContent, "required: from 0 to 10 approvals.")
        }
        try await database.setRequiredApprovals(campaignID: id, required)
        return redirect(paths.campaignReviewLinks(id))
    }

    @Sendable func links(request: Request, context: AppRequestContext) async throws -> Response {
        let stored = try await database.existingCampaign(id: try context.parameters.requireDecoded("id"))
        return try await linksPage(stored, canComment: context.identity?.may(.editor) ?? false, newLinkURL: nil)
    }

    /// Makes a link (`follows`: `latest` or `current`; `days`: 1–90) and shows its address once.
    @Sendable func create(request: Request, context: AppRequestContext) async throws -> Response {
        let stored = try await database.existingCampaign(id: try context.parameters.requireDecoded("id"))
        let posted = try await request.form()
        let daysText = posted.fields.text("days")
        guard let days = Int(daysText.isEmpty ? "14" : daysText), (1...Self.maximumDays).contains(days) else {
            let message = "days: a link lives from 1 to \(Self.maximumDays) days, not \"\(daysText.prefix(20))\"."
            return try await linksPage(stored, canComment: true, newLinkURL: nil, error: message, status: .unprocessableContent)
        }
        let fields = posted.fields
        let matrix: ReviewMatrix
        switch ReviewMatrix.chosen(
            platforms: fields.values("platforms"),
            devices: fields.values("devices"),
            locales: fields.values("locales"),
            themes: fields.values("themes"),
            campaign: stored.campaign
        ) {
        case .failure(let error):
            return try await linksPage(stored, canComment: true, newLinkURL: nil, error: error.message, status: .unprocessableContent)
        case .success(let chosen): matrix = chosen
        }
        let token = SecretToken.generate()
        _ = try await database.createReviewLink(
            campaignID: stored.campaign.id,
            version: posted.fields.text("follows") == "current" ? stored.version : nil,
            tokenHash: SecretToken.hash(token),
            expiresAt: Date().addingTimeInterval(Double(days) * 86_400),
            createdBy: context.identity?.account.username,
            matrix: matrix
        )
        return try await linksPage(stored, canComment: true, newLinkURL: origin.serverOrigin(of: request) + paths.review(token), status: .created)
    }

    /// The campaign's links page with its approvals.
    private func linksPage(
        _ stored: StoredCampaign,
        canComment: Bool,
        newLinkURL: String?,
        error: String? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let id = stored.campaign.id
        let model = ReviewLinksPage(
            campaign: stored,
            links: try await database.reviewLinks(campaignID: id),
            approvals: try await database.approvals(campaignID: id),
            requiredApprovals: try await database.requiredApprovals(campaignID: id),
            comments: try await database.comments(campaignID: id),
            canComment: canComment,
            newLinkURL: newLinkURL,
            error: error,
            paths: paths
        )
        return page(model, status: status)
    }

    @Sendable func revoke(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let link = Int64(try context.parameters.requireDecoded("link")) else { return errorPage(.notFound, "No such review link.") }
        try await database.revokeReviewLink(id: link, campaignID: id)
        return redirect(paths.campaignReviewLinks(id))
    }

    /// The review page; each opening is recorded under the reviewer's name (or `anonymous`).
    @Sendable func review(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (link, campaign, revision) = try await open(token, request: request, context: context) else { return notFound() }
        let reviewer = Self.reviewer(of: request)
        try await database.recordReviewOpening(linkID: link.id, reviewer: reviewer ?? "anonymous")
        let approvals = try await database.approvals(campaignID: link.campaignID).filter(\.inForce)
        let comments = try await database.comments(campaignID: link.campaignID)
        let phoneURL = origin.serverOrigin(of: request) + paths.reviewPhone(token)
        return page(
            ReviewPage(
                campaign: campaign,
                revision: revision,
                reviewer: reviewer,
                approvals: approvals,
                comments: comments,
                matrix: link.matrix,
                phoneURL: phoneURL,
                token: token,
                paths: paths
            )
        )
    }

    /// Keeps the reviewer's name in a cookie for this link's pages, and opens the page again.
    @Sendable func name(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard try await open(token, request: request, context: context) != nil else { return notFound() }
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        let name = Self.clean(posted.fields.text("name"))
        var response = redirect(paths.review(token))
        if !name.isEmpty {
            let cookie = Cookie(
                name: Self.reviewerCookie,
                value: name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
                maxAge: 90 * 86_400,
                path: paths.review(token),
                secure: false,
                httpOnly: true,
                sameSite: .lax
            )
            response.headers[values: .setCookie].append(cookie.description)
        }
        return response
    }

    /// A preview document of the link's campaign (at its revision), with the preview routes' options.
    @Sendable func render(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (_, campaign, _) = try await open(token, request: request, context: context) else { return notFound() }
        var options = try PreviewController.options(from: request)
        // A reviewer renders as no stored user: the link reaches no profile.
        options.user = nil
        // The phone view's document reports taps to its page, which logs what they would do.
        options.interactive = request.uri.queryParameters["touch"] == "1"
        let subject = try PreviewController.subject(campaign, options)
        return try PreviewDocument(markup: try await previews.document(subject, options: options).markup).response(from: request, context: context)
    }

    /// The live link of `token` with its campaign at the link's revision, or nil (and a failure
    /// counted against the address) when there is none.
    func open(
        _ token: String,
        request: Request,
        context: AppRequestContext
    ) async throws -> (ReviewLink, Campaign, (version: Int, savedAt: Date, author: String?))? {
        let address = context.clientAddress
        if throttle.retryAfter(username: "review-link", address: address) != nil { return nil }
        guard SecretToken.isWellFormed(token), let link = try await database.liveReviewLink(tokenHash: SecretToken.hash(token)) else {
            throttle.recordFailure(username: "review-link", address: address)
            return nil
        }
        if let version = link.version {
            let revision = try await database.revision(campaignID: link.campaignID, version: version)
            return (link, revision.campaign, (revision.version, revision.createdAt, revision.author))
        }
        guard let stored = try await database.campaign(id: link.campaignID) else { return nil }
        let latest = try await database.revisions(campaignID: link.campaignID, limit: 1).first
        return (link, stored.campaign, (stored.version, stored.updatedAt, latest?.author))
    }

    /// The plain 404 of every link that does not open.
    func notFound() -> Response {
        Response(
            status: .notFound,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n"))
        )
    }

    /// The name in the reviewer cookie, if any.
    static func reviewer(of request: Request) -> String? {
        guard let value = request.cookies[reviewerCookie]?.value.removingPercentEncoding else { return nil }
        let name = clean(value)
        return name.isEmpty ? nil : name
    }

    /// A name without control characters, trimmed, at most `maximumNameLength` characters.
    static func clean(_ text: String) -> String {
        String(
            String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }).trimmingCharacters(in: .whitespaces).prefix(
                maximumNameLength
            )
        )
    }
}
