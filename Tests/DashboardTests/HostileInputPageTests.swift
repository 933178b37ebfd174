import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// Documents built to make validation slow, through the dashboard: `POST /api/validate` bounded by
/// its deadline, and the editor of a huge stored message kept small.
@Suite struct HostileInputPageTests {
    private static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    private func app(validationTimeout: Duration) async throws -> (some ApplicationProtocol, AppDatabase) {
        let database = try AppDatabase.inMemory()
        var configuration = testConfiguration()
        configuration.validationTimeout = validationTimeout
        return (try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test")), database)
    }

    /// `<div>` × 1,500,000 (7.3 MB) answers with one `nesting-too-deep` error.
    @Test func deepNestingAnswersWithNestingTooDeep() async throws {
        // A debug build is slower than the 5 s a release server has; the outcome is what counts.
        let (app, _) = try await app(validationTimeout: .seconds(120))
        let html = String(repeating: "<div>", count: 1_500_000)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/api/validate", method: .post, headers: [.contentType: "text/html"], body: ByteBuffer(string: html)) {
                response in
                #expect(response.status == .ok)
                guard case .array(let items) = try JSONParser.parse(String(buffer: response.body)) else {
                    Issue.record("not an array")
                    return
                }
                #expect(items.filter { $0["rule"] == .string("nesting-too-deep") }.count == 1)
                #expect(items.count <= 1_001)
            }
        }
    }

    /// A validation past its deadline answers 503 with Retry-After, not a partial list.
    @Test func aValidationPastItsDeadlineAnswers503() async throws {
        let (app, _) = try await app(validationTimeout: .zero)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/validate",
                method: .post,
                headers: [.contentType: "text/html"],
                body: ByteBuffer(string: "<!DOCTYPE html><p>x</p>")
            ) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "5")
                #expect(String(buffer: response.body).contains("was stopped"))
            }
        }
    }

    /// A stored message of 60k nested divs (once an 18.6 s, 46 MB editor page): a bounded list
    /// of diagnostics with the one that says why.
    @Test func theEditorOfADeeplyNestedMessageStaysSmall() async throws {
        let (app, database) = try await app(validationTimeout: .seconds(5))
        var campaign = Campaign(id: "deep", message: InAppMessage(content: .html(HTMLContent(html: "<p>x</p>")), messageClose: .userInteraction))
        campaign.message.content = .html(HTMLContent(html: String(repeating: "<div>", count: 60_000)))
        _ = try await database.insert(campaign)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/deep/edit", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                #expect(page.utf8.count < 2_000_000)
                let listed = page.components(separatedBy: "<li class=\"diagnostic ").count - 1
                #expect(listed > 0 && listed <= HTMLDiagnosticView.shownLimit + 2)
                #expect(page.contains("data-rule=\"nesting-too-deep\""))
                #expect(page.contains("data-rule=\"too-many-diagnostics\""))
            }
        }
    }

    /// A campaign with more extras than the editor shows: the first rows by key are editable,
    /// a note says so, and a save keeps the others as stored.
    @Test func extrasPastTheShownRowsSurviveASave() async throws {
        let (app, database) = try await app(validationTimeout: .seconds(5))
        var campaign = try #require(DemoCampaigns.all.first { $0.id == "demo-spring-sale" })
        campaign.id = "wide"
        for index in 0..<250 { campaign.message.extras[String(format: "k%03d", index)] = .string("v\(index)") }
        _ = try await database.insert(campaign)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await client.execute(uri: "/campaigns/wide/edit", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("id=\"extras-hidden-note\""))
                return HTMLForm(html: page)
            }
            #expect(form.fields.filter { $0.name == "extra_key" }.count == 200)
            var fields = form.with([:])
            if let index = fields.firstIndex(where: { $0.name == "extra_value" && $0.value == "v7" }) { fields[index].value = "seven" }
            let status = try await client.execute(
                uri: "/campaigns/wide",
                method: .post,
                headers: Self.formType,
                body: ByteBuffer(string: urlEncoded(fields))
            ) { $0.status }
            #expect(status == .seeOther)
            let saved = try #require(try await database.campaign(id: "wide")).campaign
            #expect(saved.message.extras.count == 250)
            #expect(saved.message.extras["k007"] == .string("seven"))
            #expect(saved.message.extras["k249"] == .string("v249"))
        }
    }
}
