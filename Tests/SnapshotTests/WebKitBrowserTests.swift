import Foundation
import Testing

@testable import Snapshot

/// Screenshots and evaluation with a real WebKit (WebKitGTK's MiniBrowser under WebKitWebDriver and Xvfb).
@Suite(.serialized) struct WebKitBrowserTests {
    /// Clipped captures at scale 2, UTF-8, dialogs, a fresh document for each call, page errors that leave the browser
    /// usable, and 10 timed shots.
    @Test func screenshotsAndEvaluation() async throws {
        let browser = try await WebKitBrowser.launch(scale: 2)
        do {
            let html = """
                <style>body { margin: 0; } #box { position: absolute; left: 13px; top: 7px; width: 20px; height: 10px; background: #00f; }</style>
                <div id="box"></div>
                """
            let clipped = try PNG.decode(try await browser.screenshot(html: html, width: 600, height: 400, clipSelector: "#box"))
            #expect(clipped.width == 40 && clipped.height == 20)
            #expect(clipped == RGBAImage(width: 40, height: 20, red: 0, green: 0, blue: 255), "not all blue: \(Set(clipped.pixels))")

            try await browser.open(html: html + "<p id=\"text\">Zürich – 東京</p><script>window.marker = 1</script>", width: 600, height: 400)
            #expect(try await browser.evaluate("[innerWidth, innerHeight, devicePixelRatio]") == "[600,400,2]")
            #expect(try await browser.evaluate("document.getElementById('text').textContent") == #""Zürich – 東京""#)
            #expect(try await browser.evaluate("window.marker") == "1")
            // The next document is a new one: nothing of the last survives.
            try await browser.open(html: "<p>next</p>", width: 600, height: 400)
            #expect(try await browser.evaluate("typeof window.marker") == #""undefined""#)
            await #expect(throws: SnapshotError.self) { try await browser.evaluate("nope.nope") }
            await #expect(throws: SnapshotError.self) {
                try await browser.screenshot(html: "<p>x</p>", width: 600, height: 400, clipSelector: "#missing")
            }
            // A dialog neither blocks the page nor fails the shot.
            try await browser.open(html: "<script>alert('blocking?')</script><p>after</p>", width: 600, height: 400)
            #expect(try await browser.evaluate("document.querySelector('p').textContent") == #""after""#)

            var shots: [[UInt8]] = []
            let start = ContinuousClock.now
            for index in 0..<10 {
                let page = "<body style=\"margin:0\"><h1 id=\"title\" style=\"font: 24px sans-serif\">Shot \(index)</h1></body>"
                shots.append(try await browser.screenshot(html: page, width: 480, height: 320, clipSelector: "#title"))
            }
            let perShot = (ContinuousClock.now - start) / 10
            for png in shots { #expect(try PNG.decode(png).width == 960) }
            print("WebKitBrowser: \(perShot) per screenshot (480×320 at scale 2, one browser)")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
        await #expect(throws: SnapshotError.self) { try await browser.evaluate("1") }
    }

    /// A page that never yields fails its own shot only: the browser is ended, and the next shot starts a new one. The
    /// timeout is short for the hung page's sake, long enough for a small page's every step on a loaded machine.
    @Test func aHungPageEndsOnlyItsOwnShot() async throws {
        let browser = try await WebKitBrowser.launch(scale: 1, timeout: .seconds(5))
        do {
            await #expect(throws: SnapshotError.self) {
                try await browser.screenshot(html: "<script>while (true) {}</script>", width: 600, height: 400)
            }
            let html = "<div id=\"box\" style=\"width: 10px; height: 10px; background: #0f0\"></div>"
            let png = try await browser.screenshot(html: html, width: 600, height: 400, clipSelector: "#box")
            #expect(try PNG.decode(png) == RGBAImage(width: 10, height: 10, red: 0, green: 255, blue: 0))
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
