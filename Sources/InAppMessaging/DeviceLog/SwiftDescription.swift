/// Reads the iOS SDK's `Logged event:` blocks, which print each event as Swift describes it
/// (`- data: custom(name: "Opened", properties: nil)`), not as JSON.
enum SwiftDescription {
    /// The event a `Logged event:` block names, with no time yet (its line's is taken); nil for
    /// kinds a replay does not use. Custom event and purchase properties are not read from the
    /// description: the request body that sends the event carries them, and wins.
    static func event(_ block: String, line: Int) -> LoggedEvent? {
        guard let dataLine = block.split(separator: "\n").first(where: { $0.hasPrefix("- data: ") }) else { return nil }
        let data = String(dataLine.dropFirst("- data: ".count))
        func make(_ name: String, _ members: JSONObject) -> LoggedEvent {
            LoggedEvent(name: name, data: members, time: .nan, line: line)
        }
        if data.hasPrefix("custom("), let name = quoted(after: "name: ", in: data) {
            return make("ce", ["n": .string(name)])
        }
        if data.hasPrefix("sessionStart") { return make("ss", [:]) }
        if data.hasPrefix("sessionEnd") { return make("se", [:]) }
        if data.hasPrefix("purchase("), let product = quoted(after: "productId: ", in: data) {
            return make("p", ["pid": .string(product)])
        }
        if data.hasPrefix("pushClick("), let campaign = quoted(after: "campaignId: ", in: data) {
            return make("pc", ["cid": .string(campaign)])
        }
        let triggers: JSONObject = ["trigger_ids": .array(quotedList(after: "triggerIds: [", in: data).map { .string($0) })]
        if data.hasPrefix("inAppMessageImpression(") { return make("si", triggers) }
        if data.hasPrefix("inAppMessageControlImpression(") { return make("iec", triggers) }
        if data.hasPrefix("inAppMessageClick(") { return make("sc", triggers) }
        if data.hasPrefix("inAppMessageButtonClick(") {
            var members = triggers
            members["bid"] = .string(quoted(after: "buttonId: ", in: data) ?? "")
            return make("sbc", members)
        }
        return nil
    }

    /// The Swift string literal right after `label` (`name: "Opened"` → `Opened`), unescaped.
    static func quoted(after label: String, in text: String) -> String? {
        guard let range = text.byteRange(of: label + "\"") else { return nil }
        return literal(from: text[range.upperBound...])?.value
    }

    /// The string literals of a `[...]` list after `label`.
    static func quotedList(after label: String, in text: String) -> [String] {
        guard let range = text.byteRange(of: label) else { return [] }
        var rest = text[range.upperBound...]
        var items: [String] = []
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "]" }), rest[open] == "\"",
            let item = literal(from: rest[rest.index(after: open)...])
        {
            items.append(item.value)
            rest = rest[item.end...]
        }
        return items
    }

    /// The text up to the closing quote, with `\"` and `\\` unescaped, and the index after the quote.
    private static func literal(from text: Substring) -> (value: String, end: Substring.Index)? {
        var result = ""
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return (result, text.index(after: index))
            } else {
                result.append(character)
            }
        }
        return nil
    }
}
