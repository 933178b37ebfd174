import InAppMessaging

extension PreviewOptions {
    /// Reads options from query parameters (or form fields); absent keys take their defaults,
    /// unknown keys are ignored, an empty value counts as absent.
    ///
    /// Booleans accept `true`/`false`, `1`/`0`, `on` (a checked checkbox) and `yes`/`no`.
    public init(query: [String: String]) throws(FieldProblem) {
        self.init()
        func value(_ key: String) -> String? {
            guard let text = query[key], !text.isEmpty else { return nil }
            return text
        }
        if let text = value("platform") { platform = try Self.choice(Platform.self, text, key: "platform") }
        if let text = value("device") { device = try Self.choice(Device.self, text, key: "device") }
        if let text = value("orientation") { orientation = try Self.choice(DeviceOrientation.self, text, key: "orientation") }
        if let text = value("appearance") { appearance = try Self.choice(Appearance.self, text, key: "appearance") }
        if let text = value("status_bar") { statusBar = try Self.choice(StatusBarPolicy.self, text, key: "status_bar") }
        if let text = value("disable_dark_mode") { disableDarkMode = try Self.flag(text, key: "disable_dark_mode") }
        if let text = value("slideup_offset") {
            guard let number = Double(text), Self.slideupOffsetRange.contains(number) else {
                throw FieldProblem(
                    key: "slideup_offset",
                    message:
                        "expected a number of points from \(Int(Self.slideupOffsetRange.lowerBound)) to \(Int(Self.slideupOffsetRange.upperBound)), got \"\(text)\""
                )
            }
            slideupOffset = number
        }
        if let text = value("user") {
            guard UserProfile.isValidID(text) else {
                throw FieldProblem(key: "user", message: "expected a user profile id (a-z, 0-9, - and _), got \"\(text.prefix(80))\"")
            }
            user = text
        }
        if let text = value("now") {
            guard let seconds = Double(text), (0...Self.latestNow).contains(seconds) else {
                throw FieldProblem(key: "now", message: "expected unix seconds from 0 to \(Int(Self.latestNow)), got \"\(text.prefix(80))\"")
            }
            now = seconds
        }
        if let text = value("locale") {
            guard TranslationTable.isValidLocale(text) else {
                throw FieldProblem(
                    key: "locale",
                    message: "expected a locale such as fr or pt_BR (letters, digits, _ and -), got \"\(text.prefix(80))\""
                )
            }
            locale = text
        }
        try checkDevice()
    }

    /// The latest accepted `now` (the year 5138), far past any campaign.
    static let latestNow: Double = 99_999_999_999

    /// The options as query items in canonical order; defaults are left out, so equal options
    /// give equal strings.
    public var queryItems: [(key: String, value: String)] {
        var items: [(key: String, value: String)] = []
        if platform != .ios { items.append(("platform", platform.rawValue)) }
        if device != .phone { items.append(("device", device.rawValue)) }
        if let orientation { items.append(("orientation", orientation.rawValue)) }
        if appearance != .light { items.append(("appearance", appearance.rawValue)) }
        if statusBar != .auto { items.append(("status_bar", statusBar.rawValue)) }
        if disableDarkMode { items.append(("disable_dark_mode", "true")) }
        if slideupOffset != 0 { items.append(("slideup_offset", Self.pointsText(slideupOffset))) }
        if let user { items.append(("user", user)) }
        if let now { items.append(("now", Self.pointsText(now))) }
        if let locale { items.append(("locale", locale)) }
        return items
    }

    /// The canonical query string without the leading `?` (empty for the defaults); values are
    /// all plain ASCII words or numbers, so no percent-encoding is needed.
    public var queryString: String {
        queryItems.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// A number of points without a needless `.0`.
    public static func pointsText(_ points: Double) -> String {
        points == points.rounded() && abs(points) < 1e9 ? String(Int(points)) : String(points)
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ type: Choice.Type,
        _ text: String,
        key: String
    ) throws(FieldProblem) -> Choice where Choice.RawValue == String {
        if let choice = Choice(rawValue: text.lowercased()) { return choice }
        let accepted = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        throw FieldProblem(key: key, message: "expected one of \(accepted), got \"\(text)\"")
    }

    private static func flag(_ text: String, key: String) throws(FieldProblem) -> Bool {
        switch text.lowercased() {
        case "true", "1", "on", "yes": return true
        case "false", "0", "off", "no": return false
        default: throw FieldProblem(key: key, message: "expected true or false, got \"\(text)\"")
        }
    }
}
