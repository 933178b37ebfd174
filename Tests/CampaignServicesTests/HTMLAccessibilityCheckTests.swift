import CampaignServices
import Foundation
import InAppMessaging
import Snapshot
import Testing

/// The accessibility part of the HTML layout check, in a real headless Chromium: controls its
/// accessibility tree names nothing, a missing `lang`, a focus order that leaves the screen,
/// animation without a reduced-motion rule, and `px` text on iOS.
@Suite(.serialized) struct HTMLAccessibilityCheckTests {
    /// A page with one of each problem.
    static let troubled = """
        <!DOCTYPE html><html><head><style>
        h1 { font-size: 28px; }
        @keyframes pulse { from { opacity: .5 } to { opacity: 1 } }
        .cta { animation: pulse 1s infinite; display: inline-block; width: 60px; height: 60px; }
        </style></head><body>
        <h1>Rate us</h1>
        <a href="https://example.com/rate" class="cta"><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></a>
        <button id="close" style="width:60px;height:60px"></button>
        <a href="#later" tabindex="2" style="display:inline-block;width:60px;height:60px">Later</a>
        <a href="#away" style="position:absolute;left:-9999px;width:60px;height:60px">Away</a>
        </body></html>
        """

    /// The same page made accessible: a language, names, a reduced-motion rule, text in rem.
    static let accessible = """
        <!DOCTYPE html><html lang="en"><head><style>
        html { font: -apple-system-body; }
        h1 { font-size: 1.75rem; }
        @keyframes pulse { from { opacity: .5 } to { opacity: 1 } }
        .cta { animation: pulse 1s infinite; display: inline-block; width: 60px; height: 60px; }
        @media (prefers-reduced-motion: reduce) { .cta { animation: none; } }
        </style></head><body>
        <h1>Rate us</h1>
        <a href="https://example.com/rate" class="cta"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Rate the app"></a>
        <button id="close" style="width:60px;height:60px" aria-label="Close"></button>
        <a href="#later" style="display:inline-block;width:60px;height:60px">Later</a>
        </body></html>
        """

    @Test func eachProblemIsFoundOnceAndTheAccessiblePageHasNone() async throws {
        let browser = try await HeadlessBrowser.launch()
        do {
            let check = LayoutCheck(browser: browser)
            let found = try await check.measureHTML(Self.troubled)
            #expect(
                found.map(\.rule) == [
                    .htmlLangMissing, .htmlFocusOrder, .htmlFocusOrder, .htmlMotionUnguarded, .htmlFontFixed, .htmlControlUnnamed,
                    .htmlControlUnnamed,
                ]
            )
            #expect(found[1].message.contains("tabindex=\"2\""))
            #expect(found[2].message.contains("off the screen"))
            #expect(found[4].message.contains("h1 { font-size: 28px }"))
            #expect(found[5].message.hasPrefix("a.cta href=\"https://example.com/rate\" is a link with no accessible name"))
            #expect(found[6].message.hasPrefix("button#close is a button"))
            #expect(try await check.measureHTML(Self.accessible).isEmpty)
            // Android's and the web's web views scale text with the system: px is iOS's problem only.
            #expect(!(try await check.measureHTML(Self.troubled, platform: .android).contains { $0.rule == .htmlFontFixed }))
            // Relative sizes follow nothing on iOS without an iOS text style on the root.
            let relative = Self.accessible.replacingOccurrences(of: "html { font: -apple-system-body; }", with: "")
            let unfollowed = try await check.measureHTML(relative)
            #expect(unfollowed.map(\.rule) == [.htmlFontFixed])
            #expect(unfollowed.first?.message.contains("never sets font: -apple-system-body") == true)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
