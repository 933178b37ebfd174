import Foundation

extension HeadlessBrowser {
    /// Waits, inside the page, for web fonts, then for every `<img>` (at most `milliseconds`), then for two animation frames.
    static func readinessScript(milliseconds: Int) -> String {
        """
        (async () => {
          await document.fonts.ready;
          const images = Array.from(document.images).filter((image) => !image.complete);
          const loaded = Promise.all(images.map((image) => new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          })));
          await Promise.race([loaded, new Promise((done) => setTimeout(done, \(milliseconds)))]);
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return true;
        })()
        """
    }

    /// Sizes the viewport, opens a fresh `about:blank` document (a new window, so nothing of the
    /// last page survives), writes `html` into it, and waits until it is ready to capture.
    ///
    /// The page's origin is opaque: it cannot read local files, and the browser's proxy (see
    /// `ChromiumProcess`) refuses every network request, so shots are reproducible and a message
    /// cannot make the server's Chromium reach other hosts.
    func load(html: String, width: Int, height: Int, scale: Double) async throws {
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
        _ = try await evaluateValue(Self.readinessScript(milliseconds: budget))
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
