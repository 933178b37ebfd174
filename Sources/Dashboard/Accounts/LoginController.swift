import CampaignServices
import CampaignStore
import Crypto
import Foundation
import Hummingbird

/// The login and logout pages: bcrypt-checked passwords, throttled failures, login session cookies.
struct LoginController: PageRendering {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Hashes and checks passwords.
    let hasher: PasswordHasher
    /// Failed logins per username.
    let throttle: LoginThrottle
    /// How sign-in cookies are made.
    let cookies: LoginSessionCookie
    /// The key that binds the login form's token to its cookie (made anew at each start): a page
    /// of the same site on another port can set the cookie, but cannot compute the form token.
    let loginKey: SymmetricKey

    /// Registers `/login` and `/logout`.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/login", use: loginForm)
        router.post("/login", use: login)
        router.post("/logout", use: logout)
    }

    /// The login form with its CSRF cookie; a signed-in browser goes straight on.
    @Sendable func loginForm(request: Request, context: AppRequestContext) async throws -> Response {
        let next = Self.safeNext(paths.basePath.strip(request.uri.formQueryParameters["next"].map(String.init) ?? "/"))
        if context.identity?.loginSession != nil { return redirect(next) }
        return loginPage(request, username: "", next: next, error: nil, status: .ok)
    }

    /// Checks the password and starts a login session, or re-renders the form with why not.
    @Sendable func login(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form(limit: BodyLimits.anonymousForm)
        let username = posted.fields.text("username").trimmingCharacters(in: .whitespaces)
        let password = posted.fields.text("password")
        let next = Self.safeNext(paths.basePath.strip(posted.fields.text("next")))
        let cookieToken = request.cookies[LoginSessionCookie.loginName]?.value ?? ""
        guard SecretToken.isWellFormed(cookieToken),
            SecretToken.matches(posted.fields.text("_csrf"), SecretToken.binding(cookieToken, key: loginKey))
        else {
            return loginPage(request, username: username, next: next, error: "The login form expired. Please try again.", status: .forbidden)
        }
        if let wait = throttle.retryAfter(username: username, address: context.clientAddress) {
            var response = loginPage(
                request,
                username: username,
                next: next,
                error: "Too many failed attempts for this user. Try again in \(wait) seconds.",
                status: .tooManyRequests
            )
            response.headers[.retryAfter] = String(wait)
            return response
        }
        let stored = username.isEmpty ? nil : try await database.passwordHash(username: username)
        guard try await hasher.verify(password, hash: stored?.hash), let account = stored?.account else {
            throttle.recordFailure(username: username, address: context.clientAddress)
            return loginPage(request, username: username, next: next, error: "Wrong username or password.", status: .unauthorized)
        }
        throttle.recordSuccess(username: username, address: context.clientAddress)
        let secret = SecretToken.generate()
        let now = Date()
        try await database.createLoginSession(
            tokenHash: SecretToken.hash(secret),
            accountId: account.id,
            csrfToken: SecretToken.generate(),
            expiresAt: now.addingTimeInterval(TimeInterval(cookies.lifetime.components.seconds)),
            now: now
        )
        var response = redirect(next)
        response.setCookie(cookies.loginSession(secret))
        return response
    }

    /// Ends the login session and expires its cookie.
    @Sendable func logout(request: Request, context: AppRequestContext) async throws -> Response {
        if let loginSession = context.identity?.loginSession {
            try await database.deleteLoginSession(tokenHash: loginSession.tokenHash)
        }
        var response = redirect(Paths.app.login())
        response.setCookie(cookies.expiredLoginSession())
        return response
    }

    /// The login page. The form's CSRF token is the browser's login cookie when it has one, so a
    /// second login page loaded meanwhile (another tab, a redirected favicon) does not spoil the first.
    private func loginPage(_ request: Request, username: String, next: String, error: String?, status: HTTPResponse.Status) -> Response {
        let existing = request.cookies[LoginSessionCookie.loginName]?.value ?? ""
        let token = SecretToken.isWellFormed(existing) ? existing : SecretToken.generate()
        let formToken = SecretToken.binding(token, key: loginKey)
        var response = page(LoginPage(username: username, next: next, loginToken: formToken, error: error), status: status)
        response.setCookie(cookies.login(token))
        return response
    }

    /// `next` when it is a path on this site, otherwise `/` (no open redirects): one `/`, then an
    /// ASCII letter, digit or `?`, and no control or space characters anywhere (browsers drop a
    /// tab, so `/\t/host` would be read as `//host`).
    static func safeNext(_ next: String) -> String {
        let scalars = Array(next.unicodeScalars)
        guard scalars.count >= 2, scalars[0] == "/", !next.hasPrefix("/login"),
            scalars[1].isASCII, scalars[1].properties.isAlphabetic || ("0"..."9").contains(scalars[1]) || scalars[1] == "?",
            !scalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.isWhitespace })
        else { return "/" }
        return next
    }
}
