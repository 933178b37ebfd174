import Foundation
public import InAppMessaging
import Preview
public import Snapshot

/// Measures rendered messages in headless Chromium (`vitrine validate --layout`, and every shot
/// of `vitrine snapshot`): text cut by the slideup's clamp or by a modal's height, truncated
/// buttons, and in HTML messages tap targets under 44 × 44 pt, images without `alt`, controls
/// Chromium's accessibility tree names nothing, a missing `lang`, a focus order that leaves the
/// screen, unguarded animation and (on iOS) text in `px`.
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

    /// Findings of an HTML document on `platform`'s screen of `width` × `height` points, its
    /// accessibility tree read from Chromium; the page is closed after.
    public func measureHTML(
        _ html: String,
        platform: Platform = .ios,
        width: Int = 393,
        height: Int = 852,
        at path: JSONPath = JSONPath()
    ) async throws -> [Measurement] {
        let (json, nodes) = try await browser.measureAccessibility(
            html: html,
            width: width,
            height: height,
            LayoutProbe.html(platform: platform.rawValue),
            describing: Self.isUnnamedControl
        )
        let unnamed = nodes.filter(Self.isUnnamedControl).map { node in
            Measurement(
                rule: .htmlControlUnnamed,
                path: path,
                message: "\(node.element ?? "an element") is a \(node.role) with no accessible name, so a screen reader says only “\(node.role)”"
            )
        }
        return try measurements(json, base: path) + unnamed
    }

    /// The roles a reader acts on, which need a name.
    static let controlRoles: Set<String> = [
        "link", "button", "textbox", "searchbox", "checkbox", "radio", "combobox", "listbox", "slider", "spinbutton", "switch", "menuitem", "tab",
    ]

    /// A control a reader reaches whose accessible name is empty.
    @Sendable static func isUnnamedControl(_ node: AccessibilityNode) -> Bool {
        !node.ignored && controlRoles.contains(node.role) && node.name.allSatisfy(\.isWhitespace)
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
