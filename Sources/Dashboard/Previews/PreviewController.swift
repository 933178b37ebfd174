import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import NIOFoundationEssentialsCompat
import Preview

/// Serves previews: a campaign's rendered document, its preview page and matrix, and the
/// preview of unsaved edits (`POST /api/preview`).
struct PreviewController: PageRendering, Sendable {
    /// The store the campaigns come from.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Draws every preview (view types, stand-in images, Liquid, PNGs).
    let previews: PreviewService

    /// Registers the preview routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/:id/render", use: renderCampaign)
        router.get("/campaigns/:id/preview.png", use: pngPreview)
        router.get("/campaigns/:id/preview", use: previewPage)
        router.get("/campaigns/:id/preview/matrix", use: matrixPage)
        router.post("/api/preview", use: renderUnsaved)
        router.get("/api/campaigns/:id/transcript", use: transcript)
        router.group("api").allowOnly("preview", .post)
        router.group("api").allowOnly("campaigns/:id/transcript", .get)
    }

    /// The standalone preview document of a stored campaign, options from the query string (kept
    /// between writes when the message has no Liquid, see `PreviewService.storedDocument`). It
    /// reports its size to the page that frames it (the preview and matrix pages), since notes
    /// that wrap make it taller than the frame's estimate.
    @Sendable func renderCampaign(request: Request, context: AppRequestContext) async throws -> PreviewDocument {
        var options = try Self.options(from: request)
        options.reportsSize = true
        return PreviewDocument(markup: try await previews.storedDocument(campaignID: try context.parameters.requireDecoded("id"), options: options))
    }

    /// The campaign's preview as a PNG of the device at 2 (or `scale=3`) device pixels per point,
    /// with the preview's options; a 503 when Chromium cannot be started.
    @Sendable func pngPreview(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        let scale = request.uri.queryParameters["scale"].flatMap { Double(String($0)) } ?? 2
        guard [1, 2, 3].contains(scale) else { throw HTTPError(.badRequest, message: "scale: expected 1, 2 or 3") }
        let campaign = try await campaign(context)
        let png = try await previews.png(try Self.subject(campaign, options), options: options, scale: scale)
        let name = PreviewLinks.fileName(campaign.id, options)
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .contentDisposition: "inline; filename=\"\(name)\"", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png))
        )
    }

    /// The dashboard page with the option controls and the preview in a frame.
    @Sendable func previewPage(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        let campaign = try await campaign(context)
        let screenReader: TranscriptView
        do {
            screenReader = TranscriptView(try await previews.transcript(try Self.subject(campaign, options), options: options))
        } catch let error as PreviewError {
            screenReader = TranscriptView(problem: "No transcript: \(error)")
        }
        return page(
            PreviewPage(campaign: campaign, options: options, profiles: try await database.userProfiles(), screenReader: screenReader, paths: paths)
        )
    }

    /// Every device × orientation × appearance side by side.
    @Sendable func matrixPage(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        let by = request.uri.formQueryParameters["by"]
        let campaign = try await campaign(context)
        return page(
            PreviewMatrixPage(
                campaign: campaign,
                options: options,
                profiles: by == "user" ? try await database.userProfiles() : nil,
                locales: by == "locale" ? campaign.translations.locales : nil,
                textSizes: by == "text_size",
                variants: by == "variant",
                paths: paths
            )
        )
    }

    /// Renders an unsaved message: `{"message": <wire message>, "options": {…}}`; options may
    /// also come in the query string (the body's win). Bad input is a 400 naming its JSON path.
    @Sendable func renderUnsaved(request: Request, context: AppRequestContext) async throws -> PreviewDocument {
        let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:))
        guard let mediaType, mediaType.isType(.applicationJson) else {
            throw HTTPError(.unsupportedMediaType, message: "Send the message as application/json.")
        }
        var request = request
        let body = try await request.collectBody(upTo: BodyLimits.preview)
        let unsaved = try PreviewRequest(json: Data(buffer: body), query: Self.query(of: request))
        let subject = PreviewSubject(message: unsaved.message, title: unsaved.title, translations: unsaved.translations)
        let rendered = try await previews.document(subject, options: unsaved.options)
        if rendered.budgetExceeded != nil, let problem = rendered.liquidProblems.last(where: { $0.severity == .error }) {
            throw APIError(
                .unprocessableContent,
                problem.message,
                path: "message." + problem.path.description,
                line: problem.line,
                column: problem.column
            )
        }
        return PreviewDocument(markup: rendered.markup)
    }

    /// What a screen reader gets from a stored campaign's message with the preview options in the
    /// query string (the platform, the device, the user and locale its Liquid renders for).
    @Sendable func transcript(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let options: PreviewOptions
        do {
            options = try PreviewOptions(query: Self.query(of: request))
        } catch {
            throw APIError(.badRequest, error.message, path: error.key)
        }
        let transcript = try await previews.transcript(try Self.subject(try await campaign(context), options), options: options)
        return JSONResponse(transcript.jsonValue, leadingKeys: ["reader", "platform", "kind"])
    }

    /// The campaign named by the `id` path parameter, or a 404.
    private func campaign(_ context: AppRequestContext) async throws -> Campaign {
        try await database.existingCampaign(id: try context.parameters.requireDecoded("id")).campaign
    }

    /// The preview options in the query string; a bad value is a 400 naming the key.
    /// The campaign's variant the options name; a 400 naming `variant` when it has none such.
    static func subject(_ campaign: Campaign, _ options: PreviewOptions) throws -> PreviewSubject {
        do {
            return try PreviewSubject(campaign: campaign, options: options)
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }

    static func options(from request: Request) throws -> PreviewOptions {
        do {
            return try PreviewOptions(query: query(of: request))
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }

    /// The query parameters as a dictionary (the first value of a repeated key wins).
    static func query(of request: Request) -> [String: String] {
        var query: [String: String] = [:]
        for (key, value) in request.uri.formQueryParameters where query[String(key)] == nil {
            query[String(key)] = String(value)
        }
        return query
    }
}
