import ArgumentParser
import CampaignStore
import InAppMessaging

/// `vitrine export [--id ID]…`: print stored campaigns as a JSON array of envelopes.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print stored campaigns as a JSON array of envelopes (what `vitrine import` takes back)."
    )

    @Option(name: .customLong("id"), help: "Export only this campaign (repeatable); default: all, by id.")
    var ids: [String] = []

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let store = try database.open()
            let campaigns = try await store.campaigns(ids: ids)
            print(JSONWriter.write(.array(campaigns.map(\.campaign.wireValue)), pretty: true))
        }
    }
}
