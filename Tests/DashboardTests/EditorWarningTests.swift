import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import NIOFoundationEssentialsCompat
import TestSupport
import Testing

@testable import Dashboard

/// The editor shows the checker's warnings beside their fields, on the page and while typing
/// (`POST /campaigns/form-check`), and never lets them block a save.
@Suite struct EditorWarningTests {
    private static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    private func editor(_ client: some TestClientProtocol, _ id: String) async throws -> String {
        try await client.execute(uri: "/campaigns/\(id)/edit", method: .get) { response in
            #expect(response.status == .ok)
            return String(buffer: response.body)
        }
    }

    private func check(_ client: some TestClientProtocol, _ fields: [(name: String, value: String)]) async throws -> [[String: String]] {
        try await client.execute(
            uri: "/campaigns/form-check",
            method: .post,
            headers: Self.formType,
            body: ByteBuffer(string: urlEncoded(fields))
        ) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            guard case .object(let root) = try JSONParser.parse(Data(buffer: response.body)), case .array(let items)? = root["checks"]
            else {
                Issue.record("no checks array: \(String(buffer: response.body))")
                return []
            }
            return items.map { item in
                guard case .object(let members) = item else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: members.compactMap { key, value in
                        if case .string(let text) = value { (key, text) } else { nil }
                    }
                )
            }
        }
    }

    @Test func aLowContrastDarkHeaderIsNamedBesideItsFieldBeforeSaving() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await editor(client, "demo-spring-sale"))
            let dim = form.with(["dark_header": "#333333", "dark_background": "#1C1C1E", "image_alt": ""], op: "")
            let warnings = try await check(client, dim)
            let header = try #require(warnings.first { $0["anchor"] == "f-dark_header" }, "\(warnings)")
            #expect(header["label"] == "Dark theme: Header text")
            #expect(header["message"]?.contains("1.34:1 in the dark theme") == true, "\(header)")
            #expect(header["message"]?.hasSuffix("[contrast-header]") == true)
            // An image without alternative text: a warning at the new field.
            #expect(warnings.contains { $0["anchor"] == "f-image_alt" && $0["message"]?.contains("image-alt-missing") == true })

            let fixed = form.with(["dark_header": "#F5F5F5", "dark_background": "#1C1C1E", "image_alt": "A spring bouquet"], op: "")
            let after = try await check(client, fixed)
            #expect(!after.contains { $0["anchor"] == "f-dark_header" || $0["anchor"] == "f-image_alt" }, "\(after)")
            // Nothing was saved by checking.
            #expect(try await database.campaign(id: "demo-spring-sale")?.version == 1)
        }
    }

    @Test func errorsASaveWouldRefuseAreCheckedWhileTypingToo() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await editor(client, "demo-spring-sale"))
            // A picker without its attribute_key: the view type's schema refuses it.
            var fields = form.with([:], op: "")
            fields += [("extra_key", "view_type"), ("extra_value", "picker"), ("extra_type", "string")]
            let checks = try await check(client, fields)
            let refused = try #require(checks.first { $0["severity"] == "error" }, "\(checks)")
            #expect(refused["message"]?.contains("attribute_key") == true, "\(refused)")
            #expect(refused["anchor"]?.hasPrefix("f-extra") == true, "\(refused)")
        }
    }

    @Test func warningsNeverBlockASaveAndComeBackBesideTheirFields() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await editor(client, "demo-spring-sale"))
            let fields = form.with(["dark_header": "#333333", "dark_background": "#1C1C1E", "image_alt": " "])
            try await client.execute(
                uri: "/campaigns/demo-spring-sale",
                method: .post,
                headers: Self.formType,
                body: ByteBuffer(string: urlEncoded(fields))
            ) {
                #expect($0.status == .seeOther)
            }
            #expect(try await database.campaign(id: "demo-spring-sale")?.version == 2)
            let page = HTMLDocument.parse(try await editor(client, "demo-spring-sale"))
            let field = try #require(page.element(id: "f-dark_header")?.ancestors.first)
            #expect(field.text.contains("1.34:1 in the dark theme"), "\(field.text)")
            let summary = try #require(page.element(id: "warning-summary"))
            #expect(summary.attributes["hidden"] == nil)
            #expect(summary.text.contains("Dark theme: Header text"))
            #expect(summary.text.contains("image_alt"))
        }
    }

    @Test func theImageAltFieldSavesAndIsEscaped() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await editor(client, "demo-sale-image"))
            let hostile = "\"><script>alert('alt')</script> Deals"
            let fields = form.with(["image_alt": hostile])
            try await client.execute(
                uri: "/campaigns/demo-sale-image",
                method: .post,
                headers: Self.formType,
                body: ByteBuffer(string: urlEncoded(fields))
            ) {
                #expect($0.status == .seeOther)
            }
            #expect(try await database.campaign(id: "demo-sale-image")?.campaign.message.imageAlt == hostile)
            let html = try await editor(client, "demo-sale-image")
            #expect(!html.contains("<script>alert('alt')"))
            #expect(HTMLDocument.parse(html).element(id: "f-image_alt")?.attributes["value"] == hostile)
            #expect(!html.contains("image-alt-missing"))
        }
    }

    @Test func aWarningWithoutAFieldOfItsOwnIsListedUnlinked() {
        var errors = FormErrors()
        errors.addWarning("light_header", "dim [contrast-header]")
        errors.addWarning("general", "about the whole campaign")
        let items = ErrorSummaryItem.warnings(errors, fields: [("name", "Name"), ("light_header", "Light theme: Header")])
        #expect(items.map(\.anchor) == ["f-light_header", nil])
        #expect(items.map(\.message) == ["dim [contrast-header]", "about the whole campaign"])
        #expect(errors.isEmpty, "warnings are not errors")
    }

    @Test(arguments: [
        ("data.header_text_color", "light_header"), ("data.themes.dark.header_text_color", "dark_header"),
        ("data.bg_color", "light_background"), ("data.btns[1].text_color", "button1_text_color"),
        ("data.themes.dark.btns[0].bg_color", "button0_dark_background"), ("data.image_alt", "image_alt"),
        ("data.btns[1]", "button1_text"),
    ])
    func everyColourPathNamesItsField(path: String, field: String) throws {
        let components: [JSONPath.Component] = path.split(separator: ".").flatMap { part -> [JSONPath.Component] in
            guard let open = part.firstIndex(of: "[") else { return [.key(String(part))] }
            return [.key(String(part[..<open])), .index(Int(part[part.index(after: open)..<part.index(before: part.endIndex)])!)]
        }
        #expect(CampaignForm().fieldName(for: JSONPath(components)) == field)
    }

    @Test func anHTMLMessagesDocumentFindingsNameTheHTMLField() {
        var form = CampaignForm()
        form.kind = MessageKind.html.rawValue
        #expect(form.fieldName(for: JSONPath([.key("data"), .key("message")])) == "html")
        form.kind = MessageKind.modal.rawValue
        #expect(form.fieldName(for: JSONPath([.key("data"), .key("message")])) == "message")
    }

    @Test func aDraftsHTMLErrorsAreListedUnderChecksAndNamedWhenItIsSaved() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let html = #"<!DOCTYPE html><html><body><p id="a">1</p><p id="a">2</p><p id="a">3</p><div><span>open</body></html>"#
            let errorCount = HTMLDiagnosticView.list(for: html).filter { $0.severity == "error" }.count
            #expect(errorCount >= 3)
            let form = HTMLForm(html: try await editor(client, "demo-rate-us"))
            let checks = try await check(client, form.with(["status": "draft", "html": html], op: ""))
            let listed = checks.filter { $0["source"] == "validator" }
            #expect(listed.count == errorCount, "\(checks)")
            #expect(listed.allSatisfy { $0["severity"] == "error" && $0["anchor"] == "f-html" })
            #expect(listed.first?["label"]?.hasPrefix("HTML line 1, column") == true, "\(listed)")

            try await client.execute(
                uri: "/campaigns/demo-rate-us",
                method: .post,
                headers: Self.formType,
                body: ByteBuffer(string: urlEncoded(form.with(["status": "draft", "html": html])))
            ) {
                #expect($0.status == .seeOther)
            }
            #expect(try await database.campaign(id: "demo-rate-us")?.version == 2)
            let saved = try await client.execute(uri: "/campaigns/demo-rate-us/edit?saved=1", method: .get) { String(buffer: $0.body) }
            let page = HTMLDocument.parse(saved)
            let notice = page.first(class: "notice")?.text ?? ""
            #expect(notice.contains("It has \(errorCount) HTML errors"), "\(notice)")
            let summary = try #require(page.element(id: "warning-summary"))
            #expect(summary.attributes["hidden"] == nil)
            let errors = page.element(id: "warning-list")?.childElements.filter { $0.classes.contains("is-error") } ?? []
            #expect(errors.count == errorCount)
            #expect(summary.text.contains("An HTML error stops saving as active until you confirm it"))
        }
    }
}
