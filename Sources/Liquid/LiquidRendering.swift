/// The outcome of rendering a template.
public struct LiquidRendering: Sendable, Equatable {
    /// The output (what was rendered before an abort, when aborted).
    public var text: String
    /// Non-nil when `abort_message` ran: the reason it gave (possibly empty).
    public var abortReason: String?
    /// Non-fatal problems met while rendering.
    public var warnings: [LiquidWarning]
    /// Translation ids rendered with their default text because the active translation table
    /// has no text for them, in the order first met (empty without a table).
    public var untranslated: [String]

    /// Creates a rendering.
    public init(text: String, abortReason: String? = nil, warnings: [LiquidWarning] = [], untranslated: [String] = []) {
        self.text = text
        self.abortReason = abortReason
        self.warnings = warnings
        self.untranslated = untranslated
    }
}
