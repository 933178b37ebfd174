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
