import ValidationBasics

#if canImport(Glibc)
import Glibc
#endif

// `vitrine`, the command users type: the smallest of the three binaries (docs/architecture.md,
// "Binaries"). It runs `vitrine --version` and the commonest call, `vitrine validate FILE…` with
// no option on HTML documents, linking only libxml2 and the HTML validator: no Foundation, no
// ICU, so it starts about as fast as xmllint. A `validate` it does not run (an option, standard
// input, a JSON file, a file it cannot read) goes to `vitrine-check`, every other command to
// `vitrine-full`, in the same process with the same arguments.
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--version" where arguments.count == 1:
    print(Release.version)
case "validate", "--version":
    if arguments.first == "validate", let files = PlainArguments.files(arguments.dropFirst()),
        let documents = HTMLDocuments(paths: files)
    {
        exit(documents.validate())
    }
    Sibling.replaceProcess(with: Sibling.check)
default:
    Sibling.replaceProcess(with: Sibling.full)
}
