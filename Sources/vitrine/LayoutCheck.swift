import Foundation
import InAppMessaging
import Preview
import Snapshot

/// Measures rendered messages in headless Chromium (`vitrine validate --layout`, and every shot
/// of `vitrine snapshot`): text cut by the slideup's clamp or by a modal's height, truncated
/// buttons, and in HTML messages tap targets under 44 × 44 pt and images without `alt`.
struct LayoutCheck {
    /// The browser the pages are measured in.
    let browser: HeadlessBrowser

    /// One measured problem, its JSON path relative to the message.
    struct Measurement: Sendable, Hashable {
        /// The rule's name.
        var rule: String
        /// Where in the message: `message`, `header`, `btns[N].text`, or the HTML payload's own.
        var path: JSONPath
        /// What was measured.
        var message: String
    }

    /// Findings of `message` as a phone in its own orientation shows it (light theme).
    func measure(_ message: InAppMessage, renderer: PreviewRenderer = PreviewRenderer()) async throws -> [Measurement] {
        let options = PreviewOptions()
        let frame = DeviceFrame(device: options.device, orientation: options.resolvedOrientation(for: message))
        if case .html(let content) = message.content {
            return try await measureHTML(content.html, width: frame.width, height: frame.height, at: JSONPath().appending("message"))
        }
        let size = frame.documentSize(withBridgePanel: false)
        try await browser.open(html: renderer.render(message, options: options), width: size.width, height: size.height)
        return try await measureLoadedPreview()
    }

    /// Findings of the preview document the browser shows now (after a snapshot's shot).
    func measureLoadedPreview() async throws -> [Measurement] {
        try await measurements(LayoutProbe.preview, base: JSONPath())
    }

    /// Findings of an HTML document on a screen of `width` × `height` points.
    func measureHTML(_ html: String, width: Int = 393, height: Int = 852, at path: JSONPath = JSONPath()) async throws -> [Measurement] {
        try await browser.open(html: html, width: width, height: height)
        return try await measurements(LayoutProbe.html, base: path)
    }

    /// Runs a probe and maps its parts to JSON paths under `base`.
    private func measurements(_ probe: String, base: JSONPath) async throws -> [Measurement] {
        let json = try await browser.evaluate(probe)
        guard let found = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else { return [] }
        return found.compactMap { item in
            guard let rule = item["rule"] as? String, let part = item["part"] as? String, let detail = item["detail"] as? String else { return nil }
            let index = item["index"] as? Int ?? -1
            let path: JSONPath
            switch part {
            case "button": path = base.appending("btns").appending(index).appending("text")
            case "html": path = base
            default: path = base.appending(part)
            }
            return Measurement(rule: rule, path: path, message: detail)
        }
    }
}
