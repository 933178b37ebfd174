import Foundation
import InAppMessaging
import Preview
import TestSupport
import Testing

/// What a screen reader gets from a message on each platform, held to the hand-written
/// transcripts in `Tests/Fixtures/transcripts` and to the SDKs' rules one by one.
struct ScreenReaderTests {
    /// A transcript fixture's message.
    static func fixture(_ name: String) throws -> InAppMessage {
        let url = ProjectPaths.fixtures.appendingPathComponent("transcripts/\(name).json")
        return try PreviewInput.document(fromJSON: Data(contentsOf: url)).message
    }

    /// The transcript of `message` on `platform` with the default device.
    static func transcript(_ message: InAppMessage, _ platform: Platform, locale: String? = nil) -> ScreenReaderTranscript {
        ScreenReader.transcript(of: message, options: PreviewOptions(platform: platform), locale: locale)
    }

    @Test(arguments: ["slideup", "modal", "html"], Platform.allCases)
    func transcriptsMatchTheHandWrittenOnes(name: String, platform: Platform) throws {
        let expected = try String(
            contentsOf: ProjectPaths.fixtures.appendingPathComponent("transcripts/\(name).\(platform.rawValue).txt"),
            encoding: .utf8
        )
        #expect(Self.transcript(try Self.fixture(name), platform).text == expected)
    }

    @Test func theCloseLabelFollowsTheLocaleThroughItsFallbacks() throws {
        let modal = try Self.fixture("modal")
        let french = Self.transcript(modal, .ios, locale: "fr_CA")
        #expect(french.elements.last?.label == "fermer")
        #expect(french.locale == "fr")
        #expect(Self.transcript(modal, .ios, locale: "zh-Hant-TW").elements.last?.label == "關閉")
        #expect(Self.transcript(modal, .ios, locale: "xx").elements.last?.label == "Close")
        #expect(Self.transcript(modal, .ios, locale: "xx").locale == nil)
        // Android ships its own words, with its own mistakes: Korean says "near".
        #expect(Self.transcript(modal, .android, locale: "ko").elements.last?.label == "가까운")
        #expect(Self.transcript(modal, .android, locale: "pt_BR").elements.last?.label == "fechar")
        // The Web SDK does not translate.
        #expect(Self.transcript(modal, .web, locale: "fr").elements[1].label == "Close Message")
    }

    @Test func theSlideupPrefixesAreLocalisedOnIOS() throws {
        let slideup = try Self.fixture("slideup")
        #expect(
            Self.transcript(slideup, .ios, locale: "fr").elements[0].label
                == "Image : A delivery truck Texte : Your order has shipped. Tap to track it."
        )
    }

    @Test func aSlideupWithoutAltTextOrClickActionIsJustItsText() throws {
        var slideup = try Self.fixture("slideup")
        slideup.imageAlt = nil
        slideup.clickAction = .none
        let voiceOver = Self.transcript(slideup, .ios).elements
        #expect(voiceOver.count == 1)
        #expect(voiceOver[0].label == "Text: Your order has shipped. Tap to track it.")
        #expect(voiceOver[0].action == nil)
        // Android's slideup always logs a click; the web's phone layout hides the close button.
        #expect(Self.transcript(slideup, .android).elements[0].action == "logs a click, dismisses the message")
        #expect(Self.transcript(slideup, .web).elements.map(\.role) == [.alert, .text])
    }

    @Test func aDesktopWindowShowsTheWebSlideupsCloseButton() throws {
        let slideup = try Self.fixture("slideup")
        let desktop = ScreenReader.transcript(of: slideup, options: PreviewOptions(platform: .web, device: .desktop), locale: nil)
        #expect(desktop.elements[1] == SpokenElement(role: .button, label: "Close Message", action: "dismisses the message"))
    }

    @Test func imagesWithoutAltTextAreSkippedAndSaidSo() throws {
        var modal = try Self.fixture("modal")
        modal.imageAlt = "  "
        for platform in Platform.allCases {
            let transcript = Self.transcript(modal, platform)
            #expect(!transcript.elements.contains { $0.role == .image }, "\(platform)")
            #expect(transcript.notes.contains { $0.contains("alt") }, "\(platform)")
        }
    }

    @Test func aModalWithoutButtonsSaysWhereItsClickActionGoes() throws {
        var modal = try Self.fixture("modal")
        guard case .modal(var body) = modal.content else { throw TestFailure("not a modal") }
        body.buttons = []
        modal.content = .modal(body)
        modal.clickAction = .url("https://example.com/sale", useWebView: false)
        #expect(
            Self.transcript(modal, .ios).notes.contains(
                "Only a tap on the message opens https://example.com/sale: VoiceOver has no element that does it."
            )
        )
        #expect(Self.transcript(modal, .android).elements[0].action == "logs a click, opens https://example.com/sale, dismisses the message")
        #expect(Self.transcript(modal, .android).onDisplay.last == "Keyboard focus goes to the close button.")
        #expect(Self.transcript(modal, .web).notes.contains { $0.hasPrefix("Only a mouse click on the message opens https://example.com/sale") })
    }

    @Test func aControlMessageReadsNothing() {
        for platform in Platform.allCases {
            #expect(Self.transcript(InAppMessage(content: .control), platform).elements.isEmpty)
        }
    }

    @Test func theJSONHoldsEveryPart() throws {
        let json = Self.transcript(try Self.fixture("modal"), .web).jsonValue
        #expect(json["reader"] == "Browser reader")
        guard case .array(let elements)? = json["elements"] else { throw TestFailure("no elements") }
        #expect(elements.count == 7)
        #expect(elements[3]["role"] == "heading")
        #expect(elements[3]["notes"] == .array(["level 1"]))
    }
}

/// `TestFailure` for a fixture of the wrong kind.
private struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
