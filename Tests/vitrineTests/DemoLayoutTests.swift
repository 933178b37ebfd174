import CampaignStore
import Foundation
import InAppMessaging
import Testing

@testable import vitrine

/// The demo campaigns pass `vitrine validate --layout` as written: the HTML demo's tap targets are
/// at least 44 × 44 pt and nothing it shows is clamped or cut.
@Suite(.serialized) struct DemoLayoutTests {
    @Test func theHTMLDemoPassesTheLayoutCheck() async throws {
        let campaign = try #require(DemoCampaigns.all.first { $0.id == "demo-rate-us" })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-rate-us-\(UUID().uuidString).json")
        try Data(JSONWriter.write(campaign.wireValue).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var collected = FileValidation().collect(paths: [file.path])
        try await ValidateCommand.measure(&collected, checker: FileValidation().checker)
        let outcome = FileValidation().outcome(of: collected, format: .text, failOn: .warning)
        #expect(outcome.exitCode == 0, "\(outcome.output)")
        #expect(!outcome.output.contains("html-tap-target-small"), "\(outcome.output)")
    }
}
