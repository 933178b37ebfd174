import CampaignServices
import CampaignStore
import InAppMessaging
import Testing

/// Exports point the library's image URLs at the public URL, whatever address they were copied
/// from, and leave every other URL alone.
@Suite struct LibraryImageURLsTests {
    let urls = LibraryImageURLs(origin: "https://vitrine.example.com/tools/", assetIDs: ["abc123"])

    @Test(arguments: [
        ("http://127.0.0.1:8080/assets/abc123/banner.png", "https://vitrine.example.com/tools/assets/abc123/banner.png"),
        ("http://localhost:9000/tools/assets/abc123/banner.png", "https://vitrine.example.com/tools/assets/abc123/banner.png"),
        ("/assets/abc123/banner.png", "https://vitrine.example.com/tools/assets/abc123/banner.png"),
        ("https://cdn.example.com/assets/other/banner.png", "https://cdn.example.com/assets/other/banner.png"),
        ("https://cdn.example.com/iam/abc123/banner.png", "https://cdn.example.com/iam/abc123/banner.png"),
        ("not a url", "not a url"),
    ])
    func aLibraryURLIsRewrittenAndOthersAreKept(url: String, expected: String) {
        #expect(urls.rewritten(url) == expected)
    }

    @Test func everyImageOfAMessageIsRewritten() {
        let html = InAppMessage(content: .html(HTMLContent(html: "<p>x</p>", assetURLs: ["/assets/abc123/a.png", "https://cdn.example.com/b.png"])))
        let campaign = Campaign(id: "c", name: "c", message: html)
        #expect(
            urls.rewritten(campaign).message.assetURLs == ["https://vitrine.example.com/tools/assets/abc123/a.png", "https://cdn.example.com/b.png"]
        )
        let modal = InAppMessage(content: .modal(TextContent(header: "h", message: "m", graphic: .image("/assets/abc123/a.png"))))
        #expect(
            urls.rewritten(Campaign(id: "m", name: "m", message: modal)).message.assetURLs == [
                "https://vitrine.example.com/tools/assets/abc123/a.png"
            ]
        )
    }
}
