import ArgumentParser
import CampaignServices
import CampaignStore
import Dashboard
import Foundation
import InAppMessaging

/// `vitrine export [--id ID]…`: print stored campaigns as a JSON array of envelopes.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print stored campaigns as a JSON array of envelopes (what `vitrine import` takes back).",
        discussion: """
            With a public URL (--public-url or VITRINE_PUBLIC_URL, with VITRINE_BASE_PATH added as \
            the server adds it), image URLs that name an asset of the library are written under \
            it, as the dashboard's Export writes them; other URLs are written as stored.
            """
    )

    @Option(name: .customLong("id"), help: "Export only this campaign (repeatable); default: all, by id.")
    var ids: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write each campaign as the users of this A/B-test variant receive it: its name, letter or API id, or control (is_control).",
            valueName: "name"
        )
    )
    var variant: String?

    @Option(help: "The dashboard's public URL, for library image URLs. [env: VITRINE_PUBLIC_URL] (default: none, URLs as stored)")
    var publicURL: String?

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let store = try database.open()
            let configuration = try DashboardConfiguration(settings: Settings(flags: ["public.url": publicURL]))
            var imageURLs: LibraryImageURLs?
            if let origin = configuration.publicURL, !origin.isEmpty {
                let trimmed = origin.hasSuffix("/") ? String(origin.dropLast()) : origin
                imageURLs = try await LibraryImageURLs.load(origin: trimmed + configuration.basePath.prefix, from: store)
            }
            // Streamed, as the dashboard's export is: the store is never held whole.
            let stream = CampaignExportStream(database: store, ids: ids, imageURLs: imageURLs, variant: variant)
            try await stream.checkIDs()
            try await stream.write { bytes in FileHandle.standardOutput.write(Data(bytes)) }
        }
    }
}
