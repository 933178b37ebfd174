import AsyncHTTPClient
public import Foundation
import NIOCore
import NIOHTTP1

/// One bounded download over AsyncHTTPClient, on the NIO event loops the server already runs.
///
/// The whole download (the address check, connecting, the headers and the body) ends by one
/// deadline: a task group races it against a sleep and, when the sleep wins, cancels the request
/// and answers `timedOut` at once, however slowly the server drips. A `Content-Length` over
/// `maxBytes` is refused when the headers arrive, before any body byte is taken; a body without
/// one is counted as it streams and cut the moment it passes the limit, so at most `maxBytes` are
/// ever held. Only `2xx` answers are kept. Each request connects to the address its
/// ``AddressPolicy`` checked (the client's DNS override), so a host name that resolves differently
/// the second time cannot lead it elsewhere; redirects are followed here, hop by hop, each hop
/// checked the same way.
public enum HTTPFetch {
    /// Why a download produced no bytes.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The answer was not 2xx.
        case status(Int)
        /// The body, or its declared length, passed the limit.
        case tooLarge(limit: Int)
        /// The transfer failed.
        case transport(String)
        /// The whole download did not finish within its deadline.
        case timedOut
        /// The host is not allowed (private, loopback, link-local or unresolvable).
        case forbiddenAddress(String)
        /// The server redirected, and this download does not follow redirects.
        case redirected
        /// The caller gave up (its task was cancelled).
        case cancelled

        /// A one-line description.
        public var description: String {
            switch self {
            case .status(let code): return "the server answered \(code)"
            case .tooLarge(let limit): return "the image is larger than \(limit) bytes"
            case .transport(let reason): return reason
            case .timedOut: return "the download did not finish in time"
            case .forbiddenAddress(let reason): return reason
            case .redirected: return "the server answered with a redirect, which is not followed"
            case .cancelled: return "the download was cancelled"
            }
        }
    }

    /// A finished download: the body and the type the server declared.
    public struct Fetched: Sendable {
        /// The body.
        public var bytes: [UInt8]
        /// The `Content-Type` without parameters, lowercased; nil when absent.
        public var contentType: String?
    }

    /// What one request asks for, the same at every redirect hop.
    private struct Request: Sendable {
        var maxBytes: Int
        var deadline: NIODeadline
        var accept: String
        var followsRedirects: Bool
        var addresses: AddressPolicy
    }

    /// What one hop answered: the download, or where it redirects.
    private enum Hop {
        case fetched(Fetched)
        case redirect(URL)
    }

    /// The most redirects one download follows.
    static let maxRedirects = 10

    /// Downloads `url`, at most `maxBytes` within `timeout`.
    static func fetch(_ url: URL, maxBytes: Int, timeout: Duration) async throws -> [UInt8] {
        try await download(url, maxBytes: maxBytes, timeout: timeout).bytes
    }

    /// Downloads `url`, at most `maxBytes`, all of it within `timeout`, with its declared content
    /// type; throws `Failure`. With `addresses` other than `.any` the host is resolved and
    /// checked first, and the connection goes to the checked address; without
    /// `followsRedirects` a redirect is a `Failure.redirected`.
    public static func download(
        _ url: URL,
        maxBytes: Int,
        timeout: Duration,
        accept: String = "image/png,image/jpeg,image/gif,image/webp",
        followsRedirects: Bool = true,
        addresses: AddressPolicy = .any
    ) async throws -> Fetched {
        // The client's own deadline, a second past the task group's, is a backstop.
        let request = Request(
            maxBytes: maxBytes,
            deadline: .now() + TimeAmount(timeout) + .seconds(1),
            accept: accept,
            followsRedirects: followsRedirects,
            addresses: addresses
        )
        return try await withThrowingTaskGroup(of: Fetched?.self) { group in
            group.addTask { try await follow(url, request) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            do {
                guard let first = try await group.next(), let fetched = first else { throw Failure.timedOut }
                return fetched
            } catch is CancellationError {
                throw Failure.cancelled
            }
        }
    }

    /// Requests `url`, then each redirect's target (when followed), up to `maxRedirects` hops.
    private static func follow(_ url: URL, _ request: Request) async throws -> Fetched {
        var target = url
        for _ in 0...maxRedirects {
            switch try await hop(target, request) {
            case .fetched(let fetched): return fetched
            case .redirect(let next): target = next
            }
        }
        throw Failure.transport("more than \(maxRedirects) redirects")
    }

    /// One request: checks and pins the host, then reads the answer within the limits.
    private static func hop(_ url: URL, _ request: Request) async throws -> Hop {
        let pinned = try await request.addresses.pin(url)
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
        configuration.dnsOverride = pinned
        // A refused connection fails the request at once instead of being retried until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        do {
            return try await HTTPClient.withHTTPClient(configuration: configuration) { client in
                var outgoing = HTTPClientRequest(url: url.absoluteString)
                outgoing.headers.add(name: "Accept", value: request.accept)
                outgoing.headers.add(name: "User-Agent", value: "Vitrine image fetch")
                let response = try await client.execute(outgoing, deadline: request.deadline)
                return try await read(response, from: url, request)
            }
        } catch {
            throw failure(error)
        }
    }

    /// The answer's body within the limits, or where it redirects.
    private static func read(_ response: HTTPClientResponse, from url: URL, _ request: Request) async throws -> Hop {
        let status = Int(response.status.code)
        if (300..<400).contains(status) {
            guard request.followsRedirects else { throw Failure.redirected }
            if [301, 302, 303, 307, 308].contains(status), let location = response.headers.first(name: "location"),
                let next = URL(string: location, relativeTo: url)?.absoluteURL, ["http", "https"].contains(next.scheme?.lowercased())
            {
                return .redirect(next)
            }
        }
        guard (200..<300).contains(status) else { throw Failure.status(status) }
        if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > request.maxBytes {
            throw Failure.tooLarge(limit: request.maxBytes)
        }
        var bytes: [UInt8] = []
        for try await buffer in response.body {
            guard bytes.count + buffer.readableBytes <= request.maxBytes else { throw Failure.tooLarge(limit: request.maxBytes) }
            bytes.append(contentsOf: buffer.readableBytesView)
        }
        let type = response.headers.first(name: "content-type")?.split(separator: ";").first
        return .fetched(Fetched(bytes: bytes, contentType: type.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }))
    }

    /// `error` as a `Failure`: the client's timeouts are `timedOut`, its cancellation `cancelled`.
    private static func failure(_ error: any Error) -> Failure {
        switch error {
        case let failure as Failure: return failure
        case is CancellationError: return .cancelled
        case let error as HTTPClientError where error == .cancelled: return .cancelled
        case let error as HTTPClientError where [.deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout].contains(error):
            return .timedOut
        case let error as IOError: return .transport(String(cString: strerror(error.errnoCode)).lowercased())
        default: return .transport("\(error)")
        }
    }
}
