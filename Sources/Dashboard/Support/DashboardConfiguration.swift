public import Foundation
public import Liquid

/// Where the dashboard listens, where it finds its templates and static files, and how it signs users in.
public struct DashboardConfiguration: Sendable {
    /// Host name or address to bind.
    public var host: String
    /// TCP port to bind (0 picks a free one).
    public var port: Int
    /// Folder of `*.mustache` templates.
    public var templatesDirectory: String
    /// Folder served as static files (`css/`, `js/`, `img/`).
    public var publicDirectory: String
    /// The first admin's password on an empty database; nil generates one and logs it once.
    public var adminPassword: String?
    /// A bearer token installed at start with the admin role, for automation.
    public var adminToken: String?
    /// The bcrypt cost of new password hashes (4–31).
    public var passwordCost: Int
    /// How long a browser stays signed in.
    public var loginSessionLifetime: Duration
    /// Whether cookies carry `Secure` (set when the dashboard is served over HTTPS).
    public var secureCookies: Bool
    /// How long an idle keep-alive connection stays open.
    public var idleTimeout: Duration
    /// How long reading one request's body may take in all (slow senders get 408).
    public var bodyTimeout: Duration
    /// The most connections open at once; at it the oldest idle connection is closed to make
    /// room, and only when every connection has a request in flight do new ones wait in the
    /// listen queue.
    public var maxConnections: Int
    /// The most connections open at once from one peer address; past it new ones are closed at
    /// once (behind a reverse proxy every connection comes from the proxy: raise it to
    /// `maxConnections` there).
    public var maxConnectionsPerAddress = 64
    /// How long a new connection may take to send its first complete request head before it is
    /// closed.
    public var headTimeout: Duration = .seconds(10)
    /// How long one replay (a session's trace, page, scrubbing or export page, `POST /api/replay`)
    /// runs before it stops with a 503.
    public var replayDeadline: Duration = .seconds(10)
    /// A second port that answers `/healthz`, `/readyz` and `/metrics` only, with connections of
    /// its own (see `buildProbeListener`); nil: none (probes use the main port).
    public var probePort: Int?
    /// The address users reach the dashboard at (`https://vitrine.example.com`), for absolute
    /// URLs such as asset links; nil builds them from the request's `Host` and forwarded scheme.
    public var publicURL: String?
    /// Whether an editor's save or import downloads the remote images the asset library has no
    /// copy of (off by default: the server then makes requests to URLs editors typed).
    public var fetchRemoteImages: Bool
    /// How long one saved message's remote image downloads may take in all.
    public var imageFetchTimeout: Duration
    /// Lets the remote image fetch reach loopback hosts; for tests only, whose image servers
    /// listen on 127.0.0.1 (no flag sets it; private and link-local hosts stay refused).
    public var imageFetchAllowsLoopback = false
    /// The prefix the dashboard is served under behind a reverse proxy (`VITRINE_BASE_PATH`).
    public var basePath: BasePath = .root
    /// The bearer token `/metrics` asks for (`VITRINE_METRICS_TOKEN`); nil or empty: public.
    public var metricsToken: String?
    /// Whether the probes (`/healthz`, `/readyz`, `/metrics`) get access lines too
    /// (`VITRINE_LOG_PROBES=1`); off by default, so a probe every few seconds does not drown the log.
    public var logsProbes = false
    /// The least severe log lines written (`trace` … `critical`); read by `vitrine serve`.
    public var logLevel = "info"
    /// `text`, or `json` for one JSON object per line; read by `vitrine serve`.
    public var logFormat = "text"
    /// How long SIGTERM waits for requests in flight before the server stops.
    public var shutdownTimeout: Duration = .seconds(10)
    /// What one preview's Liquid may spend across all of a message's fields.
    public var liquidBudget: LiquidBudget.Limits = .default
    /// How long `POST /api/validate` may check one body before it answers 503 (`Retry-After`).
    public var validationTimeout: Duration = .seconds(5)
    /// Where the login throttle reads the time: the wall clock; tests that count its delays stop it.
    public var loginClock: @Sendable () -> Date = { Date() }

    /// Creates a configuration; the defaults match `vitrine serve`'s.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        templatesDirectory: String = "Templates",
        publicDirectory: String = "Public",
        adminPassword: String? = nil,
        adminToken: String? = nil,
        passwordCost: Int = 12,
        loginSessionLifetime: Duration = .seconds(7 * 24 * 3600),
        secureCookies: Bool = false,
        idleTimeout: Duration = .seconds(60),
        bodyTimeout: Duration = .seconds(30),
        maxConnections: Int = 1024,
        publicURL: String? = nil,
        fetchRemoteImages: Bool = false,
        imageFetchTimeout: Duration = .seconds(5)
    ) {
        self.host = host
        self.port = port
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
        self.adminPassword = adminPassword
        self.adminToken = adminToken
        self.passwordCost = passwordCost
        self.loginSessionLifetime = loginSessionLifetime
        self.secureCookies = secureCookies
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.maxConnections = maxConnections
        self.publicURL = publicURL
        self.fetchRemoteImages = fetchRemoteImages
        self.imageFetchTimeout = imageFetchTimeout
    }
}
