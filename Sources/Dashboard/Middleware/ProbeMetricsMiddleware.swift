import Hummingbird
import Metrics
import OperationMetrics
import Synchronization

/// The request metrics of the probes: the same series, names and labels as Hummingbird's
/// `MetricsMiddleware` (`hb.requests`, `http.server.request.duration`, `hb.request.errors` by
/// route, method and status, and `http.server.active_requests` by method), recorded when the
/// handler returns instead of after the body is written.
///
/// Why: Hummingbird's middleware wraps every body in a closure that records once it is written,
/// and a wrapped body loses the server's fast path for a body that is one buffer (head, body and
/// end in one write to the connection): on the 2-core bench that wrap was a quarter of a
/// `/healthz`. A probe's answer is always one buffer (`ok`, `ready`, the metrics text), handed
/// to the connection in that one write right after the handler returns, so recording at the
/// return measures the same thing. Pages keep Hummingbird's middleware (their bodies can stream).
struct ProbeMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The series, made once per label set.
    private let series = Series()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let active = series.active(request.method)
        active.increment()
        defer { active.decrement() }
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            let route = series.route(context.endpointPath ?? "NotFound", request.method, status)
            route.requests.increment()
            route.errors.increment()
            throw error
        }
        let route = series.route(context.endpointPath ?? "Unknown", request.method, response.status)
        route.requests.increment()
        route.duration.recordInterval(ContinuousClock.now - started)
        return response
    }

    /// The metrics of one route, method and status.
    struct Route: Sendable {
        let requests: Counter
        let duration: Timer
        let errors: Counter
    }

    /// The metrics made so far (making one asks the metrics factory, which sanitises the labels
    /// and looks the series up: more work than counting).
    final class Series: Sendable {
        private struct Key: Hashable {
            let route: String
            let method: HTTPRequest.Method
            let status: Int
        }
        private let routes = Mutex([Key: Route]())
        private let meters = Mutex([HTTPRequest.Method: Meter]())

        /// The active-requests meter of `method`.
        func active(_ method: HTTPRequest.Method) -> Meter {
            meters.withLock { meters in
                if let meter = meters[method] { return meter }
                let meter = Meter(label: "http.server.active_requests", dimensions: [("http.request.method", method.rawValue)])
                meters[method] = meter
                return meter
            }
        }

        /// The metrics of `route`, `method` and `status`.
        func route(_ route: String, _ method: HTTPRequest.Method, _ status: HTTPResponse.Status) -> Route {
            let key = Key(route: route, method: method, status: status.code)
            return routes.withLock { routes in
                if let found = routes[key] { return found }
                let labels = [("http.route", route), ("http.request.method", method.rawValue), ("http.response.status_code", String(status.code))]
                let made = Route(
                    requests: Counter(label: "hb.requests", dimensions: labels),
                    duration: Timer(label: "http.server.request.duration", dimensions: labels, preferredDisplayUnit: .seconds),
                    errors: Counter(
                        label: "hb.request.errors",
                        dimensions: [("http.route", route), ("http.request.method", method.rawValue), ("error.type", String(status.code))]
                    )
                )
                routes[key] = made
                return made
            }
        }
    }
}
