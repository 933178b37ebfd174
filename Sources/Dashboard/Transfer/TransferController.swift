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
    /// The public URL the export points library image URLs at.
    let origin: PublicOrigin

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
            let checker = CampaignChecker(viewTypes: try await database.viewTypeRegistry())
            let review = try checker.reviewImport(Data(bytes), makeID: AppDatabase.newImportID)
            guard review.isStorable else {
                let errors = review.errorLines
                return page(ImportPage(json: pasted, error: Self.errorCount(errors.count), errors: errors), status: .unprocessableContent)
            }
            let campaigns = review.campaigns
            let outcomes = try await database.importCampaigns(campaigns)
            images.fetchInBackground(for: campaigns.map(\.message))
            let results = zip(campaigns, outcomes).map { ImportPage.Result(campaign: $0.0, outcome: $0.1, paths: paths) }
            return page(ImportPage(results: results))
        } catch let error as WireError {
            return page(ImportPage(json: pasted, error: error.description), status: error.line == nil ? .unprocessableContent : .badRequest)
        }
    }

    /// "2 errors stop the import:" above the list of a refused import's errors.
    static func errorCount(_ count: Int) -> String {
        "\(count) error\(count == 1 ? "" : "s") stop\(count == 1 ? "s" : "") the import:"
    }

    /// Every campaign as a downloadable JSON array of envelopes (what the import takes back).
    /// Streamed (`CampaignExportStream`), so the store is never held whole.
    @Sendable func export(request: Request, context: AppRequestContext) async throws -> Response {
        let stream = CampaignExportStream(database: database, ids: [], imageURLs: try await origin.exportImageURLs(database))
        return try await stream.response(headers: [
            .contentType: "application/json", .contentDisposition: "attachment; filename=\"vitrine-campaigns.json\"",
        ])
    }
}
