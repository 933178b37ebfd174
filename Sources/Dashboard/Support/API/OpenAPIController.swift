import Foundation
import Hummingbird
import InAppMessaging

/// Serves `GET /api/openapi.json`: `Public/api/openapi.json` read and parsed once, with its
/// `servers` set to the base path, so API clients and tools call `/vitrine/api/…` behind a proxy.
///
/// Editing the parsed document (not its text) keeps the rest of it exactly as written and fails
/// loudly at start-up when the file is not JSON, instead of serving a patched string.
struct OpenAPIController: Sendable {
    /// The document as served, already written.
    let bytes: [UInt8]

    /// Top-level keys in the order the file has them (the rest come out sorted).
    static let leadingKeys = ["openapi", "info", "servers", "paths", "components"]

    /// Reads `<publicDirectory>/api/openapi.json` and sets `servers` to `[{"url": <base path>}]`;
    /// nil when there is no such file (the route is then not served, as before).
    init?(publicDirectory: String, basePath: BasePath) throws {
        let file = URL(fileURLWithPath: publicDirectory).appendingPathComponent("api/openapi.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw DashboardError.invalidSetting(name: file.path, reason: "the OpenAPI document is not JSON: \(error)")
        }
        guard case .object(var members) = document else {
            throw DashboardError.invalidSetting(name: file.path, reason: "the OpenAPI document is not a JSON object")
        }
        members["servers"] = .array([.object(["url": .string(basePath.description)])])
        bytes = JSONWriter.bytes(.object(members), pretty: true, leadingKeys: Self.leadingKeys)
    }

    /// Registers the route.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/openapi.json") { _, _ in
            JSONResponse(bytes: bytes)
        }
    }
}
