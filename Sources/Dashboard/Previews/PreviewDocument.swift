import Hummingbird

/// A rendered preview document as a response, locked down with a restrictive Content-Security-Policy.
///
/// The policy runs the document in a sandbox (opaque origin, scripts only), so neither the
/// preview nor the HTML message inside it can reach the dashboard's cookies or pages, and it may
/// not open connections (`connect-src 'none'`) or submit forms. HTML messages inherit it; they
/// may still load images, styles, fonts and scripts over HTTPS, as on a device (Braze's own
/// templates load their carousel script from Braze's CDN).
struct PreviewDocument: ResponseGenerator, Sendable {
    /// The policy sent with every preview document.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline' https:; "
        + "font-src https: data:; script-src 'unsafe-inline' https:; frame-src 'self' about:; connect-src 'none'; "
        + "base-uri 'none'; form-action 'none'; sandbox allow-scripts"

    /// The `Referrer-Policy` header, which HTTPTypes does not name.
    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!

    /// The document's markup, as UTF-8 bytes.
    var markup: [UInt8]

    /// A response for the document `markup`.
    init(markup: [UInt8]) {
        self.markup = markup
    }

    /// A response for the document `markup`.
    init(markup: String) {
        self.markup = Array(markup.utf8)
    }

    /// The headers of every preview document, built once: building them checks each value
    /// byte by byte (the policy is 300 characters), about 9,000 instructions per preview.
    static let headers: HTTPFields = [
        .contentType: "text/html; charset=utf-8",
        .contentSecurityPolicy: contentSecurityPolicy,
        .xContentTypeOptions: "nosniff",
        referrerPolicy: "no-referrer",
    ]

    /// Builds the `text/html` response with the policy and no-sniff headers.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .ok, headers: Self.headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: markup)))
    }
}
