import ArgumentParser
import Dashboard

/// `vitrine serve`'s flags, read from `DashboardConfiguration.settings` rather than declared one
/// by one: `--http-port 8080`, `--http-port=8080`, and `--secure-cookies` for an on/off setting.
enum ServerFlags {
    /// The settings given as flags, by key; an unknown flag or a missing value is a usage error.
    static func values(_ arguments: [String]) throws -> [String: String] {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let setting = byFlag[name] else {
                throw ValidationError(
                    argument.hasPrefix("-")
                        ? "unknown option \(name): `vitrine serve --help` lists the settings" : "unexpected argument \"\(argument)\""
                )
            }
            if parts.count == 2 {
                values[setting.key] = String(parts[1])
            } else if setting.isSwitch {
                values[setting.key] = "true"
            } else if let value = remaining.popFirst() {
                values[setting.key] = value
            } else {
                throw ValidationError("\(name) needs a value (\(setting.valueName))")
            }
        }
        return values
    }

    /// The settings that have a flag, by flag.
    private static let byFlag: [String: ServerSetting] = Dictionary(
        uniqueKeysWithValues: DashboardConfiguration.settings.compactMap { setting in setting.flag.map { ($0, setting) } }
    )

    /// `vitrine serve --help`'s text after its usage: sign-in, then every setting with its flag,
    /// its environment variables and its default.
    static let help: String = {
        var lines = [
            """
            Every setting comes from its flag, else its environment variable, else the older name \
            without VITRINE_ where one is listed, else its default. On an empty database one demo \
            campaign of each message kind is seeded, and user "admin" is created with the password \
            in VITRINE_ADMIN_PASSWORD or a generated one printed once in the log; `vitrine users \
            reset-password NAME` gives a user a new password.
            """,
            "",
            "SETTINGS (flag · variable · older name — what it does):",
        ]
        for setting in DashboardConfiguration.settings {
            var names = setting.flag.map { [$0 + (setting.isSwitch ? "" : " <\(setting.valueName)>")] } ?? []
            names.append(setting.environmentName)
            if setting.hasOlderName { names.append(setting.olderEnvironmentName) }
            lines.append("")
            lines.append(names.joined(separator: " · ") + " — \(setting.help) (default: \(setting.defaultDescription))")
        }
        return lines.joined(separator: "\n")
    }()
}

extension DashboardConfiguration {
    /// The configuration `settings` give (flags, then the environment): each setting of
    /// `DashboardConfiguration.settings` that is set is read, the rest keep their defaults; a
    /// value a setting refuses is an error naming its flag and its variable.
    init(settings: Settings) throws {
        self.init()
        for setting in Self.settings {
            guard let text = settings.text(setting.key) else { continue }
            do {
                try setting.apply(text, to: &self)
            } catch {
                let names = (setting.flag.map { [$0] } ?? []) + [setting.environmentName]
                throw CommandFailure("\(names.joined(separator: " or ")) \(error.message)")
            }
        }
    }
}
