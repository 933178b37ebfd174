extension InAppMessage {
    /// The header, for the kinds that draw one (modal and full); nil otherwise.
    public var header: String? {
        switch content {
        case .modal(let text), .full(let text): return text.header
        default: return nil
        }
    }

    /// The message text, for the kinds that draw one (slideup, modal and full); nil otherwise.
    public var messageText: String? {
        switch content {
        case .slideup(let slideup): return slideup.message
        case .modal(let text), .full(let text): return text.message
        default: return nil
        }
    }

    /// The icon or image drawn with the text, or an image-only message's image; nil for none.
    public var graphic: Graphic? {
        switch content {
        case .slideup(let slideup): return slideup.graphic
        case .modal(let text), .full(let text): return text.graphic
        case .modalImage(let image), .fullImage(let image): return .image(image.imageURL)
        case .html, .control: return nil
        }
    }
}
