import CampaignServices
import Foundation
import InAppMessaging
import Testing

/// The one import review every door uses (`CampaignChecker.reviewImport`): every error of every
/// campaign, each located in the document as sent.
@Suite struct ImportReviewTests {
    static func review(_ json: String) throws -> ImportReview {
        try CampaignChecker().reviewImport(Data(json.utf8)) { "draft" }
    }

    @Test func everyErrorOfEveryCampaignIsListedWithItsPathInTheDocument() throws {
        let review = try Self.review(
            """
            [{"id": "a", "data": {"type": "MODAL", "click_action": "URI"}},
             {"id": "b", "data": {"type": "MODAL", "message": "fine"}},
             {"id": "c", "data": {"type": "MODAL", "btns": [{"id": 0, "text": "Go", "click_action": "URI"}]}}]
            """
        )
        #expect(!review.isStorable)
        #expect(review.campaigns.map(\.id) == ["a", "b", "c"])
        #expect(review.errorLines.first?.hasPrefix("$[0].data.uri: the click URI is missing") == true, "\(review.errorLines)")
        let located = review.errors.map { "\($0.path?.description ?? "") \($0.rule)" }
        #expect(located == ["$[0].data.uri uri-missing", "$[2].data.btns[0].uri uri-missing"])
    }

    @Test(arguments: [
        (#"{"type": "MODAL", "click_action": "URI"}"#, "uri"),
        (#"{"id": "x", "data": {"type": "MODAL", "click_action": "URI"}}"#, "data.uri"),
        (#"{"triggers": [{"id": "x", "data": {"type": "MODAL", "click_action": "URI"}}]}"#, "triggers[0].data.uri"),
        (
            #"{"id": "r", "data": {"type": "SLIDEUP", "message": "m"}, "trigger_condition": [{"type": "custom_event_property", "data": {"event_name": "e", "property_filters": [[{"property_key": "k", "property_type": "string", "comparator": 17, "property_value": "(a+)+$"}]]}}]}"#,
            "trigger_condition[0].data.property_filters[0][0].property_value"
        ),
    ])
    func eachShapeNamesPathsInTheDocumentSent(_ json: String, _ path: String) throws {
        let review = try Self.review(json)
        #expect(review.errors.first?.path?.description == path, "\(review.diagnostics)")
        #expect(!review.isStorable)
    }

    @Test func warningsDoNotStopTheImport() throws {
        let review = try Self.review(
            #"{"id": "w", "data": {"type": "MODAL", "message": "m", "btns": [{"id": 0, "text": "a"}, {"id": 0, "text": "b"}]}}"#
        )
        #expect(review.isStorable)
        #expect(review.diagnostics.map(\.rule.rawValue).contains("duplicate-button-id"))
    }

    @Test func aDocumentThatDoesNotDecodeThrowsItsLocatedError() {
        let error = #expect(throws: WireError.self) { try Self.review(#"[{"id": "a", "data": {"type": "NOPE"}}]"#) }
        #expect(error?.path?.description == "$[0].data.type")
    }
}
