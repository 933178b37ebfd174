import CampaignServices
public import CampaignStore
import Crypto
import Foundation
public import Hummingbird
import HummingbirdCore
public import Logging
import NIOCore
import ServiceLifecycle

/// Builds the dashboard application: the one composition root shared by `vitrine serve` and the tests.
///
/// Loads and checks the templates first, so a bad `--templates-dir` fails before anything binds.
public func buildApplication(
    configuration: DashboardConfiguration,
    database: AppDatabase,
    logger: Logger
) async throws -> some ApplicationProtocol {
    let templates = try await TemplateRenderer(directory: configuration.templatesDirectory, basePath: configuration.basePath)
    let hasher = PasswordHasher(cost: UInt8(clamping: configuration.passwordCost))
    try await AccountBootstrap.run(
        database: database,
        hasher: hasher,
        password: configuration.adminPassword,
        adminToken: configuration.adminToken,
        logger: logger
    )
    let trimmer = MemoryTrimmer(database: database)
    let openAPI = try OpenAPIController(publicDirectory: configuration.publicDirectory, basePath: configuration.basePath)
    let router = buildRouter(
        database: database,
        templates: templates,
        openAPI: openAPI,
        configuration: configuration,
        hasher: hasher,
        trimmer: trimmer,
        logger: logger
    )
    let host = configuration.host
    let registry = ConnectionRegistry(maxConnections: configuration.maxConnections, maxPerAddress: configuration.maxConnectionsPerAddress)
    var services: [any Service] = [trimmer]
    if let probePort = configuration.probePort {
        services.append(buildProbeListener(configuration: configuration, port: probePort, database: database, templates: templates, logger: logger))
    }
    let probes = ProbeController(database: database, templates: templates, metricsToken: configuration.metricsToken)
        .router(logger: logger, logsProbes: configuration.logsProbes)
    let dashboard = BasePathResponder(basePath: configuration.basePath, base: HeadAsGetResponder(base: router.buildResponder()))
    return Application(
        responder: ProbeResponder(probes: probes.buildResponder(), rest: dashboard),
        server: .http1(configuration: admittingHTTP1(configuration: configuration, registry: registry)),
        configuration: ApplicationConfiguration(
            address: .hostname(host, port: configuration.port),
            serverName: "Vitrine",
            availableConnectionsDelegate: AdmissionDelegate(registry: registry)
        ),
        services: services,
        onServerRunning: { channel in
            registry.setListener(channel)
            let port = channel.localAddress?.port ?? configuration.port
            logger.notice("dashboard.listening", metadata: ["dashboard.url": "http://\(host):\(port)\(configuration.basePath.prefix)/"])
        },
        logger: logger
    )
}

/// The HTTP/1 channel of a listener whose connections go through `registry`: each one gets an
/// ``AdmissionHandler`` (per-address cap, head deadline, busy or idle) and the idle timeout.
func admittingHTTP1(configuration: DashboardConfiguration, registry: ConnectionRegistry) -> HTTP1Channel.Configuration {
    let headTimeout = TimeAmount(configuration.headTimeout)
    return HTTP1Channel.Configuration(
        additionalChannelHandlers: [AdmissionHandler(registry: registry, headTimeout: headTimeout)],
        idleTimeout: TimeAmount(configuration.idleTimeout)
    )
}

/// The probe listener (`--probe-port`): `/healthz`, `/readyz` and `/metrics` on a port of their
/// own, with its own connections, so probes are answered however many connections hold the
/// main port. It runs as a service of the main application: it starts and drains with it.
///
/// A separate listener rather than probes counted outside the main cap: a connection's path is
/// only known once its request head has arrived, so counting probes outside the cap would mean
/// accepting every connection at the cap before knowing what it wants, and anyone could send
/// `GET /healthz` to stay outside it. A port of its own needs no such guess, can be kept off
/// the public network, and has its own small cap with the same eviction and head deadline.
func buildProbeListener(
    configuration: DashboardConfiguration,
    port: Int,
    database: AppDatabase,
    templates: TemplateRenderer,
    logger: Logger
) -> some Service {
    let router = Router(context: AppRequestContext.self)
    ProbeController(database: database, templates: templates, metricsToken: configuration.metricsToken).addRoutes(to: router)
    let registry = ConnectionRegistry(maxConnections: 64, maxPerAddress: 64)
    let host = configuration.host
    return Application(
        router: router,
        server: .http1(configuration: admittingHTTP1(configuration: configuration, registry: registry)),
        configuration: ApplicationConfiguration(
            address: .hostname(host, port: port),
            serverName: "Vitrine",
            availableConnectionsDelegate: AdmissionDelegate(registry: registry)
        ),
        onServerRunning: { channel in
            registry.setListener(channel)
            let bound = channel.localAddress?.port ?? port
            logger.notice("dashboard.probes", metadata: ["probes.url": "http://\(host):\(bound)/healthz"])
        },
        logger: logger
    )
}

/// Builds the router: security headers, error pages, sign-in and access control, static files, then every controller's routes.
func buildRouter(
    database: AppDatabase,
    templates: TemplateRenderer,
    openAPI: OpenAPIController?,
    configuration: DashboardConfiguration,
    hasher: PasswordHasher,
    trimmer: MemoryTrimmer,
    logger: Logger
) -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self)
    let origin = PublicOrigin(configured: configuration.publicURL, basePath: configuration.basePath)
    // Only editors' saves and imports fetch; previews (any role) read the stand-ins already stored.
    let images = RemoteImages(database: database, fetching: RemoteImages.Fetching(configuration), logger: logger)
    let gates = WorkGates(cores: ProcessInfo.processInfo.activeProcessorCount, replayDeadline: configuration.replayDeadline)
    let previews = PreviewService(database: database, browser: SharedBrowser(), liquidBudget: configuration.liquidBudget, gates: gates)
    // Outermost: every request is counted and timed by route and status (Hummingbird's metrics).
    router.add(middleware: MetricsMiddleware())
    router.add(middleware: AccessLogMiddleware(logger: logger, logsProbes: configuration.logsProbes))
    router.add(middleware: ActivityMiddleware(trimmer: trimmer))
    router.add(middleware: BodyDeadlineMiddleware(deadline: configuration.bodyTimeout))
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: UnknownMethodMiddleware())
    // Twice: outside sign-in for its own failures, inside it so error pages show who is signed in.
    router.add(middleware: ErrorPageMiddleware(templates: templates))
    router.add(middleware: DotSegmentMiddleware())
    router.add(middleware: AuthMiddleware(database: database, templates: templates))
    router.add(middleware: ErrorPageMiddleware(templates: templates))
    router.add(middleware: FileMiddleware(configuration.publicDirectory, searchForIndexHtml: false))
    ProbeController(database: database, templates: templates, metricsToken: configuration.metricsToken).addRoutes(to: router)
    openAPI?.addRoutes(to: router)
    let cookies = LoginSessionCookie(secure: configuration.secureCookies, lifetime: configuration.loginSessionLifetime)
    LoginController(
        database: database,
        templates: templates,
        hasher: hasher,
        throttle: LoginThrottle(now: configuration.loginClock),
        cookies: cookies,
        loginKey: SymmetricKey(size: .bits256)
    ).addRoutes(to: router)
    UsersController(database: database, templates: templates, hasher: hasher).addRoutes(to: router)
    AccountSettingsController(database: database, templates: templates, hasher: hasher).addRoutes(to: router)
    AccountAPIController(database: database, hasher: hasher).addRoutes(to: router)
    CampaignListController(database: database, templates: templates).addRoutes(to: router)
    let editor = CampaignEditorController(
        database: database,
        templates: templates,
        origin: origin,
        previews: previews,
        checker: CampaignChecker(),
        images: images
    )
    editor.addRoutes(to: router)
    RevisionController(database: database, templates: templates).addRoutes(to: router)
    TransferController(database: database, templates: templates, images: images, origin: origin).addRoutes(to: router)
    AssetController(database: database, templates: templates, origin: origin).addRoutes(to: router)
    ViewTypeController(database: database, templates: templates).addRoutes(to: router)
    UserProfilesController(database: database, templates: templates).addRoutes(to: router)
    ProfileAPIController(database: database).addRoutes(to: router)
    CampaignAPIController(database: database, images: images, origin: origin).addRoutes(to: router)
    TranslationAPIController(database: database).addRoutes(to: router)
    ValidationAPIController(database: database, timeout: configuration.validationTimeout).addRoutes(to: router)
    PreviewController(database: database, templates: templates, previews: previews).addRoutes(to: router)
    VariantReportController(database: database, templates: templates).addRoutes(to: router)
    ReviewController(
        database: database,
        templates: templates,
        origin: origin,
        previews: previews,
        throttle: LoginThrottle(now: configuration.loginClock)
    ).addRoutes(to: router)
    ReviewAPIController(database: database, origin: origin, paths: templates.paths).addRoutes(to: router)
    let sessionLog = SessionLog(
        database: database,
        runReplay: { replay in try await gates.replay.run { try await Offload.run(replay) } },
        brake: { gates.replay.brake() }
    )
    SessionController(database: database, log: sessionLog, templates: templates, previews: previews, replays: gates.replay).addRoutes(to: router)
    SessionAPIController(database: database, log: sessionLog, replays: gates.replay).addRoutes(to: router)
    let deviceLogs = DeviceLogSessions(database: database, log: sessionLog, replays: gates.replay)
    DeviceLogAPIController(database: database, sessions: deviceLogs).addRoutes(to: router)
    DeviceLogPageController(database: database, sessions: deviceLogs, templates: templates).addRoutes(to: router)
    return router
}
