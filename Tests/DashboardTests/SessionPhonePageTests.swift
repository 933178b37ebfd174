import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// The session page's phone as the device now is: Android's orientation lock said
/// under the phone (escaped), the Device selects showing the state, and an event before any
/// delivery explained under its `no_matching_trigger`.
@Suite struct SessionPhonePageTests {
    /// A session of `configuration` with one modal campaign (id `campaignID`, orientation
    /// portrait) triggered by `show`, after `events`; returns its page.
    static func page(campaignID: String, configuration: String, events: String) async throws -> String {
        let (app, _) = try await makeApp()
        return try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let campaign = """
                {"id": \(JSONWriter.write(.string(campaignID))), "name": "Lock", "type": "inapp", "priority": 1, "re_eligibility": 0,
                 "trigger_condition": [{"type": "custom_event", "data": {"event_name": "show"}}],
                 "data": {"type": "MODAL", "header": "Tall", "message": "Body", "message_close": "SWIPE", "orientation": "PORTRAIT"}}
                """
            let body = #"{"name": "Lock", "configuration": \#(configuration), "campaigns": [\#(campaign)], "events": \#(events)}"#
            let (status, session) = try await SessionAPITests.send(client, .post, "/api/sessions", body)
            #expect(status == .created || status == .ok, "\(session)")
            let id = try #require(session["id"]?.stringValue)
            return try await SessionPageTests.get(client, "/sessions/\(id)").1
        }
    }

    @Test func androidsOrientationLockIsSaidUnderThePhoneEscaped() async throws {
        let page = try await Self.page(
            campaignID: "<b>&\"lock",
            configuration: #"{"platform": "android", "appearance": "dark"}"#,
            events:
                #"[{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "show"}, {"at": 2, "type": "rotate", "orientation": "landscape"}]"#
        )
        #expect(page.contains("id=\"orientation-lock\""))
        #expect(page.contains("the device is turned landscape, but the screen stays portrait while &lt;b&gt;&amp;&quot;lock is shown"))
        #expect(!page.contains("<b>&\"lock"))
        #expect(page.contains("portrait (locked)"))
        #expect(page.contains("<option value=\"landscape\" selected>landscape</option>"))
        #expect(page.contains("<option value=\"dark\" selected>dark</option>"))
        #expect(page.contains("id=\"screen-reader-note\""))
        #expect(page.contains("TalkBack can still reach the app behind this message"))
    }

    @Test func theTalkBackNoteIsAndroidsAndOnlyForModalAndFullMessages() {
        #expect(SessionPage.screenReaderNote(platform: .android, onScreen: .modal) != nil)
        #expect(SessionPage.screenReaderNote(platform: .android, onScreen: .fullImage) != nil)
        #expect(SessionPage.screenReaderNote(platform: .android, onScreen: .slideup) == nil)
        #expect(SessionPage.screenReaderNote(platform: .android, onScreen: nil) == nil)
        #expect(SessionPage.screenReaderNote(platform: .ios, onScreen: .modal) == nil)
        #expect(SessionPage.screenReaderNote(platform: .web, onScreen: .full) == nil)
    }

    @Test func anEventBeforeAnyDeliveryIsExplained() async throws {
        let page = try await Self.page(
            campaignID: "early",
            configuration: "{}",
            events:
                #"[{"at": 0, "type": "custom_event", "name": "show"}, {"at": 1, "type": "session_start"}, {"at": 2, "type": "custom_event", "name": "other"}]"#
        )
        #expect(page.contains("data-kind=\"no_matching_trigger\""))
        let note = "nothing had been delivered yet: no session had started, so no campaign could match"
        #expect(page.components(separatedBy: note).count == 2)
        #expect(!page.contains("orientation-lock"))
        #expect(!page.contains("screen-reader-note"))
    }
}
