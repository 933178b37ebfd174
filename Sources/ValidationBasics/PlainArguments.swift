/// The commonest call, `vitrine validate FILE…`, recognised without the argument parser.
public enum PlainArguments {
    /// The files `arguments` (those after `validate`) name when each is a file — none empty or
    /// starting with `-`, at least one — which is what the argument parser would make of them
    /// with every option at its default; nil for anything else (an option, `--`, `-` for
    /// standard input, `--help`), which only the parser reads.
    public static func files(_ arguments: ArraySlice<String>) -> [String]? {
        guard !arguments.isEmpty, arguments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else { return nil }
        return Array(arguments)
    }
}
