import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// A session's device has a text size: set in its configuration (the setup form or the API),
/// refused when it is another platform's, and drawn on the phone.
@Suite struct SessionTextSizeTests {
    static let campaign = """
        {"id": "big", "name": "Big", "type": "inapp", "priority": 1, "re_eligibility": 0,
         "trigger_condition": [{"type": "custom_event", "data": {"event_name": "show"}}],
         "data": {"type": "MODAL", "header": "Tall", "message": "Body", "message_close": "SWIPE"}}
        """
    static let events = #"[{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "show"}]"#

    @Test func thePhoneIsDrawnAtTheSessionsTextSize() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let body =
                #"{"name": "Big text", "configuration": {"platform": "ios", "text_size": "ax3"}, "campaigns": [\#(Self.campaign)], "events": \#(Self.events)}"#
            let (status, session) = try await SessionAPITests.send(client, .post, "/api/sessions", body)
            #expect(status == .created, "\(session)")
            #expect(session["configuration"]?["text_size"] == "AX3")
            let id = try #require(session["id"]?.stringValue)
            let phone = try await SessionPageTests.get(client, "/sessions/\(id)/phone").1
            #expect(phone.contains(".preview .iam-header{font-size:43px}"))
            let page = try await SessionPageTests.get(client, "/sessions/\(id)").1
            #expect(HTMLDocument.parse(page).element(id: "session-text-size")?.text == "text AX3")
            let plain = #"{"name": "Plain", "configuration": {"platform": "ios"}, "campaigns": [\#(Self.campaign)], "events": \#(Self.events)}"#
            let (_, other) = try await SessionAPITests.send(client, .post, "/api/sessions", plain)
            #expect(other["configuration"]?["text_size"] == nil)
            let plainPhone = try await SessionPageTests.get(client, "/sessions/\(try #require(other["id"]?.stringValue))/phone").1
            #expect(!plainPhone.contains(".preview .iam-header{font-size:"))
        }
    }

    @Test func anotherPlatformsSizeIsRefusedAtItsPath() async throws {
        let (app, database) = try await makeApp()
        let before = try await storedRows(database)
        try await app.test(.router) { raw in
            let body = #"{"name": "Wrong", "configuration": {"platform": "android", "text_size": "AX3"}, "campaigns": [], "events": []}"#
            let (status, error) = try await SessionAPITests.send(SignedInClient(raw), .post, "/api/sessions", body)
            #expect(status == .unprocessableContent, "\(error)")
            #expect(error["error"]?["path"]?.stringValue?.hasSuffix("text_size") == true, "\(error)")
            #expect(error["error"]?["message"]?.stringValue?.contains("Android font scale") == true, "\(error)")
        }
        #expect(try await storedRows(database) == before)
    }

    @Test func theSetupFormOffersTheSizesAndSaysWhatIsWrong() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let page = try await SessionPageTests.get(client, "/sessions/new").1
            let document = HTMLDocument.parse(page)
            #expect(document.element(id: "f-platform")?.attributes["data-device-select"] == "f-text_size")
            let sizes = document.element(id: "f-text_size")?.all(tag: "option").map { $0.attributes["value"] ?? "" } ?? []
            #expect(sizes.contains("AX5") && sizes.contains("2") && sizes.contains("150"))
        }
        let form = SessionSetupForm(
            form: try FormData(
                urlEncoded: Array("name=x&platform=web&text_size=AX3&device=desktop&orientation=landscape&appearance=light&status_bar=auto".utf8)
            )
        )
        let (configuration, errors) = form.configuration()
        #expect(configuration == nil)
        #expect(errors["text_size"]?.contains("browser zoom") == true)
        let good = SessionSetupForm(
            form: try FormData(
                urlEncoded: Array("name=x&platform=web&text_size=150&device=desktop&orientation=landscape&appearance=light&status_bar=auto".utf8)
            )
        )
        #expect(good.configuration().configuration?.textSize == .zoom(150), "\(good.configuration().errors)")
    }
}
