import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A small W3C WebDriver client over HTTP (AsyncHTTPClient): the commands `WebKitBrowser` needs, sent to a driver
/// listening on a loopback port.
struct WebDriverClient: Sendable {
    /// `http://127.0.0.1:<port>`, the driver's address.
    let base: String
    /// The deadline of each command.
    let timeout: Duration

    /// The largest answer read (a screenshot of a large page at scale 4 is tens of MB of base64).
    static let maximumAnswerBytes = 256 * 1024 * 1024

    /// Sends `method` to `path` (with `body` as its JSON, POST commands always have one) and returns the answer's
    /// `value`. Throws `SnapshotError` naming the command and, for a WebDriver error, its code and message.
    func send(_ method: HTTPMethod, _ path: String, _ body: JSONValue? = nil) async throws -> JSONValue {
        var request = HTTPClientRequest(url: base + path)
        request.method = method
        if method == .POST {
            request.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
            request.body = .bytes(ByteBuffer(bytes: try (body ?? [:]).serialized()))
        }
        let answer: JSONValue
        let status: UInt
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: .nanoseconds(Int64(timeout.components.seconds * 1_000_000_000)))
            status = response.status.code
            let bytes = try await response.body.collect(upTo: Self.maximumAnswerBytes)
            answer = try JSONValue.parse(Data(bytes.readableBytesView))
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError("WebKitWebDriver did not answer \(method) \(path): \(error)")
        }
        let value = answer["value"] ?? .null
        guard (200..<300).contains(status) else {
            let code = value["error"]?.stringValue ?? "HTTP \(status)"
            let message = value["message"]?.stringValue ?? ""
            throw SnapshotError("WebKitWebDriver refused \(method) \(path): \(code)\(message.isEmpty ? "" : ": \(message)")")
        }
        return value
    }

    /// Whether the driver answers `/status` as ready.
    func isReady() async -> Bool {
        (try? await send(.GET, "/status"))?["ready"] == .bool(true)
    }
}
