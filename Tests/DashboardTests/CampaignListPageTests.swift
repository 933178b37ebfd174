import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import Testing

@Suite struct CampaignListPageTests {
    @Test func healthzAnswersOK() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "ok")
            }
        }
    }

    @Test func homeListsEverySeededCampaign() async throws {
        let (app, database) = try await makeApp()
        let summaries = try await database.campaignSummaries()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let body = String(buffer: response.body)
                #expect(body.contains("<title>Campaigns · Vitrine</title>"))
                for summary in summaries {
                    #expect(body.contains("data-campaign-id=\"\(summary.id)\""))
                }
                #expect(body.contains("Welcome back slideup"))
                #expect(body.contains("\(summaries.count) campaigns"))
            }
        }
    }

    @Test(arguments: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "Tom & Jerry's"])
    func campaignTextIsEscaped(hostile: String) async throws {
        let (app, database) = try await makeApp(seed: false)
        let message = InAppMessage(content: .slideup(SlideupContent(message: hostile)))
        _ = try await database.insert(Campaign(id: "x", name: hostile, tags: [hostile], message: message))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(!body.contains(hostile))
                #expect(
                    body.contains(
                        hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                            .replacingOccurrences(of: "'", with: "&#39;")
                    )
                )
            }
        }
    }

    @Test func theFilterFormKeepsTheSort() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/?sort=updated&dir=desc&per_page=20&q=spring+sunday", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.contains(#"<input type="hidden" name="sort" value="updated">"#))
                #expect(body.contains(#"<input type="hidden" name="dir" value="desc">"#))
                #expect(body.contains(#"<input type="hidden" name="per_page" value="20">"#))
                #expect(body.contains("1 campaign, closest matches first"))
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(!String(buffer: response.body).contains(#"type="hidden" name="sort""#))
            }
        }
    }

    @Test func staticFilesAreServed() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/css/app.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(".topbar"))
            }
        }
    }

    @Test func missingTemplatesFolderIsNamed() async throws {
        var configuration = testConfiguration()
        configuration.templatesDirectory = "/nonexistent/templates"
        await #expect(throws: DashboardError.templatesMissing(directory: "/nonexistent/templates", file: nil)) {
            _ = try await buildApplication(configuration: configuration, database: try AppDatabase.inMemory(), logger: Logger(label: "test"))
        }
    }

    @Test func missingRequiredTemplateIsNamed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<html>{{$content}}{{/content}}</html>".write(to: folder.appendingPathComponent("layout.mustache"), atomically: true, encoding: .utf8)
        try "{{<layout}}{{/layout}}".write(to: folder.appendingPathComponent("campaign-list.mustache"), atomically: true, encoding: .utf8)
        var configuration = testConfiguration()
        configuration.templatesDirectory = folder.path
        await #expect(throws: DashboardError.templatesMissing(directory: folder.path, file: "message.mustache")) {
            _ = try await buildApplication(configuration: configuration, database: try AppDatabase.inMemory(), logger: Logger(label: "test"))
        }
    }
}
