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
            FILE holds a wire message, a campaign envelope, or an export (the array of envelopes \
            that `vitrine export` and the dashboard's Export write): an export of one campaign \
            renders as it is; from a larger one, --id picks the campaign. The HTML (inline CSS, no \
            network) goes to standard output. Liquid renders as the --user profile file; \
            {% translation %} tags render the envelope's translations for --locale, else the \
            profile's locale, falling back from pt_PT to pt and then to the default text (noted \
            above the device).
            """
    )

    @Argument(help: "A wire message, campaign envelope or export JSON file (- for standard input).")
    var file: String

    @Option(help: "The campaign to render when FILE is an export holding more than one.")
    var id: String?

    @Option(help: "The SDK that draws the message: ios, android or web.")
    var platform: Platform = .ios

    @Option(help: "The device drawn around the message: phone or tablet (ios, android), desktop or phone (web).")
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
        do {
            try PreviewOptions(platform: platform, device: device).checkDevice()
        } catch {
            throw ValidationError("--device: \(error.message)")
        }
        try InputFile.checkLocale(locale)
        guard PreviewOptions.slideupOffsetRange.contains(slideupOffset) else {
            throw ValidationError("--slideup-offset must be from -200 to 400 points, got \(PreviewOptions.pointsText(slideupOffset))")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let options = PreviewOptions(
                platform: platform,
                device: device,
                orientation: orientation,
                appearance: appearance,
                statusBar: statusBar,
                disableDarkMode: disableDarkMode,
                slideupOffset: slideupOffset,
                now: 0,
                locale: locale
            )
            var subject = try RenderInput.subject(from: InputFile.read(file), file: file, id: id)
            if let user { subject.profile = try InputFile.userProfile(user) }
            let rendered = try await PreviewService().document(subject, options: options)
            FileHandle.standardOutput.write(Data(rendered.html.utf8))
        }
    }
}

extension PreviewOptions.Device: ExpressibleByArgument {}
extension PreviewOptions.DeviceOrientation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
extension StatusBarPolicy: ExpressibleByArgument {}
