import ArgumentParser
import CampaignServices
import Foundation
import InAppMessaging
import Preview
import Snapshot

/// `vitrine validate`: reads and checks files with the campaign checker, adds the `--layout` and
/// `--check-links` steps when asked, and reports.
struct ValidateCommand: AsyncParsableCommand {
    /// The command's name and help.
    static let configuration = ValidateOptions.configuration

    /// The files and options.
    @OptionGroup var options: ValidateOptions

    /// Validates the files, adds the layout and link findings when asked, prints the report, and
    /// exits 0, 1 or 2.
    func run() async throws {
        let validation = options.validation
        var collected = options.collect(with: validation)
        if options.layout {
            do {
                try await Self.measure(&collected, checker: validation.checker, textSizes: options.layoutTextSizes())
            } catch {
                printError("vitrine: \(error)")
                throw ExitCode(2)
            }
        }
        if options.checkLinks {
            for file in collected.files {
                guard let report = collected.reports[file] else { continue }
                collected.reports[file]?.diagnostics += await validation.checker.links(of: report, timeout: .seconds(max(1, options.linkTimeout)))
            }
        }
        try options.finish(collected, with: validation)
    }

    /// Adds the layout measured in one headless Chromium to each file's findings.
    static func measure(_ collected: inout FileValidation.Collected, checker: CampaignChecker, textSizes: [TextSize?] = [nil]) async throws {
        guard !collected.reports.isEmpty else { return }
        let browser = try await HeadlessBrowser.launch()
        let previews = PreviewService()
        do {
            for file in collected.files {
                guard let report = collected.reports[file] else { continue }
                collected.reports[file]?.diagnostics += try await checker.layout(of: report, previews: previews, in: browser, textSizes: textSizes)
            }
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
