import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import Synchronization
import TestSupport
import Testing

@testable import Dashboard

/// Users and tokens through the API and the admin page, the first-start admin, and the login throttle's clock.
@Suite struct AccountTests {
    let admin: HTTPFields = [.authorization: "Bearer \(testAdminToken)"]

    @Test func usersAreCreatedChangedAndDeletedWithClearRefusals() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let created = try await client.send(
                .post,
                "/api/users",
                json: #"{"username":"eddie","password":"editor pass","role":"editor"}"#,
                headers: admin
            )
            #expect(created.status == .created)
            #expect(created.json["role"] == .string("editor"))
            let id = try #require(created.json["id"].flatMap { if case .int(let id) = $0 { id } else { nil } })
            let refusals: [(String, HTTPResponse.Status, String)] = [
                (#"{"username":"EDDIE","password":"editor pass","role":"editor"}"#, .conflict, "$.username"),
                (#"{"username":"<img src=x>","password":"editor pass","role":"editor"}"#, .unprocessableContent, "$.username"),
                (#"{"username":"short","password":"short","role":"editor"}"#, .unprocessableContent, "$.password"),
                (#"{"username":"ok","password":"long enough","role":"root"}"#, .unprocessableContent, "$.role"),
                (#"{"username":"ok","password":"long enough"}"#, .unprocessableContent, "$.role"),
                (#"{"username":"ok","password":"long enough","role":"viewer","admin":true}"#, .unprocessableContent, "$.admin"),
                (#"{"username":1,"password":"long enough","role":"viewer"}"#, .unprocessableContent, "$.username"),
            ]
            let before = try await storedRows(database)
            for (body, status, path) in refusals {
                let response = try await client.send(.post, "/api/users", json: body, headers: admin)
                #expect(response.status == status, "\(body)")
                #expect(response.json["error"]?["path"] == .string(path), "\(body)")
            }
            #expect(try await client.send(.post, "/api/users", json: "[", headers: admin).status == .badRequest)
            #expect(
                try await client.send(
                    .post,
                    "/api/users",
                    json: "{}",
                    headers: [.authorization: "Bearer \(testAdminToken)", .contentType: "text/plain"]
                ).status == .unsupportedMediaType
            )
            #expect(try await storedRows(database) == before)
            let demoted = try await client.send(.patch, "/api/users/\(id)", json: #"{"role":"viewer"}"#, headers: admin)
            #expect(demoted.json["role"] == .string("viewer"))
            #expect(try await client.send(.patch, "/api/users/1", json: #"{"role":"editor"}"#, headers: admin).status == .conflict)
            #expect(try await client.send(.delete, "/api/users/1", headers: admin).status == .conflict)
            #expect(try await client.send(.delete, "/api/users/999", headers: admin).status == .notFound)
            #expect(try await client.send(.delete, "/api/users/\(id)", headers: admin).status == .noContent)
            let list = try await client.send(.get, "/api/users", headers: admin)
            #expect(list.json["users"]?.arrayValue?.count == 1)
        }
    }

    @Test func tokensActAsTheirUserAndStopWorkingWhenRevoked() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            _ = try await client.send(.post, "/api/users", json: #"{"username":"vera","password":"viewer pass","role":"viewer"}"#, headers: admin)
            let issued = try await client.send(.post, "/api/tokens", json: #"{"name":"dashboard on the wall","username":"vera"}"#, headers: admin)
            #expect(issued.status == .created)
            let secret = try #require(issued.json["token"]?.stringValue)
            #expect(secret.hasPrefix("vt_"))
            let bearer: HTTPFields = [.authorization: "Bearer \(secret)"]
            #expect(try await client.send(.get, "/api/me", headers: bearer).json["username"] == .string("vera"))
            #expect(try await client.send(.get, "/api/campaigns", headers: bearer).status == .ok)
            #expect(try await client.send(.delete, "/api/campaigns/demo-welcome", headers: bearer).status == .forbidden)
            let listed = try await client.send(.get, "/api/tokens", headers: admin)
            let text = String(decoding: listed.body, as: UTF8.self)
            #expect(!text.contains(secret) && !text.contains(SecretToken.hash(secret)), "secrets and hashes never leave the server")
            let stored = try await storedRows(database)
            #expect(stored.contains(SecretToken.hash(secret)) && !stored.contains(secret))
            let id = try #require(issued.json["id"].flatMap { if case .int(let id) = $0 { id } else { nil } })
            #expect(try await client.send(.delete, "/api/tokens/\(id)", headers: admin).status == .noContent)
            #expect(try await client.send(.get, "/api/me", headers: bearer).status == .unauthorized)
            #expect(try await client.send(.post, "/api/tokens", json: #"{"name":"x","username":"ghost"}"#, headers: admin).status == .notFound)
            // A token cannot revoke itself, and an admin cannot change their own role.
            let ownID = try #require(try await database.tokens().first { $0.name == "VITRINE_ADMIN_TOKEN" }?.id)
            #expect(try await client.send(.delete, "/api/tokens/\(ownID)", headers: admin).status == .conflict)
            _ = try await client.send(.post, "/api/users", json: #"{"username":"ada","password":"second admin","role":"admin"}"#, headers: admin)
            let selfDemotion = try await client.send(.patch, "/api/users/1", json: #"{"role":"viewer"}"#, headers: admin)
            #expect(selfDemotion.status == .conflict && selfDemotion.json["error"]?["path"] == .string("$.role"))
            #expect(try await client.send(.get, "/api/users", headers: admin).status == .ok)
            #expect(try await client.send(.post, "/api/tokens", json: #"{"name":""}"#, headers: admin).status == .unprocessableContent)
        }
    }

    @Test func theAdminPageEscapesWhatUsersTypeAndShowsANewTokenOnce() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            let attack = "<script>alert(1)</script>"
            let badUser = try await client.send(
                .post,
                "/users",
                bytes: Array(urlEncoded([("username", attack), ("password", "long enough"), ("role", "viewer")]).utf8),
                headers: form
            )
            #expect(badUser.status == .unprocessableContent)
            let badPage = String(decoding: badUser.body, as: UTF8.self)
            #expect(!badPage.contains(attack) && badPage.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            let token = try await client.send(
                .post,
                "/tokens",
                bytes: Array(urlEncoded([("name", attack), ("username", "admin")]).utf8),
                headers: form
            )
            #expect(token.status == .created)
            let tokenPage = String(decoding: token.body, as: UTF8.self)
            #expect(tokenPage.contains("id=\"new-token\"") && tokenPage.contains("vt_"))
            #expect(!tokenPage.contains(attack))
            let later = String(decoding: try await client.send(.get, "/users").body, as: UTF8.self)
            #expect(!later.contains("vt_") && !later.contains(attack) && later.contains("&lt;script&gt;"))
            let added = try await client.send(
                .post,
                "/users",
                bytes: Array(urlEncoded([("username", "eddie"), ("password", "long enough"), ("role", "editor")]).utf8),
                headers: form
            )
            #expect(added.status == .seeOther)
            #expect(try await client.send(.post, "/users/1/delete", bytes: [], headers: form).status == .conflict)
        }
    }

    @Test func firstStartCreatesOneAdminAndTheAutomationTokenFollowsTheEnvironment() async throws {
        let database = try AppDatabase.inMemory()
        var configuration = testConfiguration()
        configuration.adminPassword = nil
        configuration.adminToken = "first-token-abcdefghijkl"
        _ = try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test"))
        let accounts = try await database.accounts()
        #expect(accounts.map(\.username) == ["admin"] && accounts.first?.role == .admin)
        configuration.adminToken = "second-token-abcdefghijkl"
        let app = try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test"))
        #expect(try await database.accounts().count == 1, "a restart creates no second admin")
        try await app.test(.router) { (client: any TestClientProtocol) async throws in
            #expect(try await client.send(.get, "/api/me", headers: [.authorization: "Bearer first-token-abcdefghijkl"]).status == .unauthorized)
            #expect(try await client.send(.get, "/api/me", headers: [.authorization: "Bearer second-token-abcdefghijkl"]).status == .ok)
        }
    }

    @Test func anAdminPasswordForADatabaseWithUsersIsIgnoredWithANotice() async throws {
        let database = try AppDatabase.inMemory()
        let recorder = LogRecorder()
        let logger = Logger(label: "test") { _ in RecordingLogHandler(recorder: recorder) }
        let hasher = PasswordHasher(cost: 4)
        try await AccountBootstrap.run(database: database, hasher: hasher, password: "first-password", adminToken: nil, logger: logger)
        #expect(recorder.messages.withLock { $0 } == ["accounts.admin_created"])
        try await AccountBootstrap.run(database: database, hasher: hasher, password: "second-password", adminToken: nil, logger: logger)
        #expect(recorder.messages.withLock { $0 } == ["accounts.admin_created", "accounts.admin_password_ignored"])
        let stored = try #require(try await database.passwordHash(username: "admin"))
        #expect(try await hasher.verify("first-password", hash: stored.hash), "the variable changed nothing")
        try await AccountBootstrap.run(database: database, hasher: hasher, password: nil, adminToken: nil, logger: logger)
        #expect(recorder.messages.withLock { $0.count } == 2, "no notice without the variable")
    }

    @Test(arguments: [("short", "VITRINE_ADMIN_PASSWORD"), (nil, "VITRINE_ADMIN_TOKEN")])
    func unusableSecretsStopTheStartWithTheirName(password: String?, named: String) async throws {
        var configuration = testConfiguration()
        configuration.adminPassword = password
        configuration.adminToken = password == nil ? "too-short" : nil
        await #expect(throws: DashboardError.self) {
            _ = try await buildApplication(configuration: configuration, database: try AppDatabase.inMemory(), logger: Logger(label: "test"))
        }
        do {
            _ = try await buildApplication(configuration: configuration, database: try AppDatabase.inMemory(), logger: Logger(label: "test"))
        } catch {
            #expect("\(error)".hasPrefix(named))
        }
    }

    @Test func theThrottleDoublesItsDelayAndForgets() {
        let clock = Mutex(Date(timeIntervalSince1970: 0))
        let throttle = LoginThrottle(now: { clock.withLock { $0 } })
        let advance = { (seconds: TimeInterval) in clock.withLock { $0 = $0.addingTimeInterval(seconds) } }
        for _ in 0..<LoginThrottle.freeAttempts {
            #expect(throttle.retryAfter(username: "Admin") == nil)
            throttle.recordFailure(username: "admin")
        }
        #expect(throttle.retryAfter(username: "ADMIN") == 30)
        #expect(throttle.retryAfter(username: "someone-else") == nil)
        advance(30)
        #expect(throttle.retryAfter(username: "admin") == nil)
        throttle.recordFailure(username: "admin")
        #expect(throttle.retryAfter(username: "admin") == 60)
        #expect(LoginThrottle.delay(failures: 40) == LoginThrottle.maxDelay)
        throttle.recordSuccess(username: "admin")
        #expect(throttle.retryAfter(username: "admin") == nil)
        for _ in 0..<LoginThrottle.freeAttempts { throttle.recordFailure(username: "admin") }
        advance(LoginThrottle.maxDelay)
        throttle.recordFailure(username: "admin")
        #expect(throttle.retryAfter(username: "admin") == nil, "failures older than the window are forgotten")
    }

    @Test func aUsersLockoutIsPerAddress() {
        let throttle = LoginThrottle()
        for _ in 0..<LoginThrottle.freeAttempts { throttle.recordFailure(username: "admin", address: "198.51.100.7") }
        #expect(throttle.retryAfter(username: "admin", address: "198.51.100.7") == 30)
        #expect(throttle.retryAfter(username: "admin", address: "203.0.113.9") == nil, "another address is not locked out")
    }

    @Test func secretsAreLongRandomAndComparedWhole() {
        let one = SecretToken.generate()
        let two = SecretToken.generate()
        #expect(one != two && one.count == 43)
        #expect(SecretToken.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SecretToken.matches(one, one) && !SecretToken.matches(one, two) && !SecretToken.matches("", ""))
        #expect(!SecretToken.matches(String(one.dropLast()), one))
    }
}

/// The messages a `RecordingLogHandler` was given.
private final class LogRecorder: Sendable {
    let messages = Mutex<[String]>([])
}

/// A log handler that keeps each message, for tests of what is logged.
private struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.messages.withLock { $0.append(event.message.description) }
    }
}
