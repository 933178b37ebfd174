import Foundation
import TestSupport
import Testing

@testable import Dashboard

/// Every page's template, the layout and the partials are checked when the templates load, so a
/// missing one stops the app at start-up instead of rendering an empty page.
@Suite struct RequiredTemplateTests {
    /// A copy of the project's templates folder without one template.
    static func templates(without name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ProjectPaths.root.appendingPathComponent("Templates"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("\(name).mustache"))
        return folder
    }

    @Test(arguments: TemplateRenderer.requiredTemplates)
    func aMissingRequiredTemplateIsNamed(_ name: String) async throws {
        let folder = try Self.templates(without: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: DashboardError.templatesMissing(directory: folder.standardizedFileURL.path, file: "\(name).mustache")) {
            _ = try await TemplateRenderer(directory: folder.path)
        }
    }

    @Test func everyTemplateFileIsRequired() throws {
        let folder = ProjectPaths.root.appendingPathComponent("Templates")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }
        #expect(Set(files) == Set(TemplateRenderer.requiredTemplates))
        #expect(TemplateRenderer.requiredTemplates.count == Set(TemplateRenderer.requiredTemplates).count)
    }

    /// A page's template is named after its view model (`CampaignListPage` → `campaign-list`), so
    /// each page's two halves are found from either.
    @Test func everyTemplateIsNamedAfterItsPage() {
        for page in TemplateRenderer.pageTypes {
            let name = String(String(describing: page).dropLast("Page".count))
            let kebab = name.enumerated().map { index, character in
                character.isUppercase ? (index == 0 ? "" : "-") + character.lowercased() : String(character)
            }.joined()
            #expect(page.template == kebab, "\(page)")
        }
    }
}
