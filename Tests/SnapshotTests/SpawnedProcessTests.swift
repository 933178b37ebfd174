import Foundation
import Testing

@testable import Snapshot

/// A spawned helper gets its standard streams and the descriptors it is given, and nothing else
/// of this process: a browser that inherited the server's sockets held every connection open
/// after the server had closed it, so the client's next request on it was never answered.
@Suite struct SpawnedProcessTests {
    /// The descriptors `pid` has open, by number.
    static func openDescriptors(_ pid: pid_t) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))
    }

    /// The descriptors `pid` has open once its table holds `expected`, or as they are after a 30 s
    /// safety net. `posix_spawn` returns once the child has called `execve`, but the new program's
    /// dynamic loader then opens each shared library it maps (as descriptor 3) and closes it: a
    /// read at that moment saw a descriptor the child was never given (a full run, December 2026).
    /// A leaked descriptor never goes away, so the wait ends only on the safety net and fails.
    static func settledDescriptors(_ pid: pid_t, expected: Set<String>) throws -> Set<String> {
        let deadline = ContinuousClock.now + .seconds(30)
        var open = try openDescriptors(pid)
        while open != expected, ContinuousClock.now < deadline {
            sched_yield()
            open = try openDescriptors(pid)
        }
        return open
    }

    @Test func aChildInheritsOnlyItsStreamsAndTheDescriptorsItIsGiven() throws {
        // Neither end is close-on-exec, as the server's sockets are not.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let plain = try SpawnedProcess.spawn(["/bin/sleep", "60"], environment: [:])
        defer { plain.terminate(grace: .zero) }
        #expect(try Self.settledDescriptors(plain.pid, expected: ["0", "1", "2"]) == ["0", "1", "2"])
        let given = try SpawnedProcess.spawn(["/bin/sleep", "60"], environment: [:], descriptors: [ends[1]])
        defer { given.terminate(grace: .zero) }
        #expect(try Self.settledDescriptors(given.pid, expected: ["0", "1", "2", "3"]) == ["0", "1", "2", "3"])
    }
}
