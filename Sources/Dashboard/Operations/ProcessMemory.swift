import Foundation

/// The server process's memory, read from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// `VmRSS` in bytes, nil where `/proc` does not say.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kib = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            return kib.map { $0 * 1024 }
        }
        return nil
    }
}
