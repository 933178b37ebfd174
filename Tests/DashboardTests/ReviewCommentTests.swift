import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// Comments pinned on a preview cell or a field, by a reviewer through a link and by signed-in
/// editors: escaped everywhere, threaded, resolved, shown beside the editor's preview, and marked
/// "changed since" when what they look at changes.
@Suite struct ReviewCommentTests {
    /// A modal with a header, a message and a button, and a live link to it; the link's token.
    static func campaignWithLink(_ database: AppDatabase) async throws -> String {
        let button = MessageButton(id: 0, text: "Shop", clickAction: .url("https://example.com/sale", useWebView: false))
        var campaign = Campaign(
            id: "comment-me",
            name: "Comment me",
            status: .draft,
            message: InAppMessage(content: .modal(TextContent(header: "Big sale", message: "50% off", buttons: [button])))
        )
        campaign.triggers = [.sessionStart]
        _ = try await database.insert(campaign)
        let token = SecretToken.generate()
        _ = try await database.createReviewLink(
            campaignID: "comment-me",
            version: nil,
            tokenHash: SecretToken.hash(token),
            expiresAt: Date().addingTimeInterval(3_600),
            createdBy: "admin"
        )
        return token
    }

    /// Posts a form through the link, as the reviewer in `cookie` when given.
    static func post(
        _ client: some TestClientProtocol,
        _ uri: String,
        _ fields: [(name: String, value: String)],
        cookie: String? = "vitrine_reviewer=Ana%20%3Cb%3E"
    ) async throws -> (HTTPResponse.Status, String) {
        let (status, page, _) = try await postForm(client, uri, fields, headers: cookie.map { [.cookie: $0] } ?? [:])
        return (status, page)
    }

    @Test func aPinnedCommentIsSeenByTheEditorAndMarkedOnceItsTextChanges() async throws {
        let (app, database) = try await makeApp(seed: false)
        let token = try await Self.campaignWithLink(database)
        try await app.test(.router) { raw in
            let hostile = "Move <script>alert(1)</script> up"
            #expect(try await Self.post(raw, "/r/\(token)/comments", [("body", "x")], cookie: nil).1.contains("Give your name"))
            let pinned = try await Self.post(
                raw,
                "/r/\(token)/comments",
                [("body", hostile), ("cell", "android/phone/"), ("x", "0.4"), ("y", "0.6")]
            )
            #expect(pinned.0 == .seeOther)
            let onField = try await Self.post(raw, "/r/\(token)/comments", [("body", "Header is fine"), ("field", "header")])
            #expect(onField.0 == .seeOther)

            // The review page: escaped, pinned on the Android cell at its point.
            let review = try await raw.execute(uri: "/r/\(token)", method: .get) { String(buffer: $0.body) }
            #expect(review.contains("Move &lt;script&gt;alert(1)&lt;/script&gt; up") && !review.contains("<script>alert(1)"))
            #expect(review.contains("Ana &lt;b&gt; (reviewer)") && !review.contains("Ana <b>"))
            #expect(review.contains("href=\"#comment-1\" style=\"left:40%;top:60%\""))
            #expect(review.contains("on Android · Phone, at 40 %, 60 %"))

            // The editor lists the open comments beside its preview, with the cell review.js pins them on.
            let editor = SignedInClient(raw)
            let edit = try await editor.execute(uri: "/campaigns/comment-me/edit", method: .get) { String(buffer: $0.body) }
            #expect(edit.contains("id=\"review-comments-box\"") && edit.contains("data-cell=\"android/phone///\" data-left=\"40\" data-top=\"60\""))
            #expect(edit.contains("Move &lt;script&gt;alert(1)&lt;/script&gt; up") && !edit.contains("<script>alert(1)"))

            // A saved change to the message marks the cell's comment, not the header's.
            #expect(try await database.comments(campaignID: "comment-me").map(\.changedSince) == [false, false])
            let form = try await fetchEditorForm(editor, "/campaigns/comment-me/edit")
            let saved = try await postForm(editor, "/campaigns/comment-me", form.with(["message": "60% off"]))
            #expect(saved.0 == .seeOther)
            let comments = try await database.comments(campaignID: "comment-me")
            #expect(comments.map(\.changedSince) == [true, false])
            #expect(comments.map(\.version) == [1, 1])
            let links = try await editor.execute(uri: "/campaigns/comment-me/review-links", method: .get) { String(buffer: $0.body) }
            #expect(links.components(separatedBy: "changed-since\">changed since").count == 2)
            #expect(links.contains("Ana &lt;b&gt; commented on version 1"))

            // A thread: the reviewer replies, the editor resolves, then reopens.
            let id = comments[0].id
            #expect(try await Self.post(raw, "/r/\(token)/comments/\(id)/replies", [("body", "Done <i>?</i>")]).0 == .seeOther)
            #expect(try await editor.postForm("/campaigns/comment-me/comments/\(id)/resolve", [("from", "editor")]).0 == .seeOther)
            var thread = try #require(try await database.comments(campaignID: "comment-me").first)
            #expect(thread.replies.map(\.body) == ["Done <i>?</i>"] && thread.resolvedBy == "admin" && !thread.isOpen)
            let closed = try await raw.execute(uri: "/r/\(token)", method: .get) { String(buffer: $0.body) }
            #expect(!closed.contains("href=\"#comment-1\" style") && closed.contains("Done &lt;i&gt;?&lt;/i&gt;"))
            #expect(try await Self.post(raw, "/r/\(token)/comments/\(id)/resolve", [("reopen", "on")]).0 == .seeOther)
            thread = try #require(try await database.comments(campaignID: "comment-me").first)
            #expect(thread.isOpen)
        }
    }

    @Test func aLinkShowsTheChosenPreviewsAndACommentKnowsItsLocaleAndTheme() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await Self.campaignWithLink(database)
        let stored = try #require(try await database.campaign(id: "comment-me"))
        var translated = stored.campaign
        translated.translations = TranslationTable(["fr": ["head": "Soldes"], "de": ["head": "Rabatt"]])
        _ = try await database.update(translated, expectedVersion: stored.version)
        try await app.test(.router) { raw in
            let editor = SignedInClient(raw)
            let fields: [(name: String, value: String)] = [
                ("platforms", "android"), ("devices", "phone"), ("devices", "tablet"), ("locales", ""), ("locales", "fr"),
                ("themes", "light"), ("themes", "dark"),
            ]
            let (status, page) = try await editor.postForm("/campaigns/comment-me/review-links", fields)
            #expect(status == .created)
            let token = try ReviewLinkTests.token(in: page)
            let review = try await raw.execute(uri: "/r/\(token)", method: .get) { String(buffer: $0.body) }
            let cells = HTMLDocument.parse(review).all(tag: "figure").compactMap { $0.attributes["data-cell"] }
            #expect(cells.count == 8 && cells.contains("android/tablet//fr/dark") && cells.allSatisfy { $0.hasPrefix("android/") })
            #expect(review.contains("Android · Tablet · fr · Dark") && review.contains("locale=fr") && review.contains("appearance=dark"))

            let cell = "android/tablet//fr/dark"
            let posted = try await Self.post(
                raw,
                "/r/\(token)/comments",
                [("body", "French dark tablet"), ("cell", cell), ("x", "0.5"), ("y", "0.5")]
            )
            #expect(posted.0 == .seeOther)
            let after = try await raw.execute(uri: "/r/\(token)", method: .get) { String(buffer: $0.body) }
            #expect(after.contains("on Android · Tablet · fr · Dark, at 50 %, 50 %"))
            // The German texts change: the French comment stands; the French ones change: it is marked.
            var german = try #require(try await database.campaign(id: "comment-me"))
            german.campaign.translations.texts["de"] = ["head": "Angebot"]
            _ = try await database.update(german.campaign, expectedVersion: german.version)
            #expect(try await database.comments(campaignID: "comment-me").map(\.changedSince) == [false])
            var french = try #require(try await database.campaign(id: "comment-me"))
            french.campaign.translations.texts["fr"] = ["head": "Promo"]
            _ = try await database.update(french.campaign, expectedVersion: french.version)
            #expect(try await database.comments(campaignID: "comment-me").map(\.changedSince) == [true])

            // Choices the campaign cannot draw, or too many previews, are named.
            let (unknown, refused) = try await editor.postForm("/campaigns/comment-me/review-links", [("locales", "es")])
            #expect(unknown == .unprocessableContent && refused.contains("locales: &quot;es&quot; is not one of"))
            let many: [(name: String, value: String)] =
                [("devices", "phone"), ("devices", "tablet"), ("devices", "desktop"), ("locales", ""), ("locales", "fr"), ("locales", "de")]
                + [("themes", "light"), ("themes", "dark")]
            let (tooMany, page2) = try await editor.postForm("/campaigns/comment-me/review-links", many)
            #expect(tooMany == .unprocessableContent && page2.contains("a link shows at most 24"), "\(page2.prefix(300))")
        }
    }

    @Test func aBadCommentIsRefusedNamingItsFieldAndNothingIsKept() async throws {
        let (app, database) = try await makeApp(seed: false)
        let token = try await Self.campaignWithLink(database)
        try await app.test(.router) { raw in
            let cases: [([(name: String, value: String)], String)] = [
                ([("body", "  ")], "body: write the comment."),
                ([("body", String(repeating: "a", count: 2_001))], "body: at most 2000 characters"),
                ([("body", "x"), ("cell", "android/watch/")], "cell: expected platform/device/variant/locale/theme"),
                ([("body", "x"), ("cell", "android/phone//es/")], "cell: the campaign has no locale"),
                ([("body", "x"), ("cell", "android/phone///sepia")], "cell: the theme is light or dark"),
                ([("body", "x"), ("cell", "ios/phone/Z")], "cell: the campaign has no variant"),
                ([("body", "x"), ("cell", "ios/phone/"), ("x", "1.5")], "x: a fraction of the preview"),
                ([("body", "x"), ("field", "footer")], "field: one of header, message"),
            ]
            for (fields, message) in cases {
                let (status, page) = try await Self.post(raw, "/r/\(token)/comments", fields)
                #expect(status == .unprocessableContent, "\(message)")
                #expect(page.contains(message), "\(message)")
            }
            let (missing, _) = try await Self.post(raw, "/r/\(token)/comments/999/replies", [("body", "x")])
            #expect(missing == .notFound)
            #expect(try await database.comments(campaignID: "comment-me").isEmpty)
        }
    }

    @Test func aCampaignKeepsAtMostItsCommentLimit() async throws {
        let (app, database) = try await makeApp(seed: false)
        let token = try await Self.campaignWithLink(database)
        for number in 0..<ReviewComment.maximumPerCampaign {
            _ = try await database.addComment(
                campaignID: "comment-me",
                version: 1,
                author: "bot",
                signedIn: true,
                body: "\(number)",
                anchor: ReviewComment.Anchor(),
                fingerprint: nil
            )
        }
        try await app.test(.router) { raw in
            let (status, page) = try await Self.post(raw, "/r/\(token)/comments", [("body", "one more")])
            #expect(status == .unprocessableContent)
            #expect(page.contains("keeps the most review comments and replies it may (500)"))
        }
        #expect(try await database.comments(campaignID: "comment-me").count == ReviewComment.maximumPerCampaign)
    }

    @Test func thePhoneViewFollowsTheUserAgentAndItsCodeIsAnImage() async throws {
        let (app, database) = try await makeApp(seed: false)
        let token = try await Self.campaignWithLink(database)
        try await app.test(.router) { raw in
            let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15"
            let ios = try await raw.execute(uri: "/r/\(token)/phone", method: .get, headers: [.userAgent: iPhone]) { String(buffer: $0.body) }
            #expect(ios.contains("as <strong>iOS</strong> draws it") && ios.contains("/render?touch=1\""))
            #expect(ios.contains("Button 1 “Shop”: opens https://example.com/sale"))
            let android = try await raw.execute(uri: "/r/\(token)/phone?platform=android", method: .get, headers: [.userAgent: iPhone]) {
                String(buffer: $0.body)
            }
            #expect(android.contains("as <strong>Android</strong> draws it") && android.contains("/render?platform=android&amp;touch=1\""))
            try await raw.execute(uri: "/r/\(token)/render?platform=android&touch=1", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("vitrine-interaction"))
            }
            try await raw.execute(uri: "/r/\(token)/qr.svg", method: .get) { response in
                #expect(response.status == .ok && response.headers[.contentType] == "image/svg+xml")
                let svg = String(buffer: response.body)
                #expect(svg.hasPrefix("<svg") && svg.contains("/r/\(token)/phone"))
            }
            try await raw.execute(uri: "/r/\(SecretToken.generate())/qr.svg", method: .get) { #expect($0.status == .notFound) }

            // An A/B test: the phone view draws the chosen variant and offers the others.
            var split = try #require(try await database.campaign(id: "comment-me"))
            let second = InAppMessage(content: .modal(TextContent(header: "Huge sale", message: "70% off")))
            split.campaign.variants = [
                CampaignVariant(name: "Calm", percentage: 50, message: split.campaign.message),
                CampaignVariant(name: "Loud", percentage: 50, message: second),
            ]
            _ = try await database.update(split.campaign, expectedVersion: split.version)
            let loud = try await raw.execute(uri: "/r/\(token)/phone?platform=ios&variant=B", method: .get) { String(buffer: $0.body) }
            #expect(
                loud.contains("Comment me (Loud)") && loud.contains("variant=B&amp;touch=1")
                    && loud.contains("variant=A\" class=\"phone-variant\">Calm")
            )
            #expect(!loud.contains("Button 1"))
            try await raw.execute(uri: "/r/\(token)/phone?variant=Z", method: .get) { #expect($0.status == .badRequest) }
        }
    }

    @Test func anAdminSeesEveryLiveLinkAndRevokesACampaignsAtOnce() async throws {
        let (app, database) = try await makeApp(seed: false)
        let token = try await Self.campaignWithLink(database)
        try await app.test(.router) { raw in
            let admin = SignedInClient(raw)
            let list = try await admin.execute(uri: "/review-links", method: .get) { String(buffer: $0.body) }
            #expect(list.contains("Comment me") && list.contains("Revoke all of this campaign"))
            let (status, page) = try await admin.postForm("/review-links/revoke-all", [("campaign", "comment-me")])
            #expect(status == .ok && page.contains("Revoked 1 link of campaign comment-me.") && page.contains("No live review links."))
            try await raw.execute(uri: "/r/\(token)", method: .get) { #expect($0.status == .notFound) }
        }
    }
}
