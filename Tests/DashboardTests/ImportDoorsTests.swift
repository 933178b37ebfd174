import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// One import file gives the same errors from every door — `POST /api/import`, the import page and
/// `vitrine import` — because all three ask `CampaignChecker.reviewImport`; and none stores anything.
@Suite struct ImportDoorsTests {
    /// Two bad campaigns around a good one: every error is listed, not only the first.
    static let document = """
        [{"id": "bad-body", "name": "Bad body", "type": "inapp", "data": {"type": "MODAL", "click_action": "URI"}},
         {"id": "fine", "name": "Fine", "type": "inapp", "data": {"type": "MODAL", "message": "ok"}},
         {"id": "bad-button", "name": "Bad button", "type": "inapp",
          "data": {"type": "MODAL", "btns": [{"id": 0, "text": "Go", "click_action": "URI"}]}}]
        """

    static var expected: [String] {
        get throws { try CampaignChecker().reviewImport(Data(document.utf8)) { "unused" }.errorLines }
    }

    /// Text as the page's templates escape it.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    @Test func theAPIAndThePageListTheSameErrorsAndStoreNothing() async throws {
        let expected = try Self.expected
        #expect(expected.count == 2)
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let json: HTTPFields = [.contentType: "application/json"]
            try await client.execute(uri: "/api/import", method: .post, headers: json, body: ByteBuffer(string: Self.document)) { response in
                #expect(response.status == .unprocessableContent)
                let error = try JSONParser.parse(String(buffer: response.body))["error"]
                guard case .array(let items)? = error?["diagnostics"] else {
                    Issue.record("no diagnostics: \(String(buffer: response.body))")
                    return
                }
                let lines = items.filter { $0["severity"]?.stringValue == "error" }.compactMap { item -> String? in
                    guard let path = item["path"]?.stringValue, let message = item["message"]?.stringValue else { return nil }
                    return "\(path): \(message)"
                }
                #expect(lines == expected)
            }
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            try await client.execute(uri: "/import", method: .post, headers: form, body: ByteBuffer(string: urlEncoded([("json", Self.document)]))) {
                response in
                #expect(response.status == .unprocessableContent)
                let page = String(buffer: response.body)
                let listed = page.components(separatedBy: "<li><code>").dropFirst().map { $0.components(separatedBy: "</code>")[0] }
                #expect(listed == expected.map(Self.escaped))
                #expect(page.contains("2 errors stop the import:"))
            }
        }
        #expect(try await database.campaigns().isEmpty)
    }

    @Test func theCommandListsTheSameErrorsAndStoresNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-import-doors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("campaigns.json")
        try Data(Self.document.utf8).write(to: file)
        let databasePath = folder.appendingPathComponent("doors.sqlite").path
        let process = Process()
        process.executableURL = ProjectPaths.builtBinary
        process.arguments = ["import", "--db-path", databasePath, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("rejected \(file.path): 2 errors") == true, "\(output)")
        #expect(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) } == (try Self.expected), "\(output)")
    }
}
