import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@testable import Dashboard

/// Sessions have an owner: every signed-in user reads every session, a viewer changes (logs
/// events on, refreshes, deletes) only the ones it created, editors and admins any; the list and
/// the API name the owner, and a session page shows a viewer no control it cannot use.
@Suite struct SessionOwnershipTests {
    static let events = #"{"events": [{"at": 0, "type": "session_start"}]}"#

    @Test func aViewerChangesOnlyItsOwnSessions() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let tokens = try await AccessPolicyTests.roleTokens(client)
            func headers(_ role: Role) -> HTTPFields { [.authorization: "Bearer \(tokens[role]!)"] }
            let mine = try await client.send(.post, "/api/sessions", json: #"{"name": "Mine"}"#, headers: headers(.viewer))
            let theirs = try await client.send(.post, "/api/sessions", json: #"{"name": "Theirs"}"#, headers: headers(.admin))
            #expect(mine.status == .created)
            #expect(theirs.status == .created)
            let mineOwner: JSONValue? = mine.json["owner"]
            let theirOwner: JSONValue? = theirs.json["owner"]
            #expect(mineOwner == .string("viewer-user"))
            #expect(theirOwner == .string("admin"))
            let mineID = try #require(mine.json["id"]?.stringValue)
            let theirsID = try #require(theirs.json["id"]?.stringValue)

            let append = try await client.send(.post, "/api/sessions/\(theirsID)/events", json: Self.events, headers: headers(.viewer))
            #expect(append.status == .forbidden)
            let refusal: String = append.json["error"]?["message"]?.stringValue ?? ""
            #expect(refusal.contains("belongs to admin"), "\(refusal)")
            #expect(try await client.send(.delete, "/api/sessions/\(theirsID)", headers: headers(.viewer)).status == .forbidden)
            #expect(try await database.session(id: theirsID)?.eventCount == 0, "the refused requests changed nothing")

            #expect(try await client.send(.get, "/api/sessions/\(theirsID)/trace", headers: headers(.viewer)).status == .ok)
            #expect(try await client.send(.post, "/api/sessions/\(mineID)/events", json: Self.events, headers: headers(.viewer)).status == .ok)
            #expect(try await client.send(.post, "/api/sessions/\(theirsID)/events", json: Self.events, headers: headers(.editor)).status == .ok)
            #expect(try await client.send(.delete, "/api/sessions/\(mineID)", headers: headers(.viewer)).status == .noContent)
            #expect(try await client.send(.delete, "/api/sessions/nope", headers: headers(.viewer)).status == .notFound)

            let list = try await client.send(.get, "/api/sessions", headers: headers(.viewer))
            guard case .array(let sessions)? = list.json["sessions"] else {
                Issue.record("no list: \(list.json)")
                return
            }
            let owners: [JSONValue?] = sessions.map { $0["owner"] }
            #expect(owners == [.string("admin")])
        }
    }

    @Test func aViewersPageOfAnotherUsersSessionHasNoControlsAndItsPostsAreRefused() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let admin: HTTPFields = [.authorization: "Bearer \(testAdminToken)"]
            _ = try await client.send(.post, "/api/users", json: #"{"username":"vera","password":"viewer pass","role":"viewer"}"#, headers: admin)
            let theirs = try await client.send(.post, "/api/sessions", json: #"{"name": "<b>Theirs</b>"}"#, headers: admin)
            let id = try #require(theirs.json["id"]?.stringValue)
            let viewer = try await BrowserSignIn.signIn(client, username: "vera", password: "viewer pass")

            let page = String(decoding: try await client.send(.get, "/sessions/\(id)", headers: [.cookie: viewer.cookie]).body, as: UTF8.self)
            for text in [#"id="read-only-note""#, "This session is admin’s", "&lt;b&gt;Theirs&lt;/b&gt;"] {
                #expect(page.contains(text), "\(text)")
            }
            for text in [#"id="controls""#, "/sessions/\(id)/delete", "/sessions/\(id)/refresh", "<b>Theirs</b>"] {
                #expect(!page.contains(text), "\(text)")
            }
            for action in ["events", "refresh", "delete"] {
                let post = try await viewer.post(client, "/sessions/\(id)/\(action)", [("type", "session_start")], csrf: viewer.csrfToken)
                #expect(post.status == .forbidden, "\(action): \(post.status)")
            }
            #expect(try await database.session(id: id)?.eventCount == 0)

            let own = String(decoding: try await client.send(.get, "/sessions/\(id)", headers: admin).body, as: UTF8.self)
            #expect(own.contains(#"id="controls""#))
            #expect(!own.contains(#"id="read-only-note""#))
            let list = String(decoding: try await client.send(.get, "/sessions", headers: [.cookie: viewer.cookie]).body, as: UTF8.self)
            #expect(list.contains(#"<td class="session-owner">admin</td>"#))
        }
    }
}
