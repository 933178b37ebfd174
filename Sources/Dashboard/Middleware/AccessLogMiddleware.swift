import Hummingbird
import Logging
import Synchronization

/// One access line per request (method, route, path, status, duration, bytes, request id) once
/// the answer has been written, and an `X-Request-Id` on every answer: the client's when it sent
/// a sane one (1–128 visible ASCII characters), else Hummingbird's own.
///
/// The probes (`ProbeController.isProbe`) get no line unless `logsProbes` (`VITRINE_LOG_PROBES=1`);
/// when the logger's level is above `info` no line is built at all, and the body is not wrapped.
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// Where the lines go (the server's logger: text or JSON lines).
    let logger: Logger
    /// Whether the probes get lines too.
    let logsProbes: Bool

    /// The request-id header.
    static let requestID = HTTPFields.Element.Name("X-Request-Id")!

    /// A middleware writing to `logger`; probes are left out unless `logsProbes`.
    init(logger: Logger, logsProbes: Bool = false) {
        self.logger = logger
        self.logsProbes = logsProbes
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let id = request.headers[Self.requestID].flatMap(Self.sane) ?? context.id
        let isProbe = ProbeController.isProbe(request.uri.path)
        var context = context
        // A probe without its line logs nothing (its handlers do not log), so its logger needs
        // no request id; setting logger metadata copies the metadata on every request.
        if logsProbes || !isProbe { context.logger[metadataKey: "request_id"] = .string(id) }
        let logs = logger.logLevel <= .info && (logsProbes || !isProbe)
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            if logs {
                let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
                Line(request: request, route: context.endpointPath, id: id, started: started).write(
                    to: logger,
                    status: status,
                    bytes: 0,
                    outcome: "error"
                )
            }
            throw error
        }
        response.headers[Self.requestID] = id
        guard logs else { return response }
        let line = Line(request: request, route: context.endpointPath, id: id, started: started)
        let body = response.body
        let status = response.status
        let written = ByteCount()
        let logger = logger
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            do {
                try await body.write(
                    writer.map { buffer in
                        written.add(buffer.readableBytes)
                        return buffer
                    }
                )
            } catch {
                line.write(to: logger, status: status, bytes: written.total, outcome: "aborted")
                throw error
            }
            line.write(to: logger, status: status, bytes: written.total)
        }
        return response
    }

    /// What the access line says of the request, fixed before the body is written.
    struct Line: Sendable {
        let method: String
        let route: String
        let path: String
        let id: String
        let started: ContinuousClock.Instant

        init(request: Request, route: String?, id: String, started: ContinuousClock.Instant) {
            method = request.method.rawValue
            self.route = route ?? "unmatched"
            path = request.uri.path
            self.id = id
            self.started = started
        }

        /// Logs the line at `info`.
        func write(to logger: Logger, status: HTTPResponse.Status, bytes: Int, outcome: String? = nil) {
            var metadata: Logger.Metadata = [
                "http.method": .string(method), "http.route": .string(route), "http.path": .string(path),
                "http.status": .stringConvertible(status.code), "duration_ms": .string(Self.milliseconds(ContinuousClock.now - started)),
                "bytes": .stringConvertible(bytes), "request_id": .string(id),
            ]
            if let outcome { metadata["outcome"] = .string(outcome) }
            logger.info("request", metadata: metadata)
        }

        /// `duration` in milliseconds with two decimals (`12.34`), without Foundation's formatter.
        static func milliseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let hundredths = max(0, seconds) * 100_000 + (attoseconds + 5_000_000_000_000) / 10_000_000_000_000
            let fraction = hundredths % 100
            return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
        }
    }

    /// Bytes written so far, counted from the body writer.
    final class ByteCount: Sendable {
        private let count = Atomic(0)
        func add(_ bytes: Int) { count.add(bytes, ordering: .relaxed) }
        var total: Int { count.load(ordering: .relaxed) }
    }

    /// `value` when it is 1–128 visible ASCII characters other than `"`, `=` and `\\` (which a
    /// log reader would take for quoting or a new field), else nil.
    static func sane(_ value: String) -> String? {
        guard (1...128).contains(value.utf8.count),
            value.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "\\") })
        else { return nil }
        return value
    }
}
