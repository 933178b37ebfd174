import Foundation
import InAppMessaging
import Preview

extension CampaignForm {
    /// Builds the message of `kind`, keeping what the form does not show from `base`.
    func buildMessage(kind: MessageKind, base: InAppMessage?, errors: inout FormErrors) -> InAppMessage {
        var message = base ?? .placeholder(kind)
        message.content = buildContent(kind: kind, errors: &errors)
        if Self.kindsWithImage.contains(kind) {
            let alt = imageAlt.trimmingCharacters(in: .whitespacesAndNewlines)
            message.imageAlt = alt.isEmpty ? nil : alt
        }
        message.extras = buildExtras(errors: &errors)
        if extrasHidden > 0, let base {
            // The extras the editor did not show (past the first rows by key) stay as stored;
            // a posted row with the same key wins.
            for (key, value) in base.extras.sorted(by: { $0.key < $1.key }).dropFirst(Self.extrasLimit) where message.extras[key] == nil {
                message.extras[key] = value
            }
        }
        // A control message shows nothing: the form has no behaviour or colour fields for it.
        if kind == .control { return message }
        message.clickAction =
            Self.clickAction(clickAction, uri: uri, useWebView: useWebView, builder: bodyAction, prefix: "action_", errors: &errors) ?? .none
        if clickAction == "url", uri.isEmpty { errors.add("uri", "Enter the URL the message opens.") }
        if messageClose == "swipe" {
            message.messageClose = .userInteraction
        } else {
            let seconds = Self.parseNumber(duration, field: "duration", default: 5, minimum: 1, errors: &errors)
            message.messageClose = .auto(seconds: seconds)
        }
        message.orientation = Orientation(rawValue: orientation) ?? .any
        message.animateIn = animateIn
        message.animateOut = animateOut
        let defaults = Theme.defaultLight(for: kind)
        message.themes.light = light.theme(prefix: "light_", defaults: defaults, errors: &errors)
        message.themes.dark = darkEnabled ? dark.theme(prefix: "dark_", defaults: message.themes.light, errors: &errors) : nil
        return message
    }

    /// The kinds whose form shows an image (and its alternative text).
    static let kindsWithImage: Set<MessageKind> = [.slideup, .modal, .full, .modalImage, .fullImage]

    /// The icon the form's icon field names (a Font Awesome name, a code or the character).
    private func iconGlyph(errors: inout FormErrors) -> String? {
        do {
            return try IconGlyphs.installed.glyph(fromFieldText: icon)
        } catch {
            errors.add("icon", error.message)
            return nil
        }
    }

    private func buildContent(kind: MessageKind, errors: inout FormErrors) -> MessageContent {
        let graphic: Graphic? = !imageURL.isEmpty ? .image(imageURL) : iconGlyph(errors: &errors).map(Graphic.icon)
        let crop = CropType(rawValue: cropType)
        switch kind {
        case .slideup:
            return .slideup(
                SlideupContent(
                    message: message,
                    graphic: graphic,
                    slideFrom: SlideFrom(rawValue: slideFrom) ?? .bottom,
                    messageTextAlignment: TextAlignment(rawValue: messageAlign) ?? .start
                )
            )
        case .modal, .full:
            let text = TextContent(
                header: header.isEmpty ? nil : header,
                headerTextAlignment: TextAlignment(rawValue: headerAlign) ?? .center,
                message: message,
                messageTextAlignment: TextAlignment(rawValue: messageAlign) ?? .center,
                graphic: graphic,
                cropType: crop,
                buttons: buildButtons(errors: &errors)
            )
            return kind == .modal ? .modal(text) : .full(text)
        case .modalImage, .fullImage:
            if imageURL.isEmpty { errors.add("image_url", "Image-only messages need an image URL.") }
            let image = ImageOnlyContent(imageURL: imageURL, cropType: crop, buttons: buildButtons(errors: &errors))
            return kind == .modalImage ? .modalImage(image) : .fullImage(image)
        case .html:
            let assets = assetURLs.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return .html(HTMLContent(html: html, assetURLs: assets))
        case .control:
            return .control
        }
    }

    private func buildButtons(errors: inout FormErrors) -> [MessageButton] {
        buttons.enumerated().compactMap { index, fields in
            fields.isEmpty ? nil : fields.button(index: index, errors: &errors)
        }
    }

    /// Extras rows in order; empty, over-long and duplicate keys, and values that are not of
    /// their row's type, are errors next to their row.
    private func buildExtras(errors: inout FormErrors) -> JSONObject {
        var extras: JSONObject = [:]
        for (index, row) in self.extras.enumerated() {
            let key = row.key.trimmingCharacters(in: .whitespaces)
            if key.isEmpty && row.value.isEmpty { continue }
            if key.isEmpty {
                errors.add("extra\(index)", "Give this value a key.")
            } else if key.count > 255 {
                errors.add("extra\(index)", "Keys are at most 255 characters.")
            } else if extras[key] != nil {
                errors.add("extra\(index)", "The key \"\(key)\" is used twice.")
            } else {
                switch TypedValue.parse(row.value, as: row.type) {
                case .success(let value): extras[key] = value
                case .failure(let problem): errors.add("extra\(index)", "The value of \"\(key)\": \(problem.message).")
                }
            }
        }
        return extras
    }
}

extension CampaignForm.ThemeFields {
    /// The theme, each empty field taking the default's colour.
    func theme(prefix: String, defaults: Theme, errors: inout FormErrors) -> Theme {
        func color(_ keyPath: KeyPath<Self, String>, _ suffix: String, _ fallback: ARGBColor) -> ARGBColor {
            CampaignForm.parseColor(self[keyPath: keyPath], field: prefix + suffix, default: fallback, errors: &errors)
        }
        return Theme(
            backgroundColor: color(\.background, "background", defaults.backgroundColor),
            textColor: color(\.text, "text", defaults.textColor),
            iconColor: color(\.icon, "icon", defaults.iconColor),
            iconBackgroundColor: color(\.iconBackground, "icon_background", defaults.iconBackgroundColor),
            headerTextColor: color(\.header, "header", defaults.headerTextColor),
            closeButtonColor: color(\.closeButton, "close", defaults.closeButtonColor),
            frameColor: color(\.frame, "frame", defaults.frameColor)
        )
    }
}

extension CampaignForm.ButtonFields {
    /// The button of slot `index`.
    func button(index: Int, errors: inout FormErrors) -> MessageButton {
        let prefix = "button\(index)_"
        var buttonID = index
        if !id.isEmpty {
            if let parsed = Int(id) { buttonID = parsed } else { errors.add(prefix + "id", "Button ids are whole numbers.") }
        }
        if action == "url", uri.isEmpty { errors.add(prefix + "uri", "Enter the URL this button opens.") }
        let defaults = ButtonTheme.defaultLight
        let light = ButtonTheme(
            textColor: CampaignForm.parseColor(textColor, field: prefix + "text_color", default: defaults.textColor, errors: &errors),
            backgroundColor: CampaignForm.parseColor(background, field: prefix + "background", default: defaults.backgroundColor, errors: &errors),
            borderColor: CampaignForm.parseColor(border, field: prefix + "border", default: defaults.borderColor, errors: &errors)
        )
        var dark: ButtonTheme?
        if !darkBackground.isEmpty || !darkTextColor.isEmpty || !darkBorder.isEmpty {
            dark = ButtonTheme(
                textColor: CampaignForm.parseColor(darkTextColor, field: prefix + "dark_text_color", default: light.textColor, errors: &errors),
                backgroundColor: CampaignForm.parseColor(
                    darkBackground,
                    field: prefix + "dark_background",
                    default: light.backgroundColor,
                    errors: &errors
                ),
                borderColor: CampaignForm.parseColor(darkBorder, field: prefix + "dark_border", default: light.borderColor, errors: &errors)
            )
        }
        return MessageButton(
            id: buttonID,
            text: text,
            clickAction: CampaignForm.clickAction(action, uri: uri, useWebView: useWebView, builder: brazeAction, prefix: prefix, errors: &errors)
                ?? .none,
            themes: ButtonThemes(light: light, dark: dark)
        )
    }
}

extension CampaignForm.ExtraRow {
    /// The types a row's value can be saved as, with their labels.
    static let types: [(String, String)] = [("text", "Text"), ("number", "Number"), ("boolean", "true / false"), ("json", "JSON")]

    /// A row for a stored value: strings as text, numbers and booleans as typed, anything else
    /// as its JSON text.
    init(key: String, value: JSONValue) {
        self.key = key
        (self.value, type) = TypedValue.field(for: value)
    }
}
