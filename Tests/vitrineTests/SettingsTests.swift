import ArgumentParser
import Dashboard
import InAppMessaging
import Preview
import Testing

@testable import vitrine

/// Where `vitrine` settings come from, and the typed options of `vitrine render`.
@Suite struct SettingsTests {
    @Test func flagThenPrefixedThenOlderNameThenDefault() throws {
        let environment = ["VITRINE_HTTP_PORT": "9001", "HTTP_PORT": "9002", "DB_PATH": "/tmp/old.sqlite", "ADMIN_TOKEN": "not-read"]
        #expect(try DashboardConfiguration(settings: Settings(flags: ["http.port": "9000"], environment: environment)).port == 9000)
        #expect(try DashboardConfiguration(settings: Settings(environment: environment)).port == 9001)
        #expect(try DashboardConfiguration(settings: Settings(environment: ["HTTP_PORT": "9002"])).port == 9002)
        #expect(try DashboardConfiguration(settings: Settings(environment: [:])).port == 8080)
        #expect(Settings(environment: environment).text("db.path") == "/tmp/old.sqlite")
        #expect(
            try DashboardConfiguration(settings: Settings(environment: environment)).adminToken == nil,
            "only the older names that existed are read"
        )
    }

    @Test func badValuesNameTheFlagAndTheVariable() throws {
        let error = try #require(
            #expect(throws: CommandFailure.self) { try DashboardConfiguration(settings: Settings(environment: ["VITRINE_HTTP_PORT": "eighty"])) }
        )
        #expect(error.description == "--http-port or VITRINE_HTTP_PORT must be a whole number from 0 to 65535, got \"eighty\"")
        #expect(throws: CommandFailure.self) { try DashboardConfiguration(settings: Settings(environment: ["VITRINE_SECURE_COOKIES": "maybe"])) }
        #expect(try DashboardConfiguration(settings: Settings(environment: ["SECURE_COOKIES": "1"])).secureCookies)
        let cost = try #require(
            #expect(throws: CommandFailure.self) { try DashboardConfiguration(settings: Settings(environment: ["VITRINE_PASSWORD_COST": "40"])) }
        )
        #expect(cost.description == "VITRINE_PASSWORD_COST must be a whole number from 4 to 31, got \"40\"")
    }

    @Test func renderReadsItsOptionsWithThePreviewRoutesParser() throws {
        let command = try RenderCommand.parse(["message.json", "--device", "tablet", "--appearance", "dark", "--slideup-offset", "12.5"])
        let options = try command.options()
        #expect(options.device == .tablet)
        #expect(options.appearance == .dark)
        #expect(options.slideupOffset == 12.5)
        #expect(options.now == 0)
    }

    @Test(arguments: [
        (["--slideup-offset=-500"], ["slideup_offset": "-500"]),
        (["--device", "desktop"], ["device": "desktop"]),
        (["--platform", "windows"], ["platform": "windows"]),
        (["--locale", "fr fr"], ["locale": "fr fr"]),
    ])
    func renderRefusesAValueWithThePreviewRoutesWords(flags: [String], query: [String: String]) throws {
        let problem = try #require(#expect(throws: FieldProblem.self) { try PreviewOptions(query: query) })
        let error = try #require(#expect(throws: (any Error).self) { try RenderCommand.parse(["message.json"] + flags) })
        #expect(RenderCommand.message(for: error) == PreviewOptions.flagMessage(problem))
    }

    @Test func snapshotAndLiquidReadTheirValuesWithTheSameParser() throws {
        let problem = try #require(#expect(throws: FieldProblem.self) { try PreviewOptions(query: ["now": "-1"]) })
        let error = try #require(#expect(throws: (any Error).self) { try SnapshotCommand.parse(["--demo", "--now=-1"]) })
        #expect(SnapshotCommand.message(for: error).hasSuffix(problem.description))
        let locale = try #require(#expect(throws: FieldProblem.self) { try PreviewOptions(query: ["locale": "fr fr"]) })
        let refused = try #require(#expect(throws: (any Error).self) { try LiquidCommand.parse(["t.liquid", "--locale", "fr fr"]) })
        #expect(LiquidCommand.message(for: refused) == PreviewOptions.flagMessage(locale))
    }
}
