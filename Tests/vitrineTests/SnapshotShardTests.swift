import Foundation
import Testing

@testable import vitrine

/// `vitrine snapshot --shard K/N` and `--merge`: the split of the shot list and the checks of the shard reports.
@Suite struct SnapshotShardTests {
    @Test func readsKOfNAndRefusesTheRest() throws {
        let shard = try SnapshotShard(parsing: "3/4")
        #expect(shard.index == 3 && shard.count == 4 && shard.description == "3/4")
        for bad in ["0/4", "5/4", "x", "1/0", "1/4/2", "/4", "1/", "-1/4", ""] {
            #expect(throws: (any Error).self, "\(bad)") { try SnapshotShard(parsing: bad) }
        }
    }

    /// Every position belongs to exactly one shard, and the shards' counts differ by one at most.
    @Test func theShardsSplitTheListEvenly() throws {
        for (positions, shards) in [(0, 4), (3, 4), (8, 4), (97, 4), (10, 3), (5, 1)] {
            let split = try (1...shards).map { k in
                let shard = try SnapshotShard(parsing: "\(k)/\(shards)")
                return (0..<positions).filter { shard.owns(position: $0) }
            }
            #expect(split.flatMap { $0 }.sorted() == Array(0..<positions))
            let counts = split.map(\.count)
            #expect(counts.max()! - counts.min()! <= 1, "\(positions) over \(shards): \(counts)")
        }
    }

    /// Shots that write the same file stay together, in order, where the first of them stands.
    @Test func shotsOfOneFileAreOneGroup() {
        #expect(SnapshotPool.groups(of: ["a", "b", "a", "c", "b"]) == [[0, 2], [1, 4], [3]])
        #expect(SnapshotPool.groups(of: []).isEmpty)
    }

    /// Shards written to one folder or to several merge back in the run's order; a missing, doubled or foreign
    /// shard is refused.
    @Test func mergeJoinsTheShardsOfOneRunOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcomes = (0..<6).map { SnapshotOutcome(report: "wrote    shot\($0).png\n", layout: "", changed: $0 == 3) }
        func report(_ k: Int, of n: Int, shots: Int = 5) -> SnapshotShardReport {
            // `outcomes` has one more than the five shots of the run, for a foreign run of six.
            let entries = (0..<shots).filter { $0 % n == k - 1 }.map { SnapshotShardReport.Entry(position: $0, outcome: outcomes[$0]) }
            return SnapshotShardReport(shard: k, shards: n, shots: shots, entries: entries)
        }
        let one = root.appendingPathComponent("one").path
        let two = root.appendingPathComponent("two").path
        try report(1, of: 2).write(into: one)
        try report(2, of: 2).write(into: two)
        #expect(try SnapshotShardReport.merge(folders: [two, one]) == Array(outcomes.prefix(5)))
        #expect(FileManager.default.fileExists(atPath: "\(one)/vitrine-shard-1-of-2.json"))

        func refusal(_ folders: [String]) -> String {
            do {
                _ = try SnapshotShardReport.merge(folders: folders)
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal([one]).contains("shard 2/2 missing"))
        #expect(refusal([one, one]).contains("shard 1/2 is there twice"))
        #expect(refusal([root.path]).contains("has no vitrine-shard-K-of-N.json"))
        #expect(refusal([root.appendingPathComponent("none").path]).contains("is not a folder"))
        let other = root.appendingPathComponent("other").path
        try report(2, of: 2, shots: 6).write(into: other)
        #expect(refusal([one, other]).contains("come from different runs"))
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(other)/vitrine-shard-2-of-2.json"))
        #expect(refusal([one, other]).contains("is not a shard report"))
    }

    /// A crafted report's numbers are refused with a message before anything is sized by them.
    @Test(arguments: [
        (#"{"shard": 1, "shards": 1, "shots": -1, "entries": []}"#, "says the run has -1 shots"),
        (#"{"shard": 1, "shards": 1, "shots": 1099511627776, "entries": []}"#, "but its shard reports hold 0"),
        (#"{"shard": 1, "shards": 4611686018427387904, "shots": 0, "entries": []}"#, "1 ≤ K ≤ N ≤ 10000"),
        (#"{"shard": 0, "shards": 2, "shots": 0, "entries": []}"#, "names shard 0 of 2"),
        (#"{"shard": 3, "shards": 2, "shots": 0, "entries": []}"#, "names shard 3 of 2"),
    ])
    func mergeRefusesCraftedNumbers(_ json: String, _ message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crafted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("vitrine-shard-1-of-1.json"))
        let error = #expect(throws: CommandFailure.self) { try SnapshotShardReport.merge(folders: [folder.path]) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
    }
}
