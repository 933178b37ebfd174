import InAppMessaging

/// The findings of one pass, capped: past `limit` a finding is only counted by severity, and its
/// message is never built (some messages look up a line, which a hostile document could make
/// cost as much as the document many times over).
struct FindingList {
    /// How many findings each pass keeps before it only counts.
    static let defaultLimit = 1_000

    /// The most findings kept.
    var limit = FindingList.defaultLimit
    /// The findings kept, in the order found.
    private(set) var items: [Finding] = []
    /// How many findings were left out, by severity.
    private(set) var omitted = OmittedCount()

    /// Whether another finding would only be counted.
    var isFull: Bool { items.count >= limit }

    /// Keeps `finding`, or counts it when the list is full.
    mutating func append(_ finding: Finding) {
        if isFull {
            omitted.add(finding.severity)
        } else {
            items.append(finding)
        }
    }

    /// Counts a finding of `severity` that is not kept.
    mutating func omit(_ severity: HTMLDiagnostic.Severity) {
        omitted.add(severity)
    }

    /// Keeps a finding whose message is built only if it is kept.
    mutating func add(
        _ offset: Int,
        _ severity: HTMLDiagnostic.Severity,
        _ rule: RuleID,
        _ message: @autoclosure () -> String
    ) {
        if isFull {
            omitted.add(severity)
        } else {
            items.append(Finding(offset: offset, rule: rule, severity: severity, message: message()))
        }
    }
}

/// How many diagnostics were left out, by severity.
struct OmittedCount: Sendable, Hashable {
    /// Errors left out.
    var errors = 0
    /// Warnings left out.
    var warnings = 0
    /// Infos left out.
    var infos = 0

    /// Every diagnostic left out.
    var total: Int { errors + warnings + infos }

    /// Counts one more diagnostic of `severity`.
    mutating func add(_ severity: HTMLDiagnostic.Severity, count: Int = 1) {
        switch severity {
        case .error: errors += count
        case .warning: warnings += count
        case .info: infos += count
        }
    }

    /// Adds another count.
    static func += (lhs: inout OmittedCount, rhs: OmittedCount) {
        lhs.errors += rhs.errors
        lhs.warnings += rhs.warnings
        lhs.infos += rhs.infos
    }
}
