import InAppMessaging
import Testing

/// docs/rules.md, rule 9: `close` needs a close button; `background_tap` acts on cards only.
@Suite struct EngineGestureTests {
    /// One message of each kind a campaign can show.
    static let messages: [InAppMessage] = [
        Fixture.slideup(),
        Fixture.modal(),
        InAppMessage(content: .modalImage(ImageOnlyContent(imageURL: "https://example.com/m.png")), messageClose: .userInteraction),
        InAppMessage(content: .full(TextContent(header: "h", message: "m")), messageClose: .userInteraction),
        InAppMessage(content: .fullImage(ImageOnlyContent(imageURL: "https://example.com/f.png")), messageClose: .userInteraction),
        InAppMessage(content: .html(HTMLContent(html: "<p>")), messageClose: .userInteraction),
    ]

    /// Replays a display of `message` and then `payload` on `device`; the entries of the gesture.
    static func gesture(
        _ payload: DeviceEvent.Payload,
        on message: InAppMessage,
        device: DeliveryConfiguration.Device = .phone,
        backgroundTaps: Bool = true
    ) throws -> [String] {
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0, device: device)
        configuration.presentation.dismissOnBackgroundTap = backgroundTaps
        return try EngineInteractionTests.afterDisplay(message, [DeviceEvent(at: 2, payload)], configuration: configuration)
    }

    @Test(arguments: messages)
    func closeActsOnlyWhereThereIsACloseButton(_ message: InAppMessage) throws {
        let expected = [MessageKind.modal, .modalImage, .full, .fullImage].contains(message.kind) ? ["2 dismissed m close_button"] : []
        #expect(try Self.gesture(.close, on: message) == expected, "\(message.kind)")
        #expect(try Self.gesture(.close, on: message, device: .tablet) == expected, "\(message.kind) on a tablet")
    }

    @Test(arguments: messages)
    func backgroundTapsDismissCardsOnly(_ message: InAppMessage) throws {
        let phone: Set<MessageKind> = [.modal, .modalImage]
        let tablet: Set<MessageKind> = [.modal, .modalImage, .full, .fullImage]
        let dismissed = ["2 dismissed m background_tap"]
        #expect(try Self.gesture(.backgroundTap, on: message) == (phone.contains(message.kind) ? dismissed : []), "\(message.kind)")
        #expect(
            try Self.gesture(.backgroundTap, on: message, device: .tablet) == (tablet.contains(message.kind) ? dismissed : []),
            "\(message.kind) on a tablet"
        )
        // Without `dismissOnBackgroundTap` no kind takes them.
        #expect(try Self.gesture(.backgroundTap, on: message, device: .tablet, backgroundTaps: false).isEmpty)
    }
}
