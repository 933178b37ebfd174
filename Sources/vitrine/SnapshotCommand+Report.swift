import ArgumentParser
import Foundation

extension SnapshotCommand {
    /// Prints the report of `outcomes` (one line each on standard output, their layout warnings on standard error);
    /// throws exit status 1 when one of them changed.
    static func report(_ outcomes: [SnapshotOutcome]) throws {
        print(outcomes.map(\.report).joined(), terminator: "")
        printError(outcomes.map(\.layout).joined(), terminator: "")
        if outcomes.contains(where: \.changed) { throw ExitCode(1) }
    }

    /// `--merge`: the outcomes of the whole run from the shard reports in the folders given; exit status 2 when they
    /// do not make up one run.
    func mergedOutcomes() throws -> [SnapshotOutcome] {
        do {
            let outcomes = try SnapshotShardReport.merge(folders: files)
            printError("merged \(outcomes.count) snapshot\(outcomes.count == 1 ? "" : "s") from \(files.count) folder\(files.count == 1 ? "" : "s")")
            return outcomes
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
    }
}
