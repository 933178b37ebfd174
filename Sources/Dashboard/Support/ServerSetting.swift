import Foundation

/// One setting of `vitrine serve`, declared once in `DashboardConfiguration.settings`: its key
/// (`http.port`), from which its flag (`--http-port`) and environment variable
/// (`VITRINE_HTTP_PORT`) are named; its help; its range or choices; and the configuration
/// property it sets, whose initial value in `DashboardConfiguration()` is its default.
public struct ServerSetting: Sendable {
    /// The setting's name: dot-separated words.
    public let key: String
    /// What the setting does, one sentence, for `vitrine serve --help` and the docs.
    public let help: String
    /// Whether `vitrine serve` takes it as a flag; secrets and rarely changed settings come from
    /// the environment only.
    public let hasFlag: Bool
    /// Whether the unprefixed environment name (`HTTP_PORT`) from before the `VITRINE_` prefix
    /// still works.
    public let hasOlderName: Bool
    /// Whether the flag stands alone (`--secure-cookies`) rather than taking a value.
    public let isSwitch: Bool
    /// The value's name in the help (`<seconds>`).
    public let valueName: String
    /// The default as the help and the docs write it: the property's value in
    /// `DashboardConfiguration()`.
    public let defaultDescription: String
    /// Sets the value from its text, or says why the text is not a value of the setting.
    let assign: @Sendable (inout DashboardConfiguration, String) throws(ServerSettingProblem) -> Void

    /// `--http-port` for `http.port`; nil for a setting read from the environment only.
    public var flag: String? {
        hasFlag ? "--" + key.replacingOccurrences(of: ".", with: "-") : nil
    }

    /// `VITRINE_HTTP_PORT` for `http.port`.
    public var environmentName: String {
        "VITRINE_" + olderEnvironmentName
    }

    /// `HTTP_PORT` for `http.port` (read only when `hasOlderName`).
    public var olderEnvironmentName: String {
        key.replacingOccurrences(of: ".", with: "_").uppercased()
    }

    /// Sets the setting in `configuration` from `text`.
    public func apply(_ text: String, to configuration: inout DashboardConfiguration) throws(ServerSettingProblem) {
        try assign(&configuration, text)
    }

    init(
        _ key: String,
        help: String,
        valueName: String,
        flag: Bool = true,
        olderName: Bool = false,
        isSwitch: Bool = false,
        default defaultDescription: String,
        assign: @escaping @Sendable (inout DashboardConfiguration, String) throws(ServerSettingProblem) -> Void
    ) {
        self.key = key
        self.help = help
        self.valueName = valueName
        self.hasFlag = flag
        self.hasOlderName = olderName
        self.isSwitch = isSwitch
        self.defaultDescription = defaultDescription
        self.assign = assign
    }
}

/// Why a text is not a value of a setting, in words for the user (the caller names the setting).
public struct ServerSettingProblem: Error, Sendable {
    /// What the value must be, and what was given.
    public let message: String
}

extension ServerSetting {
    /// The configuration whose values are the settings' defaults.
    static let defaults = DashboardConfiguration()

    /// A whole number in `range`.
    static func integer(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, Int> & Sendable,
        _ range: ClosedRange<Int>,
        help: String,
        valueName: String = "number",
        flag: Bool = true,
        olderName: Bool = false
    ) -> ServerSetting {
        ServerSetting(
            key,
            help: help,
            valueName: valueName,
            flag: flag,
            olderName: olderName,
            default: String(ServerSetting.defaults[keyPath: property])
        ) {
            (configuration, text) throws(ServerSettingProblem) in
            configuration[keyPath: property] = try wholeNumber(text, in: range)
        }
    }

    /// A whole number in `range`, unset (`absent` in the help) by default.
    static func optionalInteger(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, Int?> & Sendable,
        _ range: ClosedRange<Int>,
        help: String,
        absent: String
    ) -> ServerSetting {
        ServerSetting(key, help: help, valueName: "port", default: ServerSetting.defaults[keyPath: property].map(String.init) ?? absent) {
            (configuration, text) throws(ServerSettingProblem) in
            configuration[keyPath: property] = try wholeNumber(text, in: range)
        }
    }

    /// A number of seconds in `range`.
    static func seconds(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, Duration> & Sendable,
        _ range: ClosedRange<Int>,
        help: String,
        olderName: Bool = false
    ) -> ServerSetting {
        ServerSetting(
            key,
            help: help,
            valueName: "seconds",
            olderName: olderName,
            default: String(ServerSetting.defaults[keyPath: property].components.seconds)
        ) {
            (configuration, text) throws(ServerSettingProblem) in
            configuration[keyPath: property] = .seconds(try wholeNumber(text, in: range))
        }
    }

    /// A text, `fallback` by default.
    static func text(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, String> & Sendable,
        help: String,
        valueName: String,
        olderName: Bool = false
    ) -> ServerSetting {
        ServerSetting(key, help: help, valueName: valueName, olderName: olderName, default: ServerSetting.defaults[keyPath: property]) {
            (configuration, text) throws(ServerSettingProblem) in
            configuration[keyPath: property] = text
        }
    }

    /// A text, unset (`absent` in the help) by default.
    static func optionalText(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, String?> & Sendable,
        help: String,
        absent: String,
        valueName: String = "text",
        flag: Bool = true
    ) -> ServerSetting {
        ServerSetting(key, help: help, valueName: valueName, flag: flag, default: ServerSetting.defaults[keyPath: property] ?? absent) {
            (configuration, text) throws(ServerSettingProblem) in
            configuration[keyPath: property] = text
        }
    }

    /// One of `choices`.
    static func choice(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, String> & Sendable,
        _ choices: [String],
        help: String,
        olderName: Bool = false
    ) -> ServerSetting {
        ServerSetting(
            key,
            help: help,
            valueName: choices.joined(separator: "|"),
            olderName: olderName,
            default: ServerSetting.defaults[keyPath: property]
        ) {
            (configuration, text) throws(ServerSettingProblem) in
            guard choices.contains(text) else {
                throw ServerSettingProblem(message: "must be one of \(choices.joined(separator: ", ")), got \"\(text.prefix(80))\"")
            }
            configuration[keyPath: property] = text
        }
    }

    /// On or off; a flag that stands alone, `1`, `true`, `yes` or `on` in the environment.
    static func toggle(
        _ key: String,
        _ property: WritableKeyPath<DashboardConfiguration, Bool> & Sendable,
        help: String,
        flag: Bool = true,
        olderName: Bool = false
    ) -> ServerSetting {
        ServerSetting(
            key,
            help: help,
            valueName: "",
            flag: flag,
            olderName: olderName,
            isSwitch: true,
            default: ServerSetting.defaults[keyPath: property] ? "on" : "off"
        ) { (configuration, text) throws(ServerSettingProblem) in
            switch text.lowercased() {
            case "1", "true", "yes", "on": configuration[keyPath: property] = true
            case "0", "false", "no", "off", "": configuration[keyPath: property] = false
            default: throw ServerSettingProblem(message: "must be true or false, got \"\(text.prefix(80))\"")
            }
        }
    }

    /// `text` as a whole number in `range`.
    private static func wholeNumber(_ text: String, in range: ClosedRange<Int>) throws(ServerSettingProblem) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ServerSettingProblem(message: "must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text.prefix(80))\"")
        }
        return value
    }
}
