/// The outcome of rendering a template.
public struct LiquidRendering: Sendable, Equatable {
    /// The output (what was rendered before an abort, when aborted).
    public var text: String
    /// Non-nil when `abort_message` ran: the reason it gave (possibly empty).
    public var abortReason: String?
    /// Non-fatal problems met while rendering.
    public var warnings: [LiquidWarning]

    /// Creates a rendering.
    public init(text: String, abortReason: String? = nil, warnings: [LiquidWarning] = []) {
        self.text = text
        self.abortReason = abortReason
        self.warnings = warnings
    }
}
