import ArgumentParser
import CampaignServices
import Dashboard
import Foundation

/// `vitrine healthcheck`: asks a running server whether it is ready, for the Docker image's
/// `HEALTHCHECK` (it has no curl). Exit 0 on a 2xx answer, 1 on anything else.
struct HealthcheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "healthcheck",
        abstract: "Exit 0 when a running Vitrine answers its readiness probe, 1 when not.",
        discussion: """
            Without --url it asks http://127.0.0.1:PORT/readyz, PORT from VITRINE_PROBE_PORT when \
            set, else VITRINE_HTTP_PORT (8080 without one). /readyz checks the database and the templates; pass --url …/healthz for \
            liveness only.
            """
    )

    @Option(help: "The URL to ask (default: http://127.0.0.1:$VITRINE_PROBE_PORT or $VITRINE_HTTP_PORT/readyz).")
    var url: String?

    @Option(help: "Seconds to wait for the answer.")
    var timeout: Int = 5

    func run() async throws {
        let configuration = try DashboardConfiguration(settings: Settings())
        let port = configuration.probePort ?? configuration.port
        let address = url ?? "http://127.0.0.1:\(port)/readyz"
        guard let target = URL(string: address), let scheme = target.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            printError("vitrine healthcheck: \(address) is not an http(s) URL")
            throw ExitCode(1)
        }
        do {
            let answer = try await HTTPFetch.download(target, maxBytes: 64 * 1024, timeout: .seconds(max(1, timeout)), accept: "*/*")
            print(
                "healthy: \(address) answered \(String(decoding: answer.bytes.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        } catch {
            printError("unhealthy: \(address): \(error)")
            throw ExitCode(1)
        }
    }
}
