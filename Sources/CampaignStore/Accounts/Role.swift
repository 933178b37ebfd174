/// What a signed-in user may do; each role includes everything the ones before it may.
public enum Role: String, Sendable, CaseIterable, Comparable, Codable {
    /// Browse, preview and run device sessions.
    case viewer
    /// Also edit campaigns, assets and view types.
    case editor
    /// Also manage users and API tokens.
    case admin

    /// Orders roles from least to most privileged.
    public static func < (lhs: Role, rhs: Role) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
