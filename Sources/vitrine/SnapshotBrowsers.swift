import CampaignServices
import Foundation
import Snapshot

/// The browsers of one job of a `vitrine snapshot` run, each started when a shot of the job first needs it: headless
/// Chromium for the shots it draws and for measuring native messages' layout, WebKit for the shots it draws. A job's
/// shots are taken one after the other, so its browsers hold one page at a time.
struct SnapshotBrowsers: Sendable {
    /// Device pixels per CSS pixel of every shot.
    let scale: Double
    /// Headless Chromium, once started.
    private var chromiumBrowser: HeadlessBrowser?
    /// WebKit at the run's scale, once started.
    private var webKitBrowser: WebKitBrowser?

    /// No browser yet; shots at `scale`.
    init(scale: Double) {
        self.scale = scale
    }

    /// The job's Chromium, started now if it was not.
    mutating func chromium() async throws -> HeadlessBrowser {
        if let chromiumBrowser { return chromiumBrowser }
        let started = try await HeadlessBrowser.launch()
        chromiumBrowser = started
        return started
    }

    /// The job's WebKit, started now if it was not.
    mutating func webKit() async throws -> WebKitBrowser {
        if let webKitBrowser { return webKitBrowser }
        let started = try await WebKitBrowser.launch(scale: Int(scale))
        webKitBrowser = started
        return started
    }

    /// A PNG of `document`'s device drawn by `engine`.
    mutating func png(of document: RenderedPreview, engine: SnapshotEngine) async throws -> [UInt8] {
        switch engine {
        case .chromium:
            return try await chromium().screenshot(
                html: document.html,
                width: document.width,
                height: document.height,
                scale: scale,
                clipSelector: ".device"
            )
        case .webkit:
            return try await webKit().screenshot(html: document.html, width: document.width, height: document.height, clipSelector: ".device")
        }
    }

    /// Closes the browsers that were started.
    func close() async {
        await chromiumBrowser?.close()
        await webKitBrowser?.close()
    }
}
