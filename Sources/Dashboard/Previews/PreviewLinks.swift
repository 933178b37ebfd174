import CampaignServices
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

    /// The PNG of the preview.
    static func png(_ id: String, _ options: PreviewOptions) -> String {
        withQuery(campaignPath(id) + "/preview.png", options)
    }

    /// A download name for the PNG: `<id>-<device>-<orientation>-<appearance>.png`, safe characters only.
    static func fileName(_ id: String, _ options: PreviewOptions) -> String {
        let parts =
            [id, options.device.rawValue, options.orientation?.rawValue ?? "own", options.appearance.rawValue] + (options.user.map { [$0] } ?? [])
        let joined = parts.joined(separator: "-")
        return String(SafeFileName.part(joined).prefix(120)) + ".png"
    }

    /// The preview page.
    static func page(_ id: String, _ options: PreviewOptions) -> String {
        withQuery(campaignPath(id) + "/preview", options)
    }

    /// The matrix page; `byUser` asks for one preview per user profile instead of one per
    /// device × orientation × appearance.
    static func matrix(_ id: String, _ options: PreviewOptions, byUser: Bool = false) -> String {
        let path = withQuery(campaignPath(id) + "/preview/matrix", options)
        guard byUser else { return path }
        return path + (path.contains("?") ? "&" : "?") + "by=user"
    }

    private static func withQuery(_ path: String, _ options: PreviewOptions) -> String {
        let query = options.queryString
        return query.isEmpty ? path : path + "?" + query
    }
}
