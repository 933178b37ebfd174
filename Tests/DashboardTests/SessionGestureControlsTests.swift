import Foundation
import HTTPTypes
import HummingbirdTesting
import InAppMessaging
import Testing

/// The session page's Close and Background tap controls follow docs/rules.md, rule 9: disabled,
/// with a sentence saying why, where they would do nothing to the message on screen; a logged
/// close or background tap that did nothing says why under its event.
@Suite struct SessionGestureControlsTests {
    /// A session showing a campaign of `data` (wire JSON) after `extra` events (JSON objects).
    static func sessionPage(data: String, configuration: String = "{}", extra: String = "") async throws -> String {
        let (app, _) = try await makeApp(seed: false)
        return try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let campaign = """
                {"id": "shown", "name": "Shown", "type": "inapp", "status": "active", "priority": 1, "re_eligibility": 0,
                 "trigger_condition": [{"type": "custom_event", "data": {"event_name": "show"}}], "data": \(data)}
                """
            let body = """
                {"name": "Gestures", "configuration": \(configuration), "campaigns": [\(campaign)],
                 "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "show"}\(extra)]}
                """
            let (status, session) = try await SessionAPITests.send(client, .post, "/api/sessions", body)
            #expect(status == .created, "\(session)")
            let id = try #require(session["id"]?.stringValue)
            return try await SessionPageTests.get(client, "/sessions/\(id)").1
        }
    }

    @Test func aSlideupDisablesCloseAndBackgroundTapAndSaysWhy() async throws {
        let page = try await Self.sessionPage(
            data: #"{"type": "SLIDEUP", "message": "hi", "message_close": "SWIPE"}"#,
            configuration: #"{"presentation": {"dismiss_on_background_tap": true}}"#,
            extra: #", {"at": 2, "type": "close"}, {"at": 3, "type": "background_tap"}"#
        )
        let close = "A slideup has no close button, so Close has no effect."
        let tap = "Taps outside a slideup reach the app, so Background tap has no effect."
        #expect(page.contains(#"id="close-control" disabled aria-describedby="close-note" title="\#(close)""#))
        #expect(page.contains(#"id="swipe-control">Swipe"#) && !page.contains("swipe-note"))
        #expect(page.contains(#"<p class="hint" id="close-note">\#(close)</p>"#))
        #expect(page.contains(#"id="background-tap-control" disabled aria-describedby="background-tap-note""#))
        #expect(page.contains(#"<p class="hint" id="background-tap-note">\#(tap)</p>"#))
        // The logged gestures say why they did nothing, not that nothing was on screen.
        #expect(page.contains(#"data-kind="note">\#(close)</li>"#) && page.contains(#"data-kind="note">\#(tap)</li>"#))
        #expect(!page.contains("nothing on screen"))
    }

    @Test func aModalTakesBothWhenTheAppAllowsBackgroundTaps() async throws {
        let modal = #"{"type": "MODAL", "header": "h", "message": "m", "message_close": "SWIPE"}"#
        let allowed = try await Self.sessionPage(data: modal, configuration: #"{"presentation": {"dismiss_on_background_tap": true}}"#)
        #expect(allowed.contains(#"id="close-control">Close"#) && allowed.contains(#"id="background-tap-control">Background tap"#))
        #expect(!allowed.contains("close-note") && !allowed.contains("background-tap-note"))
        // Only slideups are swiped away.
        let swipe = "A modal is not swiped away (only slideups are), so Swipe has no effect."
        #expect(allowed.contains(#"id="swipe-control" disabled aria-describedby="swipe-note" title="\#(swipe)""#))
        #expect(allowed.contains(#"<p class="hint" id="swipe-note">\#(swipe)</p>"#))
        let off = try await Self.sessionPage(data: modal)
        #expect(off.contains(#"id="close-control">Close"#))
        #expect(off.contains("dismiss_on_background_tap is off"))
    }

    @Test(arguments: [
        ("phone", #"{"type": "FULL", "header": "h", "message": "m"}"#, "A full message covers a phone&#39;s screen"),
        ("phone", #"{"type": "HTML", "message": "<p>x</p>"}"#, "An HTML message has no background to tap"),
        ("tablet", #"{"type": "FULL", "header": "h", "message": "m"}"#, nil),
    ])
    func backgroundTapFollowsTheDevice(_ device: String, _ data: String, _ reason: String?) async throws {
        let page = try await Self.sessionPage(
            data: data,
            configuration: #"{"device": "\#(device)", "presentation": {"dismiss_on_background_tap": true}}"#
        )
        if let reason {
            #expect(page.contains(#"<p class="hint" id="background-tap-note">\#(reason)"#), "\(device) \(data)")
        } else {
            #expect(!page.contains("background-tap-note"), "\(device) \(data)")
        }
    }

    /// The notes follow the session's platform (`DeliveryConfiguration.refusal(of:on:)`), not iOS's
    /// rules: (configuration, message, Close's note, Background tap's note), nil where it acts.
    @Test(arguments: [
        (
            #"{"platform": "web", "device": "desktop"}"#, #"{"type": "SLIDEUP", "message": "m", "message_close": "SWIPE"}"#, nil as String?,
            "Taps outside a slideup reach the page" as String?
        ),
        (
            #"{"platform": "web", "device": "phone"}"#, #"{"type": "SLIDEUP", "message": "m", "message_close": "SWIPE"}"#,
            "A phone&#39;s browser hides a slideup&#39;s close button", "Taps outside a slideup reach the page"
        ),
        // The page blocker dismisses a full message in a phone's browser, with dismiss_on_background_tap off.
        (#"{"platform": "web", "device": "phone"}"#, #"{"type": "FULL", "header": "h", "message": "m"}"#, nil, nil),
        (
            #"{"platform": "web", "require_explicit_dismissal": true}"#, #"{"type": "MODAL", "header": "h", "message": "m"}"#, nil,
            "This session&#39;s site requires explicit dismissal (require_explicit_dismissal is on)"
        ),
        (
            #"{"platform": "web", "allow_user_supplied_javascript": true}"#, #"{"type": "HTML", "message": "<p>x</p>"}"#,
            "An HTML message has no close button", "An HTML message has no page blocker to click"
        ),
        (
            #"{"platform": "android", "device": "tablet", "presentation": {"dismiss_on_background_tap": true}}"#,
            #"{"type": "FULL", "header": "h", "message": "m"}"#, nil, "A full message ignores taps around it on Android"
        ),
        (
            #"{"platform": "android", "presentation": {"dismiss_on_background_tap": true}}"#,
            #"{"type": "MODAL", "header": "h", "message": "m"}"#, nil, nil
        ),
    ])
    func notesFollowThePlatform(_ configuration: String, _ data: String, _ close: String?, _ tap: String?) async throws {
        let page = try await Self.sessionPage(data: data, configuration: configuration)
        if let close {
            #expect(page.contains(#"<p class="hint" id="close-note">\#(close)"#), "\(configuration) \(data)")
        } else {
            #expect(!page.contains("close-note") && page.contains(#"id="close-control">Close"#), "\(configuration) \(data)")
        }
        if let tap {
            #expect(page.contains(#"<p class="hint" id="background-tap-note">\#(tap)"#), "\(configuration) \(data)")
        } else {
            #expect(!page.contains("background-tap-note"), "\(configuration) \(data)")
        }
    }

    @Test func aWebPageBlockerTakesTheTapWithASlideupDisplayedAfterIt() async throws {
        let (app, _) = try await makeApp(seed: false)
        let page = try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let body = """
                {"name": "Web", "configuration": {"platform": "web", "trigger_minimum_time_interval": 0}, "campaigns": [
                 {"id": "modal", "name": "Modal", "type": "inapp", "status": "active", "priority": 1, "re_eligibility": 0,
                  "trigger_condition": [{"type": "custom_event", "data": {"event_name": "a"}}],
                  "data": {"type": "MODAL", "header": "h", "message": "m"}},
                 {"id": "slide", "name": "Slide", "type": "inapp", "status": "active", "priority": 1, "re_eligibility": 0,
                  "trigger_condition": [{"type": "custom_event", "data": {"event_name": "b"}}],
                  "data": {"type": "SLIDEUP", "message": "s", "message_close": "SWIPE"}}],
                 "events": [{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "a"},
                  {"at": 2, "type": "custom_event", "name": "b"}]}
                """
            let (status, session) = try await SessionAPITests.send(client, .post, "/api/sessions", body)
            #expect(status == .created, "\(session)")
            let id = try #require(session["id"]?.stringValue)
            return try await SessionPageTests.get(client, "/sessions/\(id)").1
        }
        // The slideup on top has no page blocker, but the modal beside it has one.
        #expect(page.contains(#"id="background-tap-control">Background tap"#))
        #expect(!page.contains("background-tap-note"))
    }

    /// A link or a page-blocker click that did nothing says why under its event, in the
    /// platform's terms (docs/rules.md, "Platforms").
    @Test(arguments: [
        (
            #"{"platform": "web", "allow_user_supplied_javascript": true}"#, #"{"type": "HTML", "message": "<p>hi</p>"}"#,
            #", {"at": 2, "type": "link", "url": "appboy://close"}"#,
            "The web handles links only in legacy HTML_FULL messages, so this link logged nothing and left the message up"
        ),
        (
            #"{"platform": "android"}"#, #"{"type": "HTML", "message": "<p>hi</p>"}"#,
            #", {"at": 2, "type": "link", "url": "appboy://Close"}"#, "Android matches appboy:// exactly"
        ),
        (
            #"{"platform": "web"}"#, #"{"type": "MODAL", "header": "h", "message": "m"}"#,
            #", {"at": 1.1, "type": "background_tap"}"#, "The web&#39;s page blocker ignores clicks for its first 200 ms"
        ),
    ])
    func linksAndEarlyClicksThatDidNothingSayWhy(
        _ configuration: String,
        _ data: String,
        _ extra: String,
        _ note: String
    )
        async throws
    {
        let page = try await Self.sessionPage(data: data, configuration: configuration, extra: extra)
        #expect(page.contains(note), "\(page)")
    }
}
