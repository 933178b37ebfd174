import CampaignServices
import CampaignStore
import Foundation
import Hummingbird

/// Signs requests in (bearer token or login session cookie), enforces `AccessPolicy`, and checks the
/// CSRF token of every state-changing request that a login session sends.
///
/// Bearer-token requests need no CSRF token: browsers never attach `Authorization` on their own.
struct AuthMiddleware: RouterMiddleware, PageRendering {
    /// The header scripts send the CSRF token in.
    static let csrfHeader = HTTPFields.Element.Name("X-CSRF-Token")!

    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Resolves the identity, then lets the request through, redirects it to the login page, or refuses it.
    func handle(
        _ request: Request,
        context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        // Probes show nobody's name and need no role: their credentials (a bearer token sent by a
        // scraper's shared configuration) are not looked up.
        if ProbeController.isProbe(request.uri.path) { return try await next(request, context) }
        var context = context
        var request = request
        let (identity, badToken) = try await resolve(request)
        context.identity = identity
        if case .role(let role) = AccessPolicy.requirement(method: request.method, path: request.uri.path) {
            guard let identity else {
                return try unauthenticated(request, context: context, badToken: badToken)
            }
            guard identity.may(role) else {
                let message =
                    "You are signed in as \(identity.account.username) (\(identity.account.role.rawValue)); this needs the \(role.rawValue) role."
                guard !request.uri.path.hasPrefix("/api/"), request.method == .post else {
                    return try failure(.forbidden, message, request: request, context: context)
                }
                return await refusedForm(&request, message: message)
            }
            if let loginSession = identity.loginSession, ![.get, .head, .options].contains(request.method) {
                if let failure = try await csrfFailure(&request, expected: loginSession.csrfToken) {
                    return try self.failure(failure.status, failure.message, request: request, context: context)
                }
            }
        }
        guard let identity else { return try await next(request, context) }
        // Every revision this request saves names the signed-in account as its author.
        return try await Viewer.$current.withValue(Viewer(identity)) {
            try await ActingUser.$current.withValue(identity.account.username) { try await next(request, context) }
        }
    }

    /// The identity of a bearer token or a login session cookie; `badToken` when a bearer token was sent but is unknown.
    private func resolve(_ request: Request) async throws -> (Identity?, badToken: Bool) {
        if let authorization = request.headers[.authorization] {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return (nil, true) }
            let token = parts[1].trimmingCharacters(in: .whitespaces)
            let hash = SecretToken.hash(token)
            guard let account = try await database.account(tokenHash: hash) else { return (nil, true) }
            return (Identity(account: account, tokenHash: hash), false)
        }
        guard let cookie = request.cookies[LoginSessionCookie.loginSessionName]?.value, !cookie.isEmpty else { return (nil, false) }
        let hash = SecretToken.hash(cookie)
        guard let loginSession = try await database.loginSession(tokenHash: hash), loginSession.expiresAt > Date() else { return (nil, false) }
        return (Identity(account: loginSession.account, loginSession: (hash, loginSession.csrfToken)), false)
    }

    /// Why the CSRF check failed, or nil when the token in the header or the form's `_csrf` field matches.
    private func csrfFailure(_ request: inout Request, expected: String) async throws -> (status: HTTPResponse.Status, message: String)? {
        if let header = request.headers[Self.csrfHeader] {
            return SecretToken.matches(header, expected) ? nil : (.forbidden, Self.csrfMessage)
        }
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/x-www-form-urlencoded") || contentType.hasPrefix("multipart/form-data") else {
            return (.forbidden, Self.csrfMessage)
        }
        do {
            let form = try await request.bufferedForm(limit: BodyLimits.form(posting: request.uri.path))
            return SecretToken.matches(form.fields.text("_csrf"), expected) ? nil : (.forbidden, Self.csrfMessage)
        } catch {
            return (error.status, error.description)
        }
    }

    /// The 403 page of a form a role may not post, with the form's text fields shown back (a
    /// paste or a page of typing is not lost when a role changed since the form was loaded).
    private func refusedForm(_ request: inout Request, message: String) async -> Response {
        let form = try? await request.bufferedForm(limit: BodyLimits.form(posting: request.uri.path))
        let kept = (form?.fields.fields ?? []).filter { $0.name != "_csrf" && !$0.value.isEmpty }
        let page = MessagePage(
            status: "403 Forbidden",
            message: message + " Nothing was saved.",
            kept: kept.map { MessagePage.KeptField(name: $0.name, value: $0.value) }
        )
        return self.page(page, status: .forbidden)
    }

    /// What a refused form or script is told.
    static let csrfMessage =
        "This form has expired or did not come from this dashboard (its CSRF token is missing or wrong). Reload the page and try again."

    private func unauthenticated(_ request: Request, context: AppRequestContext, badToken: Bool) throws -> Response {
        if request.uri.path.hasPrefix("/api/") {
            let message =
                badToken
                ? "The bearer token is not valid (revoked, mistyped, or not sent as \"Authorization: Bearer TOKEN\")."
                : "Sign in first: send \"Authorization: Bearer TOKEN\" with an API token."
            var response = try APIError(.unauthorized, message, path: "Authorization").response(from: request, context: context)
            response.headers[.wwwAuthenticate] = "Bearer realm=\"vitrine\""
            return response
        }
        if badToken { return errorPage(.unauthorized, "The bearer token is not valid.") }
        guard request.method == .get || request.method == .head else { return redirect(Paths.app.login()) }
        return redirect(Paths.app.login(next: LoginController.safeNext(request.uri.description)))
    }
}
