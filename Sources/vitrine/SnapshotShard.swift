import ArgumentParser

/// `--shard K/N`: the K-th of N parts of a snapshot run, for splitting one run across CI runners.
///
/// The full list of shots (every campaign × device combination, in the order an unsharded run takes them; shots that write the
/// same file count as one, see `SnapshotPool.groups`) is dealt out like cards: the one at position p belongs to shard
/// `p % N + 1`. Every shard gets the same count, give or take one, and a mix of campaigns and devices rather than a run
/// of similar ones, so the shards also take about as long.
struct SnapshotShard: Equatable, Sendable, CustomStringConvertible {
    /// K, from 1 to `count`.
    let index: Int
    /// N, at least 1.
    let count: Int

    /// Reads `K/N` (1 ≤ K ≤ N); throws a message naming what is wrong.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("expected K/N, two whole numbers such as 1/4 (the first of four shards)")
        }
        guard count >= 1, count <= SnapshotShardReport.maximumShards else {
            throw ValidationError("N must be from 1 to \(SnapshotShardReport.maximumShards)")
        }
        guard (1...count).contains(index) else { throw ValidationError("K must be from 1 to N (\(count))") }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    var description: String { "\(index)/\(count)" }

    /// Whether the item at `position` (from 0) of the full list is this shard's.
    func owns(position: Int) -> Bool {
        position % count == index - 1
    }
}
