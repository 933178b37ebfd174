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
        // posix_spawn returns once the child has executed the program, so its table is final.
        #expect(try Self.openDescriptors(plain.pid) == ["0", "1", "2"])
        let given = try SpawnedProcess.spawn(["/bin/sleep", "60"], environment: [:], descriptors: [ends[1]])
        defer { given.terminate(grace: .zero) }
        #expect(try Self.openDescriptors(given.pid) == ["0", "1", "2", "3"])
    }
}
