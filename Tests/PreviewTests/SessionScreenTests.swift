import InAppMessaging
import Preview
import Testing

/// The session phone: gestures are reported only when asked, and an empty screen shows only the app.
@Suite struct SessionScreenTests {
    let modal = InAppMessage(content: .modal(TextContent(header: "<b>Hi</b>", message: "x", buttons: [MessageButton(id: 0, text: "OK")])))

    @Test func interactiveDocumentsReportGestures() {
        let renderer = PreviewRenderer()
        let plain = renderer.render(modal, options: PreviewOptions())
        let interactive = renderer.render(modal, options: PreviewOptions(interactive: true))
        #expect(!plain.contains("vitrine-interaction"))
        #expect(interactive.contains("vitrine-interaction") && interactive.contains("data-button-id=\"0\""))
        #expect(interactive.contains("&lt;b&gt;Hi&lt;/b&gt;"))
        #expect(PreviewOptions(interactive: true).queryItems.isEmpty)
    }

    @Test func anEmptyScreenShowsOnlyTheApp() {
        let renderer = PreviewRenderer()
        let empty = renderer.renderScreen(nil, options: PreviewOptions(interactive: true))
        #expect(empty.contains("data-kind=\"none\"") && empty.contains("class=\"app\""))
        #expect(!empty.contains("class=\"control-card\"") && !empty.contains("class=\"preview-notes\""))
        #expect(renderer.renderScreen(modal, options: PreviewOptions()) == renderer.render(modal, options: PreviewOptions(), title: "Device"))
    }
}
