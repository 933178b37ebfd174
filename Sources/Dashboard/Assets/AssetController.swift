import CampaignServices
import CampaignStore
import Foundation
import Hummingbird

/// The asset library: upload images (type checked from the bytes), list them, serve them at stable URLs.
struct AssetController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Where users reach the dashboard, for the asset URLs shown.
    let origin: PublicOrigin

    /// Registers the asset routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/assets", use: library)
        router.post("/assets", use: upload)
        router.get("/assets/:id/:filename", use: serve)
        router.post("/assets/:id/delete", use: delete)
    }

    /// The library page with the upload form.
    @Sendable func library(request: Request, context: AppRequestContext) async throws -> Response {
        page(AssetsPage(assets: try await database.assets(), origin: origin.origin(of: request), paths: paths))
    }

    /// Stores an uploaded image; a refused file re-renders the page with the reason.
    @Sendable func upload(request: Request, context: AppRequestContext) async throws -> Response {
        let posted: MultipartForm
        do {
            posted = try await request.form(limit: BodyLimits.upload)
        } catch {
            return await refused(error.description, status: error.status, request: request)
        }
        guard let file = posted.files.first else {
            return await refused("Choose an image to upload.", status: .unprocessableContent, request: request)
        }
        do {
            let source = posted.fields.text("source_url").trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try await database.insertImage(bytes: file.bytes, filename: file.filename, sourceURL: source.isEmpty ? nil : source)
            return redirect(Paths.app.assets)
        } catch let error as AssetError {
            return await refused("\(file.filename): \(error.description).", status: .unprocessableContent, request: request)
        }
    }

    /// The image bytes with their recognised content type.
    @Sendable func serve(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let asset = try await database.asset(id: id), asset.filename == (try context.parameters.requireDecoded("filename")) else {
            throw StoreError.assetNotFound(id)
        }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=31536000, immutable", .xContentTypeOptions: "nosniff"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes))
        )
    }

    /// Deletes an asset.
    @Sendable func delete(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteAsset(id: try context.parameters.requireDecoded("id"))
        return redirect(Paths.app.assets)
    }

    private func refused(_ message: String, status: HTTPResponse.Status, request: Request) async -> Response {
        let assets = (try? await database.assets()) ?? []
        return page(AssetsPage(assets: assets, origin: origin.origin(of: request), error: message, paths: paths), status: status)
    }

}
