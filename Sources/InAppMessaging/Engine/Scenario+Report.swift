import Foundation

/// Text the command line prints for scenarios.
extension Scenario {
    /// The `vitrine check` report for a checked file: `ok  path (N entries)`, `FAIL path: …` for
    /// one mismatch, or `FAIL path: N mismatches` followed by at most `maxMismatches` of them, one
    /// indented line each, and a line counting those left out.
    public static func reportLine(path: String, result: ScenarioResult, maxMismatches: Int = 10) -> String {
        let mismatches = result.mismatches
        guard let first = mismatches.first else { return "ok  \(path) (\(result.observed.count) entries)" }
        if mismatches.count == 1 { return "FAIL \(path): \(first)" }
        var lines = ["FAIL \(path): \(mismatches.count) mismatches"]
        lines += mismatches.prefix(maxMismatches).map { "  \($0)" }
        if mismatches.count > maxMismatches {
            lines.append("  … and \(mismatches.count - maxMismatches) more (--max-mismatches to see them)")
        }
        return lines.joined(separator: "\n")
    }

    /// The `vitrine check` line for a file that could not be read or decoded.
    public static func errorLine(path: String, error: any Error) -> String {
        let message = (error as? WireError).map(String.init(describing:)) ?? error.localizedDescription
        return "ERROR \(path): \(message)"
    }
}

extension TraceEntry {
    /// `kind: count` lines for a trace, in the order of `Kind.allCases`, kinds that occur only.
    public static func summary(of trace: some Sequence<TraceEntry>) -> [String] {
        var counts: [Kind: Int] = [:]
        for entry in trace { counts[entry.kind, default: 0] += 1 }
        return Kind.allCases.compactMap { kind in counts[kind].map { "\(kind.rawValue): \($0)" } }
    }
}
