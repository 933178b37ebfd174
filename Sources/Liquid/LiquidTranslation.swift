/// The translation table a render uses: the active locale and its text for each translation id.
///
/// A `{% translation id %}` tag renders `texts[id]` as Liquid in the same context; an id the
/// table lacks renders the tag's default text and is listed in `LiquidRendering.untranslated`.
public struct LiquidTranslation: Sendable, Hashable {
    /// The active locale (`fr`, `pt_BR`), named in errors and notes.
    public var locale: String
    /// Texts by translation id.
    public var texts: [String: String]

    /// Creates a table.
    public init(locale: String, texts: [String: String]) {
        self.locale = locale
        self.texts = texts
    }
}
