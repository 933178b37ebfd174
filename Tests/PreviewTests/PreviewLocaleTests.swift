import InAppMessaging
import Testing

@testable import Preview

/// `locale=`: read, written and validated like `user=`, and the preview renders the locale's
/// texts with a note for the ids it lacks.
@Suite struct PreviewLocaleTests {
    @Test func theLocaleOptionRoundTripsThroughTheQuery() throws {
        let options = try PreviewOptions(query: ["locale": "pt_BR", "user": "ada"])
        #expect(options == PreviewOptions(user: "ada", locale: "pt_BR"))
        #expect(options.queryString == "user=ada&locale=pt_BR")
    }

    @Test(arguments: ["pt BR", "_x", "<script>", String(repeating: "a", count: 40)])
    func aBadLocaleIsAFieldProblem(locale: String) {
        #expect(throws: FieldProblem.self) { try PreviewOptions(query: ["locale": locale]) }
        do {
            _ = try PreviewOptions(query: ["locale": locale])
        } catch {
            #expect(error.key == "locale")
        }
    }

    @Test func theFrenchPreviewShowsTheFrenchTextsAndNotesWhatIsMissing() throws {
        let message = try InAppMessage(
            wire: JSONParser.parse(
                #"{"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}", "message": "{% translation body %}<b>50%</b> off{% endtranslation %}"}"#
            )
        )
        let personalisation = Personalisation(
            translations: TranslationTable(["fr": ["head": "Soldes <de> printemps"]]),
            locale: "fr"
        )
        let html = PreviewRenderer().render(message, options: PreviewOptions(locale: "fr"), personalisation: personalisation)
        #expect(html.contains("Soldes &lt;de&gt; printemps"))
        #expect(html.contains("&lt;b&gt;50%&lt;/b&gt; off"))
        #expect(html.contains(#"data-locale="fr""#))
        #expect(html.contains(#"data-note="translation-missing""#))
        #expect(html.contains("No “fr” text for translation “body”: the default text is shown."))
        #expect(!html.contains("preview-note error"))
        let english = PreviewRenderer().render(message, options: PreviewOptions(), personalisation: Personalisation())
        #expect(english.contains("Spring sale"))
        #expect(!english.contains("data-locale"))
        #expect(!english.contains("translation-missing"))
    }

    @Test func aProfilesLocaleIsEscapedInTheNoteAndTheDocument() throws {
        let message = try InAppMessage(wire: JSONParser.parse(#"{"type": "SLIDEUP", "message": "{% translation m %}Hi{% endtranslation %}"}"#))
        let hostile = #""><script>alert(1)</script>"#
        let user = UserProfile(id: "x", name: "x", attributes: ["most_recent_locale": .string(hostile)])
        let html = PreviewRenderer().render(message, options: PreviewOptions(), personalisation: Personalisation(user: user))
        #expect(!html.contains("<script>alert(1)"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains(#"data-note="translation-missing""#))
    }
}
