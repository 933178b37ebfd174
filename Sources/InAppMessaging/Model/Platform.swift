/// The SDK a message is shown by: Braze's Swift SDK, its Android SDK or its Web SDK. The three
/// draw the same message differently and decide differently when it shows.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    case ios, android, web
}
