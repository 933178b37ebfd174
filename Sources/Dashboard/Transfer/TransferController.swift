import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Import by upload or paste, and export by download, of campaign JSON.
struct TransferController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Fetches the remote images of what was imported (when the server allows it).
    let images: RemoteImages

    /// Registers the import and export routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/import", use: importForm)
        router.post("/import", use: importCampaigns)
        router.get("/export", use: export)
    }

    /// The import form.
    @Sendable func importForm(request: Request, context: AppRequestContext) async throws -> Response {
        page(ImportPage())
    }

    /// Imports an uploaded file or pasted JSON in one transaction; nothing is stored when any campaign is invalid.
    @Sendable func importCampaigns(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form(limit: BodyLimits.transfer)
        let bytes = posted.files.first?.bytes ?? Array((posted.fields["json"] ?? "").utf8)
        guard !bytes.isEmpty else {
            return page(ImportPage(error: "Choose a file or paste JSON."), status: .unprocessableContent)
        }
        let pasted = posted.fields["json"] ?? ""
        do {
            let campaigns = try CampaignImport.checkedCampaigns(
                from: Data(bytes),
                viewTypes: try await database.viewTypeRegistry(),
                makeID: AppDatabase.newImportID
            )
            let outcomes = try await database.importCampaigns(campaigns)
            images.fetchInBackground(for: campaigns.map(\.message))
            let results = zip(campaigns, outcomes).map {
                ImportPage.Result(id: $0.0.id, name: $0.0.name, outcome: $0.1.rawValue, editURL: paths.campaignEdit($0.0.id))
            }
            return page(ImportPage(results: results))
        } catch let error as WireError {
            return page(ImportPage(json: pasted, error: error.description), status: error.line == nil ? .unprocessableContent : .badRequest)
        }
    }

    /// Every campaign as a downloadable JSON array of envelopes (what the import takes back).
    /// Streamed (`CampaignExportStream`), so the store is never held whole.
    @Sendable func export(request: Request, context: AppRequestContext) async throws -> Response {
        try await CampaignExportStream(database: database, ids: []).response(headers: [
            .contentType: "application/json", .contentDisposition: "attachment; filename=\"vitrine-campaigns.json\"",
        ])
    }
}

/// View model of the import page.
struct ImportPage: Page {
    /// The template.
    static let template = "import"

    /// What happened to one imported campaign.
    struct Result: Sendable {
        let id: String
        let name: String
        let outcome: String
        /// The campaign's editor.
        let editURL: String
    }

    let json: String
    let error: String?
    let results: [Result]
    let hasResults: Bool

    init(json: String = "", error: String? = nil, results: [Result] = []) {
        self.json = json
        self.error = error
        self.results = results
        hasResults = !results.isEmpty
    }
}
