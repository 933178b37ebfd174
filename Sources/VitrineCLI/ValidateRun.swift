import Checking
import Foundation
import HTMLValidation

/// One `vitrine validate` run as plain values: what `ValidateOptions` parses into, and what
/// `vitrine-check` builds by itself for the common call, `vitrine validate FILE…`, where every
/// argument is a file and every option keeps its default (swift-argument-parser's reflection
/// over the command tree costs about a millisecond of a start: docs/quality.md).
public struct ValidateRun: Sendable, Hashable {
    /// The files to validate (`-` is standard input).
    public var files: [String]
    /// The report format.
    public var format = FileValidation.Format.text
    /// The least severity that makes the exit status 1.
    public var failOn = FileValidation.FailOn.error
    /// Payloads larger than this many bytes are errors.
    public var maxPayloadBytes = HTMLValidator.Options().maxPayloadBytes
    /// Files checked at once; nil for the number of cores.
    public var jobs: Int?

    /// A run over `files` with every option at its default.
    public init(files: [String]) {
        self.files = files
    }

    /// The defaults `ValidateOptions` declares.
    public static let defaults = ValidateRun(files: [])

    /// The run `arguments` (those after `validate`) ask for when each is a file
    /// (`PlainArguments.files`), every option at its default; nil for anything else, which the
    /// parser reads.
    public static func plain(_ arguments: ArraySlice<String>) -> ValidateRun? {
        PlainArguments.files(arguments).map(ValidateRun.init(files:))
    }

    /// The validation this run asks for.
    public var validation: FileValidation {
        FileValidation(validator: HTMLValidator(options: .init(maxPayloadBytes: maxPayloadBytes)))
    }

    /// Reads and checks every file, `jobs` at a time.
    public func collect(with validation: FileValidation) -> FileValidation.Collected {
        validation.collect(paths: files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Prints the report of `collected` (unreadable files on standard error) and returns the exit
    /// status: 0, 1 when a finding reaches `failOn`, 2 when a file could not be read.
    public func finish(_ collected: FileValidation.Collected, with validation: FileValidation) -> Int32 {
        let outcome = validation.outcome(of: collected, format: format, failOn: failOn)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            printError(outcome.errors, terminator: "")
        }
        return outcome.exitCode
    }
}
