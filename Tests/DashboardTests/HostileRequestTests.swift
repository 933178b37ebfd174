import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Synchronization
import TestSupport
import Testing

@testable import Dashboard

/// Numbers and text a client sends cannot crash or pin the server: every integer read from a
/// request is range-checked, searches are bounded, ids and tags refuse dot names and control
/// characters, HEAD is answered as GET, `next` leads only to this site, the login throttle holds
/// against a spray of usernames, and asset links follow the forwarded scheme or the public URL.
/// (A trap here would end the test process, so a passing run is itself the proof of "no crash".)
@Suite struct HostileRequestTests {
    /// Integers a client can type to overflow a count or an offset: negative, zero, at and next to
    /// `Int`'s limits, wider than 64 bits, and one that overflows once multiplied by a page size.
    static let hostileIntegers = [
        "-1", "0", String(Int.max), String(Int.max - 1), String(Int.min), "1234567890123456789012345678901234567890",
        "184467440737095518",
    ]

    private static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    @Test(arguments: hostileIntegers)
    func queryPageNumbersAreRefusedOrClamped(_ number: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in [
                "/?page=\(number)", "/?per_page=\(number)", "/api/campaigns?page=\(number)", "/api/campaigns?per_page=\(number)",
                "/campaigns/demo-welcome/revisions?page=\(number)", "/api/campaigns/demo-welcome/revisions?page=\(number)",
                "/api/campaigns/demo-welcome/revisions?per_page=\(number)",
            ] {
                let status = try await client.send(.get, uri).status
                #expect(status == .badRequest, "\(uri): \(status)")
            }
        }
    }

    @Test(arguments: hostileIntegers)
    func rowOperationsAndPathNumbersNeverTrap(_ number: String) async throws {
        let (app, database) = try await makeApp()
        let before = try await database.campaign(id: "demo-welcome")
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let operations = [
                "down-extra:\(number)", "up-extra:\(number)", "remove-extra:\(number)", "remove-trigger:\(number)",
                "add-group:\(number)", "add-filter:\(number):\(number)", "remove-filter:0:\(number):\(number)",
            ]
            for operation in operations {
                for uri in ["/campaigns", "/campaigns/demo-welcome", "/campaigns/form-preview"] {
                    let body = Array(urlEncoded([("kind", "modal"), ("op", operation)]).utf8)
                    let status = try await client.send(.post, uri, bytes: body, headers: Self.form).status
                    #expect(status.code < 500, "\(uri) \(operation): \(status)")
                }
            }
            let restore = Array(urlEncoded([("current_version", number)]).utf8)
            let restoreStatus = try await client.send(
                .post,
                "/campaigns/demo-welcome/revisions/\(number)/restore",
                bytes: restore,
                headers: Self.form
            )
            .status
            #expect((400..<500).contains(restoreStatus.code))
            #expect(try await client.send(.delete, "/api/users/\(number)").status.code < 500)
            #expect(try await client.send(.delete, "/api/tokens/\(number)").status.code < 500)
            let ifMatch: HTTPFields = [.ifMatch: "\"\(number)\""]
            #expect((400..<500).contains(try await client.send(.put, "/api/campaigns/demo-welcome", json: "{}", headers: ifMatch).status.code))
            let purchase = #"{"events": [{"at": 0, "type": "bridge", "call": "logPurchase", "args": ["p", 1, "USD", \#(number)]}]}"#
            #expect(try await client.send(.post, "/api/replay", json: purchase).status.code < 500)
        }
        #expect(try await database.campaign(id: "demo-welcome") == before)
    }

    @Test(arguments: ["1e300", "-1", "0.5", "\"nan\"", "\"inf\""])
    func bridgePurchaseQuantitiesAreCheckedBeforeTheyBecomeIntegers(_ quantity: String) throws {
        let json = #"{"at": 0, "type": "bridge", "call": "logPurchase", "args": ["p", 1, "USD", \#(quantity)]}"#
        #expect(throws: WireError.self) { try DeviceEvent(json: JSONParser.parse(json)) }
    }

    @Test func searchesAreBoundedAndFreeOfControlCharacters() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let long = String(repeating: "a", count: CampaignQuery.maximumSearchLength + 1)
            for uri in ["/?q=\(long)", "/api/campaigns?search=\(long)", "/?q=a%00b", "/api/campaigns?search=a%00b"] {
                let status = try await client.send(.get, uri).status
                #expect(status == .badRequest)
            }
            let longest = "/api/campaigns?search=" + String(repeating: "a", count: 200)
            let status = try await client.send(.get, longest).status
            #expect(status == .ok)
        }
    }

    @Test func headIsAnsweredAsGetWithoutABody() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in ["/", "/campaigns/demo-welcome/edit", "/api/campaigns", "/healthz"] {
                let response = try await client.send(.head, uri)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.body.isEmpty)
            }
            #expect(try await client.send(.head, "/campaigns/nope/edit").status == .notFound)
        }
    }

    @Test(arguments: [
        (#"{"id": ".", "name": "x", "data": {"type": "SLIDEUP", "message": "hi"}}"#, "id"),
        (#"{"id": "..", "name": "x", "data": {"type": "SLIDEUP", "message": "hi"}}"#, "id"),
        (#"{"id": "a\u0001b", "name": "x", "data": {"type": "SLIDEUP", "message": "hi"}}"#, "id"),
        (#"{"id": "ok", "name": "x", "tags": ["fine", "two\nlines"], "data": {"type": "SLIDEUP", "message": "hi"}}"#, "tags[1]"),
    ])
    func dotIDsAndControlCharactersAreRefused(_ json: String, _ path: String) async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let response = try await client.send(.post, "/api/campaigns", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(try JSONParser.parse(String(decoding: response.body, as: UTF8.self))["error"]?["path"]?.stringValue == path)
        }
        #expect(try await database.campaignSummaries().isEmpty)
    }

    @Test(arguments: [
        ("/sessions", "/sessions"), ("/campaigns/x/edit?saved=1", "/campaigns/x/edit?saved=1"), ("/?q=a", "/?q=a"),
        ("/\t/evil.example/", "/"), ("//evil.example", "/"), ("/\\evil.example", "/"), ("https://evil.example", "/"),
        ("/ /evil", "/"), ("/a\u{0}b", "/"), ("/login?next=/x", "/"), ("", "/"), ("/", "/"), ("/%09/evil", "/"),
    ])
    func nextOnlyLeadsToPathsOnThisSite(_ next: String, _ expected: String) {
        #expect(LoginController.safeNext(next) == expected)
    }

    @Test func aSprayOfUsernamesDoesNotResetALockout() {
        let tick = Mutex(0.0)
        let throttle = LoginThrottle(now: {
            Date(
                timeIntervalSince1970: 1_000_000
                    + tick.withLock {
                        $0 += 0.001
                        return $0
                    }
            )
        })
        for _ in 0..<6 { throttle.recordFailure(username: "victim") }
        #expect(throttle.retryAfter(username: "victim") != nil)
        for index in 0..<(LoginThrottle.capacity + 10) { throttle.recordFailure(username: "spray-\(index)") }
        #expect(throttle.retryAfter(username: "victim") != nil, "entries that lock nothing out are evicted before a lockout")
    }

    @Test func oneAddressTryingManyUsernamesIsSlowedToo() {
        let clock = Date(timeIntervalSince1970: 1_000_000)
        let throttle = LoginThrottle(now: { clock })
        for index in 0..<LoginThrottle.addressFreeAttempts { throttle.recordFailure(username: "user\(index)", address: "10.0.0.9") }
        #expect(throttle.retryAfter(username: "someone-new", address: "10.0.0.9") != nil)
        #expect(throttle.retryAfter(username: "someone-new", address: "10.0.0.10") == nil)
    }

    @Test func assetLinksFollowTheForwardedSchemeOrThePublicURL() async throws {
        let request = { (headers: HTTPFields) in
            Request(
                head: HTTPRequest(method: .get, scheme: nil, authority: "vitrine.example:8443", path: "/assets", headerFields: headers),
                body: .init(buffer: ByteBuffer())
            )
        }
        let forwarded: HTTPFields = [PublicOrigin.forwardedProto: "https"]
        #expect(PublicOrigin(configured: nil).origin(of: request(forwarded)) == "https://vitrine.example:8443")
        #expect(PublicOrigin(configured: nil).origin(of: request([:])) == "http://vitrine.example:8443")
        #expect(PublicOrigin(configured: "https://iam.example/").origin(of: request([:])) == "https://iam.example")
    }
}
