/// Which previews a review link shows: the platforms, devices, locales and themes the editor chose
/// (every variant of an A/B test is always shown). Kept with the link as one line of text,
/// `platforms=ios,android;devices=phone;locales=,fr;themes=light,dark` (an empty locale is the
/// campaign's default).
public struct ReviewMatrix: Sendable, Hashable {
    /// `ios`, `android`, `web`.
    public var platforms: [String]
    /// `phone`, `tablet`, `desktop` (a platform without any of them is drawn on its first device).
    public var devices: [String]
    /// Locales; "" is the campaign's default texts.
    public var locales: [String]
    /// `light`, `dark`.
    public var themes: [String]

    /// Every platform's phone, the default texts, light: what a link showed before it could choose.
    public static let standard = ReviewMatrix(platforms: ["ios", "android", "web"], devices: ["phone"], locales: [""], themes: ["light"])

    /// A matrix; an empty list takes the standard one's.
    public init(platforms: [String], devices: [String], locales: [String], themes: [String]) {
        self.platforms = platforms
        self.devices = devices
        self.locales = locales
        self.themes = themes
    }

    /// The matrix kept as `text`; the standard one when there is none.
    public init(text: String?) {
        var lists: [String: [String]] = [:]
        for part in (text ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { continue }
            lists[String(pair[0])] = pair[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let standard = Self.standard
        self.init(
            platforms: lists["platforms"].flatMap { $0.isEmpty ? nil : $0 } ?? standard.platforms,
            devices: lists["devices"].flatMap { $0.isEmpty ? nil : $0 } ?? standard.devices,
            locales: lists["locales"].flatMap { $0.isEmpty ? nil : $0 } ?? standard.locales,
            themes: lists["themes"].flatMap { $0.isEmpty ? nil : $0 } ?? standard.themes
        )
    }

    /// The line kept with the link.
    public var text: String {
        "platforms=\(platforms.joined(separator: ","));devices=\(devices.joined(separator: ","));"
            + "locales=\(locales.joined(separator: ","));themes=\(themes.joined(separator: ","))"
    }
}
