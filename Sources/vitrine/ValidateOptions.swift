public import ArgumentParser
import CampaignServices
import Foundation
import HTMLValidation
import InAppMessaging
import Preview

/// What `vitrine validate` takes: the files, the report's format and threshold, and the optional
/// layout and link steps `ValidateCommand` adds between reading and reporting.
struct ValidateOptions: ParsableArguments {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate HTML documents and message or campaign JSON files.",
        discussion: """
            A file whose first character is { or [ is read as a wire message, campaign envelope or \
            array of them, and reports every decoding error, every diagnostic of meaning (view types, \
            contrast, Liquid) and each HTML message payload's own; anything else is an HTML \
            document checked with libxml2 and the in-app lint rules. A position inside an HTML payload \
            of a JSON file is written "file:path (line L, column C of the value)". - reads standard input. \
            Exit status: 0 when no diagnostic reaches --fail-on, 1 when one does, 2 when a file \
            cannot be read.
            """
    )

    /// The files to validate.
    @Argument(help: "HTML or JSON files to validate (- for standard input).")
    var files: [String]

    /// The report format.
    @Option(help: "Output format: text (file:line:column: severity: message [rule]), json, junit or sarif.")
    var format = FileValidation.Format.text

    /// The least severity that fails.
    @Option(help: "The least severity that makes the exit status 1: error or warning.")
    var failOn = FileValidation.FailOn.error

    /// The payload size limit.
    @Option(help: "Payloads larger than this many bytes are errors.")
    var maxPayloadBytes = HTMLValidator.Options().maxPayloadBytes

    /// Whether to measure the rendered layout in headless Chromium.
    @Flag(
        help:
            "Also measure each message as a phone shows it (headless Chromium): clamped or cut text, truncated buttons, HTML tap targets under 44 × 44 pt and images without alt."
    )
    var layout = false

    /// The text sizes the layout is measured at besides the default.
    @Option(
        help:
            "With --layout: also measure at these text sizes (comma-separated: default; iOS content sizes xSmall … xxxLarge, AX1 … AX5; Android font scales 0.85 to 2.0; browser zooms 110% to 200%; or all, every platform's): a finding the platform's default size does not have names the smallest size it appears at."
    )
    var textSizes: String?

    /// The text sizes `--text-sizes` names, each platform's in the order of its settings after
    /// iOS's (nil: the default, measured first): each name is the size of the first platform that
    /// has it, so a number up to 2 is an Android font scale and one from 100 (or with `%`) a zoom.
    func layoutTextSizes() throws(FieldProblem) -> [TextSize?] {
        guard let textSizes else { return [nil] }
        var asked: Set<TextSize> = []
        for name in textSizes.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch name.lowercased() {
            case "", "default": continue
            case "all": asked.formUnion(Platform.allCases.flatMap(TextSize.steps(on:)))
            default: if let size = try Self.textSize(named: name) { asked.insert(size) }
            }
        }
        let platforms = Platform.allCases
        let ordered = asked.filter { $0 != TextSize.standard(on: $0.platform) }.sorted {
            (platforms.firstIndex(of: $0.platform) ?? 0, Self.magnitude($0)) < (platforms.firstIndex(of: $1.platform) ?? 0, Self.magnitude($1))
        }
        return [nil] + ordered
    }

    /// How large a size is among its platform's: a category's place in the settings, a scale, a zoom.
    private static func magnitude(_ size: TextSize) -> Double {
        switch size {
        case .category(let category): return Double(ContentSizeCategory.allCases.firstIndex(of: category) ?? 0)
        case .fontScale(let scale): return scale
        case .zoom(let percent): return Double(percent)
        }
    }

    /// `name` as a size of the first platform that has it (`AX3` iOS's, `1.3` Android's, `150` or
    /// `150%` the web's): nil for a platform's default.
    private static func textSize(named name: String) throws(FieldProblem) -> TextSize? {
        guard let size = Platform.allCases.lazy.compactMap({ TextSize.reading(name, on: $0) }).first else {
            throw FieldProblem(
                key: "text_size",
                message:
                    "expected an iOS content size (xSmall … AX5), an Android font scale from 0.85 to 2.0 or a browser zoom from 100% to 200%, got \"\(name.prefix(80))\""
            )
        }
        return size
    }

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

    /// Options as parsed.
    init() {}

    /// Refuses a `--jobs` below 1.
    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
        if textSizes != nil, !layout { throw ValidationError("--text-sizes measures the layout: add --layout") }
        do {
            _ = try layoutTextSizes()
        } catch {
            throw ValidationError("--text-sizes: \(error.message)")
        }
    }

    /// The validation these options ask for.
    var validation: FileValidation {
        FileValidation(validator: HTMLValidator(options: .init(maxPayloadBytes: maxPayloadBytes)))
    }

    /// Reads and checks every file, `jobs` at a time (every core by default).
    func collect(with validation: FileValidation) -> FileValidation.Collected {
        validation.collect(paths: files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Prints the report of `collected` (unreadable files on standard error) and ends with the exit
    /// status: 0, 1 when a finding reaches `--fail-on`, 2 when a file could not be read.
    func finish(_ collected: FileValidation.Collected, with validation: FileValidation) throws {
        let outcome = validation.outcome(of: collected, format: format, failOn: failOn)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            printError(outcome.errors, terminator: "")
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

extension FileValidation.Format: ExpressibleByArgument {}
extension FileValidation.FailOn: ExpressibleByArgument {}
