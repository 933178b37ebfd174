import CampaignStore
import Hummingbird

/// Which role each route needs: the one table the whole dashboard and API are checked against.
///
/// Reading is for viewers; changing campaigns, assets, view types and imports is for editors;
/// users and tokens are for admins. Viewers may also post what changes no campaign: device
/// sessions, previews, validation and replays, their own password and logout. The campaign
/// editor's form (`POST /campaigns`, `POST /campaigns/ID`) reaches its controller for viewers too:
/// its row buttons and live preview work for them, and a save it refuses (403) shows the form
/// again with what they typed (`CampaignEditorController.refusedSave`).
enum AccessPolicy {
    /// What a request must carry to reach a route.
    enum Requirement: Equatable, Sendable {
        /// Anyone, signed in or not.
        case everyone
        /// A signed-in user with at least this role.
        case role(Role)
    }

    /// The requirement of a method and path.
    static func requirement(method: HTTPRequest.Method, path: String) -> Requirement {
        // Split on the UTF-8 bytes: `String.split` walks grapheme clusters, and on every request
        // that cost about 15,000 instructions for a 35-character path.
        let segments = path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
        let isAPI = segments.first == "api"
        let resource = (isAPI ? segments.dropFirst().first : segments.first).map(String.init) ?? ""
        if publicPaths.contains(path) { return .everyone }
        // A share link's token is its capability: `/r/TOKEN` and what its page loads.
        if !isAPI, segments.first == "r" { return .everyone }
        if method == .get || method == .head, publicFolders.contains(where: path.hasPrefix) { return .everyone }
        // An asset's own URL (`/assets/<uuid>/<file>`) is its capability: devices and the sandboxed
        // previews load `image_url`s without signing in, so the file is readable by whoever has it.
        if method == .get || method == .head, !isAPI, segments.count == 3, segments[0] == "assets" { return .everyone }
        if adminResources.contains(resource) { return .role(.admin) }
        if method == .get || method == .head { return .role(.viewer) }
        if isAPI ? viewerAPIResources.contains(resource) : viewerPageResources.contains(resource) { return .role(.viewer) }
        if !isAPI, segments.first == "campaigns", segments.count <= 2 { return .role(.viewer) }
        return .role(.editor)
    }

    /// Routes that need no sign-in.
    static let publicPaths: Set<String> = ["/healthz", "/readyz", "/metrics", "/login", "/api/openapi.json"]
    /// Static files (served by `FileMiddleware` once no route matched): the login page needs its stylesheet.
    static let publicFolders = ["/css/", "/js/", "/img/"]
    /// First path segments (after `/api`) that only admins reach.
    static let adminResources: Set<String> = ["users", "tokens", "review-links"]
    /// Page resources a viewer may post to.
    static let viewerPageResources: Set<String> = ["sessions", "logout", "account"]
    /// API resources a viewer may post to.
    static let viewerAPIResources: Set<String> = ["sessions", "preview", "validate", "replay"]
}
