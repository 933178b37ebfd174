/// The image a message kind is designed around, as Braze's creative guidelines give it
/// ("Modal in-app messages" and "Fullscreen in-app messages", image specifications): the aspect
/// ratio the slot is laid out for and the smallest image that stays sharp.
public struct ImageSlot: Sendable, Hashable {
    /// The slot, for messages: "a modal with text".
    public var name: String
    /// The aspect ratio's width part.
    public var aspectWidth: Int
    /// The aspect ratio's height part.
    public var aspectHeight: Int
    /// The smallest width in pixels.
    public var minimumWidth: Int
    /// The smallest height in pixels.
    public var minimumHeight: Int

    /// `aspectWidth / aspectHeight`.
    public var aspect: Double { Double(aspectWidth) / Double(aspectHeight) }

    /// Braze's recommended largest image, in bytes (500 KB).
    public static let recommendedBytes = 500 * 1024
    /// Braze's hard limit, in bytes (5 MB).
    public static let maximumBytes = 5 * 1024 * 1024

    /// The slot `message`'s image fills, or nil when the message has none with a recommended
    /// aspect (slideups show a small square, HTML messages lay out their own).
    public static func recommended(for message: InAppMessage) -> ImageSlot? {
        let landscape = message.orientation == .landscape
        switch message.content {
        case .modal(let text):
            guard case .image = text.graphic else { return nil }
            return ImageSlot(name: "a modal with text", aspectWidth: 29, aspectHeight: 10, minimumWidth: 600, minimumHeight: 205)
        case .modalImage:
            return ImageSlot(name: "an image-only modal", aspectWidth: 1, aspectHeight: 1, minimumWidth: 600, minimumHeight: 600)
        case .full(let text):
            guard case .image = text.graphic else { return nil }
            return landscape
                ? ImageSlot(name: "a landscape full screen with text", aspectWidth: 10, aspectHeight: 3, minimumWidth: 1000, minimumHeight: 300)
                : ImageSlot(name: "a portrait full screen with text", aspectWidth: 6, aspectHeight: 5, minimumWidth: 600, minimumHeight: 500)
        case .fullImage:
            return landscape
                ? ImageSlot(name: "a landscape image-only full screen", aspectWidth: 5, aspectHeight: 3, minimumWidth: 1000, minimumHeight: 600)
                : ImageSlot(name: "a portrait image-only full screen", aspectWidth: 3, aspectHeight: 5, minimumWidth: 600, minimumHeight: 1000)
        case .slideup, .html, .control:
            return nil
        }
    }
}
