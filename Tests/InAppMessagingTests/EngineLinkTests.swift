import InAppMessaging
import Testing

/// docs/rules.md, rule 11: links that open a new window log their click, open the URL, and keep
/// the message up only for a web scheme.
@Suite struct EngineLinkTests {
    /// The HTML message on screen; legacy for `HTML_FULL`.
    static func html(legacy: Bool = false) -> InAppMessage {
        InAppMessage(content: .html(HTMLContent(html: "<p>", legacy: legacy)), messageClose: .userInteraction)
    }

    /// The kinds (and button of `clicked`) that following `url` with `target` traces.
    static func follow(
        _ url: String,
        target: String?,
        legacy: Bool = false,
        overrides: Set<String> = []
    ) throws -> [String] {
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        configuration.clickOverrides = overrides
        let trace = try DeliveryEngine.replay(
            configuration: configuration,
            campaigns: [Fixture.campaign("m", message: html(legacy: legacy))],
            events: [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "m"), DeviceEvent(at: 2, .link(url: url, target: target))]
        )
        return trace.filter { $0.at == 2 }.map { entry in
            switch entry.kind {
            case .clicked: return "clicked \(entry[field: "button"]?.stringValue ?? "body")"
            case .dismissed: return "dismissed \(entry[field: "reason"]?.stringValue ?? "")"
            default: return entry.kind.rawValue
            }
        }
    }

    @Test(arguments: [
        (nil as String?, false), ("", false), ("_self", false), ("_parent", false), ("_top", false), ("_TOP", false),
        ("_Self", false), ("_blank", true), ("_new", true), ("offer", true), ("_BLANK", true),
    ])
    func aTargetOpensANewWindowUnlessItNamesThisOne(_ target: String?, _ newWindow: Bool) throws {
        let opened = try Self.follow("https://example.com/a?abButtonId=1", target: target)
        #expect(opened == ["clicked 1", "opened_url"] + (newWindow ? [] : ["dismissed click"]), "\(target ?? "nil")")
    }

    @Test(arguments: [
        ("http://example.com", true), ("HTTPS://example.com", true), ("mailto:a@example.com", true), ("tel:+15550100", true),
        ("facetime:a@example.com", true), ("facetime-audio:a@example.com", true), ("sms:+15550100", true),
        ("myapp://product/7", false), ("ftp://example.com", false), ("itms-apps://app", false),
    ])
    func aNewWindowStaysUpOnlyForAWebScheme(_ url: String, _ staysUp: Bool) throws {
        #expect(try Self.follow(url, target: "_blank") == ["opened_url"] + (staysUp ? [] : ["dismissed click"]), "\(url)")
    }

    @Test func legacyMessagesLogABodyClickFirst() throws {
        #expect(try Self.follow("https://example.com", target: "_blank", legacy: true) == ["clicked body", "opened_url"])
        #expect(try Self.follow("myapp://home", target: "_new", legacy: true) == ["clicked body", "opened_url", "dismissed click"])
    }

    @Test func aRefusedClickOpensNothingAndTheWindowRuleStillDecides() throws {
        #expect(try Self.follow("https://example.com/?abButtonId=1", target: "_blank", overrides: ["1"]) == ["clicked 1"])
        #expect(try Self.follow("myapp://x?abButtonId=1", target: "_blank", overrides: ["1"]) == ["clicked 1", "dismissed click"])
    }

    @Test func brazeSchemesActWhateverTheTarget() throws {
        #expect(try Self.follow("appboy://close", target: "_blank") == ["dismissed bridge"])
        #expect(try Self.follow("appboy://customEvent?name=tap", target: "_new") == ["no_matching_trigger"])
    }
}
