import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

extension CampaignEditorController {
    /// Replaces the saved campaign's translations with an uploaded CSV, as a new version. A bad
    /// file, a missing one or a stale version shows the editor with the reason (the line of a
    /// bad CSV) and changes nothing.
    @Sendable func uploadTranslations(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let posted = try await request.form()
        let stored = try await database.existingCampaign(id: id)
        func refused(_ message: String, _ status: HTTPResponse.Status) async -> Response {
            var errors = FormErrors()
            errors.add("translations_csv", message)
            let form = CampaignForm(campaign: stored.campaign, version: stored.version)
            return await editorPage(form: form, errors: errors, base: stored.campaign, isNew: false, status: status, request: request)
        }
        guard let file = posted.files.first(where: { $0.fieldName == "csv" }), !file.bytes.isEmpty else {
            return await refused("Choose a CSV file to upload.", .unprocessableContent)
        }
        guard let version = Int(posted.fields.text("version")) else { return errorPage(.badRequest, "The form has no version: reload the editor.") }
        var campaign = stored.campaign
        do {
            campaign.translations = try TranslationCSV.read(Data(file.bytes))
        } catch {
            return await refused("The CSV was not uploaded, and nothing changed: \(error).", .badRequest)
        }
        do {
            _ = try await database.update(campaign, expectedVersion: version)
        } catch StoreError.staleVersion(_, _, let actual) {
            return await refused("The campaign was saved as version \(actual) since this page opened: nothing changed. Upload again.", .conflict)
        }
        return redirect(Paths.app.campaignEdit(id, saved: true))
    }
}
