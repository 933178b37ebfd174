import Crypto
import Liquid

extension Campaign {
    /// The fields a review comment can be pinned to, besides a point of a preview: their keys and
    /// labels, for a message with `buttonCount` buttons.
    public static func reviewFields(buttonCount: Int) -> [(key: String, label: String)] {
        [("header", "Header"), ("message", "Message")] + (0..<min(buttonCount, 2)).map { ("button-\($0 + 1)", "Button \($0 + 1)") }
    }

    /// What a review comment made on this campaign looks at, as a fingerprint: the text of `field`
    /// of the message `variant` (a letter, `control`, or nil for the first variant) receives, or
    /// that whole message when `field` is nil, with the translations of `locale` when one is named.
    /// A comment is "changed since" once the campaign's fingerprint for its anchor differs from
    /// the one taken when it was made; nil when the campaign no longer has the variant.
    public func reviewFingerprint(variant: String?, field: String?, locale: String? = nil) -> String? {
        guard let outcome = variant.map({ outcome(named: $0) }) ?? .variant(0) else { return nil }
        let message = message(for: outcome)
        let text: String
        switch field {
        case nil: text = JSONWriter.write(message.wireValue)
        case "header": text = message.content.readableTexts.header ?? ""
        case "message": text = message.content.readableTexts.message ?? ""
        case let key?:
            guard key.hasPrefix("button-"), let number = Int(key.dropFirst("button-".count)), number >= 1 else { return nil }
            text = message.buttons.indices.contains(number - 1) ? message.buttons[number - 1].text : ""
        }
        var looked = text
        if let locale {
            looked += (translations.texts[locale] ?? [:]).sorted { $0.key < $1.key }.map { "\n\($0.key)=\($0.value)" }.joined()
        }
        return Filters.hex(SHA256.hash(data: Array(looked.utf8)))
    }
}

extension MessageContent {
    /// The header and message text a reader sees (nil where the kind has none).
    public var readableTexts: (header: String?, message: String?) {
        switch self {
        case .slideup(let slideup): (nil, slideup.message)
        case .modal(let text), .full(let text): (text.header, text.message)
        case .html, .modalImage, .fullImage, .control: (nil, nil)
        }
    }
}
