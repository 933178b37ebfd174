import Hummingbird
import Logging

/// Sends `GET` and `HEAD` of `/healthz`, `/readyz` and `/metrics` to the probes' own router, with
/// only the middleware a probe needs: metrics, the request id (and the access line with
/// `VITRINE_LOG_PROBES=1`), the security headers and error pages. Everything else goes to the
/// dashboard's responder (the base path, `HEAD` as `GET`, then the dashboard's router).
///
/// It is the outermost responder, so a probe asked every few seconds skips what only pages need
/// (the base path, sign-in, static files, body deadlines, dot segments, the memory trimmer's
/// activity count) and the async calls of those layers: on the 2-core bench a probe costs close
/// to a bare Hummingbird route. Probes are answered at the root, base path or not.
struct ProbeResponder<Probes: HTTPResponder, Rest: HTTPResponder>: HTTPResponder where Probes.Context == Rest.Context {
    /// The probes' router.
    let probes: Probes
    /// The dashboard's router.
    let rest: Rest

    /// Answers from the probes' router or the dashboard's.
    func respond(to request: Request, context: Rest.Context) async throws -> Response {
        if ProbeController.isProbe(request.uri.path) {
            if request.method == .get { return try await probes.respond(to: request, context: context) }
            if request.method == .head { return try await HeadAsGetResponder(base: probes).respond(to: request, context: context) }
        }
        return try await rest.respond(to: request, context: context)
    }
}

extension ProbeController {
    /// The probes' router on the main port: the probe routes behind the middleware every answer
    /// needs.
    func router(logger: Logger, logsProbes: Bool) -> Router<AppRequestContext> {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProbeMetricsMiddleware())
        router.add(middleware: AccessLogMiddleware(logger: logger, logsProbes: logsProbes))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorPageMiddleware(templates: templates))
        addRoutes(to: router)
        return router
    }
}
