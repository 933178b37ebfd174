import Hummingbird

extension RouterGroup where Context == AppRequestContext {
    /// The methods an API path may be asked with.
    static var apiMethods: [HTTPRequest.Method] { [.get, .post, .put, .patch, .delete] }

    /// Answers the methods a path does not support with 405 and an `Allow` header (instead of a bare 404).
    func allowOnly(_ path: RouterPath, _ allowed: HTTPRequest.Method...) {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        for method in Self.apiMethods where !allowed.contains(method) {
            on(path, method: method) { request, context in
                var response = try APIError(.methodNotAllowed, "\(method.rawValue) is not allowed here; use \(allow)", path: "method")
                    .response(from: request, context: context)
                response.headers[.allow] = allow
                return response
            }
        }
    }
}
