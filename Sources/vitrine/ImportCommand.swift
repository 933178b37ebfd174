import ArgumentParser
import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging

/// `vitrine import FILE…`: store campaigns from Braze wire JSON, one transaction per file.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import campaigns from Braze wire JSON files.",
        discussion: """
            A file holds a bare message (stored as a draft campaign with a generated id), one \
            campaign envelope, or an array of envelopes. A file with any invalid campaign is \
            rejected whole; the others are still imported. A campaign whose id is already stored \
            with other content overwrites it (the earlier version stays a revision), and the ids \
            overwritten are listed. Exit status 1 when a file was rejected.
            """
    )

    @Argument(help: "JSON files to import.")
    var files: [String]

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        var rejected = 0
        try await CommandFailure.reporting {
            let store = try database.open()
            for file in files {
                do {
                    let imported = try await importFile(file, into: store)
                    let counts = ImportOutcome.allSummaries(imported.map(\.outcome))
                    print("imported \(file): \(imported.count) campaign\(imported.count == 1 ? "" : "s")\(counts)")
                    let overwritten = imported.filter { $0.outcome == .updated }.map(\.id)
                    if !overwritten.isEmpty {
                        print(
                            "  overwrote the stored campaign\(overwritten.count == 1 ? "" : "s") \(overwritten.joined(separator: ", ")) (earlier versions kept as revisions)"
                        )
                    }
                } catch {
                    rejected += 1
                    printError("rejected \(file): \(error)")
                }
            }
        }
        if rejected > 0 { throw ExitCode.failure }
    }

    /// Reads, decodes and checks one file, then stores all its campaigns in one transaction;
    /// what happened to each id.
    private func importFile(_ file: String, into store: AppDatabase) async throws -> [(id: String, outcome: ImportOutcome)] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read the file")
        }
        let review = try CampaignChecker(viewTypes: try await store.viewTypeRegistry()).reviewImport(data, makeID: AppDatabase.newImportID)
        guard review.isStorable else {
            // One `rejected` line per file, then every error on a line of its own.
            let errors = review.errorLines
            throw CommandFailure("\(errors.count) error\(errors.count == 1 ? "" : "s")\n" + errors.map { "  " + $0 }.joined(separator: "\n"))
        }
        return zip(review.campaigns.map(\.id), try await store.importCampaigns(review.campaigns)).map { ($0, $1) }
    }
}

extension ImportOutcome {
    /// " (2 created, 1 updated)" for a list of outcomes; empty when there are none.
    static func allSummaries(_ outcomes: [ImportOutcome]) -> String {
        let parts = [ImportOutcome.created, .updated, .unchanged].compactMap { outcome -> String? in
            let count = outcomes.filter { $0 == outcome }.count
            return count > 0 ? "\(count) \(outcome.rawValue)" : nil
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
