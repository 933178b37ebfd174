import InAppMessaging
import Preview
import TestSupport
import Testing

/// A preview without a user names the user's variables its Liquid read empty; with a user, or
/// without such variables, it says nothing.
@Suite struct PreviewNoUserTests {
    static let message = InAppMessage(
        content: .modal(TextContent(header: "Hi {{${first_name}}}", message: "Your plan: {{custom_attribute.${plan}}} <b>{{ x }}</b>"))
    )

    private func noUserNote(_ message: InAppMessage, user: UserProfile?) -> HTMLElement? {
        let markup = PreviewRenderer().renderReporting(message, options: PreviewOptions(), personalisation: Personalisation(user: user)).markup
        let html = String(decoding: markup, as: UTF8.self)
        return HTMLDocument.parse(html).all(class: "preview-note").first { $0.attributes["data-note"] == "liquid-no-user" }
    }

    @Test func withoutAUserTheEmptyVariablesAreNamed() throws {
        let note = try #require(noUserNote(Self.message, user: nil))
        #expect(
            note.text
                == "No user is chosen, so these were empty: ${first_name}, custom_attribute.${plan}. Pick a user to see them filled."
        )
    }

    @Test func withAUserOrWithoutUserVariablesThereIsNoNote() {
        #expect(noUserNote(Self.message, user: UserProfile(id: "u", name: "U", attributes: ["first_name": "Ada"])) == nil)
        #expect(noUserNote(InAppMessage(content: .modal(TextContent(header: "{{ 'now' | date: '%Y' }}", message: "m"))), user: nil) == nil)
    }
}
