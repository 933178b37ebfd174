import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Preview
import TestSupport
import Testing

/// Every door that takes preview options reads them with one parser (`PreviewOptions(query:)`),
/// so a value out of range gets the same words from the preview page, the render route,
/// `POST /api/preview` and the editor's side preview (the command line's doors: SettingsTests).
@Suite struct PreviewOptionDoorsTests {
    static let refused: [[String: String]] = [
        ["slideup_offset": "-500"], ["device": "desktop"], ["appearance": "dusk"], ["now": "-1"], ["text_size": "AX9"],
    ]

    @Test(arguments: refused)
    func everyWebDoorSaysTheParsersWords(query: [String: String]) async throws {
        let problem = try #require(#expect(throws: FieldProblem.self) { try PreviewOptions(query: query) })
        let (key, value) = try #require(query.first)
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for page in ["preview", "render"] {
                try await client.execute(uri: "/campaigns/demo-welcome/\(page)?\(key)=\(value)", method: .get) { response in
                    #expect(response.status == .badRequest)
                    #expect(Self.plain(response).contains(problem.description), "\(page)")
                }
            }
            let body = #"{"message": {"type": "MODAL", "message": "M"}, "options": {"\#(key)": "\#(value)"}}"#
            try await client.execute(
                uri: "/api/preview",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .badRequest)
                #expect(Self.plain(response).contains("options." + problem.description))
            }
            let form = try await client.execute(uri: "/campaigns/demo-welcome/edit", method: .get) { HTMLForm(html: String(buffer: $0.body)) }
            try await client.execute(
                uri: "/campaigns/form-preview",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: urlEncoded(form.with(["preview_" + key: value])))
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(Self.plain(response).contains(problem.description))
            }
        }
    }

    /// A text size is user text echoed in the error: escaped on the page, never markup.
    @Test func aRefusedTextSizeIsEscapedOnThePage() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let hostile = "%3Cscript%3Ealert(1)%3C/script%3E"
            try await client.execute(uri: "/campaigns/demo-welcome/preview?text_size=\(hostile)", method: .get) { response in
                #expect(response.status == .badRequest)
                let body = String(buffer: response.body)
                #expect(!body.contains("<script>alert(1)"))
                #expect(body.contains("&lt;script&gt;alert(1)"))
            }
        }
    }

    /// The response's text with HTML's and JSON's escapes of quotes and ampersands undone.
    static func plain(_ response: TestResponse) -> String {
        [("&quot;", "\""), ("&#34;", "\""), ("\\\"", "\""), ("&#39;", "'"), ("&amp;", "&")].reduce(String(buffer: response.body)) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }
}
