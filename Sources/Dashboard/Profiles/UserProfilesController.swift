import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import Liquid

/// The user profiles page: the sample users Liquid renders as (edited as JSON, one profile or an
/// array to import several) and the content blocks.
struct UserProfilesController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers the routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/profiles", use: list)
        router.post("/profiles", use: saveProfiles)
        router.get("/profiles/:id/edit", use: editProfile)
        router.post("/profiles/:id/delete", use: deleteProfile)
        router.post("/content-blocks", use: saveBlock)
        router.get("/content-blocks/:name/edit", use: editBlock)
        router.post("/content-blocks/:name/delete", use: deleteBlock)
    }

    /// The profiles, the blocks, and empty forms.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        try await render(UserProfilesPage.Forms())
    }

    /// The profile form filled with one profile's JSON.
    @Sendable func editProfile(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let profile = try await database.userProfile(id: id) else { throw StoreError.userProfileNotFound(id) }
        return try await render(UserProfilesPage.Forms(profileJSON: profile.jsonText))
    }

    /// Saves the posted profile or array of profiles; a bad document re-renders with its location.
    @Sendable func saveProfiles(request: Request, context: AppRequestContext) async throws -> Response {
        let text = try await request.form().fields.text("json")
        do {
            let profiles = try UserProfile.profiles(from: try JSONParser.parse(text))
            try await database.saveUserProfiles(profiles)
            return redirect(Paths.app.profiles())
        } catch let error as WireError {
            return try await render(UserProfilesPage.Forms(profileJSON: text, profileError: error.description), status: .unprocessableContent)
        }
    }

    /// Deletes a profile.
    @Sendable func deleteProfile(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteUserProfile(id: try context.parameters.requireDecoded("id"))
        return redirect(Paths.app.profiles())
    }

    /// The block form filled with one block.
    @Sendable func editBlock(request: Request, context: AppRequestContext) async throws -> Response {
        let name = try context.parameters.requireDecoded("name")
        guard let source = try await database.contentBlocks()[name] else { throw StoreError.contentBlockNotFound(name) }
        return try await render(UserProfilesPage.Forms(blockName: name, blockSource: source))
    }

    /// Saves a block; a bad name or Liquid that does not parse re-renders with the reason.
    @Sendable func saveBlock(request: Request, context: AppRequestContext) async throws -> Response {
        let fields = try await request.form().fields
        let name = fields.text("name").trimmingCharacters(in: .whitespaces)
        let source = fields.text("source")
        var forms = UserProfilesPage.Forms(blockName: name, blockSource: source)
        if !UserProfile.isValidContentBlockName(name) {
            forms.blockError = "A content block name is 1–64 letters, digits, - and _."
        } else {
            do {
                _ = try LiquidTemplate(parsing: source)
                try await database.saveContentBlock(name: name, source: source)
                return redirect(Paths.app.profiles(fragment: "content-blocks"))
            } catch let error as LiquidError {
                forms.blockError = "Liquid, \(error.description)"
            }
        }
        return try await render(forms, status: .unprocessableContent)
    }

    /// Deletes a block.
    @Sendable func deleteBlock(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteContentBlock(name: try context.parameters.requireDecoded("name"))
        return redirect(Paths.app.profiles(fragment: "content-blocks"))
    }

    private func render(_ forms: UserProfilesPage.Forms, status: HTTPResponse.Status = .ok) async throws -> Response {
        page(
            UserProfilesPage(profiles: try await database.userProfiles(), blocks: try await database.contentBlocks(), forms: forms, paths: paths),
            status: status
        )
    }
}
