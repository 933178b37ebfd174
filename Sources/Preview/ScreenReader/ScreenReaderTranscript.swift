public import InAppMessaging

/// What a screen reader gets from one message on one platform, as its SDK exposes it: what happens
/// when the message appears, the elements in reading order, and what the reader cannot do.
///
/// It is read off the message and the SDK's rules (`ScreenReader`), not recorded on a device.
public struct ScreenReaderTranscript: Sendable, Hashable {
    /// The reader: VoiceOver, TalkBack, or "Browser reader" (whichever screen reader a browser runs).
    public var reader: String
    /// The SDK whose rules built it.
    public var platform: Platform
    /// The message's kind.
    public var kind: MessageKind
    /// The locale the SDK's own strings (the close button's label) are in; nil for English.
    public var locale: String?
    /// What the reader does or says when the message appears.
    public var onDisplay: [String]
    /// The elements in the order a swipe (or Tab) reaches them.
    public var elements: [SpokenElement]
    /// What a reader's user should know beyond the elements: what is not read, what cannot be
    /// reached, a setting of the app that changes it.
    public var notes: [String]

    /// A transcript; every list is empty by default.
    public init(
        reader: String,
        platform: Platform,
        kind: MessageKind,
        locale: String? = nil,
        onDisplay: [String] = [],
        elements: [SpokenElement] = [],
        notes: [String] = []
    ) {
        self.reader = reader
        self.platform = platform
        self.kind = kind
        self.locale = locale
        self.onDisplay = onDisplay
        self.elements = elements
        self.notes = notes
    }

    /// The transcript as `vitrine render --transcript` prints it: a title line, what happens on
    /// display, the numbered elements (labels quoted, a line break written `\n`), then the notes.
    public var text: String {
        var lines = ["\(reader) · \(platform.displayName) · \(kind.rawValue) · strings: \(locale ?? "en")"]
        if !onDisplay.isEmpty {
            lines.append("When it appears:")
            lines += onDisplay.map { "- \($0)" }
        }
        lines.append("Reading order:")
        if elements.isEmpty { lines.append("(nothing to read)") }
        for (index, element) in elements.enumerated() {
            var line = "\(index + 1). \(element.role.rawValue) \(Self.quoted(element.label))"
            if let action = element.action { line += " → \(action)" }
            lines.append(line)
            lines += element.notes.map { "   (\($0))" }
        }
        if !notes.isEmpty {
            lines.append("Notes:")
            lines += notes.map { "- \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The transcript as the JSON API gives it.
    public var jsonValue: JSONValue {
        .object([
            "reader": .string(reader),
            "platform": .string(platform.rawValue),
            "kind": .string(kind.rawValue),
            "locale": locale.map(JSONValue.string) ?? .null,
            "on_display": .array(onDisplay.map(JSONValue.string)),
            "elements": .array(
                elements.map { element in
                    .object([
                        "role": .string(element.role.rawValue),
                        "label": .string(element.label),
                        "action": element.action.map(JSONValue.string) ?? .null,
                        "notes": .array(element.notes.map(JSONValue.string)),
                    ])
                }
            ),
            "notes": .array(notes.map(JSONValue.string)),
        ])
    }

    /// `label` in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ label: String) -> String {
        var out = "\""
        for character in label {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
