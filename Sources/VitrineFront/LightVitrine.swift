import ArgumentParser
import VitrineCLI

/// `vitrine-check`'s command tree: the root (for `--version`) and `validate`. Its help and errors
/// are those of `vitrine-full`, whose tree has every command.
struct LightVitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        version: Release.version,
        subcommands: [LightValidateCommand.self]
    )
}

/// `vitrine validate` in `vitrine-check`: reads, checks and reports; `--layout` and
/// `--check-links` (headless Chromium, the network) hand the whole command to `vitrine-full`.
struct LightValidateCommand: ParsableCommand {
    /// The same name and help as the full binary's.
    static let configuration = ValidateOptions.configuration

    /// The files and options.
    @OptionGroup var options: ValidateOptions

    /// Validates the files, prints the report, and exits 0, 1 or 2.
    func run() throws {
        if options.needsFullBinary { Sibling.replaceProcess(with: Sibling.full) }
        let run = options.run
        let validation = run.validation
        try options.finish(run.collect(with: validation), with: validation)
    }
}
