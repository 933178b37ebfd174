import Configuration
import Foundation

/// Where a command's settings come from, first match wins: the command-line flag, then the
/// `VITRINE_`-prefixed environment variable (`VITRINE_HTTP_PORT` for key `http.port`), then the
/// older unprefixed name where one existed (`HTTP_PORT`), then the caller's default.
///
/// apple/swift-configuration does the lookup; values are read as text and checked by the caller,
/// so a bad value is an error naming the setting instead of a silent default.
struct Settings {
    /// The keys whose unprefixed environment names predate the `VITRINE_` prefix and still work.
    static let legacyKeys: Set<String> = [
        "http.host", "http.port", "db.path", "templates.dir", "public.dir", "log.level", "idle.timeout", "secure.cookies",
    ]

    private let reader: ConfigReader

    /// Settings from `flags` (key → value given on the command line, nil when absent) and `environment`.
    init(flags: [String: String?] = [:], environment: [String: String] = ProcessInfo.processInfo.environment) {
        var given: [AbsoluteConfigKey: ConfigValue] = [:]
        for case (let key, let value?) in flags {
            given[AbsoluteConfigKey(key.split(separator: ".").map(String.init))] = ConfigValue(.string(value), isSecret: false)
        }
        let legacyNames = Set(Self.legacyKeys.map(Self.environmentName(unprefixed:)))
        reader = ConfigReader(providers: [
            InMemoryProvider(name: "flags", values: given),
            EnvironmentVariablesProvider(environmentVariables: environment).prefixKeys(with: "vitrine"),
            EnvironmentVariablesProvider(environmentVariables: environment.filter { legacyNames.contains($0.key) }),
        ])
    }

    /// The text of setting `key`, nil when no source sets it.
    func text(_ key: String) -> String? {
        reader.string(forKey: ConfigKey(key))
    }

    /// The documented environment variable of `key`: `VITRINE_HTTP_PORT` for `http.port`.
    static func environmentName(_ key: String) -> String {
        "VITRINE_" + environmentName(unprefixed: key)
    }

    private static func environmentName(unprefixed key: String) -> String {
        key.split(separator: ".").joined(separator: "_").uppercased()
    }
}

extension Settings {
    /// The bcrypt cost of new password hashes (`password.cost`, 4–31, 12 by default): `serve` and
    /// `users reset-password` read it here.
    func passwordCost() throws -> Int { try integer("password.cost", in: 4...31, default: 12) }

    /// A whole number in `range`, or `fallback` when unset; anything else is an error naming the setting.
    func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
        guard let text = text(key) else { return fallback }
        guard let value = Int(text), range.contains(value) else {
            throw CommandFailure(
                "\(Self.environmentName(key)) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\""
            )
        }
        return value
    }

    /// A yes/no setting: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off`; unset is no.
    func flag(_ key: String) throws -> Bool {
        guard let text = text(key)?.lowercased() else { return false }
        if ["1", "true", "yes", "on"].contains(text) { return true }
        if ["0", "false", "no", "off", ""].contains(text) { return false }
        throw CommandFailure("\(Self.environmentName(key)) must be true or false, got \"\(text)\"")
    }
}
