import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running Chromium with `--remote-debugging-pipe`: its process id, our ends of its two pipes and its temporary profile.
struct ChromiumProcess: Sendable {
    /// The Chromium process.
    let pid: pid_t
    /// Where we write CDP messages (Chromium reads them on its fd 3).
    let writeDescriptor: Int32
    /// Where we read CDP messages (Chromium writes them on its fd 4).
    let readDescriptor: Int32
    /// The fresh `--user-data-dir`, removed by `terminate`.
    let profileDirectory: String
    /// The cgroup limiting the browser's CPU and memory, where one could be made; removed by `terminate`.
    let cgroup: BrowserCgroup?

    /// The V8 old-space cap of each page, in MiB (`--js-flags=--max-old-space-size`).
    static let javaScriptHeapMegabytes = 256

    /// The executable to run: `explicit`, else `VITRINE_CHROMIUM`, else the first Chromium or Chrome found on `PATH`.
    static func locateExecutable(_ explicit: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let path = explicit ?? environment["VITRINE_CHROMIUM"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let source = explicit == nil ? "VITRINE_CHROMIUM" : "the given executable"
            guard let resolved = resolve(path, environment: environment) else {
                throw SnapshotError("Chromium not found: \(source) is \"\(path)\", which is not an executable file")
            }
            return resolved
        }
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            if let resolved = resolve(name, environment: environment) { return resolved }
        }
        throw SnapshotError(
            "Chromium not found: set VITRINE_CHROMIUM to its executable, or put chromium, chromium-browser, google-chrome or "
                + "google-chrome-stable on PATH"
        )
    }

    /// `name` as an executable path: as is when it contains a slash, else searched on `PATH`.
    static func resolve(_ name: String, environment: [String: String]) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 && !isDirectory(name) ? name : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 && !isDirectory(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a directory.
    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Starts headless Chromium from `executable` with a fresh profile and the pipe transport on fds 3 and 4.
    static func spawn(executable: String) throws -> ChromiumProcess {
        // Profiles left by a process that was killed before it could remove them.
        ProfileDirectory.removeStale()
        let profile = try ProfileDirectory.create()
        let arguments = [
            executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--hide-scrollbars", "--mute-audio", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--metrics-recording-only",
            "--user-data-dir=\(profile)", "--font-render-hinting=none",
            // No network: every http(s) request, loopback included, goes to a proxy on the discard port that is never there.
            "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
            // WebRTC would send STUN over UDP past the proxy: allow it only through the proxy, which has no UDP. (In Debian's
            // Chromium 156 `--force-webrtc-ip-handling-policy` is a bare switch that keeps the policy from being overridden;
            // given a value instead of `--webrtc-ip-handling-policy`, it does not stop the UDP.)
            "--webrtc-ip-handling-policy=disable_non_proxied_udp", "--force-webrtc-ip-handling-policy",
            // A page's JavaScript heap stops at this size instead of taking the machine's memory.
            "--js-flags=--max-old-space-size=\(javaScriptHeapMegabytes)",
            "about:blank",
        ]
        // toChromium: Chromium reads [0] as fd 3, we write [1]; fromChromium: Chromium writes [1] as fd 4, we read [0].
        // High, close-on-exec descriptors keep the dup2 targets distinct from their sources and out of other children.
        // The direction we write is a socket pair so writes can use MSG_NOSIGNAL: a dead Chromium then gives EPIPE, not SIGPIPE.
        guard let toChromium = makePipe(socket: true), let fromChromium = makePipe(socket: false) else {
            try? FileManager.default.removeItem(atPath: profile)
            throw SnapshotError("could not create pipes for Chromium: \(String(cString: strerror(errno)))")
        }
        // Its own process group, so that terminate can end the renderer, zygote and crashpad helpers with it.
        let child: SpawnedProcess
        do {
            child = try SpawnedProcess.spawn(
                arguments,
                environment: ProcessInfo.processInfo.environment,
                descriptors: [toChromium.read, fromChromium.write],
                name: "Chromium at \(executable)"
            )
        } catch {
            for descriptor in [toChromium.read, toChromium.write, fromChromium.read, fromChromium.write] { close(descriptor) }
            try? FileManager.default.removeItem(atPath: profile)
            throw error
        }
        close(toChromium.read)
        close(fromChromium.write)
        let process = ChromiumProcess(
            pid: child.pid,
            writeDescriptor: toChromium.write,
            readDescriptor: fromChromium.read,
            profileDirectory: profile,
            cgroup: BrowserCgroup.create(name: "\(BrowserCgroup.prefix)\(getpid())-\(UUID().uuidString.prefix(8))")
        )
        process.confine()
        return process
    }

    /// Lowers the CPU priority of every process in the group (nice 10) and moves them into the cgroup, if any. Processes
    /// started later inherit both from their parents; `launch` calls it again once the browser is up, for any helper
    /// started in between. Chromium re-prioritises some of its own processes later (as root it may even raise them), so
    /// the priority is a hint; the cgroup's quota is the limit that holds.
    func confine() {
        #if canImport(Glibc)
        setpriority(__priority_which_t(PRIO_PGRP.rawValue), id_t(pid), 10)
        #else
        setpriority(PRIO_PGRP, id_t(pid), 10)
        #endif
        cgroup?.adopt([pid] + groupMembers())
    }

    /// A pipe (or a Unix socket pair) whose two ends are close-on-exec descriptors numbered 10 or higher.
    private static func makePipe(socket: Bool) -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard (socket ? socketpair(AF_UNIX, streamType, 0, &ends) : pipe(&ends)) == 0 else { return nil }
        #if canImport(Darwin)
        var one: Int32 = 1
        if socket { setsockopt(ends[1], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size)) }
        #endif
        let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
        let write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        guard read >= 0, write >= 0 else {
            if read >= 0 { close(read) }
            if write >= 0 { close(write) }
            return nil
        }
        return (read, write)
    }

    /// Kills the renderer processes in Chromium's process group (those started with `--type=renderer`) and returns their
    /// ids; Chromium starts new ones when a page needs one. Only where `/proc` lists processes (Linux); elsewhere none.
    @discardableResult
    func killRenderers() -> [pid_t] {
        var killed: [pid_t] = []
        for member in groupMembers() where member != pid {
            guard let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(member)/cmdline")) else { continue }
            // NUL-separated, or one space-separated string once Chromium has set its process title.
            let arguments = command.split { $0 == 0 || $0 == UInt8(ascii: " ") }.map { String(decoding: $0, as: UTF8.self) }
            guard arguments.contains("--type=renderer") else { continue }
            if kill(member, SIGKILL) == 0 { killed.append(member) }
        }
        return killed
    }

    /// The processes in Chromium's process group, from `/proc/PID/stat` (empty without `/proc`).
    func groupMembers() -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name -> pid_t? in
            guard let member = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After the command's closing parenthesis: state, parent, then the process group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[2]) == pid ? member : nil
        }
    }

    /// Whether the process has exited (reaping it if so).
    func hasExited() -> Bool { SpawnedProcess(pid: pid).hasExited() }

    /// Waits up to `grace` for a voluntary exit, then kills and reaps the process, closes our write end and removes the profile.
    func terminate(grace: Duration = .zero) {
        close(writeDescriptor)
        let deadline = ContinuousClock.now + grace
        var exited = hasExited()
        while !exited && ContinuousClock.now < deadline {
            usleep(20_000)
            exited = hasExited()
        }
        if !exited {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        // Helpers left in the group could still write to the profile after it is removed.
        kill(-pid, SIGKILL)
        try? FileManager.default.removeItem(atPath: profileDirectory)
        if FileManager.default.fileExists(atPath: profileDirectory) {
            usleep(50_000)
            try? FileManager.default.removeItem(atPath: profileDirectory)
        }
        cgroup?.remove()
    }
}
