import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// User profiles and content blocks: the page, the API, and previews rendered as a user.
@Suite struct ProfileTests {
    @Test func theDemoUsersAndBlockAreSeeded() async throws {
        let (_, database) = try await makeApp(seed: false)
        #expect(try await database.userProfiles().map(\.id).sorted() == ["ada", "anonymous", "camille"])
        let ada = try #require(try await database.userProfile(id: "ada"))
        #expect(Set(ada.attributes.keys) == Set(UserProfile.standardAttributes), "Ada has every standard attribute")
        #expect(try await database.userProfile(id: "anonymous")?.attributes.isEmpty == true)
        #expect(try await database.userProfile(id: "camille")?.attributes["language"] == "fr")
        #expect(try await database.contentBlocks().keys.sorted() == ["signature"])
    }

    @Test func theAPIExportsImportsReplacesAndDeletes() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let export = try await client.send(.get, "/api/user-profiles")
            #expect(export.status == .ok)
            #expect(export.json.arrayValue?.count == 3)
            let bad = try await client.send(.post, "/api/user-profiles", json: #"[{"id": "ok"}, {"id": "x", "attributes": {"nick": 1}}]"#)
            #expect(bad.status == .badRequest)
            #expect(String(decoding: bad.body, as: UTF8.self).contains("[1].attributes.nick"))
            #expect(try await database.userProfile(id: "ok") == nil, "nothing of a bad import is saved")
            let imported = try await client.send(
                .post,
                "/api/user-profiles",
                json: #"[{"id": "sam", "name": "Sam", "attributes": {"first_name": "Sam"}}]"#
            )
            #expect(imported.status == .ok)
            #expect(try await database.userProfile(id: "sam")?.attributes["first_name"] == "Sam")
            let mismatch = try await client.send(.put, "/api/user-profiles/sam", json: #"{"id": "other"}"#)
            #expect(mismatch.status == .badRequest)
            #expect(try await client.send(.put, "/api/user-profiles/sam", json: #"{"name": "Samuel"}"#).status == .ok)
            #expect(try await client.send(.get, "/api/user-profiles/sam").json["name"] == "Samuel")
            #expect(try await client.send(.delete, "/api/user-profiles/sam").status == .noContent)
            #expect(try await client.send(.get, "/api/user-profiles/sam").status == .notFound)
            #expect(try await client.send(.put, "/api/user-profiles/Bad%20Id", json: "{}").status == .badRequest)
        }
    }

    @Test func brazeUserExportImportsAsProfiles() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let export = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("profiles/braze-user-export.json"), encoding: .utf8)
            let imported = try await client.send(.post, "/api/user-profiles", json: export)
            #expect(imported.status == .ok)
            let ada = try #require(try await database.userProfile(id: "ada-lovelace-42"))
            #expect(ada.customAttributes["points"] == .int(1200))
            #expect(!ada.jsonText.contains("0123456789abcdef"), "a push token is not kept")
        }
    }

    @Test func contentBlocksMustParse() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let broken = try await client.send(.put, "/api/content-blocks/footer", json: #"{"source": "ok\n{% if %}"}"#)
            #expect(broken.status == .unprocessableContent)
            #expect(broken.json["error"]?["line"] == .int(2))
            #expect(try await client.send(.put, "/api/content-blocks/bad%20name", json: #"{"source": "x"}"#).status == .badRequest)
            #expect(try await client.send(.put, "/api/content-blocks/footer", json: #"{"source": "Bye {{${first_name}}}"}"#).status == .ok)
            #expect(try await client.send(.get, "/api/content-blocks").json["footer"] == "Bye {{${first_name}}}")
            let (status, page) = try await client.postForm("/content-blocks", [("name", "x"), ("source", "{% nope %}")])
            #expect(status == .unprocessableContent)
            #expect(page.contains("Liquid, line 1"))
        }
        #expect(try await database.contentBlocks()["x"] == nil)
    }

    @Test func thePageEscapesProfilesAndReportsWhereJSONIsBad() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let hostile = #"{"id": "xss", "name": "<script>alert(1)</script>", "attributes": {"city": "<img src=x onerror=alert(2)>"}}"#
            let (saved, _) = try await client.postForm("/profiles", [("json", hostile)])
            #expect(saved == .seeOther)
            let page = try await client.execute(uri: "/profiles", method: .get) { String(buffer: $0.body) }
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.contains("<script>alert(1)") && !page.contains("<img src=x"))
            let (status, error) = try await client.postForm("/profiles", [("json", "{\n  \"id\": \"a\",\n  oops\n}")])
            #expect(status == .unprocessableContent)
            #expect(error.contains("line 3"), "\(error)")
            #expect(error.contains("oops"), "the textarea keeps the user's text")
        }
    }

    @Test func previewsRenderAsTheChosenUser() async throws {
        let (app, database) = try await makeApp(seed: false)
        let message = try InAppMessage(
            wire: JSONParser.parse(
                #"{"type": "MODAL", "header": "Hi {{${first_name} | default: 'there'}}", "message": "{% if ${language} == 'fr' %}{% abort_message('French') %}{% endif %}{{content_blocks.${signature}}}"}"#
            )
        )
        _ = try await database.insert(Campaign(id: "hello", name: "Hello", status: .draft, message: message))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let ada = try await client.execute(uri: "/campaigns/hello/render?user=ada", method: .get) { String(buffer: $0.body) }
            #expect(ada.contains("Hi Ada"))
            #expect(ada.contains("See you soon, Ada!"))
            let nobody = try await client.execute(uri: "/campaigns/hello/render", method: .get) { String(buffer: $0.body) }
            #expect(nobody.contains("Hi there"))
            let camille = try await client.execute(uri: "/campaigns/hello/render?user=camille", method: .get) { String(buffer: $0.body) }
            #expect(camille.contains("aborted: French"))
            #expect(!camille.contains("data-part=\"message\""))
            #expect(try await client.execute(uri: "/campaigns/hello/render?user=nobody", method: .get) { $0.status } == .badRequest)
            let page = try await client.execute(uri: "/campaigns/hello/preview?user=ada", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"<option value="ada" selected>"#))
            let matrix = try await client.execute(uri: "/campaigns/hello/preview/matrix?by=user", method: .get) { String(buffer: $0.body) }
            #expect(matrix.contains("user=ada") && matrix.contains("user=camille") && matrix.contains("No user"))
            let unsaved = try await client.send(
                .post,
                "/api/preview",
                json: #"{"message": {"type": "SLIDEUP", "message": "{{${city}}}"}, "options": {"user": "camille"}}"#
            )
            #expect(String(decoding: unsaved.body, as: UTF8.self).contains(">Paris<"))
        }
    }
}
