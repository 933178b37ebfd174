import CampaignStore
import Hummingbird
import Logging

/// Builds the dashboard application: the one composition root shared by `vitrine serve` and the tests.
///
/// Loads and checks the templates first, so a bad `--templates-dir` fails before anything binds.
public func buildApplication(
    configuration: DashboardConfiguration,
    database: AppDatabase,
    logger: Logger
) async throws -> some ApplicationProtocol {
    let templates = try await TemplateRenderer(directory: configuration.templatesDirectory)
    let router = buildRouter(database: database, templates: templates, publicDirectory: configuration.publicDirectory)
    let host = configuration.host
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(host, port: configuration.port),
            serverName: "Vitrine"
        ),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            logger.notice("dashboard.listening", metadata: ["dashboard.url": "http://\(host):\(port)"])
        },
        logger: logger
    )
}

/// Builds the router with every controller's routes and the static-file middleware.
func buildRouter(database: AppDatabase, templates: TemplateRenderer, publicDirectory: String) -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: FileMiddleware(publicDirectory, searchForIndexHtml: false))
    router.get("/healthz") { _, _ in "ok" }
    HomeController(database: database, templates: templates).addRoutes(to: router)
    CampaignEditorController(database: database, templates: templates).addRoutes(to: router)
    RevisionController(database: database, templates: templates).addRoutes(to: router)
    TransferController(database: database, templates: templates).addRoutes(to: router)
    AssetController(database: database, templates: templates).addRoutes(to: router)
    ViewTypeController(database: database, templates: templates).addRoutes(to: router)
    CampaignAPIController(database: database).addRoutes(to: router)
    ValidationAPIController().addRoutes(to: router)
    PreviewController(database: database, templates: templates).addRoutes(to: router)
    let sessionLog = SessionLog(database: database)
    SessionController(database: database, log: sessionLog, templates: templates).addRoutes(to: router)
    SessionAPIController(database: database, log: sessionLog).addRoutes(to: router)
    return router
}
