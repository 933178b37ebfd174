import CampaignStore
import Foundation
import Hummingbird
import Synchronization

/// An image server on a loopback port, good and hostile, counting the requests of each path:
///
/// - `/banner.png`, `/other.png`: a small PNG;
/// - `/page.html`: a 200 answer that is not an image;
/// - `/missing.png` (anything unknown): 404;
/// - `/moved.png`: a redirect to `/banner.png`;
/// - `/moved-inside.png`: a redirect to a link-local address (a cloud's metadata service);
/// - `/drip.png`: a PNG's headers, then one body byte every 200 ms;
/// - `/huge-length.png`: `Content-Length: 10¹²`, then no body;
/// - `/chunked.png`: a chunked body of 64 MiB, as fast as it is taken;
/// - `/hang/…`: no answer at all.
///
/// What hangs or drips holds on until `release()` (or 30 s), so a test ends without waiting.
final class HostileImageServer: Sendable {
    /// The smallest bytes the library recognises as a PNG.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16)
    /// The size of `/chunked.png`'s whole body.
    static let chunkedSize = 64 << 20

    private struct State {
        var hits: [String: Int] = [:]
        var released = false
        var chunkedBytesSent = 0
    }

    private let state = Mutex(State())

    /// A server with no requests yet.
    init() {}

    /// The requests of `path` so far (`/hang/…` counts as `hang`).
    func count(_ path: String) -> Int { state.withLock { $0.hits[path, default: 0] } }

    /// The requests of every path so far.
    var total: Int { state.withLock { $0.hits.values.reduce(0, +) } }

    /// The bytes of `/chunked.png` written so far.
    private var chunkedBytesSent: Int { state.withLock { $0.chunkedBytesSent } }

    /// Lets every held request end.
    func release() { state.withLock { $0.released = true } }

    private var isReleased: Bool { state.withLock { $0.released } }

    /// Waits until `release()`, or 30 s.
    private func hold() async {
        let end = ContinuousClock.now + .seconds(30)
        while !isReleased, ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(50)) }
    }

    /// The application serving these paths on 127.0.0.1 and a free port.
    func application() -> some ApplicationProtocol {
        let router = Router()
        router.get("/hang/:name") { _, _ -> Response in
            self.state.withLock { $0.hits["hang", default: 0] += 1 }
            await self.hold()
            return Response(status: .serviceUnavailable)
        }
        router.get("/:name") { _, context -> Response in
            let name = context.parameters.get("name") ?? ""
            self.state.withLock { $0.hits[name, default: 0] += 1 }
            return self.answer(name)
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    private func answer(_ name: String) -> Response {
        let image: HTTPFields = [.contentType: "image/png"]
        switch name {
        case "banner.png", "other.png":
            return Response(status: .ok, headers: image, body: .init(byteBuffer: ByteBuffer(bytes: Self.png)))
        case "page.html":
            return Response(status: .ok, headers: [.contentType: "text/html"], body: .init(byteBuffer: ByteBuffer(string: "<p>no image</p>")))
        case "moved.png":
            return Response(status: .found, headers: [.location: "/banner.png"])
        case "moved-inside.png":
            return Response(status: .found, headers: [.location: "http://169.254.169.254/latest.png"])
        case "drip.png":
            let body = Self.png + Array(repeating: 0, count: 400)
            return Response(
                status: .ok,
                headers: image,
                body: ResponseBody(contentLength: body.count) { writer in
                    for byte in body where !self.isReleased {
                        try await writer.write(ByteBuffer(bytes: [byte]))
                        try await Task.sleep(for: .milliseconds(200))
                    }
                    try await writer.finish(nil)
                }
            )
        case "huge-length.png":
            return Response(
                status: .ok,
                headers: image,
                body: ResponseBody(contentLength: 1_000_000_000_000) { writer in
                    await self.hold()
                    try await writer.finish(nil)
                }
            )
        case "chunked.png":
            return Response(
                status: .ok,
                headers: image,
                body: ResponseBody { writer in
                    let chunk = ByteBuffer(bytes: Self.png + Array(repeating: 0, count: (64 << 10) - Self.png.count))
                    while self.chunkedBytesSent < Self.chunkedSize {
                        try await writer.write(chunk)
                        self.state.withLock { $0.chunkedBytesSent += chunk.readableBytes }
                    }
                    try await writer.finish(nil)
                }
            )
        default:
            return Response(status: .notFound)
        }
    }
}
