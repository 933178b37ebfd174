import InAppMessaging

/// How every page names a platform.
extension Platform {
    /// The platform's name for people: "iOS", "Android" or "Web".
    var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .web: return "Web"
        }
    }
}
