import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@Suite struct CampaignAPITests {
    @Test func campaignLivesThroughCreateReadUpdateRevisionsAndDelete() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let created = try await client.send(.post, "/api/campaigns", json: modalEnvelope(id: "spring"))
            #expect(created.status == .created)
            #expect(created.headers[.eTag] == "\"1\"")
            #expect(created.headers[.location] == "/api/campaigns/spring")
            #expect(created.json["version"] == .int(1))
            #expect(created.json["warnings"] == .array([]))

            let fetched = try await client.send(.get, "/api/campaigns/spring")
            #expect(fetched.status == .ok)
            #expect(fetched.headers[.eTag] == "\"1\"")
            #expect(fetched.json["data"]?["header"] == .string("Spring"))
            #expect(fetched.json["created_at"]?.stringValue?.hasSuffix("Z") == true)

            let edited = modalEnvelope(id: "spring", header: "Summer")
            let updated = try await client.send(.put, "/api/campaigns/spring", json: edited, headers: [.ifMatch: "\"1\""])
            #expect(updated.status == .ok)
            #expect(updated.headers[.eTag] == "\"2\"")
            #expect(updated.json["data"]?["header"] == .string("Summer"))

            let bodyVersion = modalEnvelope(id: "spring", header: "Autumn", extra: #""version": 2,"#)
            let again = try await client.send(.put, "/api/campaigns/spring", json: bodyVersion)
            #expect(again.json["version"] == .int(3))

            let revisions = try await client.send(.get, "/api/campaigns/spring/revisions")
            let versions = revisions.json["revisions"]?.arrayValue?.compactMap { $0["version"] }
            #expect(versions == [.int(3), .int(2), .int(1)])
            #expect(revisions.json["revisions"]?.arrayValue?.last?["campaign"]?["data"]?["header"] == .string("Spring"))

            #expect(try await client.send(.delete, "/api/campaigns/spring").status == .noContent)
            #expect(try await client.send(.get, "/api/campaigns/spring").status == .notFound)
            #expect(try await client.send(.get, "/api/campaigns/spring/revisions").status == .notFound)
        }
    }

    @Test func fetchedCampaignCanBeSentBackAsItIs() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let fetched = try await client.send(.get, "/api/campaigns/demo-spring-sale")
            let saved = try await client.send(.put, "/api/campaigns/demo-spring-sale", bytes: fetched.body)
            #expect(saved.status == .ok)
            #expect(saved.json["version"] == .int(2))
            let revisions = try await client.send(.get, "/api/campaigns/demo-spring-sale/revisions").json["revisions"]
            #expect(revisions?[0]?["campaign"] == revisions?[1]?["campaign"])
        }
    }

    @Test func postWithoutIDGeneratesOne() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let created = try await client.send(.post, "/api/campaigns", json: #"{"data": {"type": "SLIDEUP", "message": "Hi"}}"#)
            #expect(created.status == .created)
            let id = try #require(created.json["id"]?.stringValue)
            #expect(id.wholeMatch(of: /campaign-[0-9a-f]{8}/) != nil)
            #expect(created.headers[.location] == "/api/campaigns/\(id)")
        }
    }

    @Test func threeButtonsOnAModalAreStoredWithAWarning() async throws {
        let (app, _) = try await makeApp(seed: false)
        let buttons = #"[{"id": 0, "text": "A"}, {"id": 1, "text": "B"}, {"id": 2, "text": "C"}]"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let created = try await client.send(.post, "/api/campaigns", json: modalEnvelope(id: "three", buttons: buttons))
            #expect(created.status == .created)
            let warning = created.json["warnings"]?[0]
            #expect(warning?["rule"] == .string("too-many-buttons"))
            #expect(warning?["severity"] == .string("warning"))
            #expect(warning?["path"] == .string("data.btns"))
        }
    }

    @Test func deleteWithStaleIfMatchKeepsTheCampaign() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let refused = try await client.send(.delete, "/api/campaigns/demo-welcome", headers: [.ifMatch: "\"4\""])
            #expect(refused.status == .conflict)
            #expect(refused.json["error"]?["current_version"] == .int(1))
            #expect(try await client.send(.delete, "/api/campaigns/demo-welcome", headers: [.ifMatch: "1"]).status == .noContent)
        }
    }

    @Test(arguments: [
        "name", "tag", "header", "message", "button", "extras key", "extras value", "uri", "image_alt",
    ])
    func scriptTagsStayJSONStrings(field: String) async throws {
        let script = "</script><script>alert(\"x\")</script>\u{2028}"
        let text = JSONWriter.write(.string(script))
        let name = field == "name" ? text : #""n""#
        let tag = field == "tag" ? text : #""t""#
        let value = { (own: String) in field == own ? text : #""plain""# }
        let extrasKey = field == "extras key" ? text : #""k""#
        let envelope = """
            {"id": "xss", "name": \(name), "tags": [\(tag)], "data": {"type": "MODAL", "header": \(value("header")),
             "message": \(value("message")), "image_alt": \(value("image_alt")), "extras": {\(extrasKey): \(value("extras value"))},
             "btns": [{"id": 0, "text": \(value("button")), "click_action": "URI", "uri": \(value("uri"))}]}}
            """
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let created = try await client.send(.post, "/api/campaigns", json: envelope)
            #expect(created.status == .created)
            let fetched = try await client.send(.get, "/api/campaigns/xss")
            #expect(fetched.headers[.contentType] == "application/json; charset=utf-8")
            #expect(fetched.headers[.xContentTypeOptions] == "nosniff")
            #expect(String(decoding: fetched.body, as: UTF8.self).contains(String(text.dropFirst().dropLast())))
            #expect(!String(decoding: fetched.body, as: UTF8.self).contains("\u{2028}"))
            let json = fetched.json
            let found: JSONValue? =
                switch field {
                case "name": json["name"]
                case "tag": json["tags"]?[0]
                case "button": json["data"]?["btns"]?[0]?["text"]
                case "uri": json["data"]?["btns"]?[0]?["uri"]
                case "extras key": json["data"]?["extras"]?.objectValue?.keys.first.map { .string($0) }
                case "extras value": json["data"]?["extras"]?["k"]
                default: json["data"]?[field]
                }
            #expect(found == .string(script))
        }
    }
}

/// A modal envelope with two buttons (or `buttons`), for request bodies.
func modalEnvelope(id: String, header: String = "Spring", buttons: String? = nil, extra: String = "") -> String {
    """
    {\(extra)"id": "\(id)", "name": "Spring sale", "status": "draft", "tags": ["sale"],
     "trigger_condition": [{"type": "open", "data": {}}],
     "data": {"type": "MODAL", "header": "\(header)", "message": "20% off", "extras": {"screen": "home"},
              "btns": \(buttons ?? #"[{"id": 0, "text": "Later"}, {"id": 1, "text": "Shop", "click_action": "URI", "uri": "shop://sale"}]"#)}}
    """
}

/// What a test request got back.
struct APIResponse {
    /// The response status.
    var status: HTTPResponse.Status
    /// The response headers.
    var headers: HTTPFields
    /// The raw response body.
    var body: [UInt8]

    /// The body parsed as JSON (`null` when it is not JSON).
    var json: JSONValue { (try? JSONParser.parse(body)) ?? .null }
}

extension TestClientProtocol {
    /// Sends a request with a JSON text body (`application/json` unless `headers` says otherwise).
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String, headers: HTTPFields = [:]) async throws -> APIResponse {
        try await send(method, uri, bytes: Array(json.utf8), headers: headers)
    }

    /// Sends a request with a raw body (`application/json` unless `headers` says otherwise).
    func send(_ method: HTTPRequest.Method, _ uri: String, bytes: [UInt8]? = nil, headers: HTTPFields = [:]) async throws -> APIResponse {
        var fields = headers
        if bytes != nil, fields[.contentType] == nil { fields[.contentType] = "application/json" }
        return try await execute(uri: uri, method: method, headers: fields, body: bytes.map { ByteBuffer(bytes: $0) }) { response in
            APIResponse(status: response.status, headers: response.headers, body: Array(response.body.readableBytesView))
        }
    }
}

extension JSONValue {
    /// The elements of an array.
    var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members of an object.
    var objectValue: JSONObject? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Element `index` of an array.
    subscript(index: Int) -> JSONValue? {
        guard let items = arrayValue, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
