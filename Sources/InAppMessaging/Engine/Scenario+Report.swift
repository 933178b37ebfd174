import Foundation

/// Text the command line prints for scenarios.
extension Scenario {
    /// The `vitrine check` line for a checked file: `ok  path (N entries)` or `FAIL path: …`.
    public static func reportLine(path: String, result: ScenarioResult) -> String {
        if let mismatch = result.mismatch { return "FAIL \(path): \(mismatch)" }
        return "ok  \(path) (\(result.observed.count) entries)"
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
