import Configuration
import Dashboard
import Foundation

/// Where a command's settings come from, first match wins: the command-line flag, then the
/// `VITRINE_`-prefixed environment variable (`VITRINE_HTTP_PORT` for key `http.port`), then the
/// older unprefixed name where one existed (`HTTP_PORT`), then the caller's default.
///
/// apple/swift-configuration does the lookup; values are read as text and checked by the caller,
/// so a bad value is an error naming the setting instead of a silent default.
struct Settings {
    /// The keys whose unprefixed environment names predate the `VITRINE_` prefix and still work:
    /// the server's settings that say so, and the database's path.
    static let legacyKeys: Set<String> = Set(DashboardConfiguration.settings.filter(\.hasOlderName).map(\.key) + ["db.path"])

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
