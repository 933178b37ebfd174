import ArgumentParser
import InAppMessaging
import Preview
import Testing

@testable import vitrine

/// Where `vitrine` settings come from, and the typed options of `vitrine render`.
@Suite struct SettingsTests {
    @Test func flagThenPrefixedThenOlderNameThenDefault() throws {
        let environment = ["VITRINE_HTTP_PORT": "9001", "HTTP_PORT": "9002", "DB_PATH": "/tmp/old.sqlite", "ADMIN_TOKEN": "not-read"]
        #expect(try Settings(flags: ["http.port": "9000"], environment: environment).integer("http.port", in: 0...65535, default: 1) == 9000)
        #expect(try Settings(environment: environment).integer("http.port", in: 0...65535, default: 1) == 9001)
        #expect(try Settings(environment: ["HTTP_PORT": "9002"]).integer("http.port", in: 0...65535, default: 1) == 9002)
        #expect(try Settings(environment: [:]).integer("http.port", in: 0...65535, default: 8080) == 8080)
        #expect(Settings(environment: environment).text("db.path") == "/tmp/old.sqlite")
        #expect(Settings(environment: environment).text("admin.token") == nil, "only the older names that existed are read unprefixed")
    }

    @Test func badValuesNameTheVariable() throws {
        let error = #expect(throws: CommandFailure.self) {
            try Settings(environment: ["VITRINE_HTTP_PORT": "eighty"]).integer("http.port", in: 0...65535, default: 8080)
        }
        #expect(error?.description.contains("VITRINE_HTTP_PORT") == true)
        #expect(throws: CommandFailure.self) { try Settings(environment: ["VITRINE_SECURE_COOKIES": "maybe"]).flag("secure.cookies") }
        #expect(try Settings(environment: ["SECURE_COOKIES": "1"]).flag("secure.cookies"))
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
