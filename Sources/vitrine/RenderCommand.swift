import ArgumentParser
import CampaignServices
import Foundation
import InAppMessaging
import Preview

/// `vitrine render`: render a message file as a standalone HTML preview.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a message file as a standalone HTML preview.",
        discussion: """
            FILE holds a wire message or a campaign envelope. The HTML (inline CSS, no network) goes \
            to standard output. Liquid renders as the --user profile file; {% translation %} tags \
            render the envelope's translations for --locale, else the profile's locale, falling \
            back from pt_PT to pt and then to the default text (noted above the device).
            """
    )

    @Argument(help: "A wire message or campaign JSON file.")
    var file: String

    @Option(help: "The device drawn around the message.")
    var device: PreviewOptions.Device = .phone

    @Option(help: "How the device is held (default: the message's own).")
    var orientation: PreviewOptions.DeviceOrientation?

    @Option(help: "The device's system appearance.")
    var appearance: Appearance = .light

    @Option(help: "The app's status bar policy (auto hides it for full, full-image and HTML messages).")
    var statusBar: StatusBarPolicy = .auto

    @Flag(help: "Show the light theme even on a dark device.")
    var disableDarkMode = false

    @Option(help: "Points a slideup is shifted from its edge, from -200 to 400.")
    var slideupOffset: Double = 0

    @Option(help: "The locale translation tags render in (fr, pt_BR; default: the user's).")
    var locale: String?

    @Option(help: "A user profile JSON file Liquid renders as.")
    var user: String?

    func validate() throws {
        if let locale, !TranslationTable.isValidLocale(locale) {
            throw ValidationError("--locale must be letters, digits, _ and - starting with a letter (fr, pt_BR), got \(locale)")
        }
        guard PreviewOptions.slideupOffsetRange.contains(slideupOffset) else {
            throw ValidationError("--slideup-offset must be from -200 to 400 points, got \(PreviewOptions.pointsText(slideupOffset))")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let options = PreviewOptions(
                device: device,
                orientation: orientation,
                appearance: appearance,
                statusBar: statusBar,
                disableDarkMode: disableDarkMode,
                slideupOffset: slideupOffset,
                now: 0,
                locale: locale
            )
            guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure("\(file): cannot read the file") }
            let document: PreviewInput.Document
            do {
                document = try PreviewInput.document(fromJSON: data)
            } catch {
                throw CommandFailure("\(file): \(error)")
            }
            var subject = PreviewSubject(message: document.message, title: document.title, translations: document.translations)
            if let user {
                do {
                    subject.profile = try UserProfile(json: try InputFile.json(user), defaultID: "user")
                } catch let error as WireError {
                    throw CommandFailure("\(user): \(error)")
                }
            }
            let rendered = try await PreviewService().document(subject, options: options)
            FileHandle.standardOutput.write(Data(rendered.html.utf8))
        }
    }
}

extension PreviewOptions.Device: ExpressibleByArgument {}
extension PreviewOptions.DeviceOrientation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension StatusBarPolicy: ExpressibleByArgument {}
