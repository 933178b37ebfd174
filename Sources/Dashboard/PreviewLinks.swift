import Foundation
import Preview

/// URLs of a campaign's preview routes, with the options in canonical query order.
enum PreviewLinks {
    /// Characters kept as they are in a path segment.
    private static let segmentCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// `/campaigns/<id>` with the id percent-encoded as one path segment.
    static func campaignPath(_ id: String) -> String {
        "/campaigns/" + (id.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? id)
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
