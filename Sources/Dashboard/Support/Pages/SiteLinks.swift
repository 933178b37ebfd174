import Mustache

/// The links every page may show, from `Paths`: the layout's navigation, stylesheets, scripts
/// and icon, and the base path for `<html data-base>` (the scripts' `fetch` calls start with it).
///
/// Templates read them as `site.<name>` (see `PageContext`); built once per app.
struct SiteLinks: Sendable, MustacheParent {
    /// The base path for `<html data-base>`, or nil at the root.
    let base: String?
    /// Every link, by the name templates use.
    let links: [String: String]

    /// The links under `paths`' base path.
    init(_ paths: Paths) {
        base = paths.basePath.prefix.isEmpty ? nil : paths.basePath.prefix
        links = [
            "campaignList": paths.campaignList(),
            "newCampaign": paths.campaignNew(),
            "assets": paths.assets,
            "sessions": paths.sessions,
            "viewTypes": paths.viewTypes,
            "profiles": paths.profiles(),
            "importExport": paths.importPage,
            "users": paths.users(),
            "account": paths.account,
            "logout": paths.logout,
            "login": paths.login(),
            "accountPassword": paths.accountPassword,
            "formPreview": paths.campaignFormPreview,
            "formCheck": paths.campaignFormCheck,
            "exportAll": paths.exportAll,
            "sessionNew": paths.sessionNew,
            "sessionImport": paths.sessionImport,
            "sessionFromLog": paths.sessionFromLog,
            "apiSessionFromLog": paths.apiSessionFromLog,
            "contentBlocks": paths.contentBlocks,
            "profilesJSON": paths.profilesJSON,
            "tokens": paths.tokens,
            "appCSS": paths.stylesheet("app"),
            "previewCSS": paths.stylesheet("preview"),
            "sessionCSS": paths.stylesheet("session"),
            "favicon": paths.image("favicon.svg"),
            "localTimeJS": paths.script("local-time"),
            "copyJS": paths.script("copy"),
            "editorJS": paths.script("editor"),
            "vitrineJS": paths.script("vitrine"),
            "sessionJS": paths.script("session"),
            "reviewJS": paths.script("review"),
            "reviewLinksAdmin": paths.reviewLinksAdmin,
        ]
    }

    /// `base`, or the link named `name`.
    func child(named name: String) -> Any? {
        name == "base" ? base : links[name]
    }
}
