import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// `GET /api/openapi.json` is `Public/api/openapi.json` with `servers` at the base path, edited as
/// JSON (not as text).
@Suite struct OpenAPIControllerTests {
    /// The document as written in the repository.
    static func file() throws -> JSONValue {
        try JSONParser.parse(try Data(contentsOf: ProjectPaths.root.appendingPathComponent("Public/api/openapi.json")))
    }

    @Test func atTheRootTheDocumentIsTheFile() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let response = try await client.send(.get, "/api/openapi.json")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(response.json == (try Self.file()))
        }
    }

    @Test func underABasePathOnlyTheServersChange() async throws {
        let (app, _) = try await BasePathTests.app()
        try await app.test(.router) { client in
            let served = try await client.send(.get, "/vitrine/api/openapi.json").json
            #expect(served["servers"] == .array([.object(["url": .string("/vitrine")])]))
            guard case .object(var members) = served, case .object(let file) = try Self.file() else {
                Issue.record("not an object")
                return
            }
            members["servers"] = file["servers"]
            #expect(JSONValue.object(members) == (try Self.file()))
        }
    }
}
