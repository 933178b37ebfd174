import Dashboard
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Errors nobody handles on purpose still get a message: a page for pages, JSON for the API.
@Suite struct ErrorPageTests {
    @Test func unknownPagesAndEndpointsSayWhatIsMissing() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let page = try await client.send(.get, "/no-such-page")
            #expect(page.status == .notFound)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(String(decoding: page.body, as: UTF8.self).contains("There is no page at this address."))
            #expect(String(decoding: page.body, as: UTF8.self).contains("id=\"account-menu\""), "error pages show who is signed in")
            let api = try await client.send(.get, "/api/no-such-endpoint")
            #expect(api.status == .notFound)
            #expect(api.json["error"]?["message"]?.stringValue?.contains("openapi.json") == true)
        }
    }

    @Test func unsupportedAPIMethodsAre405WithAllow() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let response = try await client.send(.patch, "/api/campaigns/demo-welcome", json: "{}")
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, PUT, DELETE")
            #expect(response.json["error"]?["message"]?.stringValue?.contains("PATCH is not allowed") == true)
        }
    }

    @Test func oversizedBodiesWithoutALengthAre413WithAMessage() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 9 << 20)
            let validate = try await client.send(.post, "/api/validate", bytes: huge, headers: [.contentType: "text/html"])
            #expect(validate.status == .contentTooLarge)
            #expect(validate.json["error"]?["message"] != nil)
        }
    }
}
