import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging

// The campaign JSON API. Bodies and responses are `application/json`, written by `JSONWriter`.
//
// Routes and response shapes:
// - `GET /api/campaigns?search&kind&status&tag&sort&page&per_page` → 200
//   `{"campaigns": [{id, name, kind, status, tags, version, updated_at}], "total", "page", "per_page", "page_count"}`.
//   `sort` is name | updated | kind | status, a leading `-` for descending; `per_page` 1–200 (default 50).
// - `POST /api/campaigns` (an envelope; without `id` one is generated as `campaign-<8 hex>`) → 201,
//   `Location`, `ETag: "1"`, body = a campaign with `warnings`.
// - `GET /api/campaigns/{id}` → 200, `ETag: "N"`, body = a campaign: the envelope of docs/wire-format.md plus
//   `"version": N`, `"created_at"`, `"updated_at"` (ISO 8601, UTC).
// - `PUT /api/campaigns/{id}` (an envelope whose `id` is the path's or absent; the version it
//   started from in `If-Match: "N"` or a top-level `"version": N`) → 200, `ETag`, a campaign with `warnings`.
// - `DELETE /api/campaigns/{id}` (optional `If-Match`) → 204.
// - `GET /api/campaigns/{id}/revisions` → 200 `{"revisions": [{version, created_at, campaign: envelope}]}`, newest first.
// - `POST /api/import` (a bare message, an envelope or an array of envelopes; one transaction)
//   → 201 when anything was created, else 200: `{"results": [{id, outcome, warnings}]}`,
//   outcome created | updated | unchanged.
// - `GET /api/export[?id=…&id=…]` → 200, the pretty JSON array of envelopes `vitrine export`
//   prints, as an attachment `vitrine-campaigns.json`.
//
// A campaign response echoed back in a POST or PUT is accepted: `version`, `created_at`,
// `updated_at` and `warnings` are not part of the envelope and are taken out before decoding.
//
// Errors: `{"error": {status, message, path?, line?, column?, current_version?, diagnostics?}}`.
// 400 syntax or type errors (line/column or JSON path), bad query parameters, an id that differs
// from the URL, a malformed `If-Match`, or `If-Match` and `version` that disagree; 404 unknown id;
// 409 duplicate id on POST and stale version on PUT/DELETE (with `current_version`); 413 a body over
// 1 MiB (16 MiB for import); 415 a `Content-Type` other than JSON; 422 semantic errors (the
// diagnostics with severity error; warnings never block); 428 a PUT without any version (the
// precondition is required, not failed, so 412 would mislead).

/// Serves the campaign JSON API under `/api`; every failure becomes a JSON error body.
struct CampaignAPIController: Sendable {
    /// The store the campaigns live in.
    let database: AppDatabase
    /// Fetches the remote images of saved campaigns (when the server allows it).
    let images: RemoteImages
    /// The public URL exports point library image URLs at.
    let origin: PublicOrigin

    /// Registers the API routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("campaigns", use: listCampaigns)
        api.post("campaigns", use: createCampaign)
        api.get("campaigns/:id", use: showCampaign)
        api.put("campaigns/:id", use: updateCampaign)
        api.delete("campaigns/:id", use: deleteCampaign)
        api.get("campaigns/:id/revisions", use: listRevisions)
        api.get("campaigns/:id/export", use: exportCampaign)
        api.post("import", use: importCampaigns)
        api.get("export", use: exportCampaigns)
        api.allowOnly("campaigns", .get, .post)
        api.allowOnly("campaigns/:id", .get, .put, .delete)
        api.allowOnly("campaigns/:id/revisions", .get)
        api.allowOnly("campaigns/:id/export", .get)
        api.allowOnly("import", .post)
        api.allowOnly("export", .get)
    }

    /// One page of campaigns matching the query's search, filters and sort.
    @Sendable func listCampaigns(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let query = try CampaignQuery(parameters: request.uri.formQueryParameters)
        let page = try await database.campaignPage(query)
        return JSONResponse(CampaignJSON.page(page), leadingKeys: CampaignJSON.listLeadingKeys)
    }

    /// Stores a new campaign at version 1.
    @Sendable func createCampaign(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let body = try await request.jsonBody(upTo: BodyLimits.campaign)
        let submission = try CampaignSubmission(body: body, id: body["id"]?.stringValue ?? CampaignSubmission.makeID())
        let warnings = try Self.checked(submission.campaign, viewTypes: try await database.viewTypeRegistry(), request: request)
        let stored = try await database.insert(submission.campaign)
        images.fetchInBackground(for: [stored.campaign.message])
        var response = Self.campaignResponse(stored, warnings: warnings, status: .created)
        response.headers[.location] = Paths.app.apiCampaign(stored.campaign.id)
        return response
    }

    /// The campaign with the path's id.
    @Sendable func showCampaign(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        guard let stored = try await database.campaign(id: id) else { throw StoreError.notFound(id) }
        return Self.campaignResponse(stored)
    }

    /// Saves an edit made from the version in `If-Match` or the body's `version`.
    @Sendable func updateCampaign(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        let body = try await request.jsonBody(upTo: BodyLimits.campaign)
        let submission = try CampaignSubmission(body: body, id: id)
        let version = try Self.expectedVersion(header: try request.ifMatchVersion(), body: submission.version)
        let warnings = try Self.checked(submission.campaign, viewTypes: try await database.viewTypeRegistry(), request: request)
        if let refusal = try await ApprovalGate.refusal(database, stored: try await database.existingCampaign(id: id), new: submission.campaign) {
            throw APIError(.conflict, refusal, path: "status")
        }
        let stored = try await database.update(submission.campaign, expectedVersion: version)
        images.fetchInBackground(for: [stored.campaign.message])
        return Self.campaignResponse(stored, warnings: warnings)
    }

    /// Deletes a campaign and its revisions; with `If-Match`, only if it is still at that version.
    @Sendable func deleteCampaign(request: Request, context: AppRequestContext) async throws -> HTTPResponse.Status {
        let id = try context.parameters.requireDecoded("id")
        if let version = try request.ifMatchVersion() {
            try await database.deleteCampaign(id: id, expectedVersion: version)
        } else {
            try await database.deleteCampaign(id: id)
        }
        return .noContent
    }

    /// Saved versions of the campaign, newest first: `per_page` (1–200, default 50) of them from `page`.
    @Sendable func listRevisions(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        let paging = try PageRequest(
            parameters: { request.uri.formQueryParameters[Substring($0)].map(String.init) },
            defaultPerPage: CampaignQuery.defaultPerPage,
            maximumPerPage: 200
        )
        let revisions = try await database.revisions(campaignID: id, offset: paging.offset, limit: paging.perPage)
        return JSONResponse(CampaignJSON.revisions(revisions), leadingKeys: CampaignJSON.revisionLeadingKeys)
    }

    /// A stored campaign as the body, with its version as the `ETag`.
    static func campaignResponse(_ stored: StoredCampaign, warnings: [Diagnostic]? = nil, status: HTTPResponse.Status = .ok) -> JSONResponse {
        JSONResponse(
            CampaignJSON.campaign(stored, warnings: warnings),
            status: status,
            headers: [.eTag: "\"\(stored.version)\""],
            leadingKeys: CampaignJSON.campaignLeadingKeys
        )
    }

    /// The campaign's warnings; a 422 with every diagnostic when any is an error, or when an
    /// active campaign's HTML has errors and the query does not say `force=true`.
    static func checked(_ campaign: Campaign, viewTypes: ViewTypeRegistry, request: Request) throws -> [Diagnostic] {
        let checker = CampaignChecker(viewTypes: viewTypes)
        let diagnostics = campaign.diagnostics(viewTypes: viewTypes).map { Diagnostic($0) }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw APIError.unprocessable(diagnostics) }
        let blockers = checker.publishBlockers(campaign)
        if !blockers.isEmpty {
            guard request.uri.formQueryParameters["force"] == "true" else { throw APIError.unprocessable(blockers + diagnostics) }
            return diagnostics
                + blockers.map { blocker in
                    var warning = blocker
                    warning.severity = .warning
                    return warning
                }
        }
        return diagnostics
    }

    /// The version an edit started from: 428 when neither place gives one, 400 when they disagree.
    static func expectedVersion(header: Int?, body: Int?) throws -> Int {
        switch (header, body) {
        case (nil, nil):
            throw APIError(.preconditionRequired, "send the version the edit started from in If-Match or a version field", path: "version")
        case (let header?, let body?) where header != body:
            throw APIError(.badRequest, "If-Match says version \(header) but the body says \(body)", path: "version")
        case (let header?, _):
            return header
        case (nil, let body?):
            return body
        }
    }
}
