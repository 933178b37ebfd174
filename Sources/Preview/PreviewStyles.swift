import InAppMessaging

/// The preview document's style sheets, inlined so a rendered file needs no network. Theme
/// colours and geometry are not here: they are inline `style` attributes.
///
/// The base sheet (`Resources/preview-document.css`) draws BrazeUI's views; Android and the web
/// add theirs after it (`Resources/preview-android.css`, `Resources/preview-web.css`), which
/// restyle the same elements and `data-part` hooks to their SDK's default views.
enum PreviewStyles {
    /// The base style sheet: the page, the devices, and BrazeUI's default views.
    static let sheet = PreviewResource(embedded: PackageResources.preview_document_css)

    /// Android's default views, over the base sheet.
    static let android = PreviewResource(embedded: PackageResources.preview_android_css)

    /// The Web SDK's default views and the browser frames, over the base sheet.
    static let web = PreviewResource(embedded: PackageResources.preview_web_css)

    /// The sheet `platform` adds to the base one, if any.
    static func sheet(for platform: Platform) -> PreviewResource? {
        switch platform {
        case .ios: return nil
        case .android: return android
        case .web: return web
        }
    }
}
