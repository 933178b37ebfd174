import CampaignServices
import Foundation
import Snapshot

extension SnapshotRun {
    /// Draws `shot` (an HTML message) in Chromium and in WebKit, writes both (the WebKit one named
    /// `….webkit.png`), and reports where they differ: the changed regions of the Chromium shot and
    /// `….engines.diff.png`, the diff image, beside them.
    func compareEngines(_ shot: SnapshotShot, previews: PreviewService, with browsers: inout SnapshotBrowsers) async throws -> SnapshotOutcome {
        let document = try await previews.document(shot.subject, options: shot.options, inliningImages: true)
        let folder = URL(fileURLWithPath: out)
        let chromium = try await browsers.png(of: document, engine: .chromium)
        let webkit = try await browsers.png(of: document, engine: .webkit)
        let chromiumPath = folder.appendingPathComponent(shot.path(engine: .chromium))
        let webkitPath = folder.appendingPathComponent(shot.path(engine: .webkit))
        try Self.write(chromium, to: chromiumPath)
        try Self.write(webkit, to: webkitPath)
        let comparison = ImageComparison(baseline: try PNG.decode(chromium), candidate: try PNG.decode(webkit), threshold: threshold)
        let ratio = String(format: "%.5f", comparison.changedRatio)
        guard comparison.sizesDiffer || comparison.changedRatio > maxChangedRatio else {
            return SnapshotOutcome(
                report: "alike    \(chromiumPath.path) [chromium] \(webkitPath.path) [webkit] (changed \(ratio))\n",
                layout: "",
                changed: false
            )
        }
        let diff = chromiumPath.deletingPathExtension().appendingPathExtension("engines.diff.png")
        try Self.write(PNG.encode(comparison.diffImage), to: diff)
        let regions = comparison.changedRegions().map(\.description).joined(separator: "; ")
        let size = comparison.sizesDiffer ? ", size differs" : ""
        return SnapshotOutcome(
            report:
                "differ   \(chromiumPath.path) [chromium] \(webkitPath.path) [webkit] (changed \(ratio)\(size), regions \(regions) px, diff \(diff.path))\n",
            layout: "",
            changed: true
        )
    }
}
