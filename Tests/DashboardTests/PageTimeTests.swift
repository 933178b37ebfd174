import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Dashboard

/// Every page writes a moment one way: `<time class="local-time" datetime="ISO">YYYY-MM-DD HH:MM
/// UTC</time>`, which local-time.js turns into the reader's zone.
@Suite struct PageTimeTests {
    /// The `<time>` elements of a page, as (datetime, text).
    static func times(_ body: String) -> [(datetime: String, text: String)] {
        body.components(separatedBy: "<time class=\"local-time\" datetime=\"").dropFirst().map { rest in
            let datetime = String(rest.prefix { $0 != "\"" })
            let text = rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return (datetime, String(text))
        }
    }

    @Test func aMomentIsItsISOInstantAndItsUTCMinute() {
        let time = PageTime(Date(timeIntervalSince1970: 1_764_936_045.5))
        #expect(time.iso == "2025-12-05T12:00:45.500Z")
        #expect(time.utc == "2025-12-05 12:00")
    }

    @Test(arguments: ["/", "/campaigns/demo-welcome/revisions", "/campaigns/demo-welcome/revisions/1/restore", "/users", "/sessions"])
    func everyPageWritesTimesOneWay(uri: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/sessions",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name": "Timed", "campaigns": []}"#)
            ) { _ in }
            let body = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
            let times = Self.times(body)
            #expect(!times.isEmpty, "\(uri) shows no time")
            for time in times {
                #expect(time.datetime.hasSuffix("Z") && time.datetime.contains("T"), "\(uri): \(time.datetime)")
                #expect(time.text.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d UTC/) != nil, "\(uri): \(time.text)")
            }
        }
    }
}
