import InAppMessaging
import Testing

@testable import Preview

/// Right-to-left locales mirror the screen (`dir="rtl"`), the whole document on the web, and an
/// HTML message's frame gets `dir` and `lang` unless its document sets its own.
@Suite struct PreviewRightToLeftTests {
    static func modal() throws -> InAppMessage {
        try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "header": "Hello", "message": "Body"}"#))
    }

    static func render(_ message: InAppMessage, locale: String?, platform: Platform = .ios) -> String {
        PreviewRenderer().render(
            message,
            options: PreviewOptions(platform: platform, locale: locale),
            personalisation: Personalisation(locale: locale)
        )
    }

    @Test func anArabicScreenIsRightToLeft() throws {
        let html = Self.render(try Self.modal(), locale: "ar_EG")
        #expect(html.contains(#"lang="ar-EG" dir="rtl""#))
        #expect(html.contains("<html lang=\"en\">"))
    }

    @Test func aFrenchOrUnlocalisedScreenIsNot() throws {
        #expect(!Self.render(try Self.modal(), locale: "fr").contains(#" dir="rtl""#))
        #expect(Self.render(try Self.modal(), locale: "fr").contains(#"lang="fr""#))
        #expect(!Self.render(try Self.modal(), locale: nil).contains(#" dir=""#))
    }

    @Test func onTheWebTheDocumentIsRightToLeftToo() throws {
        #expect(Self.render(try Self.modal(), locale: "he", platform: .web).contains("<html lang=\"en\" dir=\"rtl\">"))
        #expect(Self.render(try Self.modal(), locale: "he", platform: .android).contains("<html lang=\"en\">"))
    }

    @Test func vitrinesNotesAndTheAddressBarStayLeftToRightInARightToLeftPage() throws {
        let message = try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "header": "Hi {{${first_name}}}", "message": "Body"}"#))
        let html = PreviewRenderer().render(
            message,
            options: PreviewOptions(platform: .web, device: .desktop, locale: "ar"),
            personalisation: Personalisation(locale: "ar")
        )
        #expect(html.contains("<html lang=\"en\" dir=\"rtl\">"))
        #expect(html.contains(#"<div class="preview-notes" dir="ltr">"#))
        #expect(html.contains(#"<span class="browser-url" dir="ltr">https://www.example.com/</span>"#))
        let leftToRight = Self.render(try Self.modal(), locale: "fr", platform: .web)
        #expect(!leftToRight.contains(#"dir="ltr""#))
    }

    @Test func anHTMLDocumentGetsDirAndLangOnItsHtmlElement() {
        let document = "<!DOCTYPE html><HTML class=\"x\"><body>مرحبا</body></HTML>"
        #expect(
            PreviewRenderer.settingLanguage(of: document, locale: "ar")
                == "<!DOCTYPE html><HTML lang=\"ar\" dir=\"rtl\" class=\"x\"><body>مرحبا</body></HTML>"
        )
        #expect(PreviewRenderer.settingLanguage(of: "<p>Hi</p>", locale: "pt_BR") == "<html lang=\"pt-BR\" dir=\"ltr\"><p>Hi</p>")
        #expect(PreviewRenderer.settingLanguage(of: "<p>Hi</p>", locale: nil) == "<p>Hi</p>")
    }

    @Test func anHTMLDocumentKeepsItsOwnDirAndLang() {
        #expect(PreviewRenderer.settingLanguage(of: "<html dir=\"ltr\"><p>Hi</p>", locale: "ar") == "<html lang=\"ar\" dir=\"ltr\"><p>Hi</p>")
        #expect(PreviewRenderer.settingLanguage(of: "<html LANG='en' dir=rtl>", locale: "ja") == "<html LANG='en' dir=rtl>")
        #expect(PreviewRenderer.settingLanguage(of: "<htmlx><html data-dir=\"x\">", locale: "he").hasPrefix("<html lang=\"he\" dir=\"rtl\"><htmlx>"))
    }

    @Test func aDocumentWithADoctypeButNoHtmlTagKeepsItsDoctypeFirst() {
        let document = "\n<!DOCTYPE html><p>مرحبا</p>"
        let languaged = PreviewRenderer.settingLanguage(of: document, locale: "ar")
        #expect(languaged == "\n<!DOCTYPE html><html lang=\"ar\" dir=\"rtl\"><p>مرحبا</p>")
        // The bridge stub still finds the doctype, so the frame renders in standards mode.
        #expect(PreviewRenderer.injectingBridge(into: languaged).hasPrefix("\n<!DOCTYPE html>\n<script>"))
    }

    @Test func theHTMLMessageFrameCarriesThem() throws {
        let message = try InAppMessage(wire: JSONParser.parse(#"{"type": "HTML", "message": "<html><body>שלום</body></html>"}"#))
        let html = Self.render(message, locale: "he")
        #expect(html.contains("&lt;html lang=&quot;he&quot; dir=&quot;rtl&quot;&gt;"))
    }
}
