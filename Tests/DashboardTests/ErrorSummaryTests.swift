import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The editor's error summary names each field in page order and links to it; an
/// empty id is one message; an id left empty is made from the name.
@Suite struct ErrorSummaryTests {
    @Test func theSummaryNamesEachFieldInPageOrderWithALink() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let (status, page) = try await SignedInClient(raw).postForm(
                "/campaigns",
                [
                    ("kind", "modal"), ("id", ""), ("name", ""), ("status", "draft"), ("message", "Hi"), ("priority", "abc"),
                    ("light_text", "zz"), ("light_background", "qq"), ("dark_enabled", "1"), ("dark_header", "nope"),
                    ("button0_text", "OK"), ("button0_background", "blue"),
                ]
            )
            #expect(status == .unprocessableContent)
            let summary = try #require(
                page.components(separatedBy: "class=\"error-summary\"").dropFirst().first?.components(separatedBy: "</div>").first
            )
            let items = summary.components(separatedBy: "<li>").dropFirst().map { $0.components(separatedBy: "</li>")[0] }
            let labels = items.map { $0.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</a>").first ?? $0 }
            #expect(
                labels == [
                    "Id", "Name", "Light theme: Background", "Light theme: Text", "Dark theme: Header text", "Button 1: Background", "Priority",
                ],
                "\(items)"
            )
            #expect(items[0] == ##"<a href="#f-id">Id</a>: Give the campaign an id (or a name to make one from)."##)
            #expect(items.filter { $0.contains("f-id") }.count == 1, "one message for the empty id")
            #expect(page.contains(#"id="f-light_text""#) && page.contains(#"id="f-button0_background""#))
        }
    }

    @Test func anIdLeftEmptyIsMadeFromTheName() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let (status, _) = try await SignedInClient(raw).postForm(
                "/campaigns",
                [("kind", "slideup"), ("id", ""), ("name", "Été 2026 — Spring <sale>!"), ("status", "draft"), ("message", "Hi")]
            )
            #expect(status == .seeOther || status == .found)
            #expect(try await database.campaign(id: "ete-2026-spring-sale") != nil)
        }
    }
}
