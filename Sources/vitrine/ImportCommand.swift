import ArgumentParser
import CampaignServices
import CampaignStore
import Dashboard
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
            rejected whole, with every error and its path; the others are still imported. With \
            VITRINE_FETCH_REMOTE_IMAGES on, the missing remote images of what was imported are \
            fetched into the library, as the dashboard's imports fetch them. A campaign whose id is already stored \
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
            let configuration = try DashboardConfiguration(settings: Settings(flags: [:]))
            let images = RemoteImages(database: store, fetching: RemoteImages.Fetching(configuration))
            for file in files {
                do {
                    let imported = try await importFile(file, into: store, images: images)
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
            await images.settled()
        }
        if rejected > 0 { throw ExitCode.failure }
    }

    /// Reads, decodes and checks one file, then stores all its campaigns in one transaction;
    /// what happened to each id.
    private func importFile(_ file: String, into store: AppDatabase, images: RemoteImages) async throws -> [(id: String, outcome: ImportOutcome)] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure("cannot read the file")
        }
        let review = try CampaignChecker(viewTypes: try await store.viewTypeRegistry()).reviewImport(data, makeID: AppDatabase.newImportID)
        guard review.isStorable else {
            // One `rejected` line per file, then every error on a line of its own.
            let errors = review.errorLines
            throw CommandFailure("\(errors.count) error\(errors.count == 1 ? "" : "s")\n" + errors.map { "  " + $0 }.joined(separator: "\n"))
        }
        let outcomes = try await store.importCampaigns(review.campaigns)
        images.fetchInBackground(for: review.campaigns.map(\.message))
        return zip(review.campaigns.map(\.id), outcomes).map { ($0, $1) }
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
