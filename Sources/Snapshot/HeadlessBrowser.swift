import Foundation
import Synchronization

/// One headless Chromium reused for many screenshots; safe to call from several tasks (calls are serialised).
///
/// Every document gets a page target of its own, closed when its screenshot is taken (or, after `open`, at the next call),
/// so the page's renderer process goes with it: scripts, workers and memory of one message do not outlive its shot.
public final class HeadlessBrowser: Sendable {
    /// A page target and the flat session attached to it.
    struct PageTarget: Sendable {
        /// The target, for `Target.closeTarget`.
        let targetId: String
        /// The session page commands are sent to.
        let sessionId: String
    }

    /// The Chromium process and its profile.
    let process: ChromiumProcess
    /// The DevTools connection over Chromium's pipes.
    let connection: CDPConnection
    /// The page the last document was loaded into, until it is closed.
    let page = Mutex<PageTarget?>(nil)
    /// The deadline of every single wait.
    let timeout: Duration
    /// Serialises screenshots, evaluations and closing.
    private let gate = SerialGate()
    /// Whether the process has been ended.
    private let status = Mutex(false)

    /// Wraps a started Chromium.
    private init(process: ChromiumProcess, connection: CDPConnection, timeout: Duration) {
        self.process = process
        self.connection = connection
        self.timeout = timeout
    }

    /// Starts Chromium: `executable` if given, else `VITRINE_CHROMIUM`, else the first of chromium, chromium-browser,
    /// google-chrome and google-chrome-stable on `PATH`. `timeout` bounds each later wait (page load, each protocol call).
    /// Throws `SnapshotError` when no executable is found or Chromium does not come up.
    public static func launch(executable: String? = nil, timeout: Duration = .seconds(20)) async throws -> HeadlessBrowser {
        let path = try ChromiumProcess.locateExecutable(executable)
        let process = try ChromiumProcess.spawn(executable: path)
        let connection = CDPConnection(readDescriptor: process.readDescriptor, writeDescriptor: process.writeDescriptor)
        do {
            _ = try await connection.send("Browser.getVersion", timeout: timeout)
            process.confine()
            return HeadlessBrowser(process: process, connection: connection, timeout: timeout)
        } catch {
            process.terminate()
            connection.shutDown(reason: "Chromium was stopped")
            let reason = (error as? SnapshotError)?.description ?? "\(error)"
            throw SnapshotError("could not start Chromium at \(path): \(reason)")
        }
    }

    /// Loads `html` as a whole document in a `width`×`height` CSS-pixel viewport at `scale` device pixels per CSS pixel,
    /// waits for the load event, `document.fonts.ready` and the page's images (bounded by the timeout), and captures a PNG:
    /// the bounding box of the first element matching `clipSelector`, or the whole viewport.
    public func screenshot(html: String, width: Int, height: Int, scale: Double = 2, clipSelector: String? = nil) async throws -> [UInt8] {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SnapshotError("viewport \(width)×\(height) is out of range (1…16384 per side)")
        }
        guard scale > 0, scale <= 8 else { throw SnapshotError("scale \(scale) is out of range (0 < scale ≤ 8)") }
        return try await gate.run {
            try checkOpen()
            do {
                let png = try await capture(html: html, width: width, height: height, scale: scale, clipSelector: clipSelector)
                await closePage()
                return png
            } catch {
                await closePage()
                throw error
            }
        }
    }

    /// Loads `html` into a new page and captures it (the body of `screenshot`, which closes the page after).
    private func capture(html: String, width: Int, height: Int, scale: Double, clipSelector: String?) async throws -> [UInt8] {
        let hasFrames = try await load(html: html, width: width, height: height, scale: scale, waitsForFramePaint: true)
        var params: JSONValue = ["format": "png", "fromSurface": true]
        if let clipSelector {
            let box = try await elementBox(clipSelector, scale: scale)
            // Capturing beyond the viewport resizes it for the capture, which can move fixed and viewport-sized
            // elements; only do it when the element does not fit in the viewport.
            let inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= Double(width) && box.y + box.height <= Double(height)
            let clip: JSONValue = [
                "x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height), "scale": 1,
            ]
            params = ["format": "png", "fromSurface": true, "captureBeyondViewport": .bool(!inside), "clip": clip]
        }
        // A sandboxed frame paints in its own process and may still be arriving after the readiness wait: with
        // frames, capture again until two captures agree (at most five), so the same document always gives the
        // same PNG. A page without frames is painted by the page's own process: one capture.
        var png = try await captureOnce(params)
        for _ in 0..<(hasFrames ? 4 : 0) {
            try await Task.sleep(for: .milliseconds(50))
            let again = try await captureOnce(params)
            if again == png { break }
            png = again
        }
        return png
    }

    /// One `Page.captureScreenshot` with `params`, decoded.
    private func captureOnce(_ params: JSONValue) async throws -> [UInt8] {
        let result = try await command("Page.captureScreenshot", params)
        guard let encoded = result["data"]?.stringValue, let data = Data(base64Encoded: encoded) else {
            throw SnapshotError("Chromium returned no screenshot data")
        }
        return [UInt8](data)
    }

    /// Loads `html` as a whole document in a `width`×`height` CSS-pixel viewport and waits until it is ready, like
    /// `screenshot` without the capture (nor its wait for frames to paint); the page stays, for `evaluate`, until the
    /// next call. For tests that watch a page while it is open; the product measures with `measure`, which closes it.
    func open(html: String, width: Int, height: Int) async throws {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SnapshotError("viewport \(width)×\(height) is out of range (1…16384 per side)")
        }
        try await gate.run {
            try checkOpen()
            try await load(html: html, width: width, height: height, scale: 1, waitsForFramePaint: false)
        }
    }

    /// Loads `html` as `open` does, evaluates `expression` in it as `evaluate` does, and closes the page, all in one turn
    /// of the browser (no other call comes between them): for measuring a document's layout without leaving its
    /// scripts and workers running in the browser afterwards.
    public func measure(html: String, width: Int, height: Int, _ expression: String) async throws -> String {
        try await measuring(html: html, width: width, height: height) { try await self.evaluateJSON(expression) }
    }

    /// Loads `html` in a `width`×`height` viewport, runs `body` on the page and closes it, in one
    /// turn of the browser: what `measure` and `measureAccessibility` share.
    func measuring<Result: Sendable>(
        html: String,
        width: Int,
        height: Int,
        _ body: @Sendable () async throws -> Result
    ) async throws -> Result {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw SnapshotError("viewport \(width)×\(height) is out of range (1…16384 per side)")
        }
        return try await gate.run {
            try checkOpen()
            do {
                try await load(html: html, width: width, height: height, scale: 1, waitsForFramePaint: false)
                let result = try await body()
                await closePage()
                return result
            } catch {
                await closePage()
                throw error
            }
        }
    }

    /// Evaluates a JavaScript expression (awaiting it if it is a promise) in the page `open` loaded and returns its
    /// JSON-serialisable result as JSON text, as `JSON.stringify` writes it (`null` for `undefined`). Throws on exceptions.
    func evaluate(_ expression: String) async throws -> String {
        try await gate.run {
            try checkOpen()
            return try await evaluateJSON(expression)
        }
    }

    /// Ends Chromium and removes its profile; later calls throw. Also done on deinit if not called.
    public func close() async {
        try? await gate.run {
            guard markClosed() else { return }
            _ = try? await connection.send("Browser.close", timeout: .seconds(2))
            process.terminate(grace: .seconds(2))
            connection.shutDown(reason: "the browser was closed")
        }
    }

    /// Kills Chromium and removes its profile if `close` was never called.
    deinit {
        if markClosed() {
            process.terminate()
            connection.shutDown(reason: "the browser was closed")
        }
    }

    /// Marks the browser closed; true only for the first caller.
    private func markClosed() -> Bool {
        status.withLock { closed in
            defer { closed = true }
            return !closed
        }
    }

    /// Throws once the browser is closed.
    private func checkOpen() throws {
        if status.withLock({ $0 }) { throw SnapshotError("the browser is closed") }
    }

    /// Sends a command to the open page's session.
    func command(_ method: String, _ params: JSONValue = [:]) async throws -> JSONValue {
        guard let current = page.withLock({ $0 }) else { throw SnapshotError("no page is open: load one with open(html:width:height:)") }
        return try await connection.send(method, params, sessionId: current.sessionId, timeout: timeout)
    }
}
