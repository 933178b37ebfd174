import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// Every door that stores a campaign — the editor form, `POST /api/campaigns`, `POST /api/import`,
/// the import page and `vitrine import` — checks extras against the view-type registry and refuses
/// a broken one with the same message and JSON path.
@Suite struct ViewTypeDoorTests {
    /// One campaign whose extras break its view type's schema, and what every door must say.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let kind: MessageKind
        let extras: [(key: String, value: String)]
        let path: String
        let message: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "picker without attribute_key",
            kind: .modal,
            extras: [("view_type", "picker")],
            path: "data.extras.attribute_key",
            message: "attribute_key: required by view type \"picker\""
        ),
        Case(
            name: "toggle list with a non-boolean field",
            kind: .full,
            extras: [("view_type", "toggle_list"), ("enabled", "maybe")],
            path: "data.extras.enabled",
            message: "enabled: expected true or false, got \"maybe\""
        ),
    ]

    /// A registered full-screen list whose `enabled` extra must be a boolean.
    static let toggleList = ViewTypeRecord(
        name: "toggle_list",
        kinds: ["full"],
        layout: "tableList",
        fields: [ViewTypeRecord.Field(name: "enabled", type: "boolean", required: true)]
    )

    private static func envelope(_ testCase: Case) -> String {
        let extras = testCase.extras.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
        let type = testCase.kind == .modal ? "MODAL" : "FULL"
        return """
            {"id": "door-test", "name": "Door test", "status": "draft", "type": "inapp",
             "data": {"type": "\(type)", "header": "Pick", "message": "A, B, C", "extras": {\(extras)}}}
            """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    @Test(arguments: cases)
    func everyDoorRefusesTheSameWay(_ testCase: Case) async throws {
        let (app, database) = try await makeApp(seed: false)
        try await database.saveViewType(Self.toggleList)
        let body = Self.envelope(testCase)
        let json: HTTPFields = [.contentType: "application/json"]
        let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in ["/api/campaigns", "/api/import"] {
                try await client.execute(uri: uri, method: .post, headers: json, body: ByteBuffer(string: body)) { response in
                    #expect(response.status == .unprocessableContent, "\(uri)")
                    let error = try JSONParser.parse(String(buffer: response.body))["error"]
                    #expect(error?["path"]?.stringValue == testCase.path, "\(uri)")
                    #expect(error?["message"]?.stringValue == testCase.message, "\(uri)")
                }
            }
            try await client.execute(uri: "/import", method: .post, headers: form, body: ByteBuffer(string: urlEncoded([("json", body)]))) {
                response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains(Self.escaped("\(testCase.path): \(testCase.message)")))
            }
            let editor = try await client.execute(uri: "/campaigns/new?kind=\(testCase.kind.rawValue)", method: .get) {
                HTMLForm(html: String(buffer: $0.body))
            }
            var fields = editor.with(["id": "door-test", "name": "Door test", "header": "Pick", "message": "A, B, C"])
            let rows = testCase.extras.flatMap { [(name: "extra_key", value: $0.key), (name: "extra_value", value: $0.value)] }
            fields.insert(contentsOf: rows, at: fields.count - 1)
            try await client.execute(uri: "/campaigns", method: .post, headers: form, body: ByteBuffer(string: urlEncoded(fields))) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains(Self.escaped(testCase.message)))
            }
        }
        #expect(try await database.campaign(id: "door-test") == nil)
    }

    @Test(arguments: cases)
    func theImportCommandRefusesTheSameWay(_ testCase: Case) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-doors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let databasePath = folder.appendingPathComponent("doors.sqlite").path
        try await AppDatabase.openOnDisk(path: databasePath).saveViewType(Self.toggleList)
        let file = folder.appendingPathComponent("campaign.json")
        try Data(Self.envelope(testCase).utf8).write(to: file)

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
        #expect(output.contains("\(testCase.path): \(testCase.message)"), "\(output)")
    }
}
