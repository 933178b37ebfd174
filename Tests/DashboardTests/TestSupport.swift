import CampaignStore
import Dashboard
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport

/// The admin bearer token every test app installs (as `VITRINE_ADMIN_TOKEN` would).
let testAdminToken = "test-admin-token-0123456789"
/// The first admin's password in every test app.
let testAdminPassword = "correct horse battery"

/// A dashboard configuration that uses the project's own templates and static files, a known
/// admin password and token, and the cheapest bcrypt cost.
///
/// The validation budget is long: the whole suite runs at once on a couple of cores, where a small
/// document can wait seconds for a thread; the tests of the budget set their own.
func testConfiguration() -> DashboardConfiguration {
    var configuration = DashboardConfiguration(
        host: "127.0.0.1",
        port: 0,
        templatesDirectory: ProjectPaths.root.appendingPathComponent("Templates").path,
        publicDirectory: ProjectPaths.root.appendingPathComponent("Public").path,
        adminPassword: testAdminPassword,
        adminToken: testAdminToken,
        passwordCost: 4
    )
    configuration.validationTimeout = .seconds(120)
    return configuration
}

/// A test client that sends the admin bearer token with every request that carries no
/// `Authorization` or `Cookie` header of its own: the tests of features run as an admin, and the
/// tests of sign-in and roles (which set their own headers) check everything else.
struct SignedInClient: TestClientProtocol {
    /// The client of the app under test.
    let base: any TestClientProtocol

    /// Wraps a client.
    init(_ base: any TestClientProtocol) { self.base = base }

    /// The port of a live server, if any.
    var port: Int? { base.port }

    /// Sends a request, adding the admin token unless credentials are already set.
    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> TestResponse {
        var headers = headers
        if headers[.authorization] == nil, headers[.cookie] == nil { headers[.authorization] = "Bearer \(testAdminToken)" }
        return try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }
}

/// Builds the real application (with `configuration`, by default the tests' own) over a fresh in-memory database.
func makeApp(
    seed: Bool = true,
    configuration: DashboardConfiguration = testConfiguration()
) async throws -> (some ApplicationProtocol, AppDatabase) {
    let database = try AppDatabase.inMemory()
    if seed { try await database.seedIfEmpty() }
    let app = try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test"))
    return (app, database)
}

/// Every stored row of every table (sign-in sessions and the search index's shadow tables aside),
/// as text: equal dumps mean nothing stored changed.
func storedRows(_ database: AppDatabase) async throws -> String {
    try await database.reader.read { db in
        let tables = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT LIKE 'campaignSearch%' AND name NOT IN ('grdb_migrations', 'loginSession') ORDER BY name
                """
        )
        return try tables.map { table in
            "\(table): " + (try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY 1").map(\.description).joined(separator: "\n"))
        }.joined(separator: "\n")
    }
}

extension TestClientProtocol {
    /// Posts URL-encoded form fields; the status and the page.
    func postForm(_ uri: String, _ fields: [(name: String, value: String)]) async throws -> (HTTPResponse.Status, String) {
        let (status, page, _) = try await DashboardTests.postForm(self, uri, fields)
        return (status, page)
    }
}
