extension MessageButton {
    /// Decodes `btns[index]`, with its dark theme from `themes.dark.btns[index]` (`dark`, or
    /// `null` when there is none; missing dark colours take the button's light value).
    /// A missing `id` defaults to the index, a missing `text` to the empty string.
    init(wire: JSONValue, path: JSONPath, index: Int, dark: JSONValue, darkPath: JSONPath) throws(WireError) {
        var object = try WireObject(wire, path: path)
        var light = ButtonTheme.defaultLight
        for (key, property) in WireNames.buttonColours {
            if let colour = try object.colour(key) { light[keyPath: property] = colour }
        }
        var darkTheme: ButtonTheme?
        if dark != .null {
            let darkObject = try WireObject(dark, path: darkPath)
            var theme = light
            for (key, property) in WireNames.buttonColours {
                if let colour = try darkObject.colour(key) { theme[keyPath: property] = colour }
            }
            darkTheme = theme
        }
        self.init(
            id: try object.int("id") ?? index,
            text: try object.string("text") ?? "",
            clickAction: try ClickAction(wire: &object),
            themes: ButtonThemes(light: light, dark: darkTheme),
            unknownFields: [:]
        )
        var unknown = object.unknownFields
        // Colours sent with their default value are kept as sent (export writes only the others).
        unknown.merge(WireNames.colours(WireNames.buttonColours, of: light, sentIn: object.members, equalTo: .defaultLight)) { $1 }
        unknownFields = unknown
    }

    /// Whether the payload sent none of the button's light colours: they are all at their default
    /// and none was sent with the default value (which decoding records in `unknownFields`).
    /// A button made in code without colours has sent none either.
    public var sentNoColours: Bool {
        themes.light == .defaultLight && !WireNames.buttonColours.contains { unknownFields[$0.key] != nil }
    }

    /// The button's wire object (`btns[i]`), without its dark theme.
    var wireValue: JSONValue {
        var members = unknownFields
        members["id"] = .int(id)
        members["text"] = .string(text)
        clickAction.write(into: &members)
        members.merge(WireNames.colours(WireNames.buttonColours, of: themes.light, differingFrom: .defaultLight)) { $1 }
        return .object(members)
    }

    /// The button's `themes.dark.btns[i]` entry, `null` when it has no dark theme.
    var darkWireValue: JSONValue {
        guard let dark = themes.dark else { return .null }
        return .object(WireNames.colours(WireNames.buttonColours, of: dark, differingFrom: themes.light))
    }
}
