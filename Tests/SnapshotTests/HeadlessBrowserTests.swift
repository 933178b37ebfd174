import Foundation
import Testing

@testable import Snapshot

/// Screenshots and evaluation with a real headless Chromium (one browser for the whole suite).
@Suite(.serialized) struct HeadlessBrowserTests {
    /// Full-viewport and clipped captures, srcdoc iframes, UTF-8, dialogs, evaluation in an opened page (a shot's page is
    /// gone once it returns), and 20 timed shots in one browser.
    @Test func screenshotsAndEvaluation() async throws {
        let browser = try await HeadlessBrowser.launch()
        do {
            let red = try await browser.screenshot(html: "<body style=\"margin:0;background:#ff0000\"></body>", width: 100, height: 50, scale: 2)
            let image = try PNG.decode(red)
            #expect(image.width == 200 && image.height == 100)
            #expect(image == RGBAImage(width: 200, height: 100, red: 255, green: 0, blue: 0))

            let html = """
                <style>body { margin: 0; } #box { position: absolute; left: 13px; top: 7px; width: 20px; height: 10px; background: #00f; }</style>
                <div id="box"></div>
                """
            let clipped = try PNG.decode(try await browser.screenshot(html: html, width: 100, height: 50, scale: 2, clipSelector: "#box"))
            #expect(clipped == RGBAImage(width: 40, height: 20, red: 0, green: 0, blue: 255))

            // A shot closes its page; `open` keeps one for measuring.
            await #expect(throws: SnapshotError.self) { try await browser.evaluate("1+1") }
            try await browser.open(html: html, width: 100, height: 50)
            #expect(try await browser.evaluate("1+1") == "2")
            #expect(try await browser.evaluate("document.getElementById('box').getBoundingClientRect().width") == "20")
            #expect(try await browser.evaluate("({a: [1, 'x/y'], b: null})") == #"{"a":[1,"x/y"],"b":null}"#)
            #expect(try await browser.evaluate("undefined") == "null")
            await #expect(throws: SnapshotError.self) { try await browser.evaluate("nope.nope") }
            await #expect(throws: SnapshotError.self) {
                try await browser.screenshot(html: "<p>x</p>", width: 10, height: 10, clipSelector: "#missing")
            }

            let frame = """
                <body style="margin:0"><iframe id="frame" sandbox="allow-scripts" style="border:0;display:block;width:30px;height:16px"
                srcdoc="<body style='margin:0;background:#0f0'><script>alert('hi'); document.body.dataset.ran = 1</script></body>"></iframe>
                <p id="text">Zürich – 東京</p></body>
                """
            let framed = try PNG.decode(try await browser.screenshot(html: frame, width: 80, height: 60, scale: 1, clipSelector: "#frame"))
            #expect(framed == RGBAImage(width: 30, height: 16, red: 0, green: 255, blue: 0))
            try await browser.open(html: frame, width: 80, height: 60)
            #expect(try await browser.evaluate("document.getElementById('text').textContent") == #""Zürich – 東京""#)
            _ = try await browser.screenshot(html: "<script>alert('blocking?')</script><p>after</p>", width: 50, height: 50)
            try await browser.open(html: "<script>alert('blocking?')</script><p>after</p>", width: 50, height: 50)
            #expect(try await browser.evaluate("document.querySelector('p').textContent") == #""after""#)

            var shots: [[UInt8]] = []
            let start = ContinuousClock.now
            for index in 0..<20 {
                let page =
                    "<body style=\"margin:0\"><h1 style=\"font: 24px sans-serif\">Shot \(index)</h1><img src=\"data:image/png;base64,"
                    + Data(PNG.encode(RGBAImage(width: 4, height: 4, red: 0, green: 128, blue: 0))).base64EncodedString() + "\"></body>"
                shots.append(try await browser.screenshot(html: page, width: 320, height: 480))
            }
            let perShot = (ContinuousClock.now - start) / 20
            for png in shots { #expect(try PNG.decode(png).width == 640) }
            print("HeadlessBrowser: \(perShot) per screenshot (320×480 at scale 2, one browser)")
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
        await #expect(throws: SnapshotError.self) { try await browser.evaluate("1") }
    }

    /// Screenshots requested from several tasks at once all complete with their own viewport.
    @Test func concurrentCallsAreSerialised() async throws {
        let browser = try await HeadlessBrowser.launch()
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for width in 10...15 {
                group.addTask { try PNG.decode(try await browser.screenshot(html: "<body></body>", width: width, height: 10, scale: 1)).width }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sizes.sorted() == Array(10...15))
        await browser.close()
    }

    /// Calls on a browser whose Chromium was killed fail on the death itself, not on a timeout.
    @Test func crashedChromiumFailsCalls() async throws {
        // The 120 s timeout is only a safety net: a call that reached it fails with "did not answer …
        // within", which this test refuses, however long the machine takes to notice the death.
        let browser = try await HeadlessBrowser.launch(timeout: .seconds(120))
        kill(browser.process.pid, SIGKILL)
        for call in ["screenshot", "evaluate"] {
            let error = await #expect(throws: SnapshotError.self) {
                if call == "screenshot" {
                    _ = try await browser.screenshot(html: "<p>x</p>", width: 10, height: 10)
                } else {
                    _ = try await browser.evaluate("1")
                }
            }
            #expect(error.map { !$0.description.contains("within") } ?? false, "\(call): \(error?.description ?? "no error")")
        }
        await browser.close()
    }

    /// A missing executable, or one that is not Chromium, gives an error naming it.
    @Test func badExecutableThrowsClearError() async throws {
        let error = await #expect(throws: SnapshotError.self) { try await HeadlessBrowser.launch(executable: "/nonexistent/chromium") }
        #expect(error?.description.contains("/nonexistent/chromium") == true)
        let notChromium = await #expect(throws: SnapshotError.self) {
            try await HeadlessBrowser.launch(executable: "/bin/true", timeout: .seconds(3))
        }
        #expect(notChromium?.description.contains("/bin/true") == true)
    }
}
