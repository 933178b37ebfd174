/// The light or dark look of a device's system appearance or of a message on screen.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
