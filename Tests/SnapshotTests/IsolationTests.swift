import Foundation
import TestSupport
import Testing

@testable import Snapshot

/// A page in the headless browser reaches neither the network (loopback included) nor local files.
@Suite struct IsolationTests {
    /// A listener on a loopback port that counts the connections it accepts.
    final class Listener: @unchecked Sendable {
        let descriptor: Int32
        let port: Int
        private let lock = NSLock()
        /// The peer port of every connection accepted, in order.
        private var accepted: [UInt16] = []

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
                    var peer = sockaddr_in()
                    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
                    let client = withUnsafeMutablePointer(to: &peer) { pointer in
                        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(descriptor, $0, &size) }
                    }
                    if client < 0 { return }
                    lock.withLock { accepted.append(UInt16(bigEndian: peer.sin_port)) }
                    close(client)
                }
            }
        }

        var connections: Int { lock.withLock { accepted.count } }

        /// The connections the page made, counted once every one of them has been accepted: the test connects once
        /// itself and waits until that connection is accepted (the listen queue is first in, first out, so any
        /// connection the page made before it is counted by then). The deadline is a safety net.
        func settledConnections() async throws -> Int {
            let marker = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(marker) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(marker, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            var local = sockaddr_in()
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &local) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(marker, $0, &size) }
            }
            guard connected == 0 else { throw SnapshotError("could not connect to the listener") }
            let markerPort = UInt16(bigEndian: local.sin_port)
            let end = ContinuousClock.now + TestDeadline.safetyNet
            while !lock.withLock({ accepted.contains(markerPort) }), ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(10)) }
            return lock.withLock { accepted.filter { $0 != markerPort }.count }
        }
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
            #expect(try await listener.settledConnections() == 0)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
