import CampaignServices
import Foundation
import Snapshot

/// The browsers of one `vitrine snapshot` run: Chromium when a shot is drawn by it or a shot's
/// layout is measured (every non-HTML message), WebKit when a shot is drawn by it.
struct SnapshotBrowsers: Sendable {
    /// Headless Chromium, when needed.
    let chromium: HeadlessBrowser?
    /// WebKit at the run's scale, when needed.
    let webkit: WebKitBrowser?

    /// Starts the browsers `shots` need (with `bothEngines`, both for every shot).
    static func launch(for shots: [SnapshotShot], scale: Double, bothEngines: Bool = false) async throws -> SnapshotBrowsers {
        let needsChromium = bothEngines || shots.contains { $0.engine == .chromium || $0.subject.message.kind != .html }
        let needsWebKit = bothEngines || shots.contains { $0.engine == .webkit }
        let chromium = needsChromium ? try await HeadlessBrowser.launch() : nil
        do {
            let webkit = needsWebKit ? try await WebKitBrowser.launch(scale: Int(scale)) : nil
            return SnapshotBrowsers(chromium: chromium, webkit: webkit)
        } catch {
            await chromium?.close()
            throw error
        }
    }

    /// A PNG of `document`'s device drawn by `engine` at `scale`.
    func png(of document: RenderedPreview, engine: SnapshotEngine, scale: Double) async throws -> [UInt8] {
        switch engine {
        case .chromium:
            guard let chromium else { throw SnapshotError("Chromium was not started for this run") }
            return try await chromium.screenshot(
                html: document.html,
                width: document.width,
                height: document.height,
                scale: scale,
                clipSelector: ".device"
            )
        case .webkit:
            guard let webkit else { throw SnapshotError("WebKit was not started for this run") }
            return try await webkit.screenshot(html: document.html, width: document.width, height: document.height, clipSelector: ".device")
        }
    }

    /// Closes both.
    func close() async {
        await chromium?.close()
        await webkit?.close()
    }
}
