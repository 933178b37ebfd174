import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Dashboard

@Suite struct TransferAndAssetTests {
    private let boundary = "vitrine-test-boundary"

    /// A multipart body with one file part (and optional text fields).
    private func multipart(file field: String, filename: String, bytes: [UInt8], fields: [(String, String)] = []) -> ByteBuffer {
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(filename)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                .utf8
        )
        body += bytes + Array("\r\n--\(boundary)--\r\n".utf8)
        return ByteBuffer(bytes: body)
    }

    private var multipartHeaders: HTTPFields { [.contentType: "multipart/form-data; boundary=\(boundary)"] }

    @Test func exportDownloadImportsBackUnchanged() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let exported = try await client.execute(uri: "/export", method: .get) { response in
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"vitrine-campaigns.json\"")
                return Array(buffer: response.body)
            }
            try await client.execute(
                uri: "/import",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "file", filename: "all.json", bytes: exported)
            ) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.components(separatedBy: "— unchanged").count - 1 == DemoCampaigns.all.count)
            }
        }
        #expect(try await database.campaigns().allSatisfy { $0.version == 1 })
    }

    @Test(arguments: [
        ("{\"type\": \"MODAL\", \"bg_color\": 0xff}", "line 1, column 31"),
        ("[{\"id\": \"a\", \"type\": \"inapp\", \"data\": {\"type\": \"CAROUSEL\"}}]", "[0].data.type"),
        ("{\"type\": \"SLIDEUP\", \"click_action\": \"URI\"}", "uri"),
        (
            "[{\"id\": \"a\", \"type\": \"inapp\", \"data\": {}}, {\"id\": \"b\", \"type\": \"inapp\", \"data\": {\"click_action\": \"URI\"}}]",
            "[1].data.uri"
        ),
    ])
    func badImportsAreRejectedWhole(json: String, location: String) async throws {
        let (app, database) = try await makeApp()
        let before = try await database.campaigns()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let body = ByteBuffer(string: "json=" + json.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            try await client.execute(uri: "/import", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: body) {
                response in
                #expect((400...499).contains(response.status.code))
                let page = String(buffer: response.body)
                #expect(page.contains("Nothing was imported"))
                #expect(page.contains(location), "\(page)")
            }
        }
        #expect(try await database.campaigns() == before)
    }

    @Test func imagesAreUploadedCheckedAndServed() async throws {
        let (app, database) = try await makeApp()
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 59]
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/assets",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "image", filename: "<b>pixel</b>.gif", bytes: gif)
            ) { response in
                #expect(response.status == .seeOther)
            }
            try await client.execute(
                uri: "/assets",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "image", filename: "evil.png", bytes: Array("<svg onload=alert(1)>".utf8))
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains("not a PNG, JPEG, GIF or WebP"))
            }
            let asset = try #require(try await database.assets().first)
            #expect(asset.filename == "b-pixel--b.gif")
            try await client.execute(uri: asset.path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/gif")
                #expect(Array(buffer: response.body) == gif)
            }
            try await client.execute(uri: "/assets", method: .get) { response in
                #expect(String(buffer: response.body).contains(asset.path))
            }
            try await client.execute(uri: "/assets/\(asset.id)/other.gif", method: .get) { #expect($0.status == .notFound) }
        }
        // Beside the demos' seeded stand-ins (each standing for a CDN URL).
        #expect(try await database.assets().filter { $0.sourceURL == nil }.count == 1)
    }

    @Test func anUploadStandingForARemoteURLIsShownInItsPlace() async throws {
        let (app, database) = try await makeApp(seed: false)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16)
        let remote = "https://cdn.example.com/spring/banner.png?v=2"
        let message = #"{"message": {"type": "MODAL", "image_style": "GRAPHIC", "image_url": "\#(remote)", "message": ""}}"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let hostile = "https://x.example/\"><script>alert(1)</script>"
            try await client.execute(
                uri: "/assets",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "image", filename: "banner.png", bytes: png, fields: [("source_url", hostile)])
            ) { response in
                #expect(response.status == .unprocessableContent)
                let page = String(buffer: response.body)
                #expect(page.contains("is not an http: or https: URL"))
                #expect(!page.contains("<script>alert(1)"))
            }
            try await client.execute(
                uri: "/assets",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "image", filename: "banner.png", bytes: png, fields: [("source_url", remote)])
            ) { #expect($0.status == .seeOther) }
            let asset = try #require(try await database.assets().first)
            #expect(asset.sourceURL == remote)
            try await client.execute(uri: "/assets", method: .get) { #expect(String(buffer: $0.body).contains("Stands for <code>")) }
            try await client.execute(
                uri: "/api/preview",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: message)
            ) {
                let html = String(buffer: $0.body)
                #expect(html.contains("src=\"\(asset.path)\""), "\(html)")
                #expect(html.contains("data-image-source=\"library\""))
            }
            // A second upload for the same URL takes over; the first stays in the library.
            try await client.execute(
                uri: "/assets",
                method: .post,
                headers: multipartHeaders,
                body: multipart(file: "image", filename: "banner-v3.png", bytes: png, fields: [("source_url", remote)])
            ) { #expect($0.status == .seeOther) }
            let newer = try #require(try await database.assets().first { $0.filename == "banner-v3.png" })
            #expect(try await database.libraryImages(for: [remote, "https://elsewhere.example/x.png"]) == [remote: newer.path])
            #expect(try await database.assets().count == 2)
        }
    }

    @Test func uploadNamesWithSemicolonsAndSpacesSurvive() async throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16)
        let body = multipart(file: "image", filename: "a;b c.png", bytes: png, fields: [("note", "x; y=\"z\"")])
        let parsed = try MultipartForm(bytes: Array(buffer: body), boundary: boundary)
        #expect(parsed.files.map(\.filename) == ["a;b c.png"])
        #expect(parsed.fields.text("note") == "x; y=\"z\"")
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/assets", method: .post, headers: multipartHeaders, body: body) { #expect($0.status == .seeOther) }
        }
        #expect(try await database.assets().filter { $0.sourceURL == nil }.map(\.filename) == ["a-b-c.png"])
    }

    @Test(arguments: [String(repeating: "b", count: 71), ""])
    func boundariesOutsideRFC2046AreRefused(_ boundary: String) {
        #expect(throws: FormError.self) { try MultipartForm(bytes: Array("--\(boundary)--\r\n".utf8), boundary: boundary) }
    }

    @Test func truncatedMultipartBodiesAreRefused() {
        let body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue".utf8)
        #expect(throws: FormError.self) { try MultipartForm(bytes: body, boundary: boundary) }
    }
}
