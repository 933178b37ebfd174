/// What `BoundedRegex` stopped while property filters were evaluated, for the trace.
///
/// The engine keeps one for a whole replay: a pattern that ran past the step bound once is not
/// run again (it counts as not matching at once), so a log of many events costs at most one
/// bound per pattern; and every pattern of the replay draws on one budget of steps, so many
/// distinct patterns cost at most `BoundedRegex.replayBudget` together.
struct RegexBoundLog: Sendable {
    /// One regex the bound stopped.
    struct Note: Sendable, Hashable {
        /// The filter's `property_key`.
        var property: String
        /// The cap it hit.
        var limit: BoundedRegex.Limit
    }

    /// Patterns that ran past the step bound.
    var stopped: Set<String> = []
    /// Progress calls (about 10,000 steps each) the replay's regexes may still make.
    var budget = BoundedRegex.replayBudget
    /// Notes since the engine last took them.
    var notes: [Note] = []
}
