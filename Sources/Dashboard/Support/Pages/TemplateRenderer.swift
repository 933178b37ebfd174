import Foundation
import Mustache

/// Loads the Mustache templates once, checks that every page template exists, and renders view models.
public struct TemplateRenderer: Sendable {
    /// Every page the dashboard renders: each one's template is required.
    static let pageTypes: [any Page.Type] = [
        CampaignListPage.self, MessagePage.self, KindChooserPage.self, CampaignEditorPage.self, CampaignConflictPage.self, CampaignDeletePage.self,
        CampaignRevisionsPage.self, CampaignRestorePage.self, ImportPage.self, AssetsPage.self, PreviewPage.self, PreviewMatrixPage.self,
        ViewTypesPage.self, SessionListPage.self, SessionSetupPage.self, SessionPage.self, UserProfilesPage.self, LoginPage.self,
        UsersPage.self, AccountSettingsPage.self, VariantReportPage.self, ReviewPage.self, ReviewLinksPage.self, ReviewPhonePage.self,
        ReviewLinksAdminPage.self,
    ]

    /// The partials the page templates include.
    static let partials = [
        "partials/field", "partials/select", "partials/checkbox", "partials/color", "partials/csrf", "partials/braze-action", "partials/option",
        "partials/transcript", "partials/review-comments",
    ]

    /// The templates the dashboard cannot run without (file names without `.mustache`): the
    /// layout, every page's template and the partials.
    public static let requiredTemplates = ["layout"] + pageTypes.map { $0.template } + partials

    let library: MustacheLibrary
    /// The paths pages link to, under the app's base path.
    let paths: Paths
    /// The links every page may show (the layout's), built from `paths`.
    let site: SiteLinks

    /// Loads `*.mustache` from `directory`; fails naming the folder or the first missing file.
    /// Pages link under `basePath`.
    public init(directory: String, basePath: BasePath = .root) async throws {
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
        paths = Paths(basePath: basePath)
        site = SiteLinks(paths)
    }

    /// The required templates the loaded library lacks (empty when the dashboard can render every page).
    var missingTemplates: [String] {
        Self.requiredTemplates.filter { library.getTemplate(named: $0) == nil }
    }

    /// Renders a page with its template (checked at start-up, see `requiredTemplates`).
    ///
    /// Templates also see `viewer`, the signed-in user of the request being handled (see `PageContext`).
    func render(_ page: some Page) -> String {
        library.render(PageContext(page: page, viewer: Viewer.current, site: site), withTemplate: type(of: page).template) ?? ""
    }
}
