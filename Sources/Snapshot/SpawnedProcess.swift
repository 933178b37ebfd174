import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A helper process in a process group of its own (Chromium; Xvfb, WebKitWebDriver and the browser it starts), so that
/// `terminate` ends it together with every process it started.
struct SpawnedProcess: Sendable {
    /// The process (and its group's) id.
    let pid: pid_t

    /// Starts `arguments[0]` with `arguments`, `environment`, standard streams on /dev/null, and copies of
    /// `descriptors` as its fds 3, 4, …; an error names `name` (default: the executable's path).
    static func spawn(
        _ arguments: [String],
        environment: [String: String],
        descriptors: [Int32] = [],
        name: String? = nil
    ) throws -> SpawnedProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for (offset, descriptor) in descriptors.enumerated() { posix_spawn_file_actions_adddup2(&actions, descriptor, 3 + Int32(offset)) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw SnapshotError("could not start \(name ?? arguments[0]): \(String(cString: strerror(status)))") }
        return SpawnedProcess(pid: pid)
    }

    /// Whether the process has exited (reaping it if so).
    func hasExited() -> Bool {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        return result == pid || (result < 0 && errno == ECHILD)
    }

    /// Asks the group to end (SIGTERM), waits up to `grace`, then kills the group and reaps the process.
    func terminate(grace: Duration = .seconds(1)) {
        kill(-pid, SIGTERM)
        let deadline = ContinuousClock.now + grace
        while !hasExited() {
            guard ContinuousClock.now < deadline else {
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        // Children that outlived their parent (the browser's web and network processes).
        kill(-pid, SIGKILL)
    }
}
