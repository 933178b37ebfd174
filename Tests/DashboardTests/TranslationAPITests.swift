import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// `GET`/`PUT /api/campaigns/{id}/translations` as JSON and as CSV, with versions and located
/// refusals that change nothing.
@Suite struct TranslationAPITests {
    static let envelope = """
        {"id": "sale", "name": "Sale", "status": "draft", "type": "inapp", "data": {"type": "MODAL",
         "header": "{% translation head %}Spring sale{% endtranslation %}",
         "message": "{% translation body %}Up to 50% off{% endtranslation %}"},
         "translations": {"fr": {"head": "Soldes"}}}
        """

    private func withCampaign(_ body: @Sendable (SignedInClient) async throws -> Void) async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await client.send(.post, "/api/campaigns", json: Self.envelope).status == .created)
            try await body(client)
        }
    }

    @Test func getAnswersJSONWithTheMessagesIDsAndDefaults() async throws {
        try await withCampaign { client in
            let response = try await client.send(.get, "/api/campaigns/sale/translations")
            #expect(response.status == .ok)
            #expect(response.headers[.eTag] == "\"1\"")
            #expect(
                String(decoding: response.body, as: UTF8.self)
                    == #"{"id":"sale","version":1,"locales":["fr"],"ids":[{"id":"head","default":"Spring sale"},{"id":"body","default":"Up to 50% off"}],"translations":{"fr":{"head":"Soldes"}}}"#
            )
        }
    }

    @Test func getAnswersCSVWhenAskedByAcceptOrFormat() async throws {
        try await withCampaign { client in
            for (uri, accept) in [
                ("/api/campaigns/sale/translations", "text/csv, application/json"), ("/api/campaigns/sale/translations?format=csv", "*/*"),
            ] {
                let response = try await client.send(.get, uri, headers: [.accept: accept])
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/csv; charset=utf-8")
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"vitrine-sale-translations.csv\"")
                #expect(String(decoding: response.body, as: UTF8.self) == "id,fr\r\nhead,Soldes\r\nbody,\r\n")
            }
            let json = try await client.send(.get, "/api/campaigns/sale/translations", headers: [.accept: "application/json, text/csv"])
            #expect(json.headers[.contentType] == "application/json; charset=utf-8")
            #expect(try await client.send(.get, "/api/campaigns/sale/translations?format=xml").status == .badRequest)
            #expect(try await client.send(.get, "/api/campaigns/nope/translations").status == .notFound)
        }
    }

    @Test func putCSVReplacesTheTableAsANewVersion() async throws {
        try await withCampaign { client in
            let csv = "id,fr,pt_BR\r\nhead,Soldes de printemps,Liquidação\r\nbody,\"Jusqu'à -50 %, \"\"vite\"\"\",\r\n"
            let saved = try await client.send(
                .put,
                "/api/campaigns/sale/translations",
                bytes: Array(csv.utf8),
                headers: [.contentType: "text/csv", .ifMatch: "\"1\""]
            )
            #expect(saved.status == .ok)
            #expect(saved.headers[.eTag] == "\"2\"")
            #expect(saved.json["translations"]?["fr"]?["body"] == .string("Jusqu'à -50 %, \"vite\""))
            #expect(saved.json["locales"] == .array(["fr", "pt_BR"]))
            let campaign = try await client.send(.get, "/api/campaigns/sale")
            #expect(campaign.json["translations"]?["pt_BR"]?["head"] == .string("Liquidação"))
            #expect(campaign.json["translations"]?["pt_BR"]?["body"] == nil)
            let revisions = try await client.send(.get, "/api/campaigns/sale/revisions")
            #expect(revisions.json["revisions"]?[1]?["campaign"]?["translations"]?["fr"]?["head"] == .string("Soldes"))
        }
    }

    @Test func putJSONTakesTheVersionFromTheBodyAndAcceptsWhatGetAnswered() async throws {
        try await withCampaign { client in
            let fetched = try await client.send(.get, "/api/campaigns/sale/translations")
            let saved = try await client.send(.put, "/api/campaigns/sale/translations", bytes: fetched.body)
            #expect(saved.status == .ok)
            #expect(saved.json["version"] == .int(2))
            let changed = try await client.send(
                .put,
                "/api/campaigns/sale/translations",
                json: #"{"version": 2, "translations": {"ja": {"head": "春"}}}"#
            )
            #expect(changed.json["translations"] == .object(["ja": .object(["head": "春"])]))
        }
    }

    @Test func aBadCSVIsRefusedWithItsLineAndNothingChanges() async throws {
        try await withCampaign { client in
            let csv = "id,fr\nhead,Soldes\nbody,\"never closed\n"
            let refused = try await client.send(
                .put,
                "/api/campaigns/sale/translations",
                bytes: Array(csv.utf8),
                headers: [.contentType: "text/csv; charset=utf-8", .ifMatch: "1"]
            )
            #expect(refused.status == .badRequest)
            #expect(refused.json["error"]?["line"] == .int(3))
            #expect(refused.json["error"]?["message"] == .string("a quoted field is never closed"))
            let after = try await client.send(.get, "/api/campaigns/sale/translations")
            #expect(after.json["version"] == .int(1))
            #expect(after.json["translations"] == .object(["fr": .object(["head": "Soldes"])]))
        }
    }

    @Test(arguments: [
        (#"{"translations": {"fr fr": {}}, "version": 1}"#, HTTPResponse.Status.badRequest, Optional(#"translations["fr fr"]"#)),
        (#"{"translations": [], "version": 1}"#, .badRequest, "translations"),
        (#"{"version": 1}"#, .badRequest, "translations"),
        (#"{"translations": {}, "version": "1"}"#, .badRequest, "version"),
        (#"{"translations": {}}"#, .preconditionRequired, "version"),
        (#"{"translations": {}, "version": 7}"#, .conflict, "version"),
    ])
    func badJSONIsRefusedAndNothingChanges(body: String, status: HTTPResponse.Status, path: String?) async throws {
        try await withCampaign { client in
            let refused = try await client.send(.put, "/api/campaigns/sale/translations", json: body)
            #expect(refused.status == status)
            #expect(refused.json["error"]?["path"]?.stringValue == path)
            #expect(try await client.send(.get, "/api/campaigns/sale").json["version"] == .int(1))
        }
    }

    /// A version that is not a positive integer is refused the way `PUT /api/campaigns/{id}` refuses it.
    @Test(arguments: [0, -1])
    func theBodysVersionIsReadAsTheCampaignAPIReadsIt(version: Int) async throws {
        try await withCampaign { client in
            let body = #"{"translations": {}, "version": \#(version)}"#
            let refused = try await client.send(.put, "/api/campaigns/sale/translations", json: body)
            let campaign = try await client.send(.put, "/api/campaigns/sale", json: #"{"version": \#(version), "# + Self.envelope.dropFirst())
            #expect(refused.status == .badRequest)
            #expect(refused.status == campaign.status)
            #expect(refused.json["error"]?["path"] == campaign.json["error"]?["path"])
            #expect(refused.json["error"]?["message"] == campaign.json["error"]?["message"])
            #expect(try await client.send(.get, "/api/campaigns/sale").json["version"] == .int(1))
        }
    }

    @Test func postPreviewRendersAnEnvelopesTranslationsInTheAskedLocale() async throws {
        try await withCampaign { client in
            let body = #"{"message": \#(Self.envelope), "options": {"locale": "fr"}}"#
            let french = try await client.send(.post, "/api/preview", json: body)
            #expect(french.status == .ok)
            let html = String(decoding: french.body, as: UTF8.self)
            #expect(html.contains("Soldes"))
            #expect(html.contains("No “fr” text for translation “body”"))
            let query = try await client.send(.post, "/api/preview?locale=de", json: #"{"message": \#(Self.envelope)}"#)
            #expect(String(decoding: query.body, as: UTF8.self).contains("Spring sale"))
            let bad = try await client.send(.post, "/api/preview", json: #"{"message": \#(Self.envelope), "options": {"locale": "<x>"}}"#)
            #expect(bad.status == .badRequest)
        }
    }

    @Test func otherMediaTypesAndACSVWithoutVersionAreRefused() async throws {
        try await withCampaign { client in
            let html = try await client.send(.put, "/api/campaigns/sale/translations", bytes: Array("x".utf8), headers: [.contentType: "text/html"])
            #expect(html.status == .unsupportedMediaType)
            let noVersion = try await client.send(
                .put,
                "/api/campaigns/sale/translations",
                bytes: Array("id\n".utf8),
                headers: [.contentType: "text/csv"]
            )
            #expect(noVersion.status == .preconditionRequired)
            #expect(try await client.send(.post, "/api/campaigns/sale/translations", json: "{}").status == .methodNotAllowed)
        }
    }
}
