/// Who acts in the current task: the dashboard sets it for each signed-in request, so every
/// write path credits its user without passing them through each call: campaign revisions
/// (editor, API, import, restore) record it as their author, and a device session records it as
/// its owner. Nil (the command line, seeding) writes without one.
public enum ActingUser {
    /// The username of the user acting now.
    @TaskLocal public static var current: String?
}
