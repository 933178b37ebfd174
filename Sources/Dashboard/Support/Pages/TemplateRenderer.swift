import Foundation
import Mustache

/// Loads the Mustache templates once, checks that every page template exists, and renders view models.
public struct TemplateRenderer: Sendable {
    /// The templates the dashboard cannot run without (file names without `.mustache`).
    public static let requiredTemplates = [
        "layout", "home", "error", "campaign-new", "campaign-edit", "campaign-conflict", "campaign-delete", "campaign-revisions",
        "import", "assets", "preview", "preview-matrix", "view-types", "sessions", "session-new", "session",
        "partials/field", "partials/select", "partials/checkbox", "partials/color", "partials/csrf", "login", "users", "account",
    ]

    let library: MustacheLibrary

    /// Loads `*.mustache` from `directory`; fails naming the folder or the first missing file.
    public init(directory: String) async throws {
        var isDirectory: ObjCBool = false
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DashboardError.templatesMissing(directory: absolute, file: nil)
        }
        let library: MustacheLibrary
        do {
            library = try await MustacheLibrary(directory: absolute)
        } catch let error as MustacheLibrary.ParserError {
            throw DashboardError.templateInvalid(file: error.filename, reason: "\(error.error) at line \(error.context.lineNumber)")
        }
        for name in Self.requiredTemplates where library.getTemplate(named: name) == nil {
            throw DashboardError.templatesMissing(directory: absolute, file: "\(name).mustache")
        }
        self.library = library
    }

    /// The required templates the loaded library lacks (empty when the dashboard can render every page).
    var missingTemplates: [String] {
        Self.requiredTemplates.filter { library.getTemplate(named: $0) == nil }
    }

    /// Renders a view model with a template; a missing template renders an empty string.
    ///
    /// Templates also see `viewer`, the signed-in user of the request being handled (see `PageContext`).
    public func render(_ viewModel: Any, template: String) -> String {
        library.render(PageContext(page: viewModel, viewer: Viewer.current), withTemplate: template) ?? ""
    }
}
