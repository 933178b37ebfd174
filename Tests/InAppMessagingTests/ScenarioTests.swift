import Foundation
import InAppMessaging
import TestSupport
import Testing

/// The conformance scenarios: the shared ones and this project's own.
@Suite struct ScenarioTests {
    /// Every scenario file, as paths relative to the project root.
    static let files: [String] = {
        let fileManager = FileManager.default
        var files: [String] = []
        for folder in ["Tests/Fixtures/scenarios"] {
            let names = (try? fileManager.contentsOfDirectory(atPath: ProjectPaths.root.appendingPathComponent(folder).path)) ?? []
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        return files
    }()

    @Test func findsTheSharedScenarios() {
        #expect(Self.files.filter { $0.hasPrefix("Tests/Fixtures/scenarios/0") }.count >= 7)
    }

    @Test(arguments: files)
    func scenarioHolds(_ file: String) throws {
        let data = try Data(contentsOf: ProjectPaths.root.appendingPathComponent(file))
        let scenario = try Scenario(data: data)
        let result = try scenario.check()
        #expect(result.passed, "\(file): \(result.mismatch?.description ?? "")")
    }
}
