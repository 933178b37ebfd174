import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Snapshot
import Testing

/// `GET /campaigns/ID/preview.png`: the device as a PNG from the server's headless Chromium.
@Suite(.serialized) struct PNGPreviewTests {
    @Test func theDeviceComesAsAPNGAtTheAskedScaleWithTheLibraryCopyInside() async throws {
        let (app, database) = try await makeApp()
        let red = PNG.encode(RGBAImage(width: 60, height: 40, red: 255, green: 0, blue: 0))
        _ = try await database.insertImage(bytes: red, filename: "red.png", sourceURL: "https://cdn.example.com/iam/spring.png")
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let image = try await client.execute(uri: "/campaigns/demo-spring-sale/preview.png?appearance=dark", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.contentDisposition]?.contains("demo-spring-sale") == true)
                return try PNG.decode(Array(buffer: response.body))
            }
            // The phone (393 points wide plus its frame) at two device pixels per point.
            #expect(image.width >= 786 && image.width <= 900)
            let single = try await client.execute(uri: "/campaigns/demo-spring-sale/preview.png?scale=1", method: .get) {
                try PNG.decode(Array(buffer: $0.body))
            }
            #expect(single.width * 2 == image.width)
            // The stand-in drawn where the remote image would be: a large area of pure red.
            var reds = 0
            for index in stride(from: 0, to: image.pixels.count, by: 4)
            where image.pixels[index] == 255 && image.pixels[index + 1] == 0 && image.pixels[index + 2] == 0 {
                reds += 1
            }
            #expect(reds > 100_000)
        }
    }

    @Test(arguments: [
        ("demo-welcome/preview.png?scale=7", HTTPResponse.Status.badRequest), ("demo-welcome/preview.png?device=watch", .badRequest),
        ("nope/preview.png", .notFound),
    ])
    func badOptionsAndUnknownCampaigns(suffix: String, status: HTTPResponse.Status) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            try await SignedInClient(raw).execute(uri: "/campaigns/\(suffix)", method: .get) { response in
                #expect(response.status == status)
            }
        }
    }
}
