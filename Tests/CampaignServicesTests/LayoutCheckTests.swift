import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging
import Preview
import Snapshot
import Testing

/// Layout measured in a real headless Chromium: clamped and cut text, truncated buttons, and
/// HTML tap targets and images without alt.
@Suite(.serialized) struct LayoutCheckTests {
    func message(_ json: String) throws -> InAppMessage {
        try InAppMessage(wire: JSONParser.parse(Data(json.utf8)))
    }

    /// The layout findings of a message as the preview service draws it on a phone.
    func measure(in browser: HeadlessBrowser, _ message: InAppMessage) async throws -> [LayoutCheck.Measurement] {
        try await PreviewService().layoutFindings(PreviewSubject(message: message, title: "Layout"), in: browser)
    }

    func rules(_ measured: [LayoutCheck.Measurement]) -> [String] {
        measured.map { "\($0.path): \($0.rule)" }
    }

    @Test func previewsAndHTMLAreMeasured() async throws {
        let browser = try await HeadlessBrowser.launch()
        let check = LayoutCheck(browser: browser)
        do {
            let long = String(repeating: "Your weekly digest is ready. ", count: 8)
            #expect(
                rules(try await measure(in: browser, message(#"{"type": "SLIDEUP", "message": "\#(long)"}"#))) == ["message: layout-text-clamped"]
            )
            #expect(try await measure(in: browser, message(#"{"type": "SLIDEUP", "message": "Short and sweet"}"#)).isEmpty)

            let header = String(repeating: "A header far too long ", count: 60)
            let cut = try await measure(in: browser, message(#"{"type": "MODAL", "header": "\#(header)", "message": "Body"}"#))
            #expect(rules(cut) == ["header: layout-header-cut"])
            let body = String(repeating: "Body text that goes on. ", count: 80)
            #expect(
                rules(try await measure(in: browser, message(#"{"type": "MODAL", "header": "Hi", "message": "\#(body)"}"#))) == [
                    "message: layout-text-scrolls"
                ]
            )

            let buttons =
                #"{"type": "MODAL", "message": "Pick", "btns": [{"id": 0, "text": "Remind me about this tomorrow morning please"}, {"id": 1, "text": "OK"}]}"#
            let truncated = try await measure(in: browser, message(buttons))
            #expect(rules(truncated) == ["btns[0].text: layout-button-truncated"])
            #expect(truncated[0].message.contains("pt wide"))

            let page = """
                <!DOCTYPE html><html lang="en"><body style="font: -apple-system-body">
                <a href="appboy://close" id="close" style="font-size:0.6rem">x</a>
                <button style="width:200px;height:50px">Big enough</button>
                <img src="data:image/png;base64,iVBORw0KGgo=">
                <img src="data:image/png;base64,iVBORw0KGgo=" alt="">
                <a href="#" style="display:none">hidden</a>
                </body></html>
                """
            let html = try await check.measureHTML(page)
            #expect(html.map(\.rule.rawValue) == ["html-tap-target-small", "html-image-alt-missing"])
            #expect(html[0].message.contains("a#close \"x\""))
            let wire =
                #"{"type": "HTML", "message": "<html lang='en' style='font: -apple-system-body'><button style='width:20px;height:20px'>x</button>"}"#
            #expect(rules(try await measure(in: browser, message(wire))) == ["message: html-tap-target-small"])
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// The translated demo measured per locale (the hook the per-locale checks build on): only
    /// its German "Shop" label is truncated.
    @Test func theTranslatedDemosGermanButtonIsTruncated() async throws {
        let browser = try await HeadlessBrowser.launch()
        do {
            let demo = try #require(DemoCampaigns.all.first { $0.id == "demo-new-arrivals" })
            for locale in [nil] + demo.translations.locales {
                let found = try await PreviewService().layoutFindings(
                    PreviewSubject(campaign: demo),
                    options: PreviewOptions(locale: locale),
                    in: browser
                )
                #expect(rules(found) == (locale == "de" ? ["btns[1].text: layout-button-truncated"] : []), "\(locale ?? "default")")
            }
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// `CampaignChecker.layout` measures a campaign in its default texts and in each locale of its
    /// translations, each finding naming its locale; an HTML message is measured with its
    /// translation tags rendered.
    @Test func theCheckerMeasuresEveryLocaleOfACampaign() async throws {
        let campaigns = #"""
            [{"id": "modal", "name": "Modal",
              "data": {"type": "MODAL", "message": "Pick", "btns": [{"id": 0, "text": "{% translation later %}Later{% endtranslation %}"}]},
              "translations": {"de": {"later": "Erinnere mich bitte morgen früh noch einmal daran"}, "fr": {"later": "Plus tard"}}},
             {"id": "page", "name": "Page",
              "data": {"type": "HTML", "message": "<html lang=\"en\"><style>html { font: -apple-system-body; }</style><img src=\"data:image/png;base64,iVBORw0KGgo=\" {% translation alt %}alt=\"Hi\"{% endtranslation %}>"},
              "translations": {"ja": {"alt": "title=\"Hi\""}}}]
            """#
        let checker = CampaignChecker()
        let report = checker.check(json: Data(campaigns.utf8))
        #expect(report.messages.count == 2)
        let browser = try await HeadlessBrowser.launch()
        do {
            let found = try await checker.layout(of: report, previews: PreviewService(), in: browser)
            #expect(
                found.map { "\($0.locale ?? "-") \($0.path?.description ?? "") \($0.rule)" } == [
                    "de $[0].data.btns[0].text layout-button-truncated",
                    "ja $[1].data.message html-image-alt-missing",
                ]
            )
            #expect(found.first?.description.contains("warning: [de] its text needs") == true, "\(found)")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
