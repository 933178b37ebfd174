/// A view model the dashboard renders as a whole page, bound to its template.
///
/// `TemplateRenderer.pageTypes` lists every conforming type, so a page whose template is
/// missing stops the app at start-up instead of rendering an empty page.
protocol Page: Sendable {
    /// The template's file name in the templates folder, without `.mustache`.
    static var template: String { get }
}
