import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// Review links, comments and verdicts through the JSON API, with located errors.
@Suite struct ReviewAPITests {
    /// Sends JSON as the admin; the status and the parsed answer (null when empty).
    static func send(
        _ client: some TestClientProtocol,
        _ method: HTTPRequest.Method,
        _ uri: String,
        _ json: String? = nil
    ) async throws -> (HTTPResponse.Status, JSONValue) {
        try await SignedInClient(client).execute(
            uri: uri,
            method: method,
            headers: [.contentType: "application/json"],
            body: json.map { ByteBuffer(string: $0) }
        ) { response in
            let text = String(buffer: response.body)
            return (response.status, text.isEmpty ? .null : try JSONParser.parse(Array(text.utf8)))
        }
    }

    /// The whole number a JSON value holds.
    static func int(_ value: JSONValue?) -> Int? {
        if case .int(let number)? = value { return number }
        return nil
    }

    @Test func linksCommentsAndVerdictsGoThroughTheAPI() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await ReviewCommentTests.campaignWithLink(database)
        try await app.test(.router) { client in
            let base = "/api/campaigns/comment-me"
            let (made, link) = try await Self.send(client, .post, "\(base)/review-links", #"{"days": 3, "follows": "current"}"#)
            #expect(made == .created)
            let token = try #require(link["token"]?.stringValue)
            #expect(link["url"]?.stringValue?.hasSuffix("/r/\(token)") == true && link["version"] == .int(1))
            let (_, listed) = try await Self.send(client, .get, "\(base)/review-links")
            #expect(listed["links"]?.arrayValue?.count == 2)
            #expect(!JSONWriter.write(listed).contains(token))

            let (commented, comment) = try await Self.send(
                client,
                .post,
                "\(base)/comments",
                #"{"body": "Tighter <em>copy</em>", "cell": "web/phone/", "x": 0.25, "y": 0.5}"#
            )
            #expect(commented == .created && comment["cell"] == .string("web/phone///") && comment["x"] == .double(0.25))
            let id = try #require(Self.int(comment["id"]))
            let (replied, thread) = try await Self.send(client, .post, "\(base)/comments/\(id)/replies", #"{"body": "Agreed"}"#)
            #expect(replied == .created && thread["replies"]?.arrayValue?.count == 1)
            let (_, resolved) = try await Self.send(client, .put, "\(base)/comments/\(id)/resolved", #"{"resolved": true}"#)
            #expect(resolved["resolved_by"] == .string("admin"))
            let (_, all) = try await Self.send(client, .get, "\(base)/comments")
            #expect(all["comments"]?.arrayValue?.count == 1)

            #expect(try await Self.send(client, .put, "\(base)/approval-rule", #"{"required": 1}"#).0 == .ok)
            let (approved, verdict) = try await Self.send(client, .post, "\(base)/approvals", #"{"verdict": "approved", "platform": "android"}"#)
            #expect(approved == .created && verdict["platform"] == .string("android"))
            let (_, summary) = try await Self.send(client, .get, "\(base)/approvals")
            // A verdict on one platform does not count towards the rule.
            #expect(summary["missing"] == .int(1) && summary["approvers"] == .array([]))
            _ = try await Self.send(client, .post, "\(base)/approvals", #"{"verdict": "approved"}"#)
            let (_, after) = try await Self.send(client, .get, "\(base)/approvals")
            #expect(after["missing"] == .int(0) && after["approvers"] == .array([.string("admin")]))

            let linkID = try #require(Self.int(link["id"]))
            #expect(try await Self.send(client, .delete, "\(base)/review-links/\(linkID)").0 == .noContent)
            try await client.execute(uri: "/r/\(token)", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func badReviewBodiesAreLocated() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await ReviewCommentTests.campaignWithLink(database)
        try await app.test(.router) { client in
            let base = "/api/campaigns/comment-me"
            let cases: [(String, String, String)] = [
                ("\(base)/comments", #"{"body": ""}"#, "$.body"),
                ("\(base)/comments", #"{"body": "x", "cell": "ios/phone/", "x": "left"}"#, "$.x"),
                ("\(base)/comments", #"{"body": "x", "cell": "ios/phone/", "x": 7}"#, "$.x"),
                ("\(base)/comments", #"{"body": "x", "colour": "red"}"#, "$.colour"),
                ("\(base)/comments", #"{"body": ["x"]}"#, "$.body"),
                ("\(base)/review-links", #"{"days": 91}"#, "$.days"),
                ("\(base)/review-links", #"{"follows": "oldest"}"#, "$.follows"),
                ("\(base)/approvals", #"{"verdict": "maybe"}"#, "$.verdict"),
                ("\(base)/approvals", #"{"verdict": "approved", "platform": "tv"}"#, "$.platform"),
            ]
            for (uri, json, path) in cases {
                let (status, body) = try await Self.send(client, .post, uri, json)
                #expect(status == .unprocessableContent, "\(json)")
                #expect(body["error"]?["path"] == .string(path), "\(json): \(body)")
            }
            #expect(try await Self.send(client, .put, "\(base)/approval-rule", #"{"required": 11}"#).1["error"]?["path"] == .string("$.required"))
            #expect(try await Self.send(client, .post, "\(base)/comments/999/replies", #"{"body": "x"}"#).0 == .notFound)
            #expect(try await Self.send(client, .get, "/api/campaigns/none/comments").0 == .notFound)
            #expect(try await database.comments(campaignID: "comment-me").isEmpty)
        }
    }
}
