import VitrineCLI

#if canImport(Glibc)
import Glibc
#endif

// `vitrine-check`: `validate` (without --layout or --check-links) and `--version` with any
// argument, in a binary without the server's libraries, so a pre-commit hook pays for libxml2
// and the checker, not for starting the web stack. The `vitrine` front hands it what it does
// not run itself (JSON files, options, standard input); every other command replaces this
// process with `vitrine-full` beside it, arguments unchanged (docs/architecture.md, "Binaries").
// `validate FILE…` with no option skips the argument parser: it means the same with it, and its
// start is a millisecond of a hook's run.
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "validate":
    if let run = ValidateRun.plain(arguments.dropFirst()) {
        let validation = run.validation
        exit(run.finish(run.collect(with: validation), with: validation))
    }
    LightVitrine.main()
case "--version" where arguments.count == 1: print(Release.version)
case "--version": LightVitrine.main()
default: Sibling.replaceProcess(with: Sibling.full)
}
