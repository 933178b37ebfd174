import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// The editor form at `uri`, scraped as a browser would post it.
func fetchEditorForm(_ client: some TestClientProtocol, _ uri: String) async throws -> HTMLForm {
    try await client.execute(uri: uri, method: .get) { response in
        #expect(response.status == .ok)
        return HTMLForm(html: String(buffer: response.body))
    }
}

/// Posts `fields` url-encoded to `uri` (with `extra` headers, such as a cookie): the status, the
/// body and the `Location` header.
func postForm(
    _ client: some TestClientProtocol,
    _ uri: String,
    _ fields: [(name: String, value: String)],
    headers extra: HTTPFields = [:]
) async throws -> (HTTPResponse.Status, String, String?) {
    var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
    headers.append(contentsOf: extra)
    return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: urlEncoded(fields))) { response in
        (response.status, String(buffer: response.body), response.headers[.location])
    }
}
