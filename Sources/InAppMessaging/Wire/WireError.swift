/// A problem with wire JSON, located by line and column (syntax) or by JSON path (content).
public struct WireError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence without the location.
    public var message: String
    /// Where in the document the offending value is, for content errors.
    public var path: JSONPath?
    /// One-based line of a syntax error.
    public var line: Int?
    /// One-based column (in Unicode scalars) of a syntax error.
    public var column: Int?

    /// Creates an error; give a path for content errors, a line and column for syntax errors.
    public init(message: String, path: JSONPath? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// A content error at `path`.
    static func at(_ path: JSONPath, _ message: String) -> WireError {
        WireError(message: message, path: path)
    }

    /// `line 3, column 15: …`, `btns[1].click_action: …`, or just the message.
    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(message)" }
        if let path { return "\(path): \(message)" }
        return message
    }
}
