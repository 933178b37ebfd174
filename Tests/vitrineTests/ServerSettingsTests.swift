import ArgumentParser
import Dashboard
import Foundation
import TestSupport
import Testing

@testable import vitrine

/// `vitrine serve`'s settings are declared once (`DashboardConfiguration.settings`): its flags,
/// its help, the environment and docs/configuration.md's table all agree with that table.
@Suite struct ServerSettingsTests {
    @Test func everyFlagOfTheTableIsTakenWithItsValue() throws {
        let values = try ServerFlags.values(["--http-port", "9000", "--secure-cookies", "--base-path=/tools/vitrine", "--log-format", "json"])
        #expect(values == ["http.port": "9000", "secure.cookies": "true", "base.path": "/tools/vitrine", "log.format": "json"])
        let configuration = try DashboardConfiguration(settings: Settings(flags: values, environment: [:]))
        #expect(configuration.port == 9000)
        #expect(configuration.secureCookies)
        #expect(configuration.basePath.prefix == "/tools/vitrine")
        #expect(configuration.logFormat == "json")
    }

    @Test func anUnknownFlagOrAMissingValueIsAUsageError() throws {
        let unknown = try #require(#expect(throws: ValidationError.self) { try ServerFlags.values(["--htp-port", "80"]) })
        #expect(unknown.message.contains("unknown option --htp-port"))
        let missing = try #require(#expect(throws: ValidationError.self) { try ServerFlags.values(["--http-port"]) })
        #expect(missing.message == "--http-port needs a value (port)")
        #expect(throws: ValidationError.self) { try ServerFlags.values(["--admin-password", "secret"]) }
        #expect(try ServeCommand.parse(["--http-port", "9000", "--db-path", "/tmp/x.sqlite"]).settingFlags == ["--http-port", "9000"])
    }

    @Test func theHelpListsEverySettingWithItsNamesAndDefault() {
        let help = ServeCommand.helpMessage(columns: 400)
        for setting in DashboardConfiguration.settings {
            if let flag = setting.flag { #expect(help.contains(flag), "\(setting.key)") }
            #expect(help.contains(setting.environmentName), "\(setting.key)")
            #expect(help.contains("\(setting.help) (default: \(setting.defaultDescription))"), "\(setting.key)")
        }
    }

    @Test func flagsAndVariablesAreNamedFromTheKey() throws {
        let setting = try #require(DashboardConfiguration.setting("max.connections.per.address"))
        #expect(setting.flag == "--max-connections-per-address")
        #expect(setting.environmentName == "VITRINE_MAX_CONNECTIONS_PER_ADDRESS")
        #expect(setting.defaultDescription == "64")
        #expect(DashboardConfiguration.setting("admin.token")?.flag == nil)
    }

    @Test func theDocsTableIsTheTable() throws {
        let docs = try String(contentsOf: ProjectPaths.root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `--") || $0.hasPrefix("| — | `VITRINE_") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        var documented: [String: [String]] = [:]
        for cells in rows where cells.count >= 4 { documented[cells[1]] = cells }
        for setting in DashboardConfiguration.settings {
            let cells = try #require(documented["`\(setting.environmentName)`"], "docs/configuration.md has no row for \(setting.key)")
            #expect(cells[0] == (setting.flag.map { "`\($0)`" } ?? "—"), "\(setting.key)")
            #expect(cells[2] == (setting.hasOlderName ? "`\(setting.olderEnvironmentName)`" : "—"), "\(setting.key)")
            #expect(cells[3].hasPrefix("`\(setting.defaultDescription)`"), "\(setting.key): \(cells[3].prefix(60))")
        }
        // The table's rows and the settings are the same set (the database's path is every command's).
        let names = Set(DashboardConfiguration.settings.map { "`\($0.environmentName)`" } + ["`VITRINE_DB_PATH`"])
        #expect(Set(documented.keys) == names)
    }
}
