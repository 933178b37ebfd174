import VitrineCLI

// The light `vitrine`: `validate` (without --layout or --check-links) and `--version` run here,
// in a binary without the server's libraries, so a pre-commit hook pays for libxml2 and the
// checker, not for starting the web stack. Every other command replaces this process with
// `vitrine-full` beside it, arguments unchanged (docs/architecture.md, "Two binaries").
switch CommandLine.arguments.dropFirst().first {
case "validate", "--version": LightVitrine.main()
default: FullBinary.replaceProcess()
}
