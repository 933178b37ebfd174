import Foundation
public import InAppMessaging
import Preview
public import Snapshot

/// Measures rendered messages in headless Chromium (`vitrine validate --layout`, and every shot
/// of `vitrine snapshot`): text cut by the slideup's clamp or by a modal's height, truncated
/// buttons, and in HTML messages tap targets under 44 × 44 pt and images without `alt`.
public struct LayoutCheck: Sendable {
    /// The browser the pages are measured in.
    public let browser: HeadlessBrowser

    /// A check that measures in `browser`.
    public init(browser: HeadlessBrowser) {
        self.browser = browser
    }

    /// One measured problem, its JSON path relative to the message.
    public struct Measurement: Sendable, Hashable {
        /// The rule's name.
        public var rule: RuleID
        /// Where in the message: `message`, `header`, `btns[N].text`, or the HTML payload's own.
        public var path: JSONPath
        /// What was measured.
        public var message: String
    }

    /// Findings of a preview document (`width` × `height` CSS pixels); the page is closed after.
    public func measurePreview(_ html: String, width: Int, height: Int) async throws -> [Measurement] {
        try measurements(try await browser.measure(html: html, width: width, height: height, LayoutProbe.preview), base: JSONPath())
    }

    /// Findings of an HTML document on a screen of `width` × `height` points; the page is closed after.
    public func measureHTML(_ html: String, width: Int = 393, height: Int = 852, at path: JSONPath = JSONPath()) async throws -> [Measurement] {
        try measurements(try await browser.measure(html: html, width: width, height: height, LayoutProbe.html), base: path)
    }

    /// Maps a probe's answer (`json`) to findings at JSON paths under `base`.
    private func measurements(_ json: String, base: JSONPath) throws -> [Measurement] {
        guard let found = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else { return [] }
        return found.compactMap { item in
            guard let rule = (item["rule"] as? String).flatMap(RuleID.init(rawValue:)), let part = item["part"] as? String,
                let detail = item["detail"] as? String
            else { return nil }
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
