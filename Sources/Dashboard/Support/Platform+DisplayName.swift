import InAppMessaging

extension Platform {
    /// The name users see for the platform.
    var label: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .web: return "Web"
        }
    }
}
