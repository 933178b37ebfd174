import Foundation
import VitrineCLI

#if canImport(Glibc)
import Glibc
#endif

/// `vitrine-full`, the binary with every command, built and installed beside `vitrine`.
enum FullBinary {
    /// Its file name.
    static let name = "vitrine-full"

    /// Its path: the running binary's folder (symbolic links resolved), then `name`.
    static var path: String {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Replaces this process with `vitrine-full` given `arguments` (the process id, the
    /// environment, open files and signal handling stay); when it cannot be run, says why on
    /// standard error and exits 127, as a shell does for a missing command.
    static func replaceProcess(arguments: [String] = CommandLine.arguments) -> Never {
        let target = path
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        execv(target, argv)
        let reason = String(cString: strerror(errno))
        printError("vitrine: cannot run \(target): \(reason) (build it beside vitrine: swift build --product \(name))")
        exit(127)
    }
}
