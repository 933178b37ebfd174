import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// The editor's translations table (a row per id, a column per locale, add and remove a
/// locale), its CSV upload, and the locale of the side preview and the preview page.
@Suite struct TranslationEditorTests {
    static let campaign = Campaign(
        id: "sale",
        name: "Sale",
        status: .draft,
        message: InAppMessage(
            content: .modal(
                TextContent(
                    header: "{% translation head %}Spring <b>sale</b>{% endtranslation %}",
                    message: "{% translation body %}Up to 50% off{% endtranslation %}"
                )
            )
        ),
        translations: TranslationTable(["fr": ["head": "Soldes de printemps", "old": "Ancien"]])
    )

    private func withEditor(_ body: @Sendable (SignedInClient, AppDatabase) async throws -> Void) async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(Self.campaign)
        try await app.test(.router) { raw in try await body(SignedInClient(raw), database) }
    }

    private func page(_ client: SignedInClient, _ uri: String) async throws -> String {
        try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
    }

    private func post(
        _ client: SignedInClient,
        _ uri: String,
        _ fields: [(name: String, value: String)]
    ) async throws -> (HTTPResponse.Status, String) {
        try await client.postForm(uri, fields)
    }

    private func upload(_ client: SignedInClient, csv: String, version: String) async throws -> (HTTPResponse.Status, String, String?) {
        let boundary = "translations-boundary"
        var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"version\"\r\n\r\n\(version)\r\n"
        body +=
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"csv\"; filename=\"t.csv\"\r\nContent-Type: text/csv\r\n\r\n\(csv)\r\n--\(boundary)--\r\n"
        return try await client.execute(
            uri: "/campaigns/sale/translations",
            method: .post,
            headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
            body: ByteBuffer(string: body)
        ) {
            (
                $0.status, String(buffer: $0.body), $0.headers[.location]
            )
        }
    }

    @Test func theTableHasARowPerIDAndAColumnPerLocale() async throws {
        try await withEditor { client, _ in
            let html = try await page(client, "/campaigns/sale/edit")
            let table = try #require(HTMLDocument.parse(html).element(id: "translations-table"))
            #expect(table.all(tag: "tr").compactMap { $0.attributes["data-id"] } == ["head", "body", "old"])
            #expect(table.all(tag: "th").compactMap { $0.attributes["data-locale"] } == ["fr"])
            #expect(html.contains("Spring &lt;b&gt;sale&lt;/b&gt;"))
            #expect(html.contains("not in the message"))
            let form = HTMLForm(html: html)
            #expect(form.fields.filter { $0.name == "translation_locale" }.map(\.value) == ["fr"])
            #expect(form.fields.first { $0.name == "translation_0_0" }?.value == "Soldes de printemps")
            #expect(!form.fields.contains { $0.name == "csv" })
            #expect(html.contains(#"href="/api/campaigns/sale/translations?format=csv""#))
            #expect(HTMLForm(html: html, id: "translations-upload").fields.contains { $0.name == "version" && $0.value == "1" })
        }
    }

    @Test func cellsAreSavedWithTheCampaign() async throws {
        try await withEditor { client, database in
            let form = HTMLForm(html: try await page(client, "/campaigns/sale/edit"))
            let (status, _) = try await post(client, "/campaigns/sale", form.with(["translation_0_1": "Jusqu'à -50 %", "translation_0_2": ""]))
            #expect(status == .seeOther)
            let saved = try #require(try await database.campaign(id: "sale"))
            #expect(saved.campaign.translations == TranslationTable(["fr": ["head": "Soldes de printemps", "body": "Jusqu'à -50 %"]]))
        }
    }

    @Test func localesAreAddedAndRemovedWithoutSaving() async throws {
        try await withEditor { client, database in
            let form = HTMLForm(html: try await page(client, "/campaigns/sale/edit"))
            let (status, added) = try await post(client, "/campaigns/sale", form.with(["new_locale": "pt_BR"], op: "add-locale"))
            #expect(status == .ok)
            let withColumn = HTMLForm(html: added)
            #expect(withColumn.fields.filter { $0.name == "translation_locale" }.map(\.value) == ["fr", "pt_BR"])
            let (_, refused) = try await post(client, "/campaigns/sale", form.with(["new_locale": "pt BR"], op: "add-locale"))
            #expect(refused.contains("Enter a locale such as fr or pt_BR"))
            let (_, duplicate) = try await post(client, "/campaigns/sale", form.with(["new_locale": "fr"], op: "add-locale"))
            #expect(duplicate.contains("The table already has fr."))
            let (_, removed) = try await post(client, "/campaigns/sale", withColumn.with([:], op: "remove-locale:0"))
            #expect(HTMLForm(html: removed).fields.filter { $0.name == "translation_locale" }.map(\.value) == ["pt_BR"])
            let (saved, _) = try await post(client, "/campaigns/sale", HTMLForm(html: removed).with(["translation_0_0": "Liquidação"]))
            #expect(saved == .seeOther)
            #expect(try await database.campaign(id: "sale")?.campaign.translations == TranslationTable(["pt_BR": ["head": "Liquidação"]]))
        }
    }

    @Test func aTamperedLocaleIsAnErrorAndNothingIsSaved() async throws {
        try await withEditor { client, database in
            let form = HTMLForm(html: try await page(client, "/campaigns/sale/edit"))
            let (status, body) = try await post(client, "/campaigns/sale", form.with(["translation_locale": "<script>"]))
            #expect(status == .unprocessableContent)
            #expect(body.contains("&lt;script&gt;"))
            #expect(!body.contains("<script>\""))
            #expect(try await database.campaign(id: "sale")?.version == 1)
        }
    }

    @Test func textsWithMarkupAreEscapedInTheTable() async throws {
        let hostile = "<script>alert('x')</script>"
        try await withEditor { client, database in
            var campaign = try #require(try await database.campaign(id: "sale"))
            campaign.campaign.translations = TranslationTable(["fr": ["head": hostile, "x": hostile]])
            campaign.campaign.message.content = .modal(TextContent(header: "{% translation head %}\(hostile){% endtranslation %}", message: "m"))
            _ = try await database.update(campaign.campaign, expectedVersion: 1)
            let html = try await page(client, "/campaigns/sale/edit")
            #expect(!html.contains(hostile))
            #expect(html.components(separatedBy: "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;").count >= 4)
            let preview = try await page(client, "/campaigns/sale/render?locale=fr")
            #expect(!preview.contains(hostile))
        }
    }

    @Test func anUploadedCSVReplacesTheSavedTable() async throws {
        try await withEditor { client, database in
            let (status, _, location) = try await upload(client, csv: "id,fr,ja\nhead,Soldes !,春のセール\n", version: "1")
            #expect(status == .seeOther)
            #expect(location == "/campaigns/sale/edit?saved=1")
            let saved = try #require(try await database.campaign(id: "sale"))
            #expect(saved.version == 2)
            #expect(saved.campaign.translations == TranslationTable(["fr": ["head": "Soldes !"], "ja": ["head": "春のセール"]]))
        }
    }

    @Test(arguments: [
        ("id,fr\nhead,x\nbody,\"open\n", "1", HTTPResponse.Status.badRequest, "line 3: a quoted field is never closed"),
        ("id,fr\nhead,x,y\n", "1", .badRequest, "line 2: 3 fields; the header has 2"),
        ("", "1", .unprocessableContent, "Choose a CSV file to upload."),
        ("id,fr\nhead,x\n", "7", .conflict, "saved as version 1 since this page opened"),
    ])
    func aBadUploadIsRefusedWithItsReasonAndNothingChanges(csv: String, version: String, status: HTTPResponse.Status, message: String) async throws {
        try await withEditor { client, database in
            let (answer, body, _) = try await upload(client, csv: csv, version: version)
            #expect(answer == status)
            #expect(body.contains(message), "\(body.prefix(200))")
            #expect(HTMLDocument.parse(body).element(id: "f-translations_csv") != nil)
            let stored = try #require(try await database.campaign(id: "sale"))
            #expect(stored.version == 1)
            #expect(stored.campaign.translations == Self.campaign.translations)
        }
    }

    @Test func theSidePreviewAndThePreviewPageTakeALocale() async throws {
        try await withEditor { client, _ in
            let html = try await page(client, "/campaigns/sale/edit")
            #expect(html.contains(#"<option value="fr">fr</option>"#))
            let fields = HTMLForm(html: html).with(["preview_locale": "fr"])
            let preview = try await client.execute(
                uri: "/campaigns/form-preview",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: urlEncoded(fields))
            ) { String(buffer: $0.body) }
            #expect(preview.contains("Soldes de printemps"))
            #expect(preview.contains("No “fr” text for translation “body”"))
            let previewPage = try await page(client, "/campaigns/sale/preview?locale=fr")
            #expect(previewPage.contains(#"<option value="fr" selected>fr</option>"#))
            #expect(previewPage.contains("/campaigns/sale/render?locale=fr"))
            let other = try await page(client, "/campaigns/sale/preview?locale=pt_PT")
            #expect(other.contains(#"<option value="pt_PT" selected>pt_PT</option>"#))
            #expect(try await page(client, "/campaigns/sale/render?locale=fr").contains("Soldes de printemps"))
            let bad = try await client.execute(uri: "/campaigns/sale/render?locale=%3Cx%3E", method: .get) { $0.status }
            #expect(bad == .badRequest)
        }
    }

    @Test func theMatrixByLocaleHasAColumnPerLocaleOfTheCampaign() async throws {
        try await withEditor { client, _ in
            let matrix = try await page(client, "/campaigns/sale/preview/matrix?by=locale")
            #expect(matrix.contains("every locale of the campaign"))
            #expect(matrix.contains("Default texts"))
            #expect(matrix.contains("/campaigns/sale/render?locale=fr"))
            #expect(!matrix.contains("/campaigns/sale/render?locale=ja"))
            #expect(try await page(client, "/campaigns/sale/preview").contains("/campaigns/sale/preview/matrix?by=locale"))
        }
    }
}
