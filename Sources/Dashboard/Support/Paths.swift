import Preview

/// Every URL the dashboard writes into its pages and `Location` headers, built in one place:
/// each dynamic segment is percent-encoded (`/` too, so a campaign id `a/b` stays one segment)
/// and every path starts with the base path the browser reaches the app under.
///
/// Pages use the app's `Paths` (see `TemplateRenderer.paths`); `Location` headers use
/// `Paths.app`, the same paths at the root, because `BasePathResponder` moves every
/// `Location` under the prefix (redirects Hummingbird or the API make included).
struct Paths: Sendable, Hashable {
    /// The prefix every path starts with.
    let basePath: BasePath

    /// The paths under a base path.
    init(basePath: BasePath) { self.basePath = basePath }

    /// The app's own paths, at the root: for `Location` headers, which `BasePathResponder` moves
    /// under the prefix.
    static let app = Paths(basePath: .root)

    /// One dynamic path segment or query value, percent-encoded (RFC 3986 unreserved characters
    /// stay as they are; `/`, `?`, `#`, `%`, `&` and the rest are encoded).
    static func segment(_ value: String) -> String { value.urlPathEscaped }

    /// `path` (literal parts and segments already encoded) under the base path, with a query
    /// of encoded names and values.
    private func url(_ path: String, _ query: [(String, String)] = []) -> String {
        let full = basePath.prefix + path
        guard !query.isEmpty else { return full }
        return full + "?" + query.map { "\(Self.segment($0.0))=\(Self.segment($0.1))" }.joined(separator: "&")
    }

    /// `path` with an already encoded query string (empty: none).
    private func url(_ path: String, queryString: String) -> String {
        queryString.isEmpty ? basePath.prefix + path : basePath.prefix + path + "?" + queryString
    }

    private static func campaign(_ id: String) -> String { "/campaigns/" + segment(id) }

    // MARK: Static pages and files

    /// The campaign list (`GET /`, also its filter form), optionally with a list query.
    func campaignList(_ query: [(String, String)] = []) -> String { url("/", query) }
    /// The kind chooser, or the editor for a new campaign of `kind`.
    func campaignNew(kind: String? = nil) -> String { url("/campaigns/new", kind.map { [("kind", $0)] } ?? []) }
    /// Where the new-campaign form posts.
    var campaignCreate: String { url("/campaigns") }
    /// Where the editor posts an unsaved form to preview it.
    var campaignFormPreview: String { url("/campaigns/form-preview") }
    /// The editor's live check: the form's warnings as JSON.
    var campaignFormCheck: String { url("/campaigns/form-check") }
    /// The asset library and its upload form.
    var assets: String { url("/assets") }
    /// The device session list.
    var sessions: String { url("/sessions") }
    /// The new device session form.
    var sessionNew: String { url("/sessions/new") }
    /// Where a scenario is imported.
    var sessionImport: String { url("/sessions/import") }
    /// Where the new-session page posts a device log (a form without a script).
    var sessionFromLog: String { url("/sessions/from-log") }
    /// Where the new-session page's script sends a device log, with upload progress.
    var apiSessionFromLog: String { url("/api/sessions/from-log") }
    /// The view types page and its form.
    var viewTypes: String { url("/view-types") }
    /// The user profiles page and its form, optionally at a fragment.
    func profiles(fragment: String? = nil) -> String { url("/profiles") + (fragment.map { "#" + $0 } ?? "") }
    /// The user profiles as JSON.
    var profilesJSON: String { url("/api/user-profiles") }
    /// Where content blocks are posted.
    var contentBlocks: String { url("/content-blocks") }
    /// The import and export page.
    var importPage: String { url("/import") }
    /// Every campaign as one JSON download.
    var exportAll: String { url("/export") }
    /// The users and tokens page, optionally naming a created user.
    func users(created: String? = nil) -> String { url("/users", created.map { [("created", $0)] } ?? []) }
    /// Where tokens are created.
    var tokens: String { url("/tokens") }
    /// The signed-in user's own account page.
    var account: String { url("/account") }
    /// Where the signed-in user changes their password.
    var accountPassword: String { url("/account/password") }
    /// The sign-in page, optionally with where to go next (an app path).
    func login(next: String? = nil) -> String { url("/login", next.map { [("next", $0)] } ?? []) }
    /// Where signing out posts.
    var logout: String { url("/logout") }
    /// A stylesheet in `Public/css`.
    func stylesheet(_ name: String) -> String { url("/css/" + Self.segment(name) + ".css") }
    /// A script in `Public/js`.
    func script(_ name: String) -> String { url("/js/" + Self.segment(name) + ".js") }
    /// A file in `Public/img` (`name` may have folders: each part is encoded).
    func image(_ name: String) -> String {
        url("/img/" + name.split(separator: "/").map { Self.segment(String($0)) }.joined(separator: "/"))
    }

    // MARK: Campaigns

    /// Where the editor saves a campaign (`POST`).
    func campaign(_ id: String) -> String { url(Self.campaign(id)) }
    /// The editor, with the "saved" notice when `saved`.
    func campaignEdit(_ id: String, saved: Bool = false, variant: Int = 0) -> String {
        url(Self.campaign(id) + "/edit", (saved ? [("saved", "1")] : []) + (variant > 0 ? [("variant", String(variant))] : []))
    }
    /// The editor after a restore, which says which version was restored.
    func campaignEdit(_ id: String, restored version: Int) -> String { url(Self.campaign(id) + "/edit", [("restored", String(version))]) }
    /// The revision list, optionally at a page.
    func campaignRevisions(_ id: String, page: Int? = nil) -> String {
        url(Self.campaign(id) + "/revisions", page.map { [("page", String($0))] } ?? [])
    }
    /// The restore confirmation of a version (`GET`) and where it posts.
    func campaignRestore(_ id: String, version: Int) -> String { url(Self.campaign(id) + "/revisions/\(version)/restore") }
    /// The delete confirmation (`GET`) and where it posts.
    func campaignDelete(_ id: String) -> String { url(Self.campaign(id) + "/delete") }
    /// Where duplicating posts.
    func campaignDuplicate(_ id: String) -> String { url(Self.campaign(id) + "/duplicate") }
    /// Where archiving posts.
    func campaignArchive(_ id: String) -> String { url(Self.campaign(id) + "/archive") }
    /// Where unarchiving posts.
    func campaignUnarchive(_ id: String) -> String { url(Self.campaign(id) + "/unarchive") }
    /// The campaign as a JSON download.
    func campaignExport(_ id: String) -> String { url("/api" + Self.campaign(id) + "/export") }
    /// The campaign in the API.
    func apiCampaign(_ id: String) -> String { url("/api" + Self.campaign(id)) }

    /// The campaign's translations as a CSV download (the API's `?format=csv`).
    func campaignTranslationsCSV(_ id: String) -> String { url("/api" + Self.campaign(id) + "/translations", [("format", "csv")]) }

    /// Where the editor's translations CSV upload posts.
    func campaignTranslations(_ id: String) -> String { url(Self.campaign(id) + "/translations") }
    /// The preview page with options.
    func campaignPreview(_ id: String, _ options: PreviewOptions? = nil) -> String {
        url(Self.campaign(id) + "/preview", queryString: options?.queryString ?? "")
    }
    /// The standalone preview document.
    func campaignRender(_ id: String, _ options: PreviewOptions) -> String {
        url(Self.campaign(id) + "/render", queryString: options.queryString)
    }
    /// The PNG of a preview.
    func campaignPNG(_ id: String, _ options: PreviewOptions) -> String {
        url(Self.campaign(id) + "/preview.png", queryString: options.queryString)
    }
    /// Where a campaign's approval rule is set.
    func campaignApprovalRule(_ id: String) -> String { url(Self.campaign(id) + "/approval-rule") }
    /// Where a reviewer gives their verdict.
    func reviewVerdict(_ token: String) -> String { url("/r/" + Self.segment(token) + "/verdict") }
    /// A campaign's review links.
    func campaignReviewLinks(_ id: String) -> String { url(Self.campaign(id) + "/review-links") }
    /// Revokes one review link.
    func campaignReviewLinkRevoke(_ id: String, link: Int64) -> String { url(Self.campaign(id) + "/review-links/\(link)/revoke") }
    /// The review page a share link opens.
    func review(_ token: String) -> String { url("/r/" + Self.segment(token)) }
    /// Where a reviewer gives their name.
    func reviewName(_ token: String) -> String { url("/r/" + Self.segment(token) + "/name") }
    /// A preview document of the campaign a share link reaches.
    func reviewRender(_ token: String, _ options: PreviewOptions) -> String {
        url("/r/" + Self.segment(token) + "/render", queryString: options.queryString)
    }
    /// Where a reviewer comments through a link (`action` nil), or replies to or resolves one.
    func reviewComments(_ token: String, comment: Int64? = nil, action: String? = nil) -> String {
        url("/r/" + Self.segment(token) + "/comments" + (comment.map { "/\($0)/" + (action ?? "") } ?? ""))
    }
    /// Where a signed-in user comments on a campaign (`action` nil), or replies to or resolves one.
    func campaignComments(_ id: String, comment: Int64? = nil, action: String? = nil) -> String {
        url(Self.campaign(id) + "/comments" + (comment.map { "/\($0)/" + (action ?? "") } ?? ""))
    }
    /// Where a signed-in user gives a verdict.
    func campaignApprovals(_ id: String) -> String { url(Self.campaign(id) + "/approvals") }
    /// The phone view a link's QR code opens: the message at the phone's own size (a platform and
    /// an A/B variant chosen, or not).
    func reviewPhone(_ token: String, platform: String? = nil, variant: String? = nil) -> String {
        url(
            "/r/" + Self.segment(token) + "/phone",
            [("platform", platform), ("variant", variant)].compactMap { name, value in value.map { (name, $0) } }
        )
    }
    /// The QR code (SVG) of a link's phone view.
    func reviewQR(_ token: String) -> String { url("/r/" + Self.segment(token) + "/qr.svg") }
    /// Every live review link (admins), and where all of one campaign's are revoked.
    var reviewLinksAdmin: String { url("/review-links") }
    var reviewLinksRevokeAll: String { url("/review-links/revoke-all") }
    /// A split campaign's report (population and per-platform session counts).
    func campaignVariantReport(_ id: String) -> String { url(Self.campaign(id) + "/variants") }
    /// The matrix page; `by` asks for one preview per user profile (`user`), per locale of the
    /// campaign (`locale`), per text size (`text_size`) or per A/B-test variant (`variant`).
    func campaignMatrix(_ id: String, _ options: PreviewOptions, by: String? = nil) -> String {
        let query = options.queryString
        let byQuery = by.map { "by=" + $0 } ?? ""
        return url(Self.campaign(id) + "/preview/matrix", queryString: [query, byQuery].filter { !$0.isEmpty }.joined(separator: "&"))
    }

    // MARK: Other records

    /// Where deleting an asset posts.
    func assetDelete(_ id: String) -> String { url("/assets/" + Self.segment(id) + "/delete") }
    /// A device session's page, optionally at an event position.
    func session(_ id: String, at position: Int? = nil) -> String {
        url("/sessions/" + Self.segment(id), position.map { [("at", String($0))] } ?? [])
    }
    /// Where a device session's events are posted.
    func sessionEvents(_ id: String) -> String { url("/sessions/" + Self.segment(id) + "/events") }
    /// Where a device session is refreshed from the saved campaigns.
    func sessionRefresh(_ id: String) -> String { url("/sessions/" + Self.segment(id) + "/refresh") }
    /// Where deleting a device session posts.
    func sessionDelete(_ id: String) -> String { url("/sessions/" + Self.segment(id) + "/delete") }
    /// The phone of a device session at an event position.
    func sessionPhone(_ id: String, at position: Int) -> String { url("/sessions/" + Self.segment(id) + "/phone", [("at", String(position))]) }
    /// Where a session made from a device log is replayed again with other settings.
    func sessionDeviceLogReplay(_ id: String) -> String { url("/sessions/" + Self.segment(id) + "/device-log/replay") }
    /// A device session in the API.
    func apiSession(_ id: String) -> String { url("/api/sessions/" + Self.segment(id)) }
    /// A device session as a scenario file.
    func sessionScenario(_ id: String) -> String { url("/api/sessions/" + Self.segment(id) + "/scenario") }
    /// A view type's edit form.
    func viewTypeEdit(_ name: String) -> String { url("/view-types/" + Self.segment(name) + "/edit") }
    /// Where deleting a view type posts.
    func viewTypeDelete(_ name: String) -> String { url("/view-types/" + Self.segment(name) + "/delete") }
    /// A user profile's edit form.
    func profileEdit(_ id: String) -> String { url("/profiles/" + Self.segment(id) + "/edit") }
    /// Where deleting a user profile posts.
    func profileDelete(_ id: String) -> String { url("/profiles/" + Self.segment(id) + "/delete") }
    /// A content block's edit form.
    func contentBlockEdit(_ name: String) -> String { url("/content-blocks/" + Self.segment(name) + "/edit") }
    /// Where deleting a content block posts.
    func contentBlockDelete(_ name: String) -> String { url("/content-blocks/" + Self.segment(name) + "/delete") }
    /// Where a user's role or password is posted.
    func user(_ id: String) -> String { url("/users/" + Self.segment(id)) }
    /// Where deleting a user posts.
    func userDelete(_ id: String) -> String { url("/users/" + Self.segment(id) + "/delete") }
    /// Where revoking a token posts.
    func tokenDelete(_ id: String) -> String { url("/tokens/" + Self.segment(id) + "/delete") }
}
