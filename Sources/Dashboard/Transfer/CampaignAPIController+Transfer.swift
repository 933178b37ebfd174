import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

extension CampaignAPIController {
    /// Imports a bare message, an envelope or an array of envelopes in one transaction.
    ///
    /// Like `vitrine import` and the import page (`CampaignChecker.reviewImport`): a campaign
    /// with an error diagnostic rejects the whole request (422, every diagnostic with its path in
    /// the submitted document), and nothing is stored.
    @Sendable func importCampaigns(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let bytes = try await request.jsonBytes(upTo: BodyLimits.transfer)
        let viewTypes = try await database.viewTypeRegistry()
        let review = try CampaignChecker(viewTypes: viewTypes).reviewImport(Data(bytes), makeID: AppDatabase.newImportID)
        guard review.isStorable else { throw APIError.unprocessable(review.diagnostics) }
        let campaigns = review.campaigns
        let outcomes = try await database.importCampaigns(campaigns)
        images.fetchInBackground(for: campaigns.map(\.message))
        return JSONResponse(
            CampaignJSON.importResults(campaigns, outcomes: outcomes, viewTypes: viewTypes),
            status: outcomes.contains(.created) ? .created : .ok,
            leadingKeys: CampaignJSON.importLeadingKeys
        )
    }

    /// Every campaign (or those named by repeated `id` parameters) as the file `vitrine export` writes.
    @Sendable func exportCampaigns(request: Request, context: AppRequestContext) async throws -> Response {
        try await exportFile(ids: request.uri.formQueryParameters[values: "id"].map(String.init), named: "vitrine-campaigns.json")
    }

    /// One campaign as the file `vitrine export --id ID` writes, named after the campaign;
    /// `?variant=B` (or `control`) writes it as that variant's users receive it.
    @Sendable func exportCampaign(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let variant = request.uri.formQueryParameters["variant"].map(String.init)
        return try await exportFile(ids: [id], named: SafeFileName.export(id), variant: variant)
    }

    /// The campaigns `ids` (all when empty; 404 for an unknown one) as a pretty JSON array of
    /// envelopes, streamed (`CampaignExportStream`).
    private func exportFile(ids: [String], named name: String, variant: String? = nil) async throws -> Response {
        let stream = CampaignExportStream(
            database: database,
            ids: ids,
            imageURLs: try await origin.exportImageURLs(database),
            variant: variant
        )
        return try await stream.response(headers: [
            .contentType: "application/json; charset=utf-8", .xContentTypeOptions: "nosniff",
            .contentDisposition: "attachment; filename=\"\(name)\"",
        ])
    }
}
