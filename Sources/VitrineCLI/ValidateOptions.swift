import ArgumentParser

/// What `vitrine validate` takes, and the run `vitrine-check` and `vitrine-full` share: the first
/// reads, checks and reports with these; the second adds the layout and link steps between.
public struct ValidateOptions: ParsableArguments {
    /// The command's name and help, the same in every binary.
    public static let configuration = CommandConfiguration(
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
    public var files: [String]

    /// The report format.
    @Option(help: "Output format: text (file:line:column: severity: message [rule]), json, junit or sarif.")
    public var format = ValidateRun.defaults.format

    /// The least severity that fails.
    @Option(help: "The least severity that makes the exit status 1: error or warning.")
    public var failOn = ValidateRun.defaults.failOn

    /// The payload size limit.
    @Option(help: "Payloads larger than this many bytes are errors.")
    public var maxPayloadBytes = ValidateRun.defaults.maxPayloadBytes

    /// Whether to measure the rendered layout in headless Chromium.
    @Flag(
        help:
            "Also measure each message as a phone shows it (headless Chromium): clamped or cut text, truncated buttons, HTML tap targets under 44 × 44 pt and images without alt."
    )
    public var layout = false

    /// Whether to request every URL the messages open or load.
    @Flag(
        help:
            "Request every URL a message opens or loads (needs the network): unreachable links, http:, and images of the wrong type, size, aspect or resolution for their slot."
    )
    public var checkLinks = false

    /// How long each of those requests may take.
    @Option(help: "Seconds each --check-links request may take.")
    public var linkTimeout: Int = 10

    /// How many files are checked at once.
    @Option(help: "Files checked at once, each on a thread of its own (default: the number of cores). The report is the same for any value.")
    public var jobs: Int?

    /// Options as parsed.
    public init() {}

    /// Refuses a `--jobs` below 1.
    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
    }

    /// Whether the run needs the full binary's steps (headless Chromium, the network).
    public var needsFullBinary: Bool { layout || checkLinks }

    /// The run these options ask for (the layout and link steps are the full binary's).
    public var run: ValidateRun {
        var run = ValidateRun(files: files)
        run.format = format
        run.failOn = failOn
        run.maxPayloadBytes = maxPayloadBytes
        run.jobs = jobs
        return run
    }

    /// Prints the report of `collected` and ends with the exit status (`ValidateRun.finish`).
    public func finish(_ collected: FileValidation.Collected, with validation: FileValidation) throws {
        let status = run.finish(collected, with: validation)
        if status != 0 { throw ExitCode(status) }
    }
}

extension FileValidation.Format: ExpressibleByArgument {}
extension FileValidation.FailOn: ExpressibleByArgument {}
