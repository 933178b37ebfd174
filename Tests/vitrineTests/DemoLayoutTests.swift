import CampaignServices
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

    /// `vitrine validate --layout` on every demo, each in its default texts and in each of its
    /// locales, finds one layout problem: the German "Shop" label of `demo-new-arrivals`, named
    /// `[de]` in the text report and `"locale": "de"` in the JSON one.
    @Test func theDemoSetsOnlyLayoutFindingIsTheTruncatedGermanButton() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demos-\(UUID().uuidString).json")
        try Data(JSONWriter.write(.array(DemoCampaigns.all.map(\.wireValue))).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var collected = FileValidation().collect(paths: [file.path])
        try await ValidateCommand.measure(&collected, checker: FileValidation().checker)
        let layout = (collected.reports[file.path]?.diagnostics ?? []).filter {
            $0.rule.rawValue.hasPrefix("layout-") || $0.rule.rawValue.hasPrefix("html-tap")
        }
        let index = try #require(DemoCampaigns.all.firstIndex { $0.id == "demo-new-arrivals" })
        #expect(
            layout.map { "\($0.locale ?? "-") \($0.path?.description ?? "") \($0.rule)" } == [
                "de $[\(index)].data.btns[1].text layout-button-truncated"
            ]
        )
        let text = FileValidation().outcome(of: collected, format: .text, failOn: .error).output
        #expect(text.contains(":$[\(index)].data.btns[1].text: warning: [de] its text needs"), "\(text)")
        let json = FileValidation().outcome(of: collected, format: .json, failOn: .error).output
        #expect(json.contains(#""locale": "de""#), "\(json)")
    }
}
