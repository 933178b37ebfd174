import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One bounded download of a remote image through Foundation's URL loading: it gives up past
/// `maxBytes` (a `Content-Length` over the limit stops it before the body) or `timeout`, and
/// keeps only `2xx` answers.
public final class HTTPFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Why a download produced no bytes.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The answer was not 2xx.
        case status(Int)
        /// The body, or its declared length, passed the limit.
        case tooLarge(limit: Int)
        /// The transfer failed or took too long.
        case transport(String)

        /// A one-line description.
        public var description: String {
            switch self {
            case .status(let code): return "the server answered \(code)"
            case .tooLarge(let limit): return "the image is larger than \(limit) bytes"
            case .transport(let reason): return reason
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
        var failure: Failure?
        var continuation: CheckedContinuation<Fetched, any Error>?
    }

    private let maxBytes: Int
    private let state = Mutex(State())

    private init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Downloads `url`, at most `maxBytes` within `timeout`.
    static func fetch(_ url: URL, maxBytes: Int, timeout: Duration) async throws -> [UInt8] {
        try await download(url, maxBytes: maxBytes, timeout: timeout).bytes
    }

    /// Downloads `url`, at most `maxBytes` within `timeout`, with its declared content type;
    /// throws `Failure`.
    public static func download(
        _ url: URL,
        maxBytes: Int,
        timeout: Duration,
        accept: String = "image/png,image/jpeg,image/gif,image/webp"
    ) async throws -> Fetched {
        let download = HTTPFetch(maxBytes: maxBytes)
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpAdditionalHeaders = ["Accept": accept, "User-Agent": "Vitrine image fetch"]
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withCheckedThrowingContinuation { continuation in
            download.state.withLock { $0.continuation = continuation }
            session.dataTask(with: url).resume()
        }
    }

    /// Keeps 2xx answers within the limit, with their content type.
    public func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if !(200..<300).contains(status) {
            state.withLock { $0.failure = .status(status) }
            completionHandler(.cancel)
        } else if response.expectedContentLength > Int64(maxBytes) {
            state.withLock { $0.failure = .tooLarge(limit: maxBytes) }
            completionHandler(.cancel)
        } else {
            let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
            state.withLock { $0.contentType = type?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            completionHandler(.allow)
        }
    }

    /// Collects the body up to the limit.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = state.withLock { state in
            state.bytes.append(contentsOf: data)
            guard state.bytes.count > maxBytes else { return false }
            state.failure = .tooLarge(limit: maxBytes)
            state.bytes = []
            return true
        }
        if overLimit { dataTask.cancel() }
    }

    /// Ends the download with the body or its failure.
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<Fetched, any Error>?, Result<Fetched, Failure>) = state.withLock { state in
            let continuation = state.continuation
            state.continuation = nil
            if let failure = state.failure { return (continuation, .failure(failure)) }
            if let error { return (continuation, .failure(.transport(error.localizedDescription))) }
            return (continuation, .success(Fetched(bytes: state.bytes, contentType: state.contentType)))
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }
}
