import Foundation
import Hummingbird
import NIOCore

/// Serves the app under `VITRINE_BASE_PATH`: a request under the prefix reaches the router without
/// it; the answer's `Location` and cookies' `Path` get it back (pages link under it already, see
/// `Paths`, and `OpenAPIController` serves the document with its `servers` at it). The bare prefix redirects to the prefix with a slash, the probes (`/healthz`,
/// `/readyz`, `/metrics`) also answer at the root, and anything else outside the prefix is a 404
/// that names where the dashboard is. At the root it only passes requests through.
struct BasePathResponder<Base: HTTPResponder>: HTTPResponder {
    /// The prefix.
    let basePath: BasePath
    /// The rest of the app.
    let base: Base

    /// Strips the prefix, answers, and puts the prefix into the answer's `Location` and cookies.
    func respond(to request: Request, context: Base.Context) async throws -> Response {
        guard !basePath.prefix.isEmpty else { return try await base.respond(to: request, context: context) }
        let path = request.head.path ?? "/"
        // Probes and scrapers reach the server directly, not through the proxy: they stay at the root too.
        if ProbeController.isProbe(path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path) {
            return try await base.respond(to: request, context: context)
        }
        if path == basePath.prefix {
            return Response(status: .permanentRedirect, headers: [.location: basePath.prefix + "/"])
        }
        guard let inner = basePath.internal(path) else {
            let message = "Vitrine is served under \(basePath.prefix)/ here.\n"
            return Response(
                status: .notFound,
                headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: message))
            )
        }
        var head = request.head
        head.path = inner
        var response = try await base.respond(to: Request(head: head, body: request.body), context: context)
        if let location = response.headers[.location] { response.headers[.location] = basePath.external(location) }
        let cookies = response.headers[values: .setCookie]
        if !cookies.isEmpty {
            response.headers[.setCookie] = nil
            for cookie in cookies { response.headers.append(HTTPFields.Element(name: .setCookie, value: basePath.rewrite(cookie: cookie))) }
        }
        return response
    }
}
