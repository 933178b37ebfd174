public import InAppMessaging

/// One problem found in an HTML message: where it is, how bad it is, which rule found it.
public struct HTMLDiagnostic: Sendable, Hashable, Codable {
    /// How serious a diagnostic is; the raw values are the lowercase words used in output.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// The message is broken or will misbehave on a device; `vitrine validate` exits 1.
        case error
        /// Likely a mistake, but browsers and the SDK cope with it.
        case warning
        /// Worth knowing; nothing to fix.
        case info

        /// 0 for errors, 1 for warnings, 2 for infos: the order in which a capped list keeps them.
        public var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .info: 2
            }
        }
    }

    /// The 1-based line of the position the user must look at.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of that position.
    public var column: Int
    /// How serious the problem is.
    public var severity: Severity
    /// The kebab-case id of the rule that found it (`unclosed-element`, `no-close`, …).
    public var rule: RuleID
    /// A one-sentence explanation for the user.
    public var message: String

    /// Creates a diagnostic.
    public init(line: Int, column: Int, severity: Severity, rule: RuleID, message: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// The `line:column: severity: message [rule]` form used by `vitrine validate`'s text output.
    public var textDescription: String {
        "\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// Orders diagnostics by position, then by rule so the order is deterministic.
    static func positionOrder(_ a: HTMLDiagnostic, _ b: HTMLDiagnostic) -> Bool {
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}
