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
            above the device). With --transcript, what a screen reader gets from the message \
            (VoiceOver, TalkBack or a browser's reader, by --platform) is printed instead, as \
            text: what happens when it appears, the elements in reading order with their role, \
            label and action, and notes.
            """
    )

    @Argument(help: "A wire message, campaign envelope or export JSON file (- for standard input).")
    var file: String

    @Option(help: "The campaign to render when FILE is an export holding more than one.")
    var id: String?

    @Option(help: "The SDK that draws the message: \(choices(Platform.self)) (default: ios).")
    var platform: String?

    @Option(help: "The device drawn around the message: phone or tablet (ios, android), desktop or phone (web).")
    var device: String?

    @Option(help: "How the device is held: \(choices(PreviewOptions.DeviceOrientation.self)) (default: the message's own).")
    var orientation: String?

    @Option(help: "The device's system appearance: \(choices(Appearance.self)) (default: light).")
    var appearance: String?

    @Option(help: "The app's status bar policy: \(choices(StatusBarPolicy.self)) (default auto hides it for full, full-image and HTML messages).")
    var statusBar: String?

    @Flag(help: "Show the light theme even on a dark device.")
    var disableDarkMode = false

    @Option(help: "Points a slideup is shifted from its edge, from -200 to 400.")
    var slideupOffset: String?

    @Option(help: "The locale translation tags render in (fr, pt_BR; default: the user's).")
    var locale: String?

    @Option(
        help:
            "The device's text size: an iOS content size (xSmall … Large … xxxLarge, AX1 … AX5), an Android font scale (0.85 to 2.0), a browser zoom (100 to 200) (default: the platform's)."
    )
    var textSize: String?

    @Option(
        help: ArgumentHelp(
            "The A/B-test variant drawn: its name, letter (B), API id, or control (default: the first).",
            valueName: "name"
        )
    )
    var variant: String?

    @Option(help: "A user profile JSON file Liquid renders as.")
    var user: String?

    @Flag(help: "Print what a screen reader gets from the message instead of the HTML.")
    var transcript = false

    /// The options the flags give, read by the one parser the dashboard's preview routes use
    /// (`PreviewOptions(query:)`); Liquid's now is the epoch, so a render is repeatable.
    func options() throws -> PreviewOptions {
        let flags: [String: String?] = [
            "platform": platform, "device": device, "orientation": orientation, "appearance": appearance,
            "status_bar": statusBar, "disable_dark_mode": disableDarkMode ? "true" : nil, "slideup_offset": slideupOffset,
            "locale": locale, "text_size": textSize,
        ]
        do {
            var options = try PreviewOptions(query: flags.compactMapValues { $0 })
            options.now = 0
            return options
        } catch {
            throw ValidationError(PreviewOptions.flagMessage(error))
        }
    }

    func validate() throws {
        _ = try options()
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let options = try options()
            var subject = try RenderInput.subject(from: InputFile.read(file), file: file, id: id, variant: variant)
            if let user { subject.profile = try InputFile.userProfile(user) }
            if transcript {
                let spoken = try await PreviewService().transcript(subject, options: options)
                FileHandle.standardOutput.write(Data(spoken.text.utf8))
                return
            }
            let rendered = try await PreviewService().document(subject, options: options)
            FileHandle.standardOutput.write(Data(rendered.html.utf8))
        }
    }
}

/// The accepted values of a choice, for a flag's help: `ios, android, web`.
func choices<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: ", ")
}
