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
    /// `descriptors` as its fds 3, 4, …, and nothing else: every other descriptor of this process is closed in the
    /// child. The server's sockets are not close-on-exec, and a browser that inherited them kept each connection open
    /// at the TCP level after the server had closed it, so a client's next request on it was never read (the browser
    /// tests' hung page loads, docs/testing.md). An error names `name` (default: the executable's path).
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
        Self.closeAll(from: 3 + Int32(descriptors.count), in: &actions)
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

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does not
    /// export: looked up once by name.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Makes the child close every descriptor from `first` up: at once with glibc's close-from action, else one by
    /// one, as listed in /proc/self/fd now.
    private static func closeAll(from first: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom, addCloseFrom(&actions, first) == 0 { return }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor >= first && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
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
