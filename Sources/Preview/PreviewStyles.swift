/// The preview document's style sheet (`Resources/preview-document.css`), inlined so a rendered
/// file needs no network. Theme colours and geometry are not here: they are inline `style`
/// attributes.
enum PreviewStyles {
    /// The whole style sheet.
    static let sheet = PreviewResource(embedded: PackageResources.preview_document_css)
}
