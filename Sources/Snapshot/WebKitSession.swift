import Foundation
import NIOHTTP1
import Synchronization

/// One WebDriver session of MiniBrowser: the commands `WebKitBrowser` sends for a document.
final class WebKitSession: Sendable {
    /// The driver's client with `/session/<id>` as its base.
    let client: WebDriverClient
    /// The timeout of each wait inside the page.
    let timeout: Duration
    /// The window size minus the viewport size (MiniBrowser's toolbar and borders), measured once.
    let chrome: (width: Int, height: Int)
    /// The window size last set, to skip setting it again.
    private let windowSize = Mutex<(width: Int, height: Int)?>(nil)

    /// A session over `client`.
    private init(client: WebDriverClient, timeout: Duration, chrome: (width: Int, height: Int)) {
        self.client = client
        self.timeout = timeout
        self.chrome = chrome
    }

    /// The rules of MiniBrowser's content filter (WebKit content blockers): every network and file load is blocked,
    /// whatever its host, before it reaches the proxy. One rule per scheme: a content blocker's `url-filter` has no
    /// alternation, and one rule it cannot compile drops the whole list.
    static let contentFilter: String = {
        let rules = ["^https?:", "^wss?:", "^ftp:", "^file:"].map { #"{"trigger": {"url-filter": "\#($0)"}, "action": {"type": "block"}}"# }
        return "[" + rules.joined(separator: ", ") + "]"
    }()

    /// Opens a session on MiniBrowser (isolated: see `WebKitBrowser`) and measures its window's chrome, each of these
    /// steps bounded by `startTimeout`; `timeout` bounds each later wait.
    static func create(process: WebKitDriverProcess, timeout: Duration, startTimeout: Duration) async throws -> WebKitSession {
        let filter = URL(fileURLWithPath: process.profileDirectory).appendingPathComponent("content-filter.json")
        try Data(contentFilter.utf8).write(to: filter)
        let arguments: [JSONValue] = [
            "--automation", "--proxy=http://127.0.0.1:9", "--content-filter=\(filter.path)", "--enable-page-cache=false",
            "--enable-webrtc=false", "--enable-media-stream=false", "--enable-dns-prefetching=false",
            "--enable-hyperlink-auditing=false",
        ].map { .string($0) }
        let milliseconds = JSONValue.number(Double(timeout.components.seconds * 1_000))
        let capabilities: JSONValue = [
            "webkitgtk:browserOptions": ["binary": .string(process.miniBrowser), "args": .array(arguments)],
            "unhandledPromptBehavior": "dismiss",
            "timeouts": ["script": milliseconds, "pageLoad": milliseconds, "implicit": 0],
        ]
        let driver = WebDriverClient(base: "http://127.0.0.1:\(process.port)", timeout: startTimeout)
        let created = try await driver.send(.POST, "/session", ["capabilities": ["alwaysMatch": capabilities]])
        guard let id = created["sessionId"]?.stringValue else { throw SnapshotError("WebKitWebDriver opened no session") }
        let starting = WebDriverClient(base: driver.base + "/session/\(id)", timeout: startTimeout)
        _ = try await starting.send(.POST, "/window/rect", ["width": 800, "height": 600])
        let inner = try await starting.send(.POST, "/execute/sync", ["script": "return [innerWidth, innerHeight]", "args": .array([])])
        guard case .array(let sizes) = inner, sizes.count == 2, let width = sizes[0].doubleValue, let height = sizes[1].doubleValue else {
            throw SnapshotError("MiniBrowser did not report its viewport")
        }
        let client = WebDriverClient(base: starting.base, timeout: timeout)
        return WebKitSession(client: client, timeout: timeout, chrome: (800 - Int(width), 600 - Int(height)))
    }

    /// Opens a fresh `about:blank` document sized `width`×`height`, writes `html` into it and waits until it is ready
    /// (the readiness script `HeadlessBrowser` uses).
    func load(html: String, width: Int, height: Int, waitsForFramePaint: Bool) async throws {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SnapshotError("viewport \(width)×\(height) is out of range (1…16384 per side)")
        }
        let window = (width: width + chrome.width, height: height + chrome.height)
        if windowSize.withLock({ $0.map { $0 != window } ?? true }) {
            _ = try await client.send(.POST, "/window/rect", ["width": .number(Double(window.width)), "height": .number(Double(window.height))])
            windowSize.withLock { $0 = window }
        }
        // A navigation, so the last document, its timers and workers are gone.
        _ = try await client.send(.POST, "/url", ["url": "about:blank"])
        // Dialogs would hold the page until WebDriver dismissed them.
        let write =
            "window.alert = window.confirm = window.prompt = window.print = () => undefined; "
            + "document.open(); document.write(arguments[0]); document.close(); return true"
        _ = try await evaluate(write, [.string(html)], step: "writing the document")
        let budget = Int(Double(timeout.components.seconds) * 1_000 * 0.75)
        let ready = HeadlessBrowser.readinessScript(milliseconds: budget, waitsForFramePaint: waitsForFramePaint)
        _ = try await evaluate("return " + ready, step: "waiting for the document's load, fonts, images and frames")
    }

    /// Lays the loaded document out and paints it again, whole: its window one pixel larger, then its own size again,
    /// then two animation frames. WebKit keeps the tiles it painted while the document was loading and then repaints
    /// only what changed (an image decoded late, a frame's document arriving), each repaint clipped to its own
    /// rectangle, which blurs a shadow's edge or anti-aliases a rounded corner a little differently from one whole
    /// paint: without this, about one load in eight of a demo shot differed from the others in a few pixels. After it,
    /// the pixels depend on the document only.
    func repaint() async throws {
        guard let window = windowSize.withLock({ $0 }) else { return }
        _ = try await client.send(.POST, "/window/rect", ["width": .number(Double(window.width + 1)), "height": .number(Double(window.height + 1))])
        _ = try await client.send(.POST, "/window/rect", ["width": .number(Double(window.width)), "height": .number(Double(window.height))])
        let frames = "await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
        _ = try await evaluate(frames, step: "waiting for the whole repaint")
    }

    /// The PNG of the viewport, or of the first element matching `selector` cut out of it (the element's box snapped
    /// outwards to whole device pixels; WebKitGTK's own element screenshots come out black in Xvfb).
    func screenshot(of selector: String?, scale: Int) async throws -> [UInt8] {
        guard let encoded = try await client.send(.GET, "/screenshot").stringValue, let data = Data(base64Encoded: encoded) else {
            throw SnapshotError("WebKit returned no screenshot data")
        }
        guard let selector else { return [UInt8](data) }
        let box = try await evaluate(
            """
            const element = document.querySelector(arguments[0]);
            if (!element) return null;
            const box = element.getBoundingClientRect();
            return [box.left, box.top, box.right, box.bottom];
            """,
            [.string(selector)],
            step: "measuring the element to clip"
        )
        guard case .array(let edges) = box, edges.count == 4 else { throw SnapshotError("no element matches the clip selector \(selector)") }
        let viewport = try PNG.decode([UInt8](data))
        let factor = Double(scale)
        let left = max(0, Int(((edges[0].doubleValue ?? 0) * factor).rounded(.down)))
        let top = max(0, Int(((edges[1].doubleValue ?? 0) * factor).rounded(.down)))
        let right = min(viewport.width, Int(((edges[2].doubleValue ?? 0) * factor).rounded(.up)))
        let bottom = min(viewport.height, Int(((edges[3].doubleValue ?? 0) * factor).rounded(.up)))
        guard right > left, bottom > top else { throw SnapshotError("the element matching \(selector) has no area in the viewport") }
        return PNG.encode(viewport.cropped(x: left, y: top, width: right - left, height: bottom - top))
    }

    /// Runs `script` (a function body; `arguments` are `arguments`) in the page, awaiting a returned promise. With
    /// `step`, an error says which step of a shot it ended ("WebKit, waiting for …: …").
    func evaluate(_ script: String, _ arguments: [JSONValue] = [], step: String? = nil) async throws -> JSONValue {
        let body: JSONValue = ["script": .string("return (async () => {\n\(script)\n})()"), "args": .array(arguments)]
        do {
            return try await client.send(.POST, "/execute/sync", body)
        } catch let error as SnapshotError {
            guard let step else { throw error }
            throw SnapshotError("WebKit, \(step): \(error.description)")
        }
    }

    /// Whether the page still runs a script within two seconds.
    func answers() async -> Bool {
        let quick = WebDriverClient(base: client.base, timeout: .seconds(2))
        return (try? await quick.send(.POST, "/execute/sync", ["script": "return 1", "args": .array([])])) == .number(1)
    }

    /// Ends the session (closing MiniBrowser), waiting at most a second.
    func end() async {
        let quick = WebDriverClient(base: client.base, timeout: .seconds(1))
        _ = try? await quick.send(.DELETE, "")
    }
}
