import ArgumentParser
import CampaignServices
import InAppMessaging
import Preview
import Snapshot

/// The browser engine a shot is drawn by: Chromium (Android's WebView, the web SDK's browsers and
/// every preview), or WebKit (iOS's WKWebView, which draws HTML messages on iPhones and iPads).
enum SnapshotEngine: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Headless Chromium (`HeadlessBrowser`).
    case chromium
    /// WebKitGTK under WebKitWebDriver (`WebKitBrowser`).
    case webkit

    /// The engine for `shot`: `requested` when given, else WebKit for an iOS HTML message and
    /// Chromium for everything else. WebKit falls back to Chromium when `webKitAvailable` is false.
    static func engine(for shot: SnapshotShot, requested: SnapshotEngine?, webKitAvailable: Bool) -> SnapshotEngine {
        let wanted = requested ?? (shot.options.platform == .ios && shot.subject.message.kind == .html ? .webkit : .chromium)
        return wanted == .webkit && !webKitAvailable ? .chromium : wanted
    }

    /// Why WebKit cannot draw this run at `scale`, nil when it can: not installed (naming the
    /// packages), or a scale WebKitGTK cannot draw at (whole scales 1 to 4 only).
    static func webKitUnavailability(scale: Double) -> String? {
        guard WebKitBrowser.isInstalled else { return WebKitBrowser.notInstalled }
        guard scale.rounded() == scale, (1...4).contains(scale) else { return "WebKit draws at whole scales (1 to 4), not \(scale)" }
        return nil
    }
}
