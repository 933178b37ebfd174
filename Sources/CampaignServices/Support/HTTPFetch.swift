import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One bounded download through Foundation's URL loading (libcurl on Linux).
///
/// The whole download (the address check, connecting, the headers and the body) ends by one
/// deadline: a task group races it against a sleep and, when the sleep wins, cancels the URL
/// session's task and answers `timedOut` at once, however slowly the server drips. A
/// `Content-Length` over `maxBytes` is refused when the headers arrive, before any body byte is
/// taken; a body without one is counted as it streams and cut the moment it passes the limit, so
/// at most `maxBytes` are ever held. Only `2xx` answers are kept.
public final class HTTPFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
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

    private struct State {
        var bytes: [UInt8] = []
        var contentType: String?
        var finished = false
        var continuation: CheckedContinuation<Fetched, any Error>?
        var task: URLSessionDataTask?
    }

    private let maxBytes: Int
    private let followsRedirects: Bool
    private let state = Mutex(State())

    private init(maxBytes: Int, followsRedirects: Bool) {
        self.maxBytes = maxBytes
        self.followsRedirects = followsRedirects
    }

    /// Downloads `url`, at most `maxBytes` within `timeout`.
    static func fetch(_ url: URL, maxBytes: Int, timeout: Duration) async throws -> [UInt8] {
        try await download(url, maxBytes: maxBytes, timeout: timeout).bytes
    }

    /// Downloads `url`, at most `maxBytes`, all of it within `timeout`, with its declared content
    /// type; throws `Failure`. With `addresses` other than `.any` the host is resolved and
    /// checked first; without `followsRedirects` a redirect is a `Failure.redirected`.
    public static func download(
        _ url: URL,
        maxBytes: Int,
        timeout: Duration,
        accept: String = "image/png,image/jpeg,image/gif,image/webp",
        followsRedirects: Bool = true,
        addresses: AddressPolicy = .any
    ) async throws -> Fetched {
        try await withThrowingTaskGroup(of: Fetched?.self) { group in
            group.addTask {
                try await addresses.check(url)
                return try await transfer(url, maxBytes: maxBytes, timeout: timeout, accept: accept, followsRedirects: followsRedirects)
            }
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

    /// The transfer itself; ends at once, with `Failure.cancelled`, when its task is cancelled.
    private static func transfer(_ url: URL, maxBytes: Int, timeout: Duration, accept: String, followsRedirects: Bool) async throws -> Fetched {
        let download = HTTPFetch(maxBytes: maxBytes, followsRedirects: followsRedirects)
        let configuration = URLSessionConfiguration.ephemeral
        // A second past the deadline: the task group's deadline ends the download, these are a backstop.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18 + 1
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpAdditionalHeaders = ["Accept": accept, "User-Agent": "Vitrine image fetch"]
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: url)
                let start = download.state.withLock { state in
                    guard !state.finished else { return false }
                    state.continuation = continuation
                    state.task = task
                    return true
                }
                if start { task.resume() } else { continuation.resume(throwing: Failure.cancelled) }
            }
        } onCancel: {
            download.finish(.failure(.cancelled))
        }
    }

    /// Ends the download once, with `result`, and stops its transfer; later calls do nothing.
    private func finish(_ result: Result<Fetched, Failure>) {
        let (continuation, task): (CheckedContinuation<Fetched, any Error>?, URLSessionDataTask?) = state.withLock { state in
            guard !state.finished else { return (nil, nil) }
            state.finished = true
            state.bytes = []
            defer {
                state.continuation = nil
                state.task = nil
            }
            return (state.continuation, state.task)
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
        if case .failure = result { task?.cancel() }
    }

    /// Keeps 2xx answers whose declared length is within the limit, with their content type.
    public func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if (300..<400).contains(status) && !followsRedirects {
            completionHandler(.cancel)
            finish(.failure(.redirected))
        } else if !(200..<300).contains(status) {
            completionHandler(.cancel)
            finish(.failure(.status(status)))
        } else if response.expectedContentLength > Int64(maxBytes) {
            completionHandler(.cancel)
            finish(.failure(.tooLarge(limit: maxBytes)))
        } else {
            let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
            state.withLock { $0.contentType = type?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            completionHandler(.allow)
        }
    }

    /// Refuses redirects when they are not followed (the 3xx answer then ends the download).
    public func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard followsRedirects else {
            completionHandler(nil)
            finish(.failure(.redirected))
            return
        }
        completionHandler(request)
    }

    /// Collects the body up to the limit; one byte past it ends the download.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = state.withLock { state in
            guard !state.finished else { return false }
            guard state.bytes.count + data.count <= maxBytes else { return true }
            state.bytes.append(contentsOf: data)
            return false
        }
        if overLimit { finish(.failure(.tooLarge(limit: maxBytes))) }
    }

    /// Ends the download with the body or its failure.
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let result: Result<Fetched, Failure> = state.withLock { state in
            if let error = error as? URLError, error.code == .timedOut { return .failure(.timedOut) }
            if let error { return .failure(.transport(error.localizedDescription)) }
            return .success(Fetched(bytes: state.bytes, contentType: state.contentType))
        }
        finish(result)
    }
}
