import CampaignStore
import Hummingbird

/// Serves the dashboard home page: the list of stored campaigns.
struct HomeController: Sendable {
    /// The store the campaigns come from.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers `GET /`.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/", use: home)
    }

    /// Renders every campaign's name, kind and status.
    @Sendable func home(request: Request, context: AppRequestContext) async throws -> HTML {
        let summaries = try await database.campaignSummaries()
        return HTML(templates.render(HomePage(summaries: summaries), template: "home"))
    }
}
