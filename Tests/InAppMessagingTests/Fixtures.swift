import Foundation
import TestSupport

@testable import InAppMessaging

/// Locates and loads the wire fixtures (`Tests/Fixtures/wire` in the project).
enum Fixtures {
    /// `Tests/Fixtures/wire`.
    static let wireDirectory = ProjectPaths.fixtures.appendingPathComponent("wire")

    /// The names of the valid fixtures (`*.json` directly in `wire/`).
    static var validNames: [String] { names(in: wireDirectory) }

    /// The names of the invalid fixtures (`wire/invalid/*.json`).
    static var invalidNames: [String] { names(in: wireDirectory.appendingPathComponent("invalid")) }

    /// The bytes of a fixture, e.g. `"modal-two-buttons.json"` or `"invalid/truncated.json"`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: wireDirectory.appendingPathComponent(name))
    }

    /// A parsed fixture.
    static func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(data(name))
    }

    /// A fixture decoded as a single message.
    static func message(_ name: String) throws -> InAppMessage {
        try InAppMessage(wire: json(name))
    }

    private static func names(in directory: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }
}
