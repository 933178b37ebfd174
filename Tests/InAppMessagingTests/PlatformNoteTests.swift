import InAppMessaging
import Testing

/// The informational notes on how another platform will show a message.
@Suite struct PlatformNoteTests {
    static func modal(cropType: CropType? = nil, image: Bool = true) -> InAppMessage {
        InAppMessage(
            content: .modal(
                TextContent(header: "H", message: "M", graphic: image ? .image("https://cdn.example.com/a.png") : nil, cropType: cropType)
            )
        )
    }

    @Test func aTallImageIsFittedIntoAndroidsBandAndTheNoteSaysHowMuchCropWouldLose() throws {
        let note = try #require(AndroidModalImage.note(for: Self.modal(), width: 640, height: 360))
        #expect(note.contains("640 × 360 (1.78 : 1)"))
        #expect(note.contains("at 61 % of the card's width"))
        #expect(note.contains("39 % of its height would be cropped"))
        let cropped = try #require(AndroidModalImage.note(for: Self.modal(cropType: .centerCrop), width: 600, height: 600))
        #expect(cropped.hasSuffix("is cropped to it, losing 66 % of its height"))
    }

    @Test(arguments: [(2900, 1000), (2700, 1000), (4000, 1000), (1000, 100)])
    func anImageAsWideAsTheBandOrWiderIsShownWhole(width: Int, height: Int) {
        #expect(AndroidModalImage.note(for: Self.modal(), width: width, height: height) == nil)
    }

    @Test func otherKindsAndModalsWithoutAnImageGetNoNote() {
        #expect(AndroidModalImage.note(for: Self.modal(image: false), width: 100, height: 100) == nil)
        let full = InAppMessage(content: .full(TextContent(header: "H", message: "M", graphic: .image("https://cdn.example.com/a.png"))))
        #expect(AndroidModalImage.note(for: full, width: 100, height: 100) == nil)
        #expect(AndroidModalImage.note(for: Self.modal(), width: 0, height: 10) == nil)
    }

    @Test func anHTMLMessageIsToldTheWebNeedsUserSuppliedJavaScriptAsInformationOnly() throws {
        let message = InAppMessage(content: .html(HTMLContent(html: "<!doctype html><html><body><a href=\"appboy://close\">x</a></body></html>")))
        let note = try #require(message.diagnostics().first { $0.rule == .webHTMLJavaScript })
        #expect(note.severity == .info)
        #expect(note.path.description.hasSuffix("message"))
        #expect(note.message.contains("allowUserSuppliedJavascript"))
        #expect(Self.modal().diagnostics().allSatisfy { $0.rule != .webHTMLJavaScript })
    }
}
