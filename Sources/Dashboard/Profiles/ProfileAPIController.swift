import CampaignStore
import Hummingbird
import InAppMessaging
import Liquid

/// `/api/user-profiles` and `/api/content-blocks`: the sample users and content blocks Liquid
/// renders with, as JSON (a list export reads back through `POST`).
struct ProfileAPIController: Sendable {
    /// The store.
    let database: AppDatabase

    /// The largest profile or import body.
    static let bodyLimit = 1 << 20

    /// Registers the routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("user-profiles", use: listProfiles)
        api.post("user-profiles", use: saveProfiles)
        api.get("user-profiles/:id", use: showProfile)
        api.put("user-profiles/:id", use: replaceProfile)
        api.delete("user-profiles/:id", use: deleteProfile)
        api.get("content-blocks", use: listBlocks)
        api.put("content-blocks/:name", use: saveBlock)
        api.delete("content-blocks/:name", use: deleteBlock)
        api.allowOnly("user-profiles", .get, .post)
        api.allowOnly("user-profiles/:id", .get, .put, .delete)
        api.allowOnly("content-blocks", .get)
        api.allowOnly("content-blocks/:name", .put, .delete)
    }

    /// Every profile, as an array that `POST` reads back (export).
    @Sendable func listProfiles(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        JSONResponse(.array(try await database.userProfiles().map(\.json)), leadingKeys: ["id", "name"])
    }

    /// Adds or replaces one profile or an array of them (import); nothing is saved if one is bad.
    @Sendable func saveProfiles(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let profiles = try UserProfile.profiles(from: try await request.jsonBody(upTo: Self.bodyLimit))
        try await database.saveUserProfiles(profiles)
        return JSONResponse(.object(["saved": .array(profiles.map { .string($0.id) })]))
    }

    /// One profile.
    @Sendable func showProfile(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        guard let profile = try await database.userProfile(id: id) else { throw StoreError.userProfileNotFound(id) }
        return JSONResponse(profile.json, leadingKeys: ["id", "name"])
    }

    /// Creates or replaces the profile with the path's id (a body `id` must match it).
    @Sendable func replaceProfile(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        guard UserProfile.isValidID(id) else { throw APIError(.badRequest, "an id is 1–64 of a-z, 0-9, - and _", path: "id") }
        let body = try await request.jsonBody(upTo: Self.bodyLimit)
        let profile = try UserProfile(json: body, defaultID: id)
        guard profile.id == id else { throw APIError(.badRequest, "the body's id \"\(profile.id)\" is not the path's \"\(id)\"", path: "id") }
        try await database.saveUserProfiles([profile])
        return JSONResponse(profile.json, leadingKeys: ["id", "name"])
    }

    /// Deletes a profile (204).
    @Sendable func deleteProfile(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteUserProfile(id: try context.parameters.requireDecoded("id"))
        return Response(status: .noContent)
    }

    /// Every content block: `{name: source}`.
    @Sendable func listBlocks(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        JSONResponse(.object(JSONObject(sortingKeysOf: try await database.contentBlocks().mapValues(JSONValue.string))))
    }

    /// Creates or replaces a block from `{"source": "…"}`; Liquid that does not parse is a 422
    /// with its line and column.
    @Sendable func saveBlock(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let name = try context.parameters.requireDecoded("name")
        guard UserProfile.isValidContentBlockName(name) else {
            throw APIError(.badRequest, "a content block name is 1–64 letters, digits, - and _", path: "name")
        }
        let body = try await request.jsonBody(upTo: Self.bodyLimit)
        guard case .object(let members) = body, members.count == 1, case .string(let source)? = members["source"] else {
            throw APIError(.badRequest, "send {\"source\": \"<Liquid text>\"}", path: "source")
        }
        do {
            _ = try LiquidTemplate(parsing: source)
        } catch {
            throw APIError(.unprocessableContent, "Liquid: \(error.message)", path: "source", line: error.line, column: error.column)
        }
        try await database.saveContentBlock(name: name, source: source)
        return JSONResponse(.object([name: .string(source)]))
    }

    /// Deletes a block (204).
    @Sendable func deleteBlock(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteContentBlock(name: try context.parameters.requireDecoded("name"))
        return Response(status: .noContent)
    }
}
