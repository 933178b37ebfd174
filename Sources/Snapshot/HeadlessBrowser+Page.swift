import Foundation
import Synchronization

extension HeadlessBrowser {
    /// Waits, inside the page, for its load event (which waits for its frames, sandboxed message frames in their own
    /// process included), for web fonts, then for every `<img>` to load and to be decoded (each wait at most
    /// `milliseconds`), then, when the page
    /// has frames and `waitsForFramePaint` (a screenshot needs their pixels, a measurement only the page's layout), 150 ms
    /// for their first paint, then for two animation frames. It answers whether the page has frames.
    static func readinessScript(milliseconds: Int, waitsForFramePaint: Bool) -> String {
        """
        (async () => {
          if (document.readyState !== 'complete') {
            await Promise.race([
              new Promise((done) => window.addEventListener('load', done, { once: true })),
              new Promise((done) => setTimeout(done, \(milliseconds))),
            ]);
          }
          await document.fonts.ready;
          const images = Array.from(document.images).filter((image) => !image.complete);
          const loaded = Promise.all(images.map((image) => new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          })));
          await Promise.race([loaded, new Promise((done) => setTimeout(done, \(milliseconds)))]);
          // A loaded image may still be decoding (a busy machine defers large decodes past the next
          // paint and draws the image's box empty): wait until every image can be painted, and draw
          // each one only once it is decoded (`decoding="async"` lets Chromium paint a frame without
          // an image whose decode is still under way: a shot once missed a whole full-image message).
          for (const image of document.images) image.decoding = 'sync';
          const decoded = Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {})));
          await Promise.race([decoded, new Promise((done) => setTimeout(done, \(milliseconds)))]);
          // A sandboxed frame paints in its own process: its load event can come before its first frame
          // reaches the page's compositor, so give it a few more frames' time.
          if (\(waitsForFramePaint) && document.querySelector('iframe')) await new Promise((done) => setTimeout(done, 150));
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return document.querySelector('iframe') !== null;
        })()
        """
    }

    /// Closes the page left by the last call, opens a new page target (a new renderer process, so nothing of the last
    /// page survives), sizes its viewport, opens `about:blank` in it, writes `html` into it, and waits until it is ready
    /// (and, with `waitsForFramePaint`, until its frames have had time to paint: see `readinessScript`); returns
    /// whether the page has frames.
    ///
    /// The page's origin is opaque: it cannot read local files, and the browser's proxy (see
    /// `ChromiumProcess`) refuses every network request, so shots are reproducible and a message
    /// cannot make the server's Chromium reach other hosts.
    @discardableResult
    func load(html: String, width: Int, height: Int, scale: Double, waitsForFramePaint: Bool) async throws -> Bool {
        await closePage()
        let sessionId = try await openPage()
        _ = try await command(
            "Emulation.setDeviceMetricsOverride",
            ["width": .number(Double(width)), "height": .number(Double(height)), "deviceScaleFactor": .number(scale), "mobile": false]
        )
        let blank = connection.expectEvent("Page.loadEventFired", sessionId: sessionId)
        let navigation: JSONValue
        do {
            navigation = try await command("Page.navigate", ["url": "about:blank"])
        } catch {
            connection.cancelEvent(blank)
            throw error
        }
        try await connection.wait(forEvent: blank, timeout: timeout)
        guard let frameId = navigation["frameId"]?.stringValue else { throw SnapshotError("Chromium opened no frame for the page") }
        _ = try await command("Page.setDocumentContent", ["frameId": .string(frameId), "html": .string(html)])
        let budget = Int(Double(timeout.components.seconds) * 1_000 * 0.75)
        return try await evaluateValue(Self.readinessScript(milliseconds: budget, waitsForFramePaint: waitsForFramePaint)) == .bool(true)
    }

    /// Creates a page target, attaches a flat session to it and enables its page events; returns the session.
    func openPage() async throws -> String {
        let target = try await connection.send("Target.createTarget", ["url": "about:blank"], timeout: timeout)
        guard let targetId = target["targetId"]?.stringValue else { throw SnapshotError("Chromium created no page target") }
        do {
            let attached = try await connection.send("Target.attachToTarget", ["targetId": .string(targetId), "flatten": true], timeout: timeout)
            guard let sessionId = attached["sessionId"]?.stringValue else { throw SnapshotError("Chromium returned no page session") }
            page.withLock { $0 = PageTarget(targetId: targetId, sessionId: sessionId) }
            _ = try await connection.send("Page.enable", sessionId: sessionId, timeout: timeout)
            // Reports the renderer's crash, on which `CDPConnection` fails the page's pending calls.
            _ = try await connection.send("Inspector.enable", sessionId: sessionId, timeout: timeout)
            return sessionId
        } catch {
            page.withLock { $0 = nil }
            _ = try? await connection.send("Target.closeTarget", ["targetId": .string(targetId)], timeout: timeout)
            throw error
        }
    }

    /// Closes the open page target, if any, and kills the browser's renderer processes (where there is a `/proc` to find
    /// them), so the page's scripts and workers stop, busy or not, before this returns.
    func closePage() async {
        let closing = page.withLock { current in
            defer { current = nil }
            return current
        }
        guard let current = closing else { return }
        _ = try? await connection.send("Target.closeTarget", ["targetId": .string(current.targetId)], timeout: timeout)
        // Chromium ends the renderer on its own, but only once the renderer's main thread answers, which eight busy workers
        // can delay by a second or more. No other page is open now, so every renderer can go at once.
        let killed = process.killRenderers()
        guard !killed.isEmpty else { return }
        // Chromium could hand the next page to a renderer it does not know is dead yet (its spare): wait until it has
        // noticed, which it has once its process list no longer names them.
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            guard let info = try? await connection.send("SystemInfo.getProcessInfo", timeout: timeout),
                case .array(let processes)? = info["processInfo"]
            else { return }
            let listed = Set(processes.compactMap { $0["id"]?.doubleValue.map { pid_t($0) } })
            if listed.isDisjoint(with: killed) { return }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The page rectangle (CSS px, snapped outwards to whole device pixels at `scale`) of the first element matching `selector`.
    func elementBox(_ selector: String, scale: Double) async throws -> (x: Double, y: Double, width: Double, height: Double) {
        let selectorLiteral = String(decoding: try JSONValue.string(selector).serialized(), as: UTF8.self)
        let script = """
            (() => {
              const element = document.querySelector(\(selectorLiteral));
              if (!element) return null;
              const box = element.getBoundingClientRect();
              return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
            })()
            """
        let box = try await evaluateValue(script)
        guard let x = box["x"]?.doubleValue, let y = box["y"]?.doubleValue, let width = box["width"]?.doubleValue,
            let height = box["height"]?.doubleValue
        else { throw SnapshotError("no element matches the clip selector \(selector)") }
        guard width > 0, height > 0 else { throw SnapshotError("the element matching \(selector) has no area (\(width)×\(height))") }
        let left = (x * scale).rounded(.down) / scale
        let top = (y * scale).rounded(.down) / scale
        let right = ((x + width) * scale).rounded(.up) / scale
        let bottom = ((y + height) * scale).rounded(.up) / scale
        return (left, top, right - left, bottom - top)
    }

    /// Evaluates `expression` in the page and returns its value as `JSON.stringify` writes it.
    func evaluateJSON(_ expression: String) async throws -> String {
        let wrapped = "(async () => JSON.stringify(await (\n\(expression)\n)) ?? 'null')()"
        return try await evaluateValue(wrapped).stringValue ?? "null"
    }

    /// Evaluates `expression` (awaiting promises) and returns its value by value; throws the page's exception.
    func evaluateValue(_ expression: String) async throws -> JSONValue {
        let result = try await command("Runtime.evaluate", ["expression": .string(expression), "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] {
            let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "unknown exception"
            throw SnapshotError("JavaScript error: \(text)")
        }
        return result["result"]?["value"] ?? .null
    }
}
