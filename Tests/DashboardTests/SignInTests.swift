import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// A browser's view of signing in: cookies in, cookies out, CSRF tokens scraped from pages.
struct BrowserSignIn {
    /// The `Cookie` header of the signed-in browser.
    let cookie: String
    /// The session's CSRF token, from the page's `<meta name="csrf-token">`.
    let csrfToken: String

    /// The value of cookie `name` set by a response, with its attributes.
    static func setCookie(_ name: String, in response: APIResponse) -> String? {
        response.headers[values: .setCookie].first { $0.hasPrefix(name + "=") }
    }

    /// The value part of a `Set-Cookie` header.
    static func value(of setCookie: String) -> String {
        String(setCookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1).last ?? "")
    }

    /// Fetches the login form: its CSRF cookie header and the token in its hidden field.
    static func loginForm(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        let form = try await client.send(.get, "/login")
        let cookie = try #require(setCookie("vitrine_login", in: form))
        let token = try #require(
            HTMLForm(html: String(decoding: form.body, as: UTF8.self), id: "login-form").fields.first { $0.name == "_csrf" }?.value
        )
        return ("vitrine_login=" + value(of: cookie), token)
    }

    /// Posts the login form.
    static func postLogin(_ client: some TestClientProtocol, username: String, password: String, next: String = "/") async throws -> APIResponse {
        let (cookie, token) = try await loginForm(client)
        let body = urlEncoded([("_csrf", token), ("next", next), ("username", username), ("password", password)])
        return try await client.send(
            .post,
            "/login",
            bytes: Array(body.utf8),
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
        )
    }

    /// Signs in and reads the CSRF token from the home page.
    static func signIn(
        _ client: some TestClientProtocol,
        username: String = "admin",
        password: String = testAdminPassword
    ) async throws -> BrowserSignIn {
        let response = try await postLogin(client, username: username, password: password)
        #expect(response.status == .seeOther)
        let cookie = "vitrine_session=" + value(of: try #require(setCookie("vitrine_session", in: response)))
        let home = String(decoding: try await client.send(.get, "/", headers: [.cookie: cookie]).body, as: UTF8.self)
        let meta = try #require(home.range(of: #"<meta name="csrf-token" content=""#))
        let token = String(home[meta.upperBound...].prefix { $0 != "\"" })
        return BrowserSignIn(cookie: cookie, csrfToken: token)
    }

    /// Posts a form as this browser; `csrf` nil leaves the field out.
    func post(_ client: some TestClientProtocol, _ uri: String, _ fields: [(name: String, value: String)], csrf: String?) async throws -> APIResponse
    {
        let all = (csrf.map { [("_csrf", $0)] } ?? []) + fields
        return try await client.send(
            .post,
            uri,
            bytes: Array(urlEncoded(all).utf8),
            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
        )
    }
}

/// Login, logout, cookies, CSRF and throttling, through the real app as a browser would use it.
@Suite struct SignInTests {
    @Test func loginSetsAnHttpOnlyLaxSessionCookieAndGoesWhereTheUserWasGoing() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let form = try await client.send(.get, "/login")
            let loginCookie = try #require(BrowserSignIn.setCookie("vitrine_login", in: form))
            #expect(loginCookie.contains("HttpOnly") && loginCookie.contains("SameSite=Strict") && loginCookie.contains("Path=/login"))
            let response = try await BrowserSignIn.postLogin(client, username: "ADMIN", password: testAdminPassword, next: "/sessions")
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/sessions")
            let cookie = try #require(BrowserSignIn.setCookie("vitrine_session", in: response))
            let attributes = Set(cookie.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(attributes.isSuperset(of: ["HttpOnly", "SameSite=Lax", "Path=/"]))
            #expect(!attributes.contains("Secure"), "plain-HTTP dashboards get no Secure flag unless asked")
            #expect(BrowserSignIn.value(of: cookie).count >= 43)
            let page = try await client.send(.get, "/sessions", headers: [.cookie: "vitrine_session=" + BrowserSignIn.value(of: cookie)])
            #expect(page.status == .ok)
            #expect(String(decoding: page.body, as: UTF8.self).contains("id=\"account-menu\""))
        }
    }

    @Test func wrongPasswordsAreRefusedThenThrottled() async throws {
        // The throttle's clock stands still: on a loaded machine the sixth attempt may come more than
        // the first delay after the fifth, which would (rightly) let it through.
        var configuration = testConfiguration()
        let stopped = Date()
        configuration.loginClock = { stopped }
        let (app, _) = try await makeApp(configuration: configuration)
        try await app.test(.router) { client in
            for _ in 0..<5 {
                let response = try await BrowserSignIn.postLogin(client, username: "admin", password: "wrong password")
                #expect(response.status == .unauthorized)
                #expect(String(decoding: response.body, as: UTF8.self).contains("Wrong username or password."))
                #expect(BrowserSignIn.setCookie("vitrine_session", in: response) == nil)
            }
            let throttled = try await BrowserSignIn.postLogin(client, username: "admin", password: testAdminPassword)
            #expect(throttled.status == .tooManyRequests)
            #expect(Int(throttled.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(BrowserSignIn.setCookie("vitrine_session", in: throttled) == nil)
            let unknownUser = try await BrowserSignIn.postLogin(client, username: "nobody", password: "whatever1")
            #expect(unknownUser.status == .unauthorized)
        }
    }

    @Test func loginFormWithoutItsCookieOrTokenIsRefused() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let (cookie, token) = try await BrowserSignIn.loginForm(client)
            let body = Array(urlEncoded([("username", "admin"), ("password", testAdminPassword), ("_csrf", token)]).utf8)
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            #expect(try await client.send(.post, "/login", bytes: body, headers: form).status == .forbidden)
            var forged = form
            forged[.cookie] = "vitrine_login=forged"
            #expect(try await client.send(.post, "/login", bytes: body, headers: forged).status == .forbidden)
            // A page of the same site on another port can set the cookie to a value it knows, but
            // the form token is bound to the cookie by a key only the server holds.
            let planted = String(repeating: "A", count: 43)
            let doubleSubmit = Array(urlEncoded([("username", "admin"), ("password", testAdminPassword), ("_csrf", planted)]).utf8)
            var plantedCookie = form
            plantedCookie[.cookie] = "vitrine_login=" + planted
            #expect(try await client.send(.post, "/login", bytes: doubleSubmit, headers: plantedCookie).status == .forbidden)
            var real = form
            real[.cookie] = cookie
            #expect(try await client.send(.post, "/login", bytes: body, headers: real).status == .seeOther)
        }
    }

    @Test(arguments: ["//evil.example/", "https://evil.example/", "/\\evil.example", "/login?next=/", "javascript:alert(1)"])
    func loginNeverRedirectsOffSite(next: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let response = try await BrowserSignIn.postLogin(client, username: "admin", password: testAdminPassword, next: next)
            #expect(response.headers[.location] == "/")
        }
    }

    /// Every state-changing form of the dashboard, with fields it would accept.
    static let forms: [(uri: String, fields: [(name: String, value: String)])] = [
        ("/campaigns/demo-welcome/archive", []), ("/campaigns/demo-welcome/duplicate", []), ("/campaigns/demo-welcome/delete", []),
        ("/campaigns/demo-welcome/revisions/1/restore", [("current_version", "1")]), ("/view-types", [("name", "carousel"), ("layout", "picker")]),
        ("/sessions", [("name", "Run")]), ("/users", [("username", "someone"), ("password", "long enough"), ("role", "viewer")]),
        ("/tokens", [("name", "ci"), ("username", "admin")]), ("/import", [("json", "[]")]), ("/logout", []),
        ("/account/password", [("current_password", testAdminPassword), ("new_password", "another one"), ("confirm_password", "another one")]),
    ]

    @Test func formsWithoutAValidCSRFTokenAreRefusedAndChangeNothing() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let browser = try await BrowserSignIn.signIn(client)
            let before = try await storedRows(database)
            for (uri, fields) in Self.forms {
                for csrf in [nil, "", "forged-token", String(browser.csrfToken.dropLast())] {
                    let response = try await browser.post(client, uri, fields, csrf: csrf)
                    #expect(response.status == .forbidden, "\(uri) with CSRF \(csrf ?? "none") got \(response.status.code)")
                    #expect(String(decoding: response.body, as: UTF8.self).contains("CSRF token is missing or wrong"))
                }
            }
            #expect(try await storedRows(database) == before)
            let multipart: HTTPFields = [.contentType: "multipart/form-data; boundary=X", .cookie: browser.cookie]
            let upload = Array("--X\r\nContent-Disposition: form-data; name=\"json\"\r\n\r\n[]\r\n--X--\r\n".utf8)
            #expect(try await client.send(.post, "/import", bytes: upload, headers: multipart).status == .forbidden)
            // With the token, the same forms go through.
            let archived = try await browser.post(client, "/campaigns/demo-welcome/archive", [], csrf: browser.csrfToken)
            #expect(archived.status == .seeOther)
            #expect(try await storedRows(database) != before)
        }
    }

    @Test func scriptsSendTheTokenInAHeader() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let browser = try await BrowserSignIn.signIn(client)
            let body = #"{"name":"From a script"}"#
            let without = try await client.send(.post, "/api/sessions", json: body, headers: [.cookie: browser.cookie])
            #expect(without.status == .forbidden)
            #expect(without.json["error"]?["message"]?.stringValue?.contains("CSRF") == true)
            let wrong = try await client.send(
                .post,
                "/api/sessions",
                json: body,
                headers: [.cookie: browser.cookie, HTTPFields.Element.Name("X-CSRF-Token")!: "nope"]
            )
            #expect(wrong.status == .forbidden)
            let right = try await client.send(
                .post,
                "/api/sessions",
                json: body,
                headers: [.cookie: browser.cookie, HTTPFields.Element.Name("X-CSRF-Token")!: browser.csrfToken]
            )
            #expect(right.status == .created)
        }
    }

    @Test func everyPostFormOfEveryPageCarriesTheToken() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let browser = try await BrowserSignIn.signIn(client)
            let session = try await client.send(
                .post,
                "/api/sessions",
                json: #"{"name":"Forms"}"#,
                headers: [.cookie: browser.cookie, HTTPFields.Element.Name("X-CSRF-Token")!: browser.csrfToken]
            )
            let sessionID = try #require(session.json["id"]?.stringValue)
            let pages = [
                "/", "/campaigns/demo-welcome/edit", "/campaigns/new?kind=html", "/campaigns/demo-welcome/delete",
                "/campaigns/demo-welcome/revisions",
                "/assets", "/view-types", "/import", "/sessions", "/sessions/new", "/sessions/\(sessionID)", "/users", "/account",
            ]
            var forms = 0
            for uri in pages {
                let html = String(decoding: try await client.send(.get, uri, headers: [.cookie: browser.cookie]).body, as: UTF8.self)
                for part in html.components(separatedBy: "<form").dropFirst() where part.prefix(while: { $0 != ">" }).contains(#"method="post""#) {
                    forms += 1
                    let body = part.components(separatedBy: "</form>")[0]
                    #expect(body.contains(#"<input type="hidden" name="_csrf" value="\#(browser.csrfToken)">"#), "a form on \(uri) has no CSRF field")
                }
            }
            #expect(forms >= 20)
        }
    }

    @Test func logoutEndsTheSessionEverywhere() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let browser = try await BrowserSignIn.signIn(client)
            let response = try await browser.post(client, "/logout", [], csrf: browser.csrfToken)
            #expect(response.status == .seeOther)
            #expect(BrowserSignIn.setCookie("vitrine_session", in: response)?.contains("Max-Age=0") == true)
            let after = try await client.send(.get, "/", headers: [.cookie: browser.cookie])
            #expect(after.status == .seeOther)
            #expect(after.headers[.location]?.hasPrefix("/login") == true)
        }
    }

    @Test func aNewPasswordSignsTheUserOutAndTheOldOneNoLongerWorks() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let browser = try await BrowserSignIn.signIn(client)
            let changed = try await client.send(
                .patch,
                "/api/users/1",
                json: #"{"password":"a brand new one"}"#,
                headers: [.authorization: "Bearer \(testAdminToken)"]
            )
            #expect(changed.status == .ok)
            #expect(try await client.send(.get, "/", headers: [.cookie: browser.cookie]).status == .seeOther)
            #expect(try await BrowserSignIn.postLogin(client, username: "admin", password: testAdminPassword).status == .unauthorized)
            #expect(try await BrowserSignIn.postLogin(client, username: "admin", password: "a brand new one").status == .seeOther)
        }
    }

    @Test func usersChangeTheirOwnPasswordKnowingTheCurrentOne() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let admin: HTTPFields = [.authorization: "Bearer \(testAdminToken)"]
            _ = try await client.send(.post, "/api/users", json: #"{"username":"vera","password":"viewer pass","role":"viewer"}"#, headers: admin)
            let viewer = try await BrowserSignIn.signIn(client, username: "vera", password: "viewer pass")
            let fields = [("current_password", "wrong one"), ("new_password", "fresh password"), ("confirm_password", "fresh password")]
            let wrong = try await viewer.post(client, "/account/password", fields, csrf: viewer.csrfToken)
            #expect(wrong.status == .unprocessableContent)
            #expect(String(decoding: wrong.body, as: UTF8.self).contains("The current password is wrong."))
            let mismatch = try await viewer.post(
                client,
                "/account/password",
                [("current_password", "viewer pass"), ("new_password", "fresh password"), ("confirm_password", "other")],
                csrf: viewer.csrfToken
            )
            #expect(mismatch.status == .unprocessableContent)
            let changed = try await viewer.post(
                client,
                "/account/password",
                [("current_password", "viewer pass"), ("new_password", "fresh password"), ("confirm_password", "fresh password")],
                csrf: viewer.csrfToken
            )
            #expect(changed.status == .seeOther)
            #expect(try await client.send(.get, "/", headers: [.cookie: viewer.cookie]).status == .seeOther, "changing it signs this browser out too")
            #expect(try await BrowserSignIn.postLogin(client, username: "vera", password: "fresh password").status == .seeOther)
        }
    }

    @Test func viewersSeeNoAdminLinksAndCannotSave() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let admin: HTTPFields = [.authorization: "Bearer \(testAdminToken)"]
            _ = try await client.send(.post, "/api/users", json: #"{"username":"vera","password":"viewer pass","role":"viewer"}"#, headers: admin)
            let viewer = try await BrowserSignIn.signIn(client, username: "vera", password: "viewer pass")
            let home = String(decoding: try await client.send(.get, "/", headers: [.cookie: viewer.cookie]).body, as: UTF8.self)
            #expect(home.contains("vera") && !home.contains(#"href="/users""#))
            let save = try await viewer.post(client, "/campaigns/demo-welcome/archive", [], csrf: viewer.csrfToken)
            #expect(save.status == .forbidden)
            #expect(String(decoding: save.body, as: UTF8.self).contains("needs the editor role"))
        }
    }
}
