import Hummingbird
import Logging

/// Sends `GET /healthz`, `/readyz` and `/metrics` (and their `HEAD`, already turned into `GET`)
/// to the probes' own router, with only the middleware a probe needs: metrics, the request id
/// (and the access line with `VITRINE_LOG_PROBES=1`), the security headers and error pages.
/// Everything else goes to the dashboard's router.
///
/// A probe asked every few seconds then skips what only pages need (sign-in, static files, body
/// deadlines, dot segments, the memory trimmer's activity count): on the 2-core bench a probe
/// costs close to a bare Hummingbird route.
struct ProbeResponder<Probes: HTTPResponder, Rest: HTTPResponder>: HTTPResponder where Probes.Context == Rest.Context {
    /// The probes' router.
    let probes: Probes
    /// The dashboard's router.
    let rest: Rest

    /// Answers from the probes' router or the dashboard's.
    func respond(to request: Request, context: Rest.Context) async throws -> Response {
        if request.method == .get, ProbeController.paths.contains(request.uri.path) {
            return try await probes.respond(to: request, context: context)
        }
        return try await rest.respond(to: request, context: context)
    }
}

extension ProbeController {
    /// The probes' router on the main port: the probe routes behind the middleware every answer
    /// needs.
    func router(logger: Logger, logsProbes: Bool) -> Router<AppRequestContext> {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: MetricsMiddleware())
        router.add(middleware: AccessLogMiddleware(logger: logger, logsProbes: logsProbes))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorPageMiddleware(templates: templates))
        addRoutes(to: router)
        return router
    }
}
