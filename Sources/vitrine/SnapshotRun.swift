import CampaignServices
import Foundation
import InAppMessaging
import Preview
import Snapshot

/// Takes shots into a folder and compares each with the baseline.
struct SnapshotRun: Sendable {
    /// Where shots are written.
    let out: String
    /// The folder of earlier shots, if comparing.
    let baseline: String?
    /// Whether new shots replace the baseline's.
    let update: Bool
    /// Per-pixel tolerance.
    let threshold: Double
    /// The changed-pixel ratio still counted as unchanged.
    let maxChangedRatio: Double

    /// Takes `shot` with its engine (starting the job's browser for it if needed), writes it, compares it with its
    /// baseline, and returns its report line (which names the engine after the shot's path) and the layout measured
    /// in it and in its device's other locales (clamped or cut text, truncated buttons), one line each, `[locale] `
    /// before a translation's findings; a locale measured without a shot is named by the shot it would have been,
    /// `(not shot)`.
    func take(_ shot: SnapshotShot, previews: PreviewService, with browsers: inout SnapshotBrowsers) async throws -> SnapshotOutcome {
        let document = try await previews.document(shot.subject, options: shot.options, inliningImages: true)
        let png = try await browsers.png(of: document, engine: shot.engine)
        let target = URL(fileURLWithPath: out).appendingPathComponent(shot.relativePath)
        let engine = " [\(shot.engine.rawValue)]"
        try Self.write(png, to: target)
        var layout = ""
        if shot.subject.message.kind != .html {
            // A shot's page is torn down once its PNG is taken: the layout is measured on the same
            // document opened again, in Chromium whichever engine drew the shot.
            let browser = try await browsers.chromium()
            layout += Self.lines(
                try await LayoutCheck(browser: browser).measurePreview(document.html, width: document.width, height: document.height),
                in: target.path,
                locale: shot.options.locale
            )
            for locale in shot.alsoMeasured {
                var unshot = shot
                unshot.options.locale = locale
                let name = URL(fileURLWithPath: out).appendingPathComponent(unshot.relativePath).path + " (not shot)"
                layout += Self.lines(
                    try await previews.layoutFindings(unshot.subject, options: unshot.options, in: browser),
                    in: name,
                    locale: locale
                )
            }
        }
        guard let baseline else { return SnapshotOutcome(report: "wrote    \(target.path)\(engine)\n", layout: layout, changed: false) }
        let reference = URL(fileURLWithPath: baseline).appendingPathComponent(shot.relativePath)
        guard let old = FileManager.default.contents(atPath: reference.path) else {
            if update {
                try Self.write(png, to: reference)
                return SnapshotOutcome(report: "added    \(reference.path)\(engine)\n", layout: layout, changed: false)
            }
            return SnapshotOutcome(report: "new      \(target.path)\(engine) (no baseline at \(reference.path))\n", layout: layout, changed: true)
        }
        let comparison = ImageComparison(baseline: try PNG.decode(Array(old)), candidate: try PNG.decode(png), threshold: threshold)
        let ratio = String(format: "%.5f", comparison.changedRatio)
        guard comparison.sizesDiffer || comparison.changedRatio > maxChangedRatio else {
            return SnapshotOutcome(report: "same     \(target.path)\(engine) (changed \(ratio))\n", layout: layout, changed: false)
        }
        let region = comparison.changedBounds.map { ", region \($0.x),\($0.y) \($0.width)×\($0.height) px" } ?? ""
        let diff = target.deletingPathExtension().appendingPathExtension("diff.png")
        try Self.write(PNG.encode(comparison.diffImage), to: diff)
        if update {
            try Self.write(png, to: reference)
            return SnapshotOutcome(
                report: "updated  \(reference.path)\(engine) (changed \(ratio)\(region), diff \(diff.path))\n",
                layout: layout,
                changed: false
            )
        }
        let sizes = comparison.sizesDiffer ? ", size differs" : ""
        return SnapshotOutcome(
            report: "changed  \(target.path)\(engine) (changed \(ratio)\(region)\(sizes), diff \(diff.path))\n",
            layout: layout,
            changed: true
        )
    }

    /// A layout line for each of `measured`, found in the shot named `target` drawn in `locale`.
    private static func lines(_ measured: [LayoutCheck.Measurement], in target: String, locale: String?) -> String {
        measured.map { found in
            let message = Diagnostic(severity: .warning, rule: found.rule, message: found.message, locale: locale).localisedMessage
            return "\(target): \(found.path): warning: \(message) [\(found.rule)]\n"
        }
        .joined()
    }

    /// Writes `bytes` to `url`, making its folder.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
