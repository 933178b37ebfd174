public import HTMLValidation
public import InAppMessaging

/// One finding of the campaign checker, whatever found it: the wire decoder, the message's
/// meaning, the view types, the HTML validator, the browser's layout measurements or the link
/// check. It is located by a line and column (HTML, JSON syntax), a JSON path (meaning), or both.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Broken: the message will misbehave, and `vitrine validate` exits 1.
        case error
        /// Probably not what the author means.
        case warning
        /// Worth knowing; nothing to fix.
        case info

        /// Errors first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Error, warning or info.
    public var severity: Severity
    /// The rule that found it.
    public var rule: RuleID
    /// A sentence explaining the problem.
    public var message: String
    /// The JSON path of the offending value, when it has one.
    public var path: JSONPath?
    /// The 1-based line, for findings in a document's text.
    public var line: Int?
    /// The 1-based column, with `line`.
    public var column: Int?
    /// The locale the message was drawn in when the finding is one language's (a layout
    /// measured with a campaign's translations); nil for the default texts and everything else.
    public var locale: String?

    /// Creates a diagnostic.
    public init(
        severity: Severity,
        rule: RuleID,
        message: String,
        path: JSONPath? = nil,
        line: Int? = nil,
        column: Int? = nil,
        locale: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.locale = locale
    }

    /// A diagnostic of meaning (wire, view types, contrast, Liquid), its path under `base`.
    public init(_ diagnostic: MessageDiagnostic, under base: JSONPath = .root) {
        self.init(
            severity: Severity(rawValue: diagnostic.severity.rawValue) ?? .warning,
            rule: diagnostic.rule,
            message: diagnostic.message,
            path: base.appending(diagnostic.path)
        )
    }

    /// An HTML validator finding at its line and column, in the document at `path` (nil: a file).
    public init(_ diagnostic: HTMLDiagnostic, at path: JSONPath? = nil) {
        let severity: Severity
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .info: severity = .info
        }
        self.init(
            severity: severity,
            rule: diagnostic.rule,
            message: diagnostic.message,
            path: path,
            line: diagnostic.line,
            column: diagnostic.column
        )
    }

    /// The message, after `[locale] ` when the finding is one language's: `[de] its text needs…`.
    public var localisedMessage: String {
        locale.map { "[\($0)] \(message)" } ?? message
    }

    /// `line:column: path: severity: [locale] message [rule]`, with the parts it has.
    public var description: String {
        var location: [String] = []
        if let line, let column { location += [String(line), String(column)] }
        if let path { location.append(path.description) }
        return (location.isEmpty ? "" : location.joined(separator: ":") + ": ") + "\(severity.rawValue): \(localisedMessage) [\(rule)]"
    }
}
