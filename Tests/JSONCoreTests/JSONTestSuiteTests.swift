import Foundation
import JSONCore
import TestSupport
import Testing

/// The scanner held to an outside suite: Nicolas Seriot's JSONTestSuite (`test_parsing`, MIT,
/// `Tests/Fixtures/json-test-suite`). Every `y_` document parses, every `n_` document is refused
/// with a located error, and every `i_` document (where RFC 8259 lets a parser choose) is one or
/// the other without a crash. Duplicate keys are legal JSON, so the suite runs with `.keepLast`.
@Suite struct JSONTestSuiteTests {
    /// The suite's documents, by file name.
    static let folder = ProjectPaths.url("Tests/Fixtures/json-test-suite/test_parsing")

    static func documents(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The nesting limit: deep enough for `i_structure_500_nested_arrays`, as the app's own
    /// readers are bounded (a refusal past it is a located error, never a stack overflow).
    static let depth = 512

    @Test func theSuiteIsThere() {
        #expect(Self.documents("y_").count == 95)
        #expect(Self.documents("n_").count == 188)
        #expect(Self.documents("i_").count == 35)
    }

    @Test(arguments: documents("y_"))
    func acceptsEveryValidDocument(_ name: String) throws {
        let bytes = try Self.bytes(name)
        #expect(throws: Never.self, "\(name)") {
            try TestJSON.parse(bytes, maximumDepth: Self.depth, duplicateKeys: .keepLast)
        }
    }

    @Test(arguments: documents("n_"))
    func refusesEveryInvalidDocumentWithALocatedError(_ name: String) throws {
        let bytes = try Self.bytes(name)
        do {
            let value = try TestJSON.parse(bytes, maximumDepth: Self.depth, duplicateKeys: .keepLast)
            Issue.record("\(name) parsed as \(value)")
        } catch {
            #expect(error.line >= 1 && error.column >= 1, "\(name): \(error)")
            #expect(!error.message.isEmpty, "\(name)")
        }
    }

    @Test(arguments: documents("i_"))
    func decidesEveryImplementationDefinedDocument(_ name: String) throws {
        let bytes = try Self.bytes(name)
        do {
            _ = try TestJSON.parse(bytes, maximumDepth: Self.depth, duplicateKeys: .keepLast)
        } catch {
            #expect(error.line >= 1 && error.column >= 1, "\(name): \(error)")
        }
    }
}
