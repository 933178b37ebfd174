import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import Preview

/// Serves previews: a campaign's rendered document, its preview page and matrix, and the
/// preview of unsaved edits (`POST /api/preview`).
struct PreviewController: PageRendering, Sendable {
    /// The store the campaigns come from.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// The asset library's copies of remote images, shown in their place.
    let images: RemoteImages
    /// The headless Chromium behind `preview.png`.
    let browser: SharedBrowser

    /// Registers the preview routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/:id/render", use: renderCampaign)
        router.get("/campaigns/:id/preview.png", use: pngPreview)
        router.get("/campaigns/:id/preview", use: previewPage)
        router.get("/campaigns/:id/preview/matrix", use: matrixPage)
        router.post("/api/preview", use: renderUnsaved)
        router.group("api").allowOnly("preview", .post)
    }

    /// The standalone preview document of a stored campaign, options from the query string.
    @Sendable func renderCampaign(request: Request, context: AppRequestContext) async throws -> PreviewDocument {
        PreviewDocument(markup: try await document(of: try await campaign(context), options: try Self.options(from: request)))
    }

    /// The campaign's preview as a PNG of the device at 2 (or `scale=3`) device pixels per point,
    /// with the preview's options; a 503 when Chromium cannot be started.
    @Sendable func pngPreview(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        let scale = request.uri.queryParameters["scale"].flatMap { Double(String($0)) } ?? 2
        guard [1, 2, 3].contains(scale) else { throw HTTPError(.badRequest, message: "scale: expected 1, 2 or 3") }
        let campaign = try await campaign(context)
        // Chromium shows the page away from the server: library images travel inside it.
        let html = try await document(of: campaign, options: options, inliningImages: true)
        let size = DeviceFrame(device: options.device, orientation: options.resolvedOrientation(for: campaign.message))
            .documentSize(withBridgePanel: campaign.message.kind == .html)
        let png = try await OperationTimer.measure(.snapshot) {
            try await browser.screenshot(html: html, width: size.width, height: size.height, scale: scale)
        }
        let name = PreviewLinks.fileName(campaign.id, options)
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .contentDisposition: "inline; filename=\"\(name)\"", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png))
        )
    }

    /// The preview document of a stored campaign with its Liquid rendered for `options`' user and
    /// time; with `inliningImages`, library images as `data:` URLs.
    private func document(of campaign: Campaign, options: PreviewOptions, inliningImages: Bool = false) async throws -> String {
        let personalisation = try await Personaliser(database: database).personalisation(
            for: campaign.message,
            user: options.user,
            now: options.now,
            campaign: (campaign.id, campaign.name)
        )
        var renderer = try await renderer(for: campaign.message)
        if inliningImages {
            renderer.libraryImages = try await InlinedImages.resolve(campaign.message.assetURLs, copies: renderer.libraryImages, database: database)
        }
        return OperationTimer.measure(.preview) {
            renderer.render(campaign.message, options: options, title: campaign.name, personalisation: personalisation)
        }
    }

    /// The dashboard page with the option controls and the preview in a frame.
    @Sendable func previewPage(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        return page(PreviewPage(campaign: try await campaign(context), options: options, profiles: try await database.userProfiles(), paths: paths))
    }

    /// Every device × orientation × appearance side by side.
    @Sendable func matrixPage(request: Request, context: AppRequestContext) async throws -> Response {
        let options = try Self.options(from: request)
        let byUser = request.uri.formQueryParameters["by"] == "user"
        return page(
            PreviewMatrixPage(
                campaign: try await campaign(context),
                options: options,
                profiles: byUser ? try await database.userProfiles() : nil,
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
        let personalisation = try await Personaliser(database: database).personalisation(
            for: unsaved.message,
            user: unsaved.options.user,
            now: unsaved.options.now
        )
        return PreviewDocument(
            markup: OperationTimer.measure(.preview) { [renderer = try await renderer(for: unsaved.message)] in
                renderer.render(unsaved.message, options: unsaved.options, title: unsaved.title, personalisation: personalisation)
            }
        )
    }

    /// A renderer with the stored view types and the library copies of `message`'s images.
    private func renderer(for message: InAppMessage) async throws -> PreviewRenderer {
        PreviewRenderer(registry: try await database.viewTypeRegistry(), libraryImages: try await images.copies(of: message.assetURLs))
    }

    /// The campaign named by the `id` path parameter, or a 404.
    private func campaign(_ context: AppRequestContext) async throws -> Campaign {
        try await database.existingCampaign(id: try context.parameters.requireDecoded("id")).campaign
    }

    /// The preview options in the query string; a bad value is a 400 naming the key.
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
