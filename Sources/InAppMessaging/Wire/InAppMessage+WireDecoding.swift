extension InAppMessage {
    /// Decodes a message from Braze wire JSON, reporting problems at their path below `path`.
    ///
    /// Keys the decoded kind does not use (a `header` on a slideup, `duration` with `SWIPE`,
    /// `icon` next to an `image_url`, everything but the shared fields on a control message)
    /// are kept in `unknownFields`, so they survive a round trip and `diagnostics()` can point
    /// at them.
    public init(wire: JSONValue, path: JSONPath = .root) throws(WireError) {
        var object = try WireObject(wire, path: path)
        let type = try object.enumeration("type", WireNames.messageTypes) ?? .slideup
        let isControl = try object.bool("is_control") ?? false
        var isImageOnly = false
        if !isControl, type == .modal || type == .full {
            isImageOnly = try object.enumeration("image_style", WireNames.imageStyles) ?? false
        }
        let kind: MessageKind
        switch type {
        case _ where isControl: kind = .control
        case .slideup: kind = .slideup
        case .modal: kind = isImageOnly ? .modalImage : .modal
        case .full: kind = isImageOnly ? .fullImage : .full
        case .html, .htmlFull: kind = .html
        }

        var themes = Themes(light: try Self.decodeTheme(&object, base: .defaultLight(for: kind)))
        let (dark, darkButtons) = try Self.decodeDarkTheme(&object, light: themes.light)
        themes.dark = dark
        let content = try Self.decodeContent(&object, kind: kind, legacy: type == .htmlFull, darkButtons: darkButtons)
        let buttonCount = content.buttonCount
        // A control message shows nothing, so dark button colours it carries are dropped.
        if kind != .control, darkButtons.count > buttonCount {
            throw .at(
                path.appending("themes").appending("dark").appending("btns").appending(buttonCount),
                "dark theme for a button that does not exist (the message has \(buttonCount) buttons)"
            )
        }

        self.init(
            content: content,
            extras: try Self.decodeExtras(&object),
            clickAction: try ClickAction(wire: &object),
            messageClose: try MessageClose(wire: &object),
            orientation: try object.enumeration("orientation", WireNames.orientations) ?? .any,
            animateIn: try object.bool("animate_in") ?? true,
            animateOut: try object.bool("animate_out") ?? true,
            isTestSend: try object.bool("is_test_send") ?? false,
            themes: themes,
            triggerID: try object.string("trigger_id"),
            imageAlt: try object.string("image_alt"),
            language: try object.string("language"),
            unknownFields: [:]
        )
        var unknown = object.unknownFields
        if isControl {
            // A control message keeps the type it was sent with, for a faithful export.
            for key in ["type", "image_style"] where object.members[key] != nil {
                unknown[key] = object.members[key]
            }
        } else {
            // Export writes what was imported: `image_style: "TOP"` and `is_control: false` too.
            if kind != .modalImage, kind != .fullImage, let style = object.members["image_style"]?.stringValue {
                unknown["image_style"] = .string(style.uppercased())
            }
            if object.members["is_control"] == .bool(false) { unknown["is_control"] = .bool(false) }
        }
        // Colours sent with their default value are kept (as unsigned ARGB): export writes a colour
        // only when it differs from the default, so a message neither gains nor loses a colour key.
        let defaults = Theme.defaultLight(for: kind)
        unknown.merge(WireNames.colours(WireNames.themeColours, of: themes.light, sentIn: object.members, equalTo: defaults)) { $1 }
        if case .object(let darkMembers)? = object.members["themes"]?["dark"] {
            var kept = themes.dark.map { WireNames.colours(WireNames.themeColours, of: $0, sentIn: darkMembers, equalTo: themes.light) } ?? [:]
            let keptButtons = Self.keptDarkButtonColours(buttons, darkButtons)
            if keptButtons.contains(where: { $0 != .null }) { kept["btns"] = .array(keptButtons) }
            if !kept.isEmpty { unknown["themes"] = .object(["dark": .object(kept)]) }
        }
        unknownFields = unknown
    }

    /// Per button, the dark colours sent equal to the button's light ones (export writes only the
    /// dark colours that differ, so these are kept to be written back); `null` for none.
    private static func keptDarkButtonColours(_ buttons: [MessageButton], _ darkButtons: [JSONValue]) -> [JSONValue] {
        zip(buttons, darkButtons).map { button, raw in
            guard let dark = button.themes.dark, case .object(let members) = raw else { return .null }
            let kept = WireNames.colours(WireNames.buttonColours, of: dark, sentIn: members, equalTo: button.themes.light)
            return kept.isEmpty ? .null : .object(kept)
        }
    }

    private static func decodeContent(
        _ object: inout WireObject,
        kind: MessageKind,
        legacy: Bool,
        darkButtons: [JSONValue]
    ) throws(WireError) -> MessageContent {
        switch kind {
        case .slideup:
            return .slideup(
                SlideupContent(
                    message: try object.string("message") ?? "",
                    graphic: try decodeGraphic(&object),
                    slideFrom: try object.enumeration("slide_from", WireNames.slideFroms) ?? .bottom,
                    messageTextAlignment: try object.enumeration("text_align_message", WireNames.textAlignments) ?? .start
                )
            )
        case .modal, .full:
            let text = TextContent(
                header: try object.string("header"),
                headerTextAlignment: try object.enumeration("text_align_header", WireNames.textAlignments) ?? .center,
                message: try object.string("message") ?? "",
                messageTextAlignment: try object.enumeration("text_align_message", WireNames.textAlignments) ?? .center,
                graphic: try decodeGraphic(&object),
                cropType: try object.enumeration("crop_type", WireNames.cropTypes),
                buttons: try decodeButtons(&object, darkButtons: darkButtons)
            )
            return kind == .modal ? .modal(text) : .full(text)
        case .modalImage, .fullImage:
            let image = ImageOnlyContent(
                imageURL: try object.string("image_url") ?? "",
                cropType: try object.enumeration("crop_type", WireNames.cropTypes),
                buttons: try decodeButtons(&object, darkButtons: darkButtons)
            )
            return kind == .modalImage ? .modalImage(image) : .fullImage(image)
        case .html:
            return .html(
                HTMLContent(
                    html: try object.string("message") ?? "",
                    assetURLs: try object.strings("asset_urls") ?? [],
                    zippedAssetsURL: try object.string("zipped_assets_url"),
                    messageFields: try object.object("message_fields"),
                    legacy: legacy
                )
            )
        case .control:
            return .control
        }
    }

    /// `image_url` when present (an `icon` beside it stays an unknown field), else `icon`.
    private static func decodeGraphic(_ object: inout WireObject) throws(WireError) -> Graphic? {
        if object.has("image_url"), let url = try object.string("image_url") { return .image(url) }
        _ = object.value("image_url")
        return try object.string("icon").map { .icon($0) }
    }

    private static func decodeButtons(
        _ object: inout WireObject,
        darkButtons: [JSONValue]
    ) throws(WireError) -> [MessageButton] {
        guard let items = try object.array("btns") else { return [] }
        var buttons: [MessageButton] = []
        buttons.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let dark = index < darkButtons.count ? darkButtons[index] : .null
            let darkPath = object.path.appending("themes").appending("dark").appending("btns").appending(index)
            buttons.append(
                try MessageButton(
                    wire: item,
                    path: object.path.appending("btns").appending(index),
                    index: index,
                    dark: dark,
                    darkPath: darkPath
                )
            )
        }
        return buttons
    }

    /// Top-level colours over `base`.
    static func decodeTheme(_ object: inout WireObject, base: Theme) throws(WireError) -> Theme {
        var theme = base
        for (key, property) in WireNames.themeColours {
            if let colour = try object.colour(key) { theme[keyPath: property] = colour }
        }
        return theme
    }

    /// `themes.dark`: the dark theme (nil when it has no colour keys; missing colours take the
    /// light value) and the raw `themes.dark.btns` entries.
    private static func decodeDarkTheme(
        _ object: inout WireObject,
        light: Theme
    ) throws(WireError) -> (Theme?, [JSONValue]) {
        guard let themesValue = object.value("themes") else { return (nil, []) }
        let themes = try WireObject(themesValue, path: object.path.appending("themes"))
        guard let darkValue = themes.value("dark") else { return (nil, []) }
        var dark = try WireObject(darkValue, path: themes.path.appending("dark"))
        let buttons = try dark.array("btns") ?? []
        guard WireNames.themeColours.contains(where: { dark.has($0.key) }) else { return (nil, buttons) }
        return (try decodeTheme(&dark, base: light), buttons)
    }

    /// `extras`: an object whose values keep their JSON type (nested objects and arrays too).
    private static func decodeExtras(_ object: inout WireObject) throws(WireError) -> JSONObject {
        try object.object("extras") ?? [:]
    }
}

extension MessageContent {
    /// The number of buttons the content holds.
    var buttonCount: Int {
        switch self {
        case .modal(let text), .full(let text): return text.buttons.count
        case .modalImage(let image), .fullImage(let image): return image.buttons.count
        default: return 0
        }
    }
}
