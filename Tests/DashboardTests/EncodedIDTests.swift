import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Ids that need percent-encoding in a path (spaces, accents, slashes) reach their campaign.
@Suite struct EncodedIDTests {
    @Test(arguments: ["spring sale", "café", "a/b"])
    func campaignsWithAnyIdAreReachable(id: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let body = #"{"id":"\#(id)","name":"Encoded","data":{"type":"SLIDEUP","message":"x"}}"#
            let created = try await client.send(.post, "/api/campaigns", json: body)
            #expect(created.status == .created)
            let escaped = id.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            #expect(created.headers[.location] == "/api/campaigns/\(escaped)")
            let fetched = try await client.send(.get, "/api/campaigns/\(escaped)")
            #expect(fetched.status == .ok)
            #expect(fetched.json["id"] == .string(id))
            #expect(try await client.send(.get, "/campaigns/\(escaped)/edit").status == .ok)
            #expect(try await client.send(.get, "/campaigns/\(escaped)/render").status == .ok)
        }
    }
}
