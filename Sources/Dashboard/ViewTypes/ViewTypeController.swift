import CampaignStore
import Hummingbird
import InAppMessaging

/// The view-type registry page: developers declare the extras schema of their custom views.
struct ViewTypeController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers the routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/view-types", use: list)
        router.post("/view-types", use: save)
        router.get("/view-types/:name/edit", use: edit)
        router.post("/view-types/:name/delete", use: delete)
    }

    /// Built-in and registered view types, and the form to register one.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        let records = try await database.viewTypes()
        return page(ViewTypesPage(records: records, form: ViewTypeForm(), errors: FormErrors(), paths: paths))
    }

    /// The form filled with a registered view type.
    @Sendable func edit(request: Request, context: AppRequestContext) async throws -> Response {
        let name = try context.parameters.requireDecoded("name")
        guard let record = try await database.viewType(named: name) else { throw StoreError.viewTypeNotFound(name) }
        let records = try await database.viewTypes()
        return page(ViewTypesPage(records: records, form: ViewTypeForm(record: record), errors: FormErrors(), paths: paths))
    }

    /// Creates or replaces a view type; errors re-render the form with the user's values.
    @Sendable func save(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let form = ViewTypeForm(posted: posted.fields)
        let (record, errors) = form.record()
        guard let record else {
            let records = try await database.viewTypes()
            return page(ViewTypesPage(records: records, form: form, errors: errors, paths: paths), status: .unprocessableContent)
        }
        try await database.saveViewType(record)
        return redirect(Paths.app.viewTypes)
    }

    /// Removes a registered view type.
    @Sendable func delete(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteViewType(named: try context.parameters.requireDecoded("name"))
        return redirect(Paths.app.viewTypes)
    }
}
