import CampaignServices
import CampaignStore
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// Share links for review without an account: made by editors, opened by anyone with the token
/// (and nothing else), recorded with the reviewer's name, and a plain 404 once revoked or expired.
@Suite struct ReviewLinkTests {
    /// The token of the link the page just made, read off its address.
    static func token(in page: String) throws -> String {
        let value = try #require(HTMLDocument.parse(page).element(id: "new-review-link-url")?.attributes["value"])
        return try #require(value.split(separator: "/").last.map(String.init))
    }

    @Test func aLinkOpensOneCampaignToAnyoneUntilItIsRevoked() async throws {
        let (app, database) = try await makeApp()
        var campaign = try #require(try await database.campaign(id: "demo-welcome")).campaign
        campaign.name = "Welcome <script>x</script>"
        let stored = try #require(try await database.campaign(id: "demo-welcome"))
        _ = try await database.update(campaign, expectedVersion: stored.version)
        try await app.test(.router) { raw in
            let editor = SignedInClient(raw)
            let (status, page) = try await editor.postForm("/campaigns/demo-welcome/review-links", [("follows", "latest"), ("days", "14")])
            #expect(status == .created)
            let token = try Self.token(in: page)
            #expect(token.count == 43)
            // Only the token's SHA-256 is stored.
            let hashes = try await database.reader.read { db in try String.fetchAll(db, sql: "SELECT tokenHash FROM reviewLink") }
            #expect(hashes == [SecretToken.hash(token)])

            // No cookie, no token: the review page, escaped, and its previews.
            let review = try await raw.execute(uri: "/r/\(token)", method: .get) { response in
                #expect(response.status == .ok)
                return String(buffer: response.body)
            }
            #expect(review.contains("Welcome &lt;script&gt;x&lt;/script&gt;") && !review.contains("<script>x</script>"))
            try await raw.execute(uri: "/r/\(token)/render?platform=android&user=ada", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("data-part=\"screen\""))
            }
            // The reviewer's name is kept in a cookie for this link and listed with each opening.
            let named = try await raw.execute(
                uri: "/r/\(token)/name",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: urlEncoded([("name", "Lee <b>Legal</b>")]))
            ) { response in
                #expect(response.status == .seeOther)
                return try #require(response.headers[.setCookie]).split(separator: ";").first.map(String.init) ?? ""
            }
            _ = try await raw.execute(uri: "/r/\(token)", method: .get, headers: [.cookie: named]) { #expect($0.status == .ok) }
            let links = try await database.reviewLinks(campaignID: "demo-welcome")
            #expect(links.first?.openings.map(\.reviewer) == ["Lee <b>Legal</b>", "anonymous"])
            let list = try await editor.execute(uri: "/campaigns/demo-welcome/review-links", method: .get) { String(buffer: $0.body) }
            #expect(list.contains("Lee &lt;b&gt;Legal&lt;/b&gt;"))

            // The token reaches nothing else.
            for uri in ["/campaigns/demo-welcome/edit", "/campaigns/demo-welcome/preview", "/"] {
                try await raw.execute(uri: uri, method: .get) { #expect($0.status == .seeOther, "\(uri)") }
            }
            try await raw.execute(uri: "/api/campaigns", method: .get) { #expect($0.status == .unauthorized) }

            // Revoked: a plain 404 at once, as for a token that never existed.
            let id = try #require(links.first?.id)
            let (revoked, _) = try await editor.postForm("/campaigns/demo-welcome/review-links/\(id)/revoke", [])
            #expect(revoked == .seeOther)
            for uri in ["/r/\(token)", "/r/\(token)/render", "/r/\(SecretToken.generate())"] {
                try await raw.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(String(buffer: response.body) == "Not found\n")
                }
            }
        }
    }

    @Test func anExpiredLinkIsGoneAndAPinnedOneKeepsItsVersion() async throws {
        let (app, database) = try await makeApp()
        let expired = SecretToken.generate()
        _ = try await database.createReviewLink(
            campaignID: "demo-welcome",
            version: nil,
            tokenHash: SecretToken.hash(expired),
            expiresAt: Date().addingTimeInterval(-1),
            createdBy: "admin"
        )
        let stored = try #require(try await database.campaign(id: "demo-welcome"))
        let pinned = SecretToken.generate()
        _ = try await database.createReviewLink(
            campaignID: "demo-welcome",
            version: stored.version,
            tokenHash: SecretToken.hash(pinned),
            expiresAt: Date().addingTimeInterval(3_600),
            createdBy: "admin"
        )
        var changed = stored.campaign
        changed.name = "Renamed after the link"
        _ = try await database.update(changed, expectedVersion: stored.version)
        try await app.test(.router) { raw in
            try await raw.execute(uri: "/r/\(expired)", method: .get) { #expect($0.status == .notFound) }
            let page = try await raw.execute(uri: "/r/\(pinned)", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(stored.campaign.name) && !page.contains("Renamed after the link"))
            #expect(page.contains("Version \(stored.version)"))
        }
    }

    @Test func onlyEditorsMakeOrRevokeLinksAndBadDaysAreNamed() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let editor = SignedInClient(raw)
            let (bad, page) = try await editor.postForm("/campaigns/demo-welcome/review-links", [("days", "365")])
            #expect(bad == .unprocessableContent)
            #expect(page.contains("days: a link lives from 1 to 90 days"))
            #expect(try await database.reviewLinks(campaignID: "demo-welcome").isEmpty)
            try await raw.execute(uri: "/campaigns/demo-welcome/review-links", method: .post) { #expect($0.status != .created) }
            let (missing, _) = try await editor.postForm("/campaigns/no-such/review-links", [])
            #expect(missing == .notFound)
        }
    }
}

/// "Needs N approvals before it can be made active": refused by the editor and the API before
/// them, allowed after; any saved change resets them.
@Suite struct ApprovalTests {
    @Test func aCampaignThatNeedsAnApprovalIsActivatedOnlyAfterIt() async throws {
        let (app, database) = try await makeApp(seed: false)
        var draft = Campaign(
            id: "needs-ok",
            name: "Needs OK",
            status: .draft,
            message: InAppMessage(content: .slideup(SlideupContent(message: "Hi")))
        )
        draft.triggers = [.sessionStart]
        _ = try await database.insert(draft)
        try await app.test(.router) { raw in
            let editor = SignedInClient(raw)
            #expect(try await editor.postForm("/campaigns/needs-ok/approval-rule", [("required", "1")]).0 == .seeOther)
            let (_, page) = try await editor.postForm("/campaigns/needs-ok/review-links", [("follows", "latest")])
            let token = try ReviewLinkTests.token(in: page)

            // Before any approval: the API and the editor refuse to make it active, naming why.
            var active = try #require(try await database.campaign(id: "needs-ok"))
            active.campaign.status = .active
            let body = JSONWriter.write(active.campaign.wireValue)
            try await editor.execute(
                uri: "/api/campaigns/needs-ok",
                method: .put,
                headers: [.contentType: "application/json", .ifMatch: "\"\(active.version)\""],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .conflict)
                #expect(String(buffer: response.body).contains("needs 1 approval before it can be made active; it has none yet"))
            }
            let refused = try await Self.save(editor, ["status": "active"])
            #expect(refused.0 == .unprocessableContent && refused.1.contains("needs 1 approval"))
            #expect(try await database.campaign(id: "needs-ok")?.campaign.status == .draft)

            // A reviewer without a name cannot approve; with one they can.
            #expect(try await Self.approve(raw, token, cookie: nil) == .unprocessableContent)
            #expect(try await Self.approve(raw, token, cookie: "vitrine_reviewer=Lee") == .seeOther)

            // A change saved after it resets it; approved again, the campaign goes active.
            #expect(try await Self.save(editor, ["name": "Needs OK 2"]).0 == .seeOther)
            #expect(try await database.approvals(campaignID: "needs-ok").map(\.inForce) == [false])
            #expect(try await Self.save(editor, ["status": "active"]).0 == .unprocessableContent)
            #expect(try await Self.approve(raw, token, cookie: "vitrine_reviewer=Lee") == .seeOther)
            let allowed = try await Self.save(editor, ["status": "active"])
            #expect(allowed.0 == .seeOther, "\(allowed.1.prefix(800))")
            #expect(try await database.campaign(id: "needs-ok")?.campaign.status == .active)
            let list = try await editor.execute(uri: "/campaigns/needs-ok/review-links", method: .get) { String(buffer: $0.body) }
            #expect(list.contains("(reset by version 2, "))
            #expect(list.contains("Version 2 was saved with changes: the verdicts of Lee were reset"))
        }
    }

    @Test func aStatusChangeKeepsAnApprovalAndAChangeBackDoesNotRestoreIt() async throws {
        let (_, database) = try await makeApp(seed: false)
        var campaign = Campaign(id: "flip", name: "A", status: .draft, message: InAppMessage(content: .slideup(SlideupContent(message: "Hi"))))
        campaign.triggers = [.sessionStart]
        _ = try await database.insert(campaign)
        try await database.addApproval(campaignID: "flip", reviewer: "lee", verdict: .approved)
        campaign.status = .active
        _ = try await database.update(campaign, expectedVersion: 1)
        #expect(try await database.approvals(campaignID: "flip").map(\.inForce) == [true])
        campaign.name = "B"
        _ = try await database.update(campaign, expectedVersion: 2)
        campaign.name = "A"
        _ = try await database.update(campaign, expectedVersion: 3)
        let approval = try #require(try await database.approvals(campaignID: "flip").first)
        #expect(!approval.inForce && approval.reset?.version == 3)
    }

    /// Posts an approval through the link, with the reviewer cookie when given.
    static func approve(_ client: some TestClientProtocol, _ token: String, cookie: String?) async throws -> HTTPResponse.Status {
        try await postForm(client, "/r/\(token)/verdict", [("verdict", "approved")], headers: cookie.map { [.cookie: $0] } ?? [:]).0
    }

    /// Saves the editor's form of `needs-ok` with `changes`.
    static func save(_ editor: some TestClientProtocol, _ changes: [String: String]) async throws -> (HTTPResponse.Status, String, String?) {
        try await postForm(editor, "/campaigns/needs-ok", try await fetchEditorForm(editor, "/campaigns/needs-ok/edit").with(changes))
    }
}
