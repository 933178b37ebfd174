/// Deadlines for tests.
public enum TestDeadline {
    /// The deadline of a wait a test must never reach: a fetch in a test about a size limit or a
    /// redirect, a queue's wait in a test about who runs next. Only a safety net against a hang.
    /// `make test` runs every Swift test at once on two cores, where a 0.4 s download once took
    /// over 30 s to be scheduled and a 30 s deadline decided the test; tests about a deadline set
    /// their own, short one.
    public static let safetyNet: Duration = .seconds(300)
}
