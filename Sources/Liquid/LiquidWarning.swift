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
