import Foundation
import InAppMessaging
import Preview

extension CampaignForm {
    /// The form showing a stored campaign, its message fields editing the variant at `variant`.
    init(campaign: Campaign, version: Int?, variant: Int = 0) {
        self.init()
        id = campaign.id
        name = campaign.name
        status = campaign.status.rawValue
        tags = campaign.tags.joined(separator: ", ")
        self.version = version.map(String.init) ?? ""
        fillVariants(campaign, editing: variant)
        let message = campaign.variants[variantIndex].message
        kind = message.kind.rawValue
        fillContent(message.content)
        imageAlt = message.imageAlt ?? ""
        switch message.clickAction {
        case .url(let url, let webView):
            clickAction = "url"
            uri = url
            useWebView = webView
        case .brazeAction(let action, let webView):
            clickAction = "braze"
            bodyAction = ActionBuilderFields(action)
            useWebView = webView
        case .none:
            break
        }
        switch message.messageClose {
        case .auto(let seconds):
            messageClose = "auto"
            duration = Self.number(seconds)
        case .userInteraction: messageClose = "swipe"
        }
        orientation = message.orientation.rawValue
        animateIn = message.animateIn
        animateOut = message.animateOut
        light = ThemeFields(message.themes.light)
        if let darkTheme = message.themes.dark {
            darkEnabled = true
            dark = ThemeFields(darkTheme).blankingColours(equalTo: light)
        }
        for (index, button) in message.buttons.prefix(Self.buttonSlots).enumerated() {
            buttons[index] = ButtonFields(button)
        }
        let sortedExtras = message.extras.sorted { $0.key < $1.key }
        extras = sortedExtras.prefix(Self.extrasLimit).map { ExtraRow(key: $0.key, value: $0.value) }
        extrasHidden = sortedExtras.count - extras.count
        triggers = campaign.triggers.compactMap(TriggerFields.init)
        priority = Self.number(campaign.priority)
        delay = Self.number(campaign.delay)
        reEligibility = Self.number(campaign.reEligibility)
        timeout = campaign.timeout.map(Self.number) ?? ""
        minInterval = campaign.minSecondsSinceLastTrigger.map(Self.number) ?? ""
        startTime = campaign.startTime.map(Self.dateText) ?? ""
        endTime = campaign.endTime.map(Self.dateText) ?? ""
        fillTranslations(campaign.translations)
    }

    /// A new campaign's form for a kind, with Braze's defaults.
    init(newOfKind kind: MessageKind) {
        self.init(campaign: Campaign(id: "", name: "", status: .draft, message: InAppMessage.placeholder(kind)), version: nil)
        id = ""
    }

    private mutating func fillContent(_ content: MessageContent) {
        switch content {
        case .slideup(let slideup):
            message = slideup.message
            messageAlign = slideup.messageTextAlignment.rawValue
            slideFrom = slideup.slideFrom.rawValue
            fillGraphic(slideup.graphic)
        case .modal(let text), .full(let text):
            header = text.header ?? ""
            headerAlign = text.headerTextAlignment.rawValue
            message = text.message
            messageAlign = text.messageTextAlignment.rawValue
            cropType = text.cropType?.rawValue ?? ""
            fillGraphic(text.graphic)
        case .modalImage(let image), .fullImage(let image):
            imageURL = image.imageURL
            cropType = image.cropType?.rawValue ?? ""
        case .html(let content):
            html = content.html
            assetURLs = content.assetURLs.joined(separator: "\n")
        case .control:
            break
        }
    }

    private mutating func fillGraphic(_ graphic: Graphic?) {
        switch graphic {
        case .icon(let glyph): icon = IconGlyphs.installed.fieldText(for: glyph)
        case .image(let url): imageURL = url
        case nil: break
        }
    }

    /// A number without a needless ".0".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Unix seconds as the `datetime-local` text the form shows (UTC).
    static func dateText(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return String(formatter.string(from: Date(timeIntervalSince1970: seconds)).prefix(16))
    }
}

extension CampaignForm.ThemeFields {
    init(_ theme: Theme) {
        self.init(
            background: theme.backgroundColor.hexString,
            text: theme.textColor.hexString,
            icon: theme.iconColor.hexString,
            iconBackground: theme.iconBackgroundColor.hexString,
            header: theme.headerTextColor.hexString,
            closeButton: theme.closeButtonColor.hexString,
            frame: theme.frameColor.hexString
        )
    }
}

extension CampaignForm.ButtonFields {
    init(_ button: MessageButton) {
        self.init(id: String(button.id), text: button.text)
        switch button.clickAction {
        case .url(let url, let webView):
            action = "url"
            uri = url
            useWebView = webView
        case .brazeAction(let brazeAction, let webView):
            action = "braze"
            self.brazeAction = CampaignForm.ActionBuilderFields(brazeAction)
            useWebView = webView
        case .none:
            break
        }
        background = button.themes.light.backgroundColor.hexString
        textColor = button.themes.light.textColor.hexString
        border = button.themes.light.borderColor.hexString
        // A dark colour equal to the light one is left empty: "as in light", following the light field.
        if let dark = button.themes.dark {
            darkBackground = Self.unlessEqual(dark.backgroundColor.hexString, background)
            darkTextColor = Self.unlessEqual(dark.textColor.hexString, textColor)
            darkBorder = Self.unlessEqual(dark.borderColor.hexString, border)
        }
    }
}

extension CampaignForm.ThemeFields {
    /// These dark fields with each colour equal to its light one left empty: an empty dark field
    /// stands for "as in light" and follows the light field as it is edited, so a save neither
    /// turns it into a copy of the light colour nor gives a field to type into after that copy.
    func blankingColours(equalTo light: Self) -> Self {
        var fields = self
        let keys: [WritableKeyPath<Self, String>] = [\.background, \.text, \.icon, \.iconBackground, \.header, \.closeButton, \.frame]
        for key in keys where fields[keyPath: key] == light[keyPath: key] {
            fields[keyPath: key] = ""
        }
        return fields
    }
}

extension CampaignForm.ButtonFields {
    /// `dark`, or empty when it is the light colour.
    static func unlessEqual(_ dark: String, _ light: String) -> String { dark == light ? "" : dark }
}

extension CampaignForm.TriggerFields {
    /// The row of a trigger; nil for a type the form does not know, which saving keeps as it is.
    init?(_ trigger: TriggerCondition) {
        if case .other = trigger { return nil }
        self.init(type: trigger.wireType)
        switch trigger {
        case .sessionStart: break
        case .purchase(let product): productID = product ?? ""
        case .purchaseProperty(let product, let filters):
            productID = product ?? ""
            groups = filters.groups.map { $0.map(CampaignForm.FilterFields.init) }
        case .customEvent(let name): eventName = name
        case .customEventProperty(let name, let filters):
            eventName = name
            groups = filters.groups.map { $0.map(CampaignForm.FilterFields.init) }
        case .pushClick(let campaign): campaignID = campaign
        case .other: return nil
        }
    }
}

extension CampaignForm.FilterFields {
    init(_ filter: PropertyFilter) {
        self.init(key: filter.key, type: filter.type.rawValue, comparator: String(filter.comparator.rawValue), value: Self.text(filter.value))
    }

    /// A filter value as the form shows it.
    static func text(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return CampaignForm.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .some(let other): return JSONWriter.write(other)
        case nil: return ""
        }
    }
}

extension InAppMessage {
    /// An empty message of a kind with Braze's defaults, as a new campaign starts.
    static func placeholder(_ kind: MessageKind) -> InAppMessage {
        let text = TextContent(message: "")
        let content: MessageContent
        switch kind {
        case .slideup: content = .slideup(SlideupContent(message: ""))
        case .modal: content = .modal(text)
        case .modalImage: content = .modalImage(ImageOnlyContent(imageURL: ""))
        case .full: content = .full(text)
        case .fullImage: content = .fullImage(ImageOnlyContent(imageURL: ""))
        case .html: content = .html(HTMLContent(html: ""))
        case .control: content = .control
        }
        return InAppMessage(content: content, messageClose: kind == .slideup ? .auto(seconds: 5) : .userInteraction)
    }
}
