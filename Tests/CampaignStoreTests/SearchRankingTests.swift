import Foundation
import InAppMessaging
import Testing

@testable import CampaignStore

/// A search lists the closest matches first: the whole phrase in whole words, then the phrase
/// inside longer words, then campaigns that only hold every word somewhere; the chosen sort
/// orders each of those groups.
@Suite struct SearchRankingTests {
    static func campaign(_ number: Int) -> Campaign {
        Campaign(
            id: "c\(number)",
            name: "Campaign \(number)",
            message: InAppMessage(content: .modal(TextContent(header: "H", message: "Message number \(number)")))
        )
    }

    @Test func theExactPhraseComesFirst() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.importCampaigns((0..<2_000).map(Self.campaign))
        let page = try await database.campaignPage(CampaignQuery(search: "number 42", perPage: 50))
        let names = page.summaries.map(\.name)
        #expect(names.first == "Campaign 42", "\(names.prefix(5))")
        // Then the phrase inside longer words ("number 420" … "number 429"), by name; then the rest.
        #expect(Array(names.dropFirst().prefix(10)) == (420...429).map { "Campaign \($0)" }, "\(names.prefix(12))")
        #expect(names.dropFirst(11).first == "Campaign 1042", "\(names.prefix(12))")
        #expect(page.total == (0..<2_000).filter { String($0).contains("42") }.count)
    }

    @Test(arguments: [("a*b", "a[*]b"), ("what?", "what[?]"), ("[x]", "[[]x]"), ("plain", "plain")])
    func globSpecialCharactersMatchThemselves(_ text: String, _ escaped: String) {
        #expect(AppDatabase.globEscaped(text) == escaped)
    }
}
