import Foundation
import Testing

@testable import Snapshot

/// The WebKit twin of `IsolationTests`: a page drawn by WebKit reaches neither the network (loopback included) nor
/// local files.
@Suite struct WebKitIsolationTests {
    @Test func pagesReachNeitherTheNetworkNorLocalFiles() async throws {
        let listener = try IsolationTests.Listener()
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-secret-\(UUID().uuidString).txt")
        try Data("top secret".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let browser = try await WebKitBrowser.launch()
        do {
            let html = """
                <img id="remote" src="http://127.0.0.1:\(listener.port)/image.png">
                <img id="local" src="http://localhost:\(listener.port)/image.png">
                <link rel="stylesheet" href="http://127.0.0.1:\(listener.port)/style.css">
                <iframe id="file" src="\(secret.absoluteString)"></iframe>
                <iframe id="web" src="http://127.0.0.1:\(listener.port)/frame.html"></iframe>
                """
            _ = try await browser.screenshot(html: html, width: 600, height: 400)
            try await browser.open(html: html, width: 600, height: 400)
            #expect(try await browser.evaluate("document.getElementById('remote').naturalWidth") == "0")
            let fetched = try await browser.evaluate(
                "fetch('http://127.0.0.1:\(listener.port)/', {mode: 'no-cors'}).then(() => 'reached', () => 'refused')"
            )
            #expect(fetched == #""refused""#)
            let socket = try await browser.evaluate(
                """
                new Promise((done) => { const s = new WebSocket('ws://127.0.0.1:\(listener.port)/');
                  s.onopen = () => done('open'); s.onerror = () => done('refused'); s.onclose = () => done('refused') })
                """
            )
            #expect(socket == #""refused""#)
            let file = try await browser.evaluate("fetch('\(secret.absoluteString)').then((r) => r.text(), () => 'refused')")
            #expect(file == #""refused""#)
            let request = try await browser.evaluate(
                """
                new Promise((done) => { const x = new XMLHttpRequest(); x.open('GET', '\(secret.absoluteString)');
                  x.onload = () => done(x.responseText); x.onerror = () => done('refused');
                  try { x.send() } catch (e) { done('refused') } })
                """
            )
            #expect(request == #""refused""#)
            let framed = try await browser.evaluate(
                "(() => { try { return document.getElementById('file').contentDocument?.documentElement?.outerHTML ?? 'unreadable' } catch (e) { return 'unreadable' } })()"
            )
            #expect(!framed.contains("top secret"))
            #expect(try await browser.evaluate("origin") == #""null""#)
            #expect(try await listener.settledConnections() == 0)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// The content filter is a second wall behind the proxy, so it must compile: valid JSON, one scheme per rule (WebKit
    /// drops the whole list for one `url-filter` with an alternation).
    @Test func theContentFilterCompiles() throws {
        let rules = try JSONValue.parse(Data(WebKitSession.contentFilter.utf8))
        guard case .array(let list) = rules else { throw SnapshotError("the content filter is not a list") }
        #expect(list.count == 4)
        for rule in list {
            let filter = try #require(rule["trigger"]?["url-filter"]?.stringValue)
            #expect(!filter.contains("|") && filter.hasPrefix("^"))
            #expect(rule["action"]?["type"]?.stringValue == "block")
        }
    }
}
