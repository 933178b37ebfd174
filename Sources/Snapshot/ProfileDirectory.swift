import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Chromium's temporary `--user-data-dir`s: `vitrine-chromium-*` in the temporary folder, each holding a `vitrine.pid`
/// file that names the process that made it, so that a later launch can remove the ones a killed process left behind.
enum ProfileDirectory {
    /// The prefix of every profile directory's name.
    static let prefix = "vitrine-chromium-"
    /// The file in each profile directory naming its owner: `<pid> <start time>` (the start time tells a reused pid apart).
    static let ownerFile = "vitrine.pid"

    /// The folder profile directories are made in.
    static var parent: URL { FileManager.default.temporaryDirectory }

    /// Makes a fresh profile directory owned by this process and returns its path.
    static func create() throws -> String {
        let path = parent.appendingPathComponent("\(prefix)\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(ownerStamp(getpid()).utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent(ownerFile))
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw SnapshotError("could not create a Chromium profile directory at \(path): \(error)")
        }
        return path
    }

    /// Removes the profile directories whose owner is gone: its pid no longer runs, or runs a process started at another
    /// time. A directory without an owner file (made before owner files, or by a process killed between the two steps) is
    /// removed once untouched for a day.
    /// Returns the paths removed.
    @discardableResult
    static func removeStale() -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let path = parent.appendingPathComponent(name).path
            guard isStale(path) else { continue }
            if (try? manager.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// Whether the profile directory at `path` belongs to no running process.
    static func isStale(_ path: String) -> Bool {
        let manager = FileManager.default
        guard let attributes = try? manager.attributesOfItem(atPath: path), attributes[.type] as? FileAttributeType == .typeDirectory
        else { return false }
        let ownerPath = URL(fileURLWithPath: path).appendingPathComponent(ownerFile).path
        guard let text = try? String(contentsOfFile: ownerPath, encoding: .utf8) else {
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            return Date().timeIntervalSince(modified) > 86_400
        }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard let first = fields.first, let pid = pid_t(first), pid > 0 else { return true }
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        // Alive (or not ours to signal): stale only when the recorded start time shows the pid was reused.
        guard fields.count > 1, let started = startTime(pid) else { return false }
        return String(fields[1]) != started
    }

    /// `<pid> <start time>` for the owner file.
    static func ownerStamp(_ pid: pid_t) -> String {
        "\(pid) \(startTime(pid) ?? "-")\n"
    }

    /// The process's start time in clock ticks since boot (field 22 of `/proc/PID/stat`), where there is a `/proc`.
    static func startTime(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's closing parenthesis: field 3 (state) onwards; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
