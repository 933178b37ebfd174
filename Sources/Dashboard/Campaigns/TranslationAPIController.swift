import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import Liquid
import NIOFoundationEssentialsCompat

// A campaign's translations, as JSON or as the CSV translators work in.
//
// - `GET /api/campaigns/{id}/translations` → 200, `ETag: "N"`: CSV (`text/csv`, an attachment
//   `vitrine-<id>-translations.csv`, header `id,<locale>,…`, a row per id) when `Accept` names
//   `text/csv` before `application/json` or `?format=csv`; else JSON `{id, version, locales,
//   ids: [{id, default}], translations}` (`ids`: the message's translation tags, in order).
// - `PUT /api/campaigns/{id}/translations` replaces the table: a CSV body (`Content-Type:
//   text/csv`, the version in `If-Match`) or JSON `{"translations": {…}, "version"?}` (what GET
//   answers may be sent back) → 200, the JSON view of the new version, `ETag`.
//
// A bad CSV is a 400 with its `line`, a bad table a 400 with its JSON `path`; nothing is saved.
// 404 unknown campaign, 409 stale version (`current_version`), 415 another media type, 428 no
// version.

/// Serves `/api/campaigns/{id}/translations`.
struct TranslationAPIController: Sendable {
    /// The store the campaigns live in.
    let database: AppDatabase

    /// The keys written first in the JSON view.
    static let leadingKeys = ["id", "version", "locales", "ids", "default", "translations"]

    /// Registers the routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("campaigns/:id/translations", use: showTranslations)
        api.put("campaigns/:id/translations", use: replaceTranslations)
        api.allowOnly("campaigns/:id/translations", .get, .put)
    }

    /// The campaign's translations as CSV or JSON (content negotiation).
    @Sendable func showTranslations(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let wantsCSV = try Self.wantsCSV(request)
        guard let stored = try await database.campaign(id: id) else { throw StoreError.notFound(id) }
        guard wantsCSV else { return try Self.view(stored).response(from: request, context: context) }
        let csv = TranslationCSV.write(stored.campaign.translations, ids: stored.campaign.message.translationIDs.map(\.id))
        return Response(
            status: .ok,
            headers: [
                .contentType: TranslationCSV.mediaType, .xContentTypeOptions: "nosniff", .eTag: "\"\(stored.version)\"",
                .contentDisposition: "attachment; filename=\"\(SafeFileName.translations(id))\"",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: csv))
        )
    }

    /// Replaces the campaign's translations with a CSV or JSON body, as a new version.
    @Sendable func replaceTranslations(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:))
        let table: TranslationTable
        let version: Int
        if let mediaType, mediaType.type == .text, mediaType.subType == "csv" {
            let body = try await request.body.collect(upTo: BodyLimits.campaign)
            table = try TranslationCSV.read(Data(buffer: body))
            version = try CampaignAPIController.expectedVersion(header: try request.ifMatchVersion(), body: nil)
        } else if let mediaType, mediaType.isType(.applicationJson) {
            let body = try await request.jsonBody(upTo: BodyLimits.campaign)
            guard case .object(let members) = body else { throw APIError(.badRequest, "expected an object {\"translations\": {…}}", path: "$") }
            guard let translations = members["translations"] else {
                throw APIError(.badRequest, "missing: the table of texts by locale", path: "translations")
            }
            table = try TranslationTable(wire: translations, path: JSONPath.root.appending("translations"))
            let bodyVersion = try members["version"].flatMap { $0 == .null ? nil : try CampaignSubmission.version(from: $0) }
            version = try CampaignAPIController.expectedVersion(header: try request.ifMatchVersion(), body: bodyVersion)
        } else {
            throw APIError(.unsupportedMediaType, "send the table as text/csv or application/json", path: "Content-Type")
        }
        var campaign = try await database.existingCampaign(id: id).campaign
        campaign.translations = table
        return Self.view(try await database.update(campaign, expectedVersion: version))
    }

    /// True when the request asks for CSV: `?format=csv`, or `Accept` naming `text/csv` before
    /// `application/json`; `?format=` other than csv or json is a 400.
    static func wantsCSV(_ request: Request) throws -> Bool {
        switch request.uri.formQueryParameters["format"] {
        case "csv"?: return true
        case "json"?: return false
        case nil: break
        case let other?: throw APIError(.badRequest, "format is csv or json, got \"\(other.prefix(40))\"", path: "format")
        }
        let accepted = (request.headers[.accept] ?? "").split(separator: ",").map {
            $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
        return accepted.first { $0 == "text/csv" || $0 == "application/json" } == "text/csv"
    }

    /// The JSON view of a stored campaign's translations, with its version as the `ETag`.
    static func view(_ stored: StoredCampaign) -> JSONResponse {
        let campaign = stored.campaign
        let value: JSONValue = .object([
            "id": .string(campaign.id),
            "version": .int(stored.version),
            "locales": .array(campaign.translations.locales.map(JSONValue.string)),
            "ids": .array(campaign.message.translationIDs.map { .object(["id": .string($0.id), "default": .string($0.defaultText)]) }),
            "translations": campaign.translations.wireValue,
        ])
        return JSONResponse(value, headers: [.eTag: "\"\(stored.version)\""], leadingKeys: leadingKeys)
    }
}
