import Foundation
public import InAppMessaging

extension PreviewOptions {
    /// The keys options are read by, in the order they are read: the query string's and the
    /// forms' names (the command line writes them `--slideup-offset`). A text size is read as a
    /// size of the platform, so it comes after `platform`.
    public static let keys = [
        "platform", "device", "orientation", "appearance", "status_bar", "disable_dark_mode", "slideup_offset", "user", "now", "locale", "text_size",
        "variant",
    ]

    /// Reads options from query parameters (or form fields); absent keys take their defaults,
    /// unknown keys are ignored, an empty value counts as absent. The one parser of options:
    /// the preview routes, the editor's side preview, `POST /api/preview`, `vitrine render` and
    /// `vitrine snapshot` all read them through it, with its ranges and its messages.
    ///
    /// Booleans accept `true`/`false`, `1`/`0`, `on` (a checked checkbox) and `yes`/`no`.
    public init(query: [String: String]) throws(FieldProblem) {
        self.init()
        for key in Self.keys {
            guard let text = query[key], !text.isEmpty else { continue }
            try set(key, text)
        }
        try checkDevice()
        try checkTextSize()
    }

    /// Sets the option named `key` (one of `keys`) from its text; a value out of its range is
    /// a problem naming the key, the range and the text. Devices are checked against the
    /// platform by `checkDevice()`, once every option is set.
    public mutating func set(_ key: String, _ text: String) throws(FieldProblem) {
        switch key {
        case "platform": platform = try Self.choice(Platform.self, text, key: key)
        case "device": device = try Self.choice(Device.self, text, key: key)
        case "orientation": orientation = try Self.choice(DeviceOrientation.self, text, key: key)
        case "appearance": appearance = try Self.choice(Appearance.self, text, key: key)
        case "status_bar": statusBar = try Self.choice(StatusBarPolicy.self, text, key: key)
        case "disable_dark_mode": disableDarkMode = try Self.flag(text, key: key)
        case "slideup_offset":
            guard let number = Double(text), Self.slideupOffsetRange.contains(number) else {
                let range = Self.slideupOffsetRange
                throw FieldProblem(
                    key: key,
                    message: "expected a number of points from \(Int(range.lowerBound)) to \(Int(range.upperBound)), got \"\(text.prefix(80))\""
                )
            }
            slideupOffset = number
        case "user":
            guard UserProfile.isValidID(text) else {
                throw FieldProblem(key: key, message: "expected a user profile id (a-z, 0-9, - and _), got \"\(text.prefix(80))\"")
            }
            user = text
        case "now":
            guard let seconds = Double(text), (0...Self.latestNow).contains(seconds) else {
                throw FieldProblem(key: key, message: "expected unix seconds from 0 to \(Int(Self.latestNow)), got \"\(text.prefix(80))\"")
            }
            now = seconds
        case "locale":
            guard TranslationTable.isValidLocale(text) else {
                throw FieldProblem(
                    key: key,
                    message: "expected a locale such as fr or pt_BR (letters, digits, _ and -), got \"\(text.prefix(80))\""
                )
            }
            locale = text
        case "text_size":
            textSize = try TextSize.parse(text, on: platform)
        case "variant":
            let letters = (0..<VariantSplit.maximumVariants).map(CampaignVariant.letter(at:))
            if text.lowercased() == "control" {
                variant = "control"
            } else if letters.contains(text.uppercased()) {
                variant = text.uppercased()
            } else {
                throw FieldProblem(key: key, message: "expected a variant's letter (A to H) or control, got \"\(text.prefix(80))\"")
            }
        default:
            break
        }
    }

    /// The value `text` gives the option `key`, read as `set` reads it (for lists of values, such
    /// as `vitrine snapshot`'s repeated `--platform`).
    public static func value<Value>(of key: String, _ text: String, _ option: KeyPath<PreviewOptions, Value>) throws(FieldProblem) -> Value {
        var options = PreviewOptions()
        try options.set(key, text)
        return options[keyPath: option]
    }

    /// The value `text` gives an option that is nil by default (`user`, `locale`, `now`, `orientation`).
    public static func value<Value>(of key: String, _ text: String, _ option: KeyPath<PreviewOptions, Value?>) throws(FieldProblem) -> Value {
        guard let value = try value(of: key, text, option) as Value? else {
            throw FieldProblem(key: key, message: "is not an option of a preview")
        }
        return value
    }

    /// The problem as the command line says it: the key written as its flag (`--slideup-offset: …`).
    public static func flagMessage(_ problem: FieldProblem) -> String {
        "--\(problem.key.replacingOccurrences(of: "_", with: "-")): \(problem.message)"
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
        if let textSize { items.append(("text_size", textSize.text)) }
        if let variant, variant != "A" { items.append(("variant", variant)) }
        return items
    }

    /// The canonical query string without the leading `?` (empty for the defaults); values are
    /// all plain ASCII words or numbers, so no percent-encoding is needed.
    public var queryString: String {
        queryItems.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// A number of points without a needless `.0`.
    public static func pointsText(_ points: Double) -> String {
        points.compactText
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
