/// A parse or render error, located at the tag or output that caused it.
public struct LiquidError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The 1-based line of the offending tag or output.
    public var line: Int
    /// The 1-based column of the offending tag or output.
    public var column: Int

    /// Creates an error at a position.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A problem that did not stop rendering (for example a connected_content URL with no canned response).
public struct LiquidWarning: Sendable, Equatable {
    /// What happened.
    public var message: String
    /// The 1-based line of the tag.
    public var line: Int
    /// The 1-based column of the tag.
    public var column: Int

    /// Creates a warning at a position.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}

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
