import CampaignStore
import Dashboard
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Route × role → status: every route with the least role that may use it, sent by nobody, a
/// viewer, an editor and an admin (each with their own API token), in that order on one app.
@Suite struct AccessPolicyTests {
    /// Who sends a request.
    enum Sender: CaseIterable {
        case anonymous, viewer, editor, admin
        var role: Role? {
            switch self {
            case .anonymous: return nil
            case .viewer: return .viewer
            case .editor: return .editor
            case .admin: return .admin
            }
        }
    }

    /// One route: method, path, a body that the handler accepts or rejects on its merits, and the least role (nil: public).
    struct Row: CustomTestStringConvertible, Sendable {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let form: Bool
        let least: Role?
        var testDescription: String { "\(method) \(path)" }
    }

    static func page(_ method: HTTPRequest.Method, _ path: String, _ least: Role?, form: String? = nil) -> Row {
        Row(method: method, path: path, body: form ?? (method == .post ? "" : nil), form: true, least: least)
    }

    static func api(_ method: HTTPRequest.Method, _ path: String, _ least: Role?, json: String? = nil) -> Row {
        Row(method: method, path: path, body: json, form: false, least: least)
    }

    static let rows: [Row] = [
        page(.get, "/healthz", nil), page(.get, "/readyz", nil), page(.get, "/metrics", nil), page(.get, "/login", nil),
        api(.get, "/api/openapi.json", nil),
        page(.get, "/img/favicon.svg", nil), page(.get, "/css/app.css", nil),
        page(.get, "/", .viewer), page(.get, "/campaigns?q=sale", .viewer), page(.get, "/campaigns/new?kind=modal", .viewer),
        page(.get, "/campaigns/demo-welcome/edit", .viewer), page(.post, "/campaigns", .editor, form: "kind=modal&id=new-one&name=New"),
        page(.post, "/campaigns/demo-welcome", .editor, form: "version=1&name=Renamed"), page(.post, "/campaigns/demo-welcome/duplicate", .editor),
        page(.post, "/campaigns/demo-welcome/archive", .editor), page(.post, "/campaigns/demo-welcome/unarchive", .editor),
        page(.get, "/campaigns/demo-welcome/delete", .viewer),
        page(.post, "/campaigns/demo-welcome/delete", .editor), page(.post, "/campaigns/form-preview", .viewer, form: "kind=modal"),
        page(.get, "/campaigns/demo-welcome/revisions", .viewer), page(.get, "/campaigns/demo-welcome/revisions/1/restore", .viewer),
        page(.post, "/campaigns/demo-welcome/revisions/1/restore", .editor, form: "current_version=1"),
        page(.get, "/campaigns/demo-welcome/preview", .viewer), page(.get, "/campaigns/demo-welcome/preview/matrix", .viewer),
        page(.get, "/campaigns/demo-welcome/render", .viewer), page(.get, "/campaigns/demo-welcome/preview.png?device=x", .viewer),
        page(.get, "/campaigns/demo-welcome/variants", .viewer), page(.get, "/campaigns/demo-welcome/review-links", .viewer),
        page(.post, "/campaigns/demo-welcome/review-links", .editor, form: "days=14"),
        page(.post, "/campaigns/demo-welcome/review-links/999/revoke", .editor),
        // A share link's pages are anyone's: the token is the capability (an unknown one is a 404).
        page(.get, "/r/unknown-token", nil), page(.post, "/r/unknown-token/name", nil, form: "name=x"),
        page(.get, "/r/unknown-token/render", nil), page(.post, "/r/unknown-token/verdict", nil, form: "verdict=approved"),
        page(.post, "/campaigns/demo-welcome/approval-rule", .editor, form: "required=0"),
        page(.post, "/r/unknown-token/comments", nil, form: "body=x"), page(.post, "/r/unknown-token/comments/1/replies", nil, form: "body=x"),
        page(.post, "/r/unknown-token/comments/1/resolve", nil), page(.get, "/r/unknown-token/phone", nil),
        page(.get, "/r/unknown-token/qr.svg", nil),
        page(.post, "/campaigns/demo-welcome/comments", .editor, form: "body=Looks+good"),
        page(.post, "/campaigns/demo-welcome/comments/999/replies", .editor, form: "body=x"),
        page(.post, "/campaigns/demo-welcome/comments/999/resolve", .editor),
        page(.post, "/campaigns/demo-welcome/approvals", .editor, form: "verdict=approved"),
        page(.get, "/review-links", .admin), page(.post, "/review-links/revoke-all", .admin, form: "campaign=demo-welcome"),
        api(.get, "/api/campaigns/demo-welcome/review-links", .viewer), api(.post, "/api/campaigns/demo-welcome/review-links", .editor, json: "{}"),
        api(.delete, "/api/campaigns/demo-welcome/review-links/999", .editor),
        api(.get, "/api/campaigns/demo-welcome/comments", .viewer),
        api(.post, "/api/campaigns/demo-welcome/comments", .editor, json: #"{"body": "x"}"#),
        api(.post, "/api/campaigns/demo-welcome/comments/999/replies", .editor, json: #"{"body": "x"}"#),
        api(.put, "/api/campaigns/demo-welcome/comments/999/resolved", .editor, json: #"{"resolved": true}"#),
        api(.get, "/api/campaigns/demo-welcome/approvals", .viewer),
        api(.post, "/api/campaigns/demo-welcome/approvals", .editor, json: #"{"verdict": "approved"}"#),
        api(.put, "/api/campaigns/demo-welcome/approval-rule", .editor, json: #"{"required": 0}"#),
        page(.get, "/assets", .viewer), page(.post, "/assets", .editor), page(.post, "/assets/none/delete", .editor),
        page(.get, "/assets/00000000-0000-0000-0000-000000000000/missing.png", nil),
        page(.get, "/view-types", .viewer), page(.post, "/view-types", .editor, form: "name=carousel&layout=picker"),
        page(.get, "/view-types/picker/edit", .viewer), page(.post, "/view-types/carousel/delete", .editor),
        page(.get, "/import", .viewer), page(.post, "/import", .editor, form: "json=[]"), page(.get, "/export", .viewer),
        page(.get, "/sessions", .viewer), page(.get, "/sessions/new", .viewer), page(.post, "/sessions", .viewer, form: "name=Run"),
        page(.post, "/sessions/import", .viewer, form: "scenario=%7B%7D"), page(.get, "/sessions/none", .viewer),
        page(.post, "/sessions/from-log", .viewer, form: "log_text=x"), page(.post, "/sessions/none/device-log/replay", .viewer),
        page(.post, "/sessions/none/events", .viewer, form: "type=session_start"), page(.post, "/sessions/none/delete", .viewer),
        page(.get, "/users", .admin), page(.get, "/tokens", .admin),
        page(.post, "/users", .admin, form: "username=new-user&password=long-enough&role=viewer"),
        page(.post, "/users/999", .admin, form: "role=editor"), page(.post, "/users/999/delete", .admin),
        page(.post, "/tokens", .admin, form: "name=ci&username=admin"), page(.post, "/tokens/999/delete", .admin),
        page(.post, "/logout", .viewer), page(.get, "/account", .viewer), page(.post, "/account/password", .viewer, form: "current_password=x"),
        api(.get, "/api/me", .viewer), api(.get, "/api/campaigns", .viewer), api(.get, "/api/campaigns/demo-welcome", .viewer),
        api(.post, "/api/campaigns", .editor, json: "{}"), api(.put, "/api/campaigns/demo-welcome", .editor, json: "{}"),
        api(.delete, "/api/campaigns/demo-welcome", .editor), api(.get, "/api/campaigns/demo-welcome/revisions", .viewer),
        api(.get, "/api/campaigns/demo-welcome/export", .viewer),
        api(.post, "/api/import", .editor, json: "[]"), api(.get, "/api/export", .viewer),
        api(.post, "/api/validate", .viewer, json: "{}"), api(.post, "/api/preview", .viewer, json: "{}"),
        api(.get, "/api/campaigns/demo-welcome/transcript", .viewer),
        api(.get, "/api/sessions", .viewer), api(.post, "/api/sessions", .viewer, json: "{}"), api(.get, "/api/sessions/none", .viewer),
        api(.post, "/api/sessions/none/events", .viewer, json: "[]"), api(.get, "/api/sessions/none/trace", .viewer),
        api(.delete, "/api/sessions/none", .viewer), api(.post, "/api/replay", .viewer, json: "{}"),
        api(.post, "/api/sessions/from-log", .viewer, json: "{}"), api(.get, "/api/sessions/none/device-log", .viewer),
        api(.get, "/api/users", .admin), api(.post, "/api/users", .admin, json: "{}"), api(.patch, "/api/users/999", .admin, json: "{}"),
        api(.delete, "/api/users/999", .admin), api(.get, "/api/tokens", .admin), api(.post, "/api/tokens", .admin, json: "{}"),
        api(.delete, "/api/tokens/999", .admin),
        page(.get, "/profiles", .viewer), page(.post, "/profiles", .editor, form: "json=%7B%7D"), page(.get, "/profiles/ada/edit", .viewer),
        page(.post, "/profiles/none/delete", .editor), page(.post, "/content-blocks", .editor, form: "name=b&source=x"),
        page(.get, "/content-blocks/signature/edit", .viewer), page(.post, "/content-blocks/none/delete", .editor),
        api(.get, "/api/user-profiles", .viewer), api(.post, "/api/user-profiles", .editor, json: "{}"),
        api(.get, "/api/user-profiles/ada", .viewer), api(.put, "/api/user-profiles/ada", .editor, json: "{}"),
        api(.delete, "/api/user-profiles/none", .editor), api(.get, "/api/content-blocks", .viewer),
        api(.put, "/api/content-blocks/b", .editor, json: #"{"source": "x"}"#), api(.delete, "/api/content-blocks/none", .editor),
    ]

    @Test(arguments: rows)
    func eachRoleGetsExactlyWhatItMay(_ row: Row) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let tokens = try await Self.roleTokens(client)
            for sender in Sender.allCases {
                var headers: HTTPFields = [.contentType: row.form ? "application/x-www-form-urlencoded" : "application/json"]
                if let role = sender.role { headers[.authorization] = "Bearer \(tokens[role]!)" }
                let response = try await client.send(row.method, row.path, bytes: row.body.map { Array($0.utf8) }, headers: headers)
                let expectation = Self.expected(row, sender)
                switch expectation {
                case .allowed:
                    #expect(![.unauthorized, .forbidden].contains(response.status), "\(sender) \(row.testDescription) got \(response.status.code)")
                    if row.path != "/logout" {  // logging out lands on the login page by design
                        #expect(!(response.headers[.location] ?? "").hasPrefix("/login"), "\(sender) \(row.testDescription) was sent to log in")
                    }
                case .status(let status):
                    #expect(response.status == status, "\(sender) \(row.testDescription) got \(response.status.code), expected \(status.code)")
                    if status == .seeOther { #expect(response.headers[.location]?.hasPrefix("/login") == true) }
                    if status == .unauthorized { #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"vitrine\"") }
                }
            }
        }
    }

    enum Expectation {
        case allowed
        case status(HTTPResponse.Status)
    }

    /// Anonymous page requests go to the login page, anonymous API calls get 401, too-low roles 403.
    static func expected(_ row: Row, _ sender: Sender) -> Expectation {
        guard let least = row.least else { return .allowed }
        guard let role = sender.role else { return row.form ? .status(.seeOther) : .status(.unauthorized) }
        return role >= least ? .allowed : .status(.forbidden)
    }

    /// Creates a viewer and an editor through the API and issues each a token; the admin uses the test token.
    static func roleTokens(_ client: some TestClientProtocol) async throws -> [Role: String] {
        var tokens: [Role: String] = [.admin: testAdminToken]
        let admin: HTTPFields = [.authorization: "Bearer \(testAdminToken)"]
        for role in [Role.viewer, .editor] {
            let created = try await client.send(
                .post,
                "/api/users",
                json: #"{"username":"\#(role)-user","password":"long-enough","role":"\#(role)"}"#,
                headers: admin
            )
            #expect(created.status == .created)
            let token = try await client.send(.post, "/api/tokens", json: #"{"name":"\#(role)","username":"\#(role)-user"}"#, headers: admin)
            tokens[role] = token.json["token"]?.stringValue
        }
        return tokens
    }

    @Test func anonymousPageRequestsRememberWhereTheyWereGoing() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let response = try await client.send(.get, "/campaigns?q=summer%20sale")
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/login?next=%2Fcampaigns%3Fq%3Dsummer%2520sale")
        }
    }

    @Test func badBearerTokensAreRefusedEvenWhereAPIErrorsNameTheHeader() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            for header in ["Bearer nope", "Basic YWRtaW46YWRtaW4=", "Bearer"] {
                let response = try await client.send(.get, "/api/campaigns", headers: [.authorization: header])
                #expect(response.status == .unauthorized)
                #expect(response.json["error"]?["path"] == .string("Authorization"))
            }
            #expect(try await client.send(.get, "/", headers: [.authorization: "Bearer nope"]).status == .unauthorized)
        }
    }
}
