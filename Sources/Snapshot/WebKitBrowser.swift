import Foundation
import Synchronization

/// WebKit (WebKitGTK's MiniBrowser, driven over W3C WebDriver by WebKitWebDriver on an Xvfb display of its own) for
/// screenshots of HTML the way iOS's WKWebView draws it; safe to call from several tasks (calls are serialised).
///
/// Isolation, as in `HeadlessBrowser`: every document is written into a fresh `about:blank` navigation (an opaque
/// origin, so no file or other origin is readable), the browser's proxy is the discard port and its content filter
/// blocks every http(s), ws(s), ftp and file load, loopback included; a page that stops answering ends the browser, and
/// the next call starts a new one. WebKitGTK also runs the page's process in its bubblewrap sandbox where `bwrap` is
/// installed.
public final class WebKitBrowser: Sendable {
    /// The running driver and its session.
    struct Running: Sendable {
        /// Xvfb, the driver and the browser's profile.
        let process: WebKitDriverProcess
        /// The session's commands, `/session/<id>` prefixed.
        let session: WebKitSession
    }

    /// Device pixels per CSS pixel (`GDK_SCALE`: WebKitGTK draws at whole scales only).
    public let scale: Int
    /// The deadline of every single wait.
    let timeout: Duration
    /// The browser, while one runs.
    private let running = Mutex<Running?>(nil)
    /// Serialises documents and closing.
    private let gate = SerialGate()
    /// Whether `close` was called.
    private let closed = Mutex(false)

    /// How many MiniBrowsers one start launches before it gives up (see `start`).
    static let sessionAttempts = 8

    /// The least time each step of a start may take (Xvfb's display, the driver's port, a session, its first window),
    /// whatever `timeout` a page's waits have: on a loaded 2-core machine a start took more than two seconds.
    static let startTimeout: Duration = .seconds(60)

    /// Says that WebKit is not installed and names the Debian packages to install.
    public static let notInstalled = WebKitDriverProcess.notInstalled

    /// Whether WebKitWebDriver, Xvfb and MiniBrowser are installed.
    public static var isInstalled: Bool { (try? WebKitDriverProcess.locate()) != nil }

    /// A browser of `scale` whose driver is started now.
    private init(scale: Int, timeout: Duration) {
        self.scale = scale
        self.timeout = timeout
    }

    /// Starts Xvfb, WebKitWebDriver and a MiniBrowser session drawing at `scale` (1…4) device pixels per CSS pixel
    /// (each step bounded by `startTimeout` or `timeout`, the longer). `timeout` bounds each later wait. Throws
    /// `SnapshotError` naming the packages when WebKit is not installed.
    public static func launch(scale: Int = 2, timeout: Duration = .seconds(20)) async throws -> WebKitBrowser {
        guard (1...4).contains(scale) else { throw SnapshotError("WebKit draws at a whole scale from 1 to 4, not \(scale)") }
        let browser = WebKitBrowser(scale: scale, timeout: timeout)
        try await browser.gate.run { _ = try await browser.start() }
        return browser
    }

    /// Loads `html` as a whole document in a `width`×`height` CSS-pixel viewport (wider when MiniBrowser's window has
    /// a larger minimum width), waits for the load event, web fonts and images, and captures a PNG at `scale`: the first
    /// element matching `clipSelector`, or the viewport.
    public func screenshot(html: String, width: Int, height: Int, clipSelector: String? = nil) async throws -> [UInt8] {
        try await withSession { session in
            try await session.load(html: html, width: width, height: height, waitsForFramePaint: true)
            try await session.repaint()
            return try await session.screenshot(of: clipSelector, scale: scale)
        }
    }

    /// Loads `html` like `screenshot` without the capture; the document stays for `evaluate` until the next call (for
    /// tests that watch a page while it is open).
    func open(html: String, width: Int, height: Int) async throws {
        try await withSession { session in
            try await session.load(html: html, width: width, height: height, waitsForFramePaint: false)
        }
    }

    /// Evaluates a JavaScript expression (awaiting a promise) in the document `open` loaded and returns its result as
    /// `JSON.stringify` writes it (`null` for `undefined`).
    func evaluate(_ expression: String) async throws -> String {
        try await withSession { session in
            try await session.evaluate("return JSON.stringify(await (\n\(expression)\n)) ?? 'null'").stringValue ?? "null"
        }
    }

    /// Ends the session, the driver and the X server; later calls throw.
    public func close() async {
        _ = try? await gate.run {
            closed.withLock { $0 = true }
            await stop()
        }
    }

    /// Kills the processes if `close` was never called.
    deinit {
        running.withLock { $0 }?.process.terminate()
    }

    /// Runs `body` on the session (starting the browser if the last one was ended); ends the browser when `body`
    /// fails and the page no longer answers, so that a page that hangs or crashed it leaves nothing for the next document.
    private func withSession<T: Sendable>(_ body: (WebKitSession) async throws -> T) async throws -> T {
        try await gate.run {
            guard !closed.withLock({ $0 }) else { throw SnapshotError("the browser is closed") }
            let current = running.withLock { $0 }?.session
            let session: WebKitSession
            if let current { session = current } else { session = try await start() }
            do {
                return try await body(session)
            } catch {
                // A script error leaves a page that still answers; a hung or crashed one ends the browser.
                if await !session.answers() { await stop() }
                throw error
            }
        }
    }

    /// Starts the processes and a session, and keeps them.
    private func start() async throws -> WebKitSession {
        let process = try await WebKitDriverProcess.start(scale: scale, timeout: max(timeout, Self.startTimeout))
        // MiniBrowser compiles its content filter in a nested main loop before it allows automation; a session request
        // that arrives meanwhile is refused with "failed to create a new browsing context" (measured: about one launch
        // in three with the filter, none in 15 without). Each attempt launches a new MiniBrowser on the same driver and
        // fails on its own, so eight attempts leave about one start in 6,500 failing; any other error ends the start.
        var attempt = 1
        while true {
            do {
                let session = try await WebKitSession.create(process: process, timeout: timeout, startTimeout: max(timeout, Self.startTimeout))
                running.withLock { $0 = Running(process: process, session: session) }
                return session
            } catch {
                guard attempt < Self.sessionAttempts, "\(error)".contains("failed to create a new browsing context") else {
                    process.terminate()
                    throw error
                }
                attempt += 1
            }
        }
    }

    /// Ends the session (briefly: a hung page may not let it) and the processes.
    private func stop() async {
        guard
            let current = running.withLock({ current in
                defer { current = nil }
                return current
            })
        else { return }
        await current.session.end()
        current.process.terminate()
    }
}
