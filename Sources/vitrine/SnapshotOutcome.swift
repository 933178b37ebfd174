/// What taking one shot gave: its report line, its layout warnings and whether it counts as changed.
struct SnapshotOutcome: Codable, Equatable, Sendable {
    /// The shot's line of the report (standard output), newline included.
    var report: String
    /// The layout warnings measured in the shot (standard error), one line each; empty when none.
    var layout: String
    /// Whether the shot changed beyond the tolerance or had no baseline (and was not updated).
    var changed: Bool
}
