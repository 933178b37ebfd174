import Foundation
public import InAppMessaging
import Preview
public import Snapshot

/// The checker's opt-in steps over what it read: the layout measured in headless Chromium and
/// the links requested over the network (kept out of the `Checking` module, which the light
/// `vitrine` binary links).
extension CampaignChecker {
    /// The layout of every message (or the HTML document) in `report`, measured in `browser`
    /// through `previews`, as warnings at their JSON paths: each campaign in its default texts,
    /// then in each locale of its translations (those findings carry their `locale`), then at
    /// each of `textSizes` past the default (nil), smallest first: a finding the default texts at
    /// the default size do not have is said once, at the first size it appears at ("at AX2: …").
    public func layout(
        of report: Report,
        previews: PreviewService,
        in browser: HeadlessBrowser,
        textSizes: [TextSize?] = [nil]
    ) async throws -> [Diagnostic] {
        var found: [Diagnostic] = []
        if let document = report.document {
            for measured in try await LayoutCheck(browser: browser).measureHTML(document) {
                found.append(
                    Diagnostic(
                        severity: .warning,
                        rule: measured.rule,
                        message: measured.message,
                        path: measured.path.components.isEmpty ? nil : measured.path
                    )
                )
            }
        }
        for (campaign, path) in report.messages {
            for locale in [nil] + campaign.translations.locales {
                let options = PreviewOptions(locale: locale)
                for measured in try await previews.layoutFindings(PreviewSubject(campaign: campaign), options: options, in: browser) {
                    found.append(
                        Diagnostic(
                            severity: .warning,
                            rule: measured.rule,
                            message: measured.message,
                            path: path.appending(measured.path),
                            locale: locale
                        )
                    )
                }
            }
            found += try await textSizeFindings(of: campaign, at: path, sizes: textSizes.compactMap { $0 }, already: found, previews, browser)
        }
        return found
    }

    /// The findings of `campaign` at each of `sizes` (default texts, each on its own platform) that
    /// its platform's default size has not got, nor a smaller size: each named with its size. iOS's
    /// default is what `already` found; another platform's default is measured first, unreported
    /// (its own layout is not a text size's doing).
    private func textSizeFindings(
        of campaign: Campaign,
        at path: JSONPath,
        sizes: [TextSize],
        already: [Diagnostic],
        _ previews: PreviewService,
        _ browser: HeadlessBrowser
    ) async throws -> [Diagnostic] {
        // An HTML message gets no Dynamic Type on iOS, and the preview does not scale its page elsewhere.
        guard campaign.message.kind != .html, !sizes.isEmpty else { return [] }
        let subject = PreviewSubject(campaign: campaign)
        var seen: [Platform: Set<String>] = [.ios: Set(already.filter { $0.locale == nil }.map { "\($0.rule)|\($0.path?.description ?? "")" })]
        var found: [Diagnostic] = []
        for size in sizes {
            let platform = size.platform
            if seen[platform] == nil {
                let standard = try await previews.layoutFindings(subject, options: PreviewOptions(platform: platform), in: browser)
                seen[platform] = Set(standard.map { "\($0.rule)|\(path.appending($0.path).description)" })
            }
            var options = PreviewOptions(platform: platform)
            options.textSize = size
            for measured in try await previews.layoutFindings(subject, options: options, in: browser) {
                let located = path.appending(measured.path)
                guard seen[platform, default: []].insert("\(measured.rule)|\(located.description)").inserted else { continue }
                found.append(Diagnostic(severity: .warning, rule: measured.rule, message: "at \(size.label): \(measured.message)", path: located))
            }
        }
        return found
    }

    /// Requests every URL each message in `report` opens or loads (opt-in: it needs the network).
    public func links(of report: Report, timeout: Duration) async -> [Diagnostic] {
        let check = LinkCheck(timeout: timeout)
        var found: [Diagnostic] = []
        for (campaign, path) in report.messages {
            found += await check.check(campaign.message).map {
                Diagnostic(severity: $0.severity, rule: $0.rule, message: $0.message, path: path.appending($0.path))
            }
        }
        return found
    }
}
