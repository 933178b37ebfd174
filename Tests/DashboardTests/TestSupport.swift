import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import Logging

/// The project root, found from this file's location.
let projectRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        url.deleteLastPathComponent()
    }
    return url
}()

/// A dashboard configuration that uses the project's own templates and static files.
func testConfiguration() -> DashboardConfiguration {
    DashboardConfiguration(
        host: "127.0.0.1", port: 0,
        templatesDirectory: projectRoot.appendingPathComponent("Templates").path,
        publicDirectory: projectRoot.appendingPathComponent("Public").path
    )
}

/// Builds the real application over a fresh in-memory database.
func makeApp(seed: Bool = true) async throws -> (some ApplicationProtocol, AppDatabase) {
    let database = try AppDatabase.inMemory()
    if seed { try await database.seedIfEmpty() }
    let app = try await buildApplication(configuration: testConfiguration(), database: database, logger: Logger(label: "test"))
    return (app, database)
}
