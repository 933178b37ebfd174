import Hummingbird

// `vitrine-anchor PORT`: the anchor of `make bench`, a bare Hummingbird app answering
// `GET /healthz` with "ok" on 127.0.0.1:PORT, built with the server's flags (release, static
// Swift runtime). The server's routes are reported as ratios to its requests per second,
// measured in the same run, so the figures compare across machines and loads.
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8081
let router = Router()
router.get("/healthz") { _, _ in "ok" }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
