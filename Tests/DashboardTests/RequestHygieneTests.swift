import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import Testing

@testable import Dashboard

/// Requests that reach past what they name: dot segments are refused before routing (with a
/// sentence at the root), a `next` that carries the base path does not get it twice, and a
/// password reset revokes the user's API tokens only when asked to.
@Suite struct RequestHygieneTests {
    @Test(arguments: ["/vitrine/../api/me", "/vitrine/./campaigns/new", "/vitrine/%2e%2E/api/me", "/vitrine/campaigns/../../api/me"])
    func dotSegmentsAreRefused(_ path: String) async throws {
        let (app, _) = try await BasePathTests.app()
        try await app.test(.router) { client in
            let response = try await client.send(.get, path)
            #expect(response.status == .badRequest, "\(path)")
        }
    }

    @Test func atTheRootATraversalGetsASentence() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { client in
            let response = try await client.send(.get, "/%2e%2e/%2e%2e/etc/passwd")
            #expect(response.status == .badRequest)
            #expect(String(decoding: response.body, as: UTF8.self).contains(". or .. segment"))
        }
    }

    @Test func aNextCarryingTheBasePathIsNotPrefixedTwice() throws {
        let base = try BasePath("/vitrine")
        #expect(base.strip("/vitrine/campaigns/new") == "/campaigns/new")
        #expect(base.strip("/vitrine?q=x") == "/?q=x")
        #expect(base.strip("/vitrine") == "/")
        #expect(base.strip("/vitrinex/a") == "/vitrinex/a")
        #expect(BasePath.root.strip("/vitrine/a") == "/vitrine/a")
        #expect(LoginController.safeNext(base.strip("/vitrine/sessions")) == "/sessions")
    }

    @Test func aPasswordResetRevokesTokensOnlyWhenAsked() async throws {
        let (app, database) = try await makeApp(seed: false)
        let viewer = try await database.createAccount(username: "vera", passwordHash: "x", role: .viewer, now: Date())
        let viewerID = viewer.id
        _ = try await database.createToken(username: "vera", name: "ci", tokenHash: "hash-one", now: Date())
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let kept = try await client.send(.patch, "/api/users/\(viewerID)", json: #"{"password": "a new password 1"}"#)
            #expect(kept.status == .ok)
            #expect(try await database.account(tokenHash: "hash-one") != nil)
            let revoked = try await client.send(.patch, "/api/users/\(viewerID)", json: #"{"password": "a new password 2", "revoke_tokens": true}"#)
            #expect(revoked.status == .ok)
            #expect(try await database.account(tokenHash: "hash-one") == nil)
            let bad = try await client.send(.patch, "/api/users/\(viewerID)", json: #"{"revoke_tokens": "yes"}"#)
            #expect(bad.status == .unprocessableContent)
        }
    }
}
