import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@testable import Dashboard

/// Android's custom control listener as a session setting: the new-session page's checkbox, the
/// configuration member, and a configuration written without it when it is off.
@Suite struct ControlListenerSettingTests {
    @Test func theCheckboxSetsTheConfiguration() throws {
        let base = "name=x&platform=android&device=phone&orientation=portrait&appearance=light&status_bar=auto"
        let checked = SessionSetupForm(form: try FormData(urlEncoded: Array((base + "&custom_control_listener=on").utf8)))
        #expect(checked.configuration().configuration?.platformSettings.customControlListener == true, "\(checked.configuration().errors)")
        let unchecked = SessionSetupForm(form: try FormData(urlEncoded: Array(base.utf8)))
        #expect(unchecked.configuration().configuration?.platformSettings.customControlListener == false)
    }

    @Test func theMemberIsWrittenOnlyWhenSet() throws {
        let on = try DeliveryConfiguration(json: JSONParser.parse(#"{"platform": "android", "custom_control_listener": true}"#))
        #expect(on.platformSettings.customControlListener)
        #expect(on.jsonValue["custom_control_listener"] == .bool(true))
        #expect(DeliveryConfiguration().jsonValue["custom_control_listener"] == nil)
        #expect(throws: WireError.self) { try DeliveryConfiguration(json: JSONParser.parse(#"{"custom_control_listener": "yes"}"#)) }
    }

    @Test func theNewSessionPageOffersIt() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/sessions/new", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"name="custom_control_listener""#))
        }
    }
}
