import Foundation

/// What one `--shard K/N` run took, written to `OUT/vitrine-shard-K-of-N.json` so that `vitrine snapshot --merge`
/// can join the shards' reports into the report of the whole run.
struct SnapshotShardReport: Codable, Sendable {
    /// One shot of the shard: its position in the whole run's list of shots, and what taking it gave.
    struct Entry: Codable, Sendable {
        /// The shot's position (from 0) among all the shots of the unsharded run.
        var position: Int
        /// Its report line, layout warnings and whether it changed.
        var outcome: SnapshotOutcome
    }

    /// K.
    var shard: Int
    /// N.
    var shards: Int
    /// How many shots the whole, unsharded run has.
    var shots: Int
    /// This shard's shots, in order.
    var entries: [Entry]

    /// The most shards one run may be split into (`--shard K/N` refuses more, and so does `--merge`).
    static let maximumShards = 10_000

    /// The file name of the report of shard K (`shard`) of N (`shards`).
    static func fileName(shard: Int, of shards: Int) -> String {
        "vitrine-shard-\(shard)-of-\(shards).json"
    }

    /// Writes the report into the folder `out` (made if missing).
    func write(into out: String) throws {
        let folder = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(self).write(to: folder.appendingPathComponent(Self.fileName(shard: shard, of: shards)))
    }

    /// The outcomes of the whole run, in its order, from the shard reports found in `folders` (each may hold one or
    /// several, as when every shard wrote to one folder). Throws a message when a shard is missing or twice there, or
    /// the reports come from different runs.
    static func merge(folders: [String]) throws -> [SnapshotOutcome] {
        var reports: [(path: String, report: SnapshotShardReport)] = []
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandFailure("--merge: \(folder) is not a folder")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasPrefix("vitrine-shard-") && $0.hasSuffix(".json") }.sorted()
            guard !names.isEmpty else {
                throw CommandFailure("--merge: \(folder) has no vitrine-shard-K-of-N.json (the --out of a `vitrine snapshot --shard K/N` run)")
            }
            for name in names {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
                do {
                    reports.append((path, try JSONDecoder().decode(SnapshotShardReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))))
                } catch {
                    throw CommandFailure("--merge: \(path) is not a shard report: \(error)")
                }
            }
        }
        return try join(reports)
    }

    /// Checks that `reports` are the N shards of one run, each once, and puts their outcomes in the run's order.
    private static func join(_ reports: [(path: String, report: SnapshotShardReport)]) throws -> [SnapshotOutcome] {
        guard let first = reports.first else { throw CommandFailure("--merge: no shard reports") }
        // A report is read, not trusted: its numbers are checked before anything is sized by them.
        for (path, report) in reports {
            guard (1...maximumShards).contains(report.shards), (1...report.shards).contains(report.shard) else {
                throw CommandFailure("--merge: \(path) names shard \(report.shard) of \(report.shards): 1 ≤ K ≤ N ≤ \(maximumShards)")
            }
            guard report.shots >= 0 else { throw CommandFailure("--merge: \(path) says the run has \(report.shots) shots") }
        }
        var seen: [Int: String] = [:]
        for (path, report) in reports {
            guard report.shards == first.report.shards, report.shots == first.report.shots else {
                throw CommandFailure(
                    "--merge: \(path) (shard \(report.shard)/\(report.shards) of \(report.shots) shots) and \(first.path) "
                        + "(shard \(first.report.shard)/\(first.report.shards) of \(first.report.shots) shots) come from different runs"
                )
            }
            if let other = seen[report.shard] {
                throw CommandFailure("--merge: shard \(report.shard)/\(report.shards) is there twice: \(other) and \(path)")
            }
            seen[report.shard] = path
        }
        let missing = (1...max(1, first.report.shards)).filter { seen[$0] == nil }.map { "\($0)/\(first.report.shards)" }
        guard missing.isEmpty else { throw CommandFailure("--merge: shard \(missing.joined(separator: ", ")) missing") }
        let entries = reports.reduce(0) { $0 + $1.report.entries.count }
        guard first.report.shots <= entries else {
            throw CommandFailure("--merge: the run has \(first.report.shots) shots by \(first.path), but its shard reports hold \(entries)")
        }
        var outcomes = [SnapshotOutcome?](repeating: nil, count: first.report.shots)
        for (path, report) in reports {
            for entry in report.entries {
                guard outcomes.indices.contains(entry.position), outcomes[entry.position] == nil else {
                    throw CommandFailure("--merge: \(path) has shot \(entry.position) out of range or taken by another shard too")
                }
                outcomes[entry.position] = entry.outcome
            }
        }
        let taken = outcomes.compactMap { $0 }
        guard taken.count == outcomes.count else {
            throw CommandFailure("--merge: the shards took \(taken.count) of the run's \(outcomes.count) shots")
        }
        return taken
    }
}
