/// A semantic problem in a message or campaign that decodes fine but will not behave as meant.
public struct MessageDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The message cannot work as written (export is still possible).
        case error
        /// The message works, but probably not as the author expects.
        case warning
        /// Worth knowing (how a platform will show it); nothing to fix, never blocks a save.
        case info
    }

    /// Error, warning or info.
    public var severity: Severity
    /// The wire path of the offending value.
    public var path: JSONPath
    /// A stable kebab-case rule id, such as `uri-missing`.
    public var rule: RuleID
    /// A sentence explaining the problem.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, path: JSONPath, rule: RuleID, message: String) {
        self.severity = severity
        self.path = path
        self.rule = rule
        self.message = message
    }

    /// `error btns[1].uri: … [uri-missing]`.
    public var description: String { "\(severity.rawValue) \(path): \(message) [\(rule)]" }

    /// Maximum length of an extras key, in characters.
    public static let maximumExtrasKeyLength = 255
    /// Maximum length of an extras value, in characters.
    public static let maximumExtrasValueLength = 4096
}
