import ArgumentParser
import CampaignServices
import Foundation
import HTMLValidation
import Snapshot

/// `vitrine validate`: validate HTML documents and message or campaign JSON files.
struct ValidateCommand: AsyncParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate HTML documents and message or campaign JSON files.",
        discussion: """
            A file whose first character is { or [ is read as a wire message, campaign envelope or \
            array of them, and reports decoding errors, every diagnostic of meaning (view types, \
            contrast, Liquid) and each HTML message payload's own; anything else is an HTML \
            document checked with libxml2 and the in-app lint rules. - reads standard input. \
            Exit status: 0 when no diagnostic reaches --fail-on, 1 when one does, 2 when a file \
            cannot be read.
            """
    )

    /// The files to validate.
    @Argument(help: "HTML or JSON files to validate (- for standard input).")
    var files: [String]

    /// The report format.
    @Option(help: "Output format: text (file:line:column: severity: message [rule]), json, junit or sarif.")
    var format: FileValidation.Format = .text

    /// The least severity that fails.
    @Option(help: "The least severity that makes the exit status 1: error or warning.")
    var failOn: FileValidation.FailOn = .error

    /// The payload size limit.
    @Option(help: "Payloads larger than this many bytes are errors.")
    var maxPayloadBytes: Int = HTMLValidator.Options().maxPayloadBytes

    /// Whether to measure the rendered layout in headless Chromium.
    @Flag(
        help:
            "Also measure each message as a phone shows it (headless Chromium): clamped or cut text, truncated buttons, HTML tap targets under 44 × 44 pt and images without alt."
    )
    var layout = false

    /// Whether to request every URL the messages open or load.
    @Flag(
        help:
            "Request every URL a message opens or loads (needs the network): unreachable links, http:, and images of the wrong type, size, aspect or resolution for their slot."
    )
    var checkLinks = false

    /// How long each of those requests may take.
    @Option(help: "Seconds each --check-links request may take.")
    var linkTimeout: Int = 10

    /// How many files are checked at once.
    @Option(help: "Files checked at once, each on a thread of its own (default: the number of cores). The report is the same for any value.")
    var jobs: Int?

    /// Refuses a `--jobs` below 1.
    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
    }

    /// Validates the files, prints the report, and exits 0, 1 or 2.
    func run() async throws {
        let validator = HTMLValidator(options: .init(maxPayloadBytes: maxPayloadBytes))
        let validation = FileValidation(validator: validator)
        var collected = validation.collect(paths: files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if layout {
            do {
                try await Self.measure(&collected, checker: validation.checker)
            } catch {
                FileHandle.standardError.write(Data("vitrine: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        if checkLinks {
            for file in collected.files {
                guard let report = collected.reports[file] else { continue }
                collected.reports[file]?.diagnostics += await validation.checker.links(of: report, timeout: .seconds(max(1, linkTimeout)))
            }
        }
        let outcome = validation.outcome(of: collected, format: format, failOn: failOn)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            FileHandle.standardError.write(Data(outcome.errors.utf8))
        }
        if outcome.exitCode != 0 {
            throw ExitCode(outcome.exitCode)
        }
    }

    /// Adds the layout measured in one headless Chromium to each file's findings.
    static func measure(_ collected: inout FileValidation.Collected, checker: CampaignChecker) async throws {
        guard !collected.reports.isEmpty else { return }
        let browser = try await HeadlessBrowser.launch()
        let previews = PreviewService()
        do {
            for file in collected.files {
                guard let report = collected.reports[file] else { continue }
                collected.reports[file]?.diagnostics += try await checker.layout(of: report, previews: previews, in: browser)
            }
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}

extension FileValidation.Format: ExpressibleByArgument {}
extension FileValidation.FailOn: ExpressibleByArgument {}
