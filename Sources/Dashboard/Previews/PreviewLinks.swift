import Foundation
import Preview

/// URLs of a campaign's preview routes, with the options in canonical query order.
enum PreviewLinks {
    /// `/campaigns/<id>` with the id percent-encoded as one path segment.
    static func campaignPath(_ id: String) -> String {
        "/campaigns/" + id.urlPathEscaped
    }

    /// The standalone preview document.
    static func render(_ id: String, _ options: PreviewOptions) -> String {
        withQuery(campaignPath(id) + "/render", options)
    }

    /// The preview page.
    static func page(_ id: String, _ options: PreviewOptions) -> String {
        withQuery(campaignPath(id) + "/preview", options)
    }

    /// The matrix page.
    static func matrix(_ id: String, _ options: PreviewOptions) -> String {
        withQuery(campaignPath(id) + "/preview/matrix", options)
    }

    private static func withQuery(_ path: String, _ options: PreviewOptions) -> String {
        let query = options.queryString
        return query.isEmpty ? path : path + "?" + query
    }
}
