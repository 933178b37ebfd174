#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The binaries installed side by side (docs/architecture.md, "Binaries"): a command one of them
/// does not run replaces the process with the one that does.
public enum Sibling {
    /// `vitrine-check`: `validate` with any option or file, and `--version` with options.
    public static let check = "vitrine-check"
    /// `vitrine-full`: every command.
    public static let full = "vitrine-full"

    /// The path of `name` in the running binary's folder (symbolic links resolved).
    public static func path(_ name: String) -> String {
        let running = executablePath() ?? CommandLine.arguments[0]
        guard let slash = running.lastIndex(of: "/") else { return name }
        return String(running[...slash]) + name
    }

    /// Replaces this process with `name` beside it, given `arguments` (the process id, the
    /// environment, open files and signal handling stay); when it cannot be run, says why on
    /// standard error and exits 127, as a shell does for a missing command.
    public static func replaceProcess(with name: String, arguments: [String] = CommandLine.arguments) -> Never {
        let target = path(name)
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        execv(target, argv)
        let reason = String(cString: strerror(errno))
        printError("vitrine: cannot run \(target): \(reason) (build it beside vitrine: swift build --product \(name))")
        exit(127)
    }

    /// `/proc/self/exe`'s target.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
