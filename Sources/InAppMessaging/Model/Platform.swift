/// The platform a message is shown on: each Braze SDK draws messages its own way and decides
/// differently when they show (docs/rules.md, "Platforms").
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple platforms, through the Swift SDK's BrazeUI.
    case ios
    /// Android, through the Android SDK's `BrazeInAppMessageManager`.
    case android
    /// Web browsers, through the Web SDK.
    case web
}

extension Platform {
    /// The platform's name for people: "iOS", "Android" or "Web".
    public var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .web: return "Web"
        }
    }
}
