/// JSON text that `JSONScanner` could not read, located by line and column.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence without the location.
    public var message: String
    /// One-based line of the error.
    public var line: Int
    /// One-based column (in Unicode scalars) of the error.
    public var column: Int

    /// Creates an error.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line 3, column 15: …`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
