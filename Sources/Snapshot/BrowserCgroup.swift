import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU and memory limits for Chromium's processes: a cgroup of their own under this process's cgroup, made where the
/// cgroup file system lets this process make one (cgroup v2 with the controllers delegated to its cgroup, or a writable
/// cgroup v1 hierarchy); elsewhere there is none, and the browser runs with the V8 heap cap and a lower CPU priority only.
///
/// `setrlimit` is no substitute: `RLIMIT_AS` breaks Chromium, which reserves terabytes of address space for V8's sandbox,
/// and `RLIMIT_CPU` counts a process's whole life, so it would end a long-lived browser, not a busy page.
struct BrowserCgroup: Sendable {
    /// The prefix of the cgroups' names.
    static let prefix = "vitrine-chromium-"
    /// The memory all of Chromium's processes may use together (the kernel ends a process of the group beyond it).
    static let memoryBytes = 1_024 * 1_024 * 1_024
    /// The CPU time Chromium's processes may use together, in cores.
    static var cpuCores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount / 2) }
    /// The period of the CPU quota, in microseconds.
    static let cpuPeriod = 100_000

    /// The cgroup directories made (one for v2; one per controller hierarchy for v1).
    let directories: [String]
    /// What was limited, for logs and tests: `memory` and `cpu`.
    let limits: [String]

    /// Makes a cgroup named `name` under this process's cgroups and sets its limits; nil where none can be made.
    /// Also removes empty cgroups an earlier, killed process left beside it.
    static func create(name: String) -> BrowserCgroup? {
        guard let membership = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        var directories: [String] = []
        var limits: [String] = []
        for line in membership.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",").map(String.init)
            let path = String(parts[2])
            if parts[0] == "0" && controllers.isEmpty {
                // cgroup v2: only controllers this cgroup hands to its children can limit a child.
                let base = "/sys/fs/cgroup\(path == "/" ? "" : path)"
                let delegated = (try? String(contentsOfFile: "\(base)/cgroup.subtree_control", encoding: .utf8)) ?? ""
                let available = delegated.split(whereSeparator: \.isWhitespace).map(String.init)
                guard available.contains("memory") || available.contains("cpu"), let directory = make(base, name) else { continue }
                if available.contains("memory"), set("\(memoryBytes)", to: "\(directory)/memory.max") {
                    limits.append("memory")
                    _ = set("0", to: "\(directory)/memory.swap.max")
                }
                if available.contains("cpu"), set("\(cpuCores * cpuPeriod) \(cpuPeriod)", to: "\(directory)/cpu.max") {
                    limits.append("cpu")
                }
                directories.append(directory)
            } else if controllers.contains("memory") {
                let base = "/sys/fs/cgroup/memory\(path == "/" ? "" : path)"
                guard let directory = make(base, name) else { continue }
                if set("\(memoryBytes)", to: "\(directory)/memory.limit_in_bytes") { limits.append("memory") }
                directories.append(directory)
            } else if controllers.contains("cpu") {
                let mounts: [String] = ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"]
                let mount = mounts.first { access($0, F_OK) == 0 } ?? ""
                guard !mount.isEmpty, let directory = make("\(mount)\(path == "/" ? "" : path)", name) else { continue }
                if set("\(cpuCores * cpuPeriod)", to: "\(directory)/cpu.cfs_quota_us") { limits.append("cpu") }
                directories.append(directory)
            }
        }
        return directories.isEmpty ? nil : BrowserCgroup(directories: directories, limits: limits)
    }

    /// Makes `base/name` after removing the `vitrine-chromium-<pid>-*` cgroups beside it whose process is gone (`rmdir`
    /// leaves any that still hold processes).
    private static func make(_ base: String, _ name: String) -> String? {
        guard access(base, W_OK) == 0 else { return nil }
        for sibling in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where sibling.hasPrefix(prefix) {
            let owner = sibling.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
            guard let owner, kill(owner, 0) != 0, errno == ESRCH else { continue }
            rmdir("\(base)/\(sibling)")
        }
        let directory = "\(base)/\(name)"
        return mkdir(directory, 0o755) == 0 ? directory : nil
    }

    /// Writes `value` to a cgroup file; whether it was accepted.
    @discardableResult
    private static func set(_ value: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(value.utf8)
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Moves the processes `pids` into the cgroup (their later children start in it).
    func adopt(_ pids: [pid_t]) {
        for directory in directories {
            for pid in pids { Self.set("\(pid)", to: "\(directory)/cgroup.procs") }
        }
    }

    /// Removes the cgroup once its processes are gone (it waits a little for them to be reaped).
    func remove() {
        for directory in directories {
            for _ in 0..<20 {
                if rmdir(directory) == 0 || errno == ENOENT { break }
                usleep(25_000)
            }
        }
    }
}
