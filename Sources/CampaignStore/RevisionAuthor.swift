/// Who saves campaign revisions in the current task: the dashboard sets it for each signed-in
/// request, so every write path (editor, API, import, restore) records its author without
/// passing it through each call. Nil (the command line, seeding) saves revisions without one.
public enum RevisionAuthor {
    /// The username revisions saved now are credited to.
    @TaskLocal public static var current: String?
}
