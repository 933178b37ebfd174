import ArgumentParser
import Foundation
import Preview

/// `vitrine render`: render a message file as a standalone HTML preview.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a message file as a standalone HTML preview.",
        discussion: "FILE holds a wire message or a campaign envelope. The HTML (inline CSS, no network) goes to standard output."
    )

    @Argument(help: "A wire message or campaign JSON file.")
    var file: String

    @Option(help: "phone or tablet (default: phone).")
    var device: String?

    @Option(help: "portrait or landscape (default: the message's own).")
    var orientation: String?

    @Option(help: "light or dark (default: light).")
    var appearance: String?

    @Option(help: "auto, hidden or visible (default: auto).")
    var statusBar: String?

    @Flag(help: "Show the light theme even on a dark device.")
    var disableDarkMode = false

    @Option(help: "Points a slideup is shifted from its edge (default: 0).")
    var slideupOffset: String?

    func run() async throws {
        try await CommandFailure.reporting {
            let query = [
                "device": device, "orientation": orientation, "appearance": appearance, "status_bar": statusBar,
                "disable_dark_mode": disableDarkMode ? "true" : nil, "slideup_offset": slideupOffset,
            ].compactMapValues { $0 }
            let options = try PreviewOptions(query: query)
            guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure("\(file): cannot read the file") }
            let document: PreviewInput.Document
            do {
                document = try PreviewInput.document(fromJSON: data)
            } catch {
                throw CommandFailure("\(file): \(error)")
            }
            FileHandle.standardOutput.write(Data(PreviewRenderer().render(document.message, options: options, title: document.title).utf8))
        }
    }
}
