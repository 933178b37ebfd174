import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// One bad request and the 4xx it must get.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What the row tests.
    var name: String
    /// The request method.
    var method: HTTPRequest.Method = .post
    /// The request path and query.
    var uri = "/api/campaigns"
    /// The raw request body, if any.
    var body: [UInt8]?
    /// Request headers (`Content-Type` defaults to JSON when there is a body).
    var headers: HTTPFields = [:]
    /// The status the API must answer with.
    var status: HTTPResponse.Status
    /// The `path` the error must name, when the problem has one.
    var path: String?
    /// Whether the error must give a line and column.
    var position = false

    /// The row's name in test reports.
    var testDescription: String { name }

    /// A row whose body is JSON text.
    static func json(
        _ name: String,
        _ text: String,
        method: HTTPRequest.Method = .post,
        uri: String = "/api/campaigns",
        headers: HTTPFields = [:],
        status: HTTPResponse.Status,
        path: String? = nil,
        position: Bool = false
    ) -> BadInput {
        BadInput(name: name, method: method, uri: uri, body: Array(text.utf8), headers: headers, status: status, path: path, position: position)
    }

    /// A modal envelope with id `id` and `members` added to its message.
    static func message(_ members: String = "", id: String = "new-one") -> String {
        #"{"id": "\#(id)", "data": {"type": "MODAL", "message": "Hi"\#(members.isEmpty ? "" : ", " + members)}}"#
    }

    /// Every bad request the API must refuse, against the seeded database.
    static let rows: [BadInput] = [
        .json("malformed JSON", "{\"id\": \"x\",\n  \"data\": {\"type\": \"MODAL\",}}", status: .badRequest, position: true),
        .json("truncated body", #"{"id": "x", "data": {"type": "MODAL", "message": "Hi""#, status: .badRequest, position: true),
        .json("hex colour literal", message(#""bg_color": 0xFF0000FF"#), status: .badRequest, position: true),
        .json("btns is an object", message(#""btns": {"id": 0}"#), status: .badRequest, path: "data.btns"),
        .json("colour over 32 bits", message(#""bg_color": 4294967296"#), status: .badRequest, path: "data.bg_color"),
        .json("colour as a string", message(##""text_color": "#FF0000""##), status: .badRequest, path: "data.text_color"),
        .json("empty extras key", message(#""extras": {"": "x"}"#), status: .unprocessableContent, path: #"data.extras[""]"#),
        .json("duplicate extras key", message(#""extras": {"a": "1", "a": "2"}"#), status: .badRequest, position: true),
        .json("URI action without URI", message(#""click_action": "URI""#), status: .unprocessableContent, path: "data.uri"),
        .json(
            "button URI action without URI",
            message(#""btns": [{"id": 0, "text": "Go", "click_action": "URI"}]"#),
            status: .unprocessableContent,
            path: "data.btns[0].uri"
        ),
        .json("unknown message type", #"{"id": "x", "data": {"type": "BANNER"}}"#, status: .badRequest, path: "data.type"),
        .json("unknown envelope type", #"{"id": "x", "type": "push", "data": {}}"#, status: .badRequest, path: "type"),
        .json("missing data", #"{"id": "x"}"#, status: .badRequest, path: "data"),
        .json("array instead of envelope", "[]", status: .badRequest, path: "$"),
        .json("id of the wrong type", #"{"id": 7, "data": {}}"#, status: .badRequest, path: "id"),
        .json("empty id", #"{"id": "", "data": {}}"#, status: .unprocessableContent, path: "id"),
        .json(
            "duplicate id on POST",
            message(id: "demo-welcome"),
            status: .conflict,
            path: "id"
        ),
        BadInput(name: "body over the limit", body: Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1), status: .contentTooLarge),
        BadInput(
            name: "invalid UTF-8",
            body: Array(#"{"id": "x", "data": {"message": "a"#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8),
            status: .badRequest,
            position: true
        ),
        .json("text/plain body", message(#""x": 1"#), headers: [.contentType: "text/plain"], status: .unsupportedMediaType),
        .json("form body", "id=x", headers: [.contentType: "application/x-www-form-urlencoded"], status: .unsupportedMediaType),
        BadInput(name: "unknown id (GET)", method: .get, uri: "/api/campaigns/nope", status: .notFound),
        BadInput(name: "unknown id (DELETE)", method: .delete, uri: "/api/campaigns/nope", status: .notFound),
        BadInput(name: "unknown id (revisions)", method: .get, uri: "/api/campaigns/nope/revisions", status: .notFound),
        .json(
            "unknown id (PUT)",
            message(id: "nope"),
            method: .put,
            uri: "/api/campaigns/nope",
            headers: [.ifMatch: "\"1\""],
            status: .notFound
        ),
        .json(
            "stale version",
            message(id: "demo-welcome"),
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            headers: [.ifMatch: "\"3\""],
            status: .conflict,
            path: "version"
        ),
        .json(
            "stale version in the body",
            #"{"version": 2, "id": "demo-welcome", "data": {"message": "Hi"}}"#,
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            status: .conflict,
            path: "version"
        ),
        .json(
            "missing version",
            message(id: "demo-welcome"),
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            status: .preconditionRequired,
            path: "version"
        ),
        .json(
            "version of the wrong type",
            #"{"version": "1", "data": {}}"#,
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            status: .badRequest,
            path: "version"
        ),
        .json(
            "If-Match and version disagree",
            #"{"version": 2, "data": {}}"#,
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            headers: [.ifMatch: "\"1\""],
            status: .badRequest,
            path: "version"
        ),
        .json(
            "malformed If-Match",
            #"{"data": {}}"#,
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            headers: [.ifMatch: "*"],
            status: .badRequest,
            path: "If-Match"
        ),
        .json(
            "id mismatch",
            message(id: "other"),
            method: .put,
            uri: "/api/campaigns/demo-welcome",
            headers: [.ifMatch: "\"1\""],
            status: .badRequest,
            path: "id"
        ),
        .json(
            "invalid campaign in an import",
            #"[{"id": "a", "data": {}}, {"id": "b", "data": {"click_action": "URI"}}]"#,
            uri: "/api/import",
            status: .unprocessableContent,
            path: "$[1].data.uri"
        ),
        .json(
            "invalid bare message import",
            #"{"type": "MODAL", "message": "x", "click_action": "URI"}"#,
            uri: "/api/import",
            status: .unprocessableContent,
            path: "uri"
        ),
        .json(
            "duplicate ids in an import",
            #"[{"id": "a", "data": {}}, {"id": "a", "data": {}}]"#,
            uri: "/api/import",
            status: .badRequest,
            path: "$[1].id"
        ),
        .json("malformed import", "[{\"id\": \"a\"\n\n", uri: "/api/import", status: .badRequest, position: true),
        BadInput(name: "unknown kind filter", method: .get, uri: "/api/campaigns?kind=banner", status: .badRequest, path: "kind"),
        BadInput(name: "per_page out of range", method: .get, uri: "/api/campaigns?per_page=500", status: .badRequest, path: "per_page"),
        BadInput(name: "unknown sort", method: .get, uri: "/api/campaigns?sort=-colour", status: .badRequest, path: "sort"),
        BadInput(name: "unknown id in export", method: .get, uri: "/api/export?id=nope", status: .notFound),
    ]
}

@Suite struct CampaignAPIBadInputTests {
    @Test(arguments: BadInput.rows)
    func badInputGetsA4xxNamingTheProblemAndChangesNothing(row: BadInput) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let before = try await client.send(.get, "/api/export")
            let response = try await client.send(row.method, row.uri, bytes: row.body, headers: row.headers)
            #expect(response.status == row.status)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let error = response.json["error"]
            #expect(error?["status"] == .int(Int(row.status.code)))
            #expect(error?["message"]?.stringValue?.isEmpty == false)
            if let path = row.path {
                #expect(error?["path"] == .string(path), "\(String(decoding: response.body, as: UTF8.self))")
            }
            if row.position {
                #expect(
                    error?["line"]?.doubleValue != nil && error?["column"]?.doubleValue != nil,
                    "\(String(decoding: response.body, as: UTF8.self))"
                )
            }
            let after = try await client.send(.get, "/api/export")
            #expect(after.body == before.body)
        }
    }

    @Test func semanticErrorsListEveryDiagnostic() async throws {
        let (app, _) = try await makeApp()
        let body = BadInput.message(#""click_action": "URI", "extras": {"": "x"}"#)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let response = try await client.send(.post, "/api/campaigns", json: body)
            #expect(response.status == .unprocessableContent)
            let rules = response.json["error"]?["diagnostics"]?.arrayValue?.compactMap { $0["rule"]?.stringValue }
            #expect(Set(rules ?? []).isSuperset(of: ["uri-missing", "extras-key-empty"]))
        }
    }
}
