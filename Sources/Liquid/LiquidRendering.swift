/// The outcome of rendering a template.
public struct LiquidRendering: Sendable, Equatable {
    /// The output (what was rendered before an abort, when aborted).
    public var text: String
    /// Non-nil when `abort_message` ran: the reason it gave (possibly empty).
    public var abortReason: String?
    /// Non-fatal problems met while rendering.
    public var warnings: [LiquidWarning]
    /// The variables read that had no value, as written (`${first_name}`,
    /// `custom_attribute.plan`), each once, in the order first read (the first 200 such reads).
    public var unsetVariables: [String]
    /// Translation ids rendered with their default text because the active translation table
    /// has no text for them, in the order first met (empty without a table).
    public var untranslated: [String]

    /// Creates a rendering.
    public init(
        text: String,
        abortReason: String? = nil,
        warnings: [LiquidWarning] = [],
        unsetVariables: [String] = [],
        untranslated: [String] = []
    ) {
        self.text = text
        self.abortReason = abortReason
        self.warnings = warnings
        self.unsetVariables = unsetVariables
        self.untranslated = untranslated
    }
}
