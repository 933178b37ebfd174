/// Why a translations CSV was refused, at the 1-based line where the problem starts.
public struct TranslationCSVError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line (a quoted field may span lines; its record's first line is named).
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an error at a line.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line 3: …`.
    public var description: String { "line \(line): \(message)" }
}
