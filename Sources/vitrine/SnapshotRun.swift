import CampaignServices
import Foundation
import Snapshot

/// Takes shots into a folder and compares each with the baseline, keeping the report.
struct SnapshotRun {
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

    /// One line per shot.
    var report = ""
    /// The layout measured in each shot and in its variant's other locales (clamped or cut
    /// text, truncated buttons), one line each, `[locale] ` before a translation's findings; a
    /// locale measured without a shot is named by the shot it would have been, `(not shot)`.
    private(set) var layout = ""
    /// Shots that changed beyond the tolerance or had no baseline (and were not updated).
    var changed = 0

    /// Takes `shot` with its engine, writes it, and compares it with its baseline.
    mutating func take(_ shot: SnapshotShot, previews: PreviewService, with browsers: SnapshotBrowsers, scale: Double) async throws {
        let document = try await previews.document(shot.subject, options: shot.options, inliningImages: true)
        let png = try await browsers.png(of: document, engine: shot.engine, scale: scale)
        let target = URL(fileURLWithPath: out).appendingPathComponent(shot.relativePath)
        // Each line names the engine that drew the shot, after its path.
        let engine = " [\(shot.engine.rawValue)]"
        try Self.write(png, to: target)
        if shot.subject.message.kind != .html, let browser = browsers.chromium {
            // A shot's page is torn down once its PNG is taken: the layout is measured on the same
            // document opened again.
            try await browser.open(html: document.html, width: document.width, height: document.height)
            note(try await LayoutCheck(browser: browser).measureLoadedPreview(), in: target.path, locale: shot.options.locale)
            for locale in shot.alsoMeasured {
                var unshot = shot
                unshot.options.locale = locale
                let name = URL(fileURLWithPath: out).appendingPathComponent(unshot.relativePath).path + " (not shot)"
                note(try await previews.layoutFindings(unshot.subject, options: unshot.options, in: browser), in: name, locale: locale)
            }
        }
        guard let baseline else {
            report += "wrote    \(target.path)\(engine)\n"
            return
        }
        let reference = URL(fileURLWithPath: baseline).appendingPathComponent(shot.relativePath)
        guard let old = FileManager.default.contents(atPath: reference.path) else {
            if update {
                try Self.write(png, to: reference)
                report += "added    \(reference.path)\(engine)\n"
            } else {
                changed += 1
                report += "new      \(target.path)\(engine) (no baseline at \(reference.path))\n"
            }
            return
        }
        let comparison = ImageComparison(baseline: try PNG.decode(Array(old)), candidate: try PNG.decode(png), threshold: threshold)
        let ratio = String(format: "%.5f", comparison.changedRatio)
        guard comparison.sizesDiffer || comparison.changedRatio > maxChangedRatio else {
            report += "same     \(target.path)\(engine) (changed \(ratio))\n"
            return
        }
        let region = comparison.changedBounds.map { ", region \($0.x),\($0.y) \($0.width)×\($0.height) px" } ?? ""
        let diff = target.deletingPathExtension().appendingPathExtension("diff.png")
        try Self.write(PNG.encode(comparison.diffImage), to: diff)
        if update {
            try Self.write(png, to: reference)
            report += "updated  \(reference.path)\(engine) (changed \(ratio)\(region), diff \(diff.path))\n"
        } else {
            changed += 1
            report +=
                "changed  \(target.path)\(engine) (changed \(ratio)\(region)\(comparison.sizesDiffer ? ", size differs" : ""), diff \(diff.path))\n"
        }
    }

    /// Adds a layout line for each of `measured`, found in the shot named `target` drawn in `locale`.
    private mutating func note(_ measured: [LayoutCheck.Measurement], in target: String, locale: String?) {
        for found in measured {
            let message = Diagnostic(severity: .warning, rule: found.rule, message: found.message, locale: locale).localisedMessage
            layout += "\(target): \(found.path): warning: \(message) [\(found.rule)]\n"
        }
    }

    /// Writes `bytes` to `url`, making its folder.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
