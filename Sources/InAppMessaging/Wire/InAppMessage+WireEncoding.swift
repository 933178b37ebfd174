extension InAppMessage {
    /// The keys export writes first, in this order; the rest follow sorted.
    public static let wireLeadingKeys = [
        "type", "image_style", "is_control", "header", "message", "image_url", "icon", "btns",
        "click_action", "uri", "use_webview", "message_close", "duration", "orientation", "extras",
    ]

    /// The canonical Braze wire JSON of the message.
    ///
    /// Canonical means: enumerations in upper case, every modelled field written explicitly
    /// (optional ones only when set), colours as unsigned ARGB integers (the whole light theme
    /// at top level; the whole dark theme, when there is one, in `themes.dark`), durations in
    /// milliseconds. Unknown fields are written back unless a modelled key overrides them.
    /// `InAppMessage(wire: m.wireValue) == m` for every message whose auto-dismiss duration is
    /// at least 0.999 s and whole in milliseconds, and whose unknown keys are not modelled keys.
    public var wireValue: JSONValue {
        var members = unknownFields
        members.reserveCapacity(members.count + 24)
        writeContent(into: &members)
        members["extras"] = .object(extras)
        clickAction.write(into: &members)
        messageClose.write(into: &members)
        members["orientation"] = .string(WireNames.name(of: orientation, in: WireNames.orientations))
        members["animate_in"] = .bool(animateIn)
        members["animate_out"] = .bool(animateOut)
        members["is_test_send"] = .bool(isTestSend)
        if let triggerID { members["trigger_id"] = .string(triggerID) }
        if let imageAlt { members["image_alt"] = .string(imageAlt) }
        if let language { members["language"] = .string(language) }
        let defaults = Theme.defaultLight(for: kind)
        members.merge(WireNames.colours(WireNames.themeColours, of: themes.light, differingFrom: defaults)) { $1 }
        writeDarkTheme(into: &members)
        return .object(members)
    }

    private func writeContent(into members: inout JSONObject) {
        switch content {
        case .slideup(let slideup):
            members["type"] = .string("SLIDEUP")
            members["message"] = .string(slideup.message)
            members["slide_from"] = .string(WireNames.name(of: slideup.slideFrom, in: WireNames.slideFroms))
            members["text_align_message"] = alignment(slideup.messageTextAlignment)
            write(slideup.graphic, into: &members)
        case .modal(let text), .full(let text):
            members["type"] = .string(content.kind == .modal ? "MODAL" : "FULL")
            if let header = text.header { members["header"] = .string(header) }
            members["text_align_header"] = alignment(text.headerTextAlignment)
            members["message"] = .string(text.message)
            members["text_align_message"] = alignment(text.messageTextAlignment)
            write(text.graphic, into: &members)
            if let cropType = text.cropType { members["crop_type"] = crop(cropType) }
            members["btns"] = .array(text.buttons.map(\.wireValue))
        case .modalImage(let image), .fullImage(let image):
            members["type"] = .string(content.kind == .modalImage ? "MODAL" : "FULL")
            members["image_style"] = .string("GRAPHIC")
            members["image_url"] = .string(image.imageURL)
            if let cropType = image.cropType { members["crop_type"] = crop(cropType) }
            members["btns"] = .array(image.buttons.map(\.wireValue))
        case .html(let html):
            members["type"] = .string(html.legacy ? "HTML_FULL" : "HTML")
            members["message"] = .string(html.html)
            members["asset_urls"] = .array(html.assetURLs.map { .string($0) })
            if let zipped = html.zippedAssetsURL { members["zipped_assets_url"] = .string(zipped) }
            if let fields = html.messageFields { members["message_fields"] = .object(fields) }
        case .control:
            members["is_control"] = .bool(true)
        }
    }

    private func write(_ graphic: Graphic?, into members: inout JSONObject) {
        switch graphic {
        case .icon(let glyph): members["icon"] = .string(glyph)
        case .image(let url): members["image_url"] = .string(url)
        case nil: break
        }
    }

    /// `themes.dark`: the dark colours that differ from the light ones (plus those imported equal
    /// to them, kept in `unknownFields`) when the message has a dark theme, and `btns`, one entry
    /// per button up to the last one with a dark theme (`null` for those without).
    private func writeDarkTheme(into members: inout JSONObject) {
        var dark: JSONObject = [:]
        if let theme = themes.dark {
            if case .object(let kept)? = unknownFields["themes"]?["dark"] { dark = kept }
            dark.merge(WireNames.colours(WireNames.themeColours, of: theme, differingFrom: themes.light)) { $1 }
            // A dark theme the same as the light one still needs a key to exist on the wire.
            if dark.isEmpty { dark["bg_color"] = .int(Int(theme.backgroundColor.argb)) }
        }
        if let last = buttons.lastIndex(where: { $0.themes.dark != nil }) {
            var keptButtons: [JSONValue] = []
            if case .array(let items)? = unknownFields["themes"]?["dark"]?["btns"] { keptButtons = items }
            dark["btns"] = .array(
                buttons[...last].enumerated().map { index, button in
                    guard case .object(var members) = button.darkWireValue else { return .null }
                    if index < keptButtons.count, case .object(let kept) = keptButtons[index] {
                        members.merge(kept) { modelled, _ in modelled }
                    }
                    return .object(members)
                }
            )
        }
        guard !dark.isEmpty else {
            members["themes"] = nil
            return
        }
        members["themes"] = .object(["dark": .object(dark)])
    }

    private func alignment(_ alignment: TextAlignment) -> JSONValue {
        .string(WireNames.name(of: alignment, in: WireNames.textAlignments))
    }

    private func crop(_ cropType: CropType) -> JSONValue {
        .string(WireNames.name(of: cropType, in: WireNames.cropTypes))
    }
}
