import Hummingbird

/// How controllers turn view models into responses: pages, error pages and redirects.
protocol PageRendering {
    /// The page templates.
    var templates: TemplateRenderer { get }
}

extension PageRendering {
    /// The paths pages link to, under the app's base path.
    var paths: Paths { templates.paths }

    /// Renders a page with its template and a status.
    func page(_ viewModel: some Page, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: templates.render(viewModel)))
        )
    }

    /// Renders the error page.
    func errorPage(_ status: HTTPResponse.Status, _ message: String) -> Response {
        page(MessagePage(status: "\(status.code) \(status.reasonPhrase)", message: message), status: status)
    }

    /// A refusal in the form the request expects: an `APIError` body under `/api/`, else the error page.
    func failure(_ status: HTTPResponse.Status, _ message: String, request: Request, context: some RequestContext) throws -> Response {
        guard request.uri.path.hasPrefix("/api/") else { return errorPage(status, message) }
        return try APIError(status, message).response(from: request, context: context)
    }

    /// A 303 redirect (post/redirect/get) to an app path, from `Paths.app` (`BasePathResponder`
    /// moves it under the base path).
    func redirect(_ location: String) -> Response {
        Response.redirect(to: location, type: .normal)
    }
}
