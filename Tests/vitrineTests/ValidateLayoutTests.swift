import Foundation
import Testing

@testable import vitrine

/// `vitrine validate --layout` on files: layout findings at their paths inside the file.
@Suite(.serialized) struct ValidateLayoutTests {
    @Test func validateLayoutNamesPathsInsideCampaignFiles() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).json")
        let long = String(repeating: "Your weekly digest is ready. ", count: 8)
        try Data(#"[{"id": "a", "name": "A", "data": {"type": "SLIDEUP", "message": "\#(long)"}}]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var collected = FileValidation().collect(paths: [file.path])
        try await ValidateCommand.measure(&collected, checker: FileValidation().checker)
        let outcome = FileValidation().outcome(of: collected, format: .text, failOn: .warning)
        #expect(outcome.output.contains(":$[0].data.message: warning: needs"), "\(outcome.output)")
        #expect(outcome.output.contains("[layout-text-clamped]"))
        #expect(outcome.exitCode == 1)
    }
}
