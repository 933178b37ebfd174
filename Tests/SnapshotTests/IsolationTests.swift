import Foundation
import Testing

@testable import Snapshot

/// A page in the headless browser reaches neither the network (loopback included) nor local files.
@Suite struct IsolationTests {
    /// A listener on a loopback port that counts the connections it accepts.
    final class Listener: @unchecked Sendable {
        let descriptor: Int32
        let port: Int
        private let lock = NSLock()
        private var accepted = 0

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.descriptor = descriptor
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                    bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 8) == 0
                        && getsockname(descriptor, socketAddress, &length) == 0
                }
            }
            guard bound else { throw SnapshotError("could not listen on loopback") }
            port = Int(UInt16(bigEndian: address.sin_port))
            Thread.detachNewThread { [self] in
                while true {
                    let client = accept(descriptor, nil, nil)
                    if client < 0 { return }
                    lock.withLock { accepted += 1 }
                    close(client)
                }
            }
        }

        var connections: Int { lock.withLock { accepted } }
    }

    @Test func pagesReachNeitherTheNetworkNorLocalFiles() async throws {
        let listener = try Listener()
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-secret-\(UUID().uuidString).txt")
        try Data("top secret".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let browser = try await HeadlessBrowser.launch()
        do {
            let html = """
                <img id="remote" src="http://127.0.0.1:\(listener.port)/image.png">
                <img id="local" src="http://localhost:\(listener.port)/image.png">
                <iframe id="file" src="\(secret.absoluteString)"></iframe>
                """
            _ = try await browser.screenshot(html: html, width: 200, height: 200)
            // The shot's page is closed; the same document opened again is measured below.
            try await browser.open(html: html, width: 200, height: 200)
            #expect(try await browser.evaluate("document.getElementById('remote').naturalWidth") == "0")
            let fetched = try await browser.evaluate(
                "fetch('http://127.0.0.1:\(listener.port)/').then(() => 'reached', () => 'refused')"
            )
            #expect(fetched == #""refused""#)
            let file = try await browser.evaluate(
                "fetch('\(secret.absoluteString)').then((r) => r.text(), () => 'refused')"
            )
            #expect(file == #""refused""#)
            let framed = try await browser.evaluate(
                "(() => { try { return document.getElementById('file').contentDocument?.documentElement?.outerHTML ?? 'unreadable' } catch (e) { return 'unreadable' } })()"
            )
            #expect(!framed.contains("top secret"))
            #expect(listener.connections == 0)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
