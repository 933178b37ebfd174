import Mustache

/// What every template renders against: the page's view model, plus `viewer` (the signed-in
/// user and their CSRF token) for the layout's account menu and every form's hidden field, and
/// `site` (the navigation, stylesheet and script links under the base path).
///
/// Looks names up in the view model first, the way Mustache would, so page templates are unchanged.
struct PageContext: MustacheParent {
    /// The page's view model.
    let page: Any
    /// The signed-in user, if any.
    let viewer: Viewer?
    /// The links every page may show.
    let site: SiteLinks

    /// The view model's field `name`, or the viewer or the site links.
    func child(named name: String) -> Any? {
        if let parent = page as? MustacheParent {
            if let value = parent.child(named: name) { return value }
        } else if let value = Mirror(reflecting: page).children.first(where: { $0.label == name })?.value {
            return Self.unwrapped(value)
        }
        switch name {
        case "viewer": return viewer
        case "site": return site
        default: return nil
        }
    }

    /// The value an optional holds, or nil; other values as they are.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
