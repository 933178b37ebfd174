import Foundation

extension CampaignForm {
    /// The most triggers, groups per trigger and filters per group a posted form may carry.
    static let rowLimit = 50
    /// The most extras rows a form keeps (and the bound of any posted row number).
    static let extrasLimit = 200

    /// Reads the editor's fields from a posted form (absent checkboxes are unchecked).
    init(posted form: FormData) {
        self.init()
        id = form.text("id")
        name = form.text("name")
        status = form.text("status")
        tags = form.text("tags")
        kind = form.text("kind")
        version = form.text("version")
        header = form["header"] ?? ""
        headerAlign = form.text("header_align")
        message = form["message"] ?? ""
        messageAlign = form.text("message_align")
        imageURL = form.text("image_url")
        imageAlt = form["image_alt"] ?? ""
        icon = form["icon"] ?? ""
        cropType = form.text("crop_type")
        slideFrom = form.text("slide_from")
        clickAction = form.text("click_action")
        uri = form.text("uri")
        useWebView = form.isChecked("use_webview")
        bodyAction = ActionBuilderFields(posted: form, prefix: "action_")
        messageClose = form.text("message_close")
        duration = form.text("duration")
        orientation = form.text("orientation")
        animateIn = form.isChecked("animate_in")
        animateOut = form.isChecked("animate_out")
        html = form["html"] ?? ""
        assetURLs = form["asset_urls"] ?? ""
        light = ThemeFields(posted: form, prefix: "light_")
        darkEnabled = form.isChecked("dark_enabled")
        dark = ThemeFields(posted: form, prefix: "dark_")
        buttons = (0..<Self.buttonSlots).map { ButtonFields(posted: form, prefix: "button\($0)_") }
        let extraTypes = form.values("extra_type")
        extras = zip(form.values("extra_key"), form.values("extra_value")).enumerated().map { index, pair in
            ExtraRow(key: pair.0, value: pair.1, type: index < extraTypes.count ? extraTypes[index] : "text")
        }
        extrasHidden = max(0, Int(form.text("extras_hidden")) ?? 0)
        triggers = (0..<Self.rowLimit).prefix { form["trigger\($0)_type"] != nil }.map {
            TriggerFields(posted: form, prefix: "trigger\($0)_")
        }
        priority = form.text("priority")
        delay = form.text("delay")
        reEligibility = form.text("re_eligibility")
        timeout = form.text("timeout")
        minInterval = form.text("min_interval")
        startTime = form.text("start_time")
        endTime = form.text("end_time")
        readTranslations(posted: form)
        readVariants(posted: form)
    }
}

extension CampaignForm.ThemeFields {
    /// The names of the seven colour fields, in display order, with their labels.
    static var fields: [(suffix: String, label: String, keyPath: WritableKeyPath<Self, String>)] {
        [
            ("background", "Background", \.background), ("text", "Text", \.text), ("header", "Header text", \.header),
            ("icon", "Icon", \.icon), ("icon_background", "Icon background", \.iconBackground),
            ("close", "Close button", \.closeButton), ("frame", "Frame (overlay)", \.frame),
        ]
    }

    init(posted form: FormData, prefix: String) {
        self.init()
        for field in Self.fields {
            self[keyPath: field.keyPath] = form.text(prefix + field.suffix)
        }
    }
}

extension CampaignForm.ButtonFields {
    init(posted form: FormData, prefix: String) {
        self.init(
            id: form.text(prefix + "id"),
            text: form[prefix + "text"] ?? "",
            action: form.text(prefix + "action"),
            uri: form.text(prefix + "uri"),
            useWebView: form.isChecked(prefix + "webview"),
            background: form.text(prefix + "background"),
            textColor: form.text(prefix + "text_color"),
            border: form.text(prefix + "border"),
            darkBackground: form.text(prefix + "dark_background"),
            darkTextColor: form.text(prefix + "dark_text_color"),
            darkBorder: form.text(prefix + "dark_border"),
            brazeAction: CampaignForm.ActionBuilderFields(posted: form, prefix: prefix)
        )
    }

    /// True when the slot holds nothing (no button).
    var isEmpty: Bool { text.trimmingCharacters(in: .whitespaces).isEmpty && uri.isEmpty && brazeAction.steps.isEmpty }
}

extension CampaignForm.TriggerFields {
    init(posted form: FormData, prefix: String) {
        self.init(
            type: form.text(prefix + "type"),
            eventName: form.text(prefix + "event"),
            productID: form.text(prefix + "product"),
            campaignID: form.text(prefix + "campaign")
        )
        groups = (0..<CampaignForm.rowLimit).prefix { form[prefix + "group\($0)_present"] != nil }.map { group in
            let groupPrefix = prefix + "group\(group)_"
            let keys = form.values(groupPrefix + "key")
            let types = form.values(groupPrefix + "type")
            let comparators = form.values(groupPrefix + "comparator")
            let values = form.values(groupPrefix + "value")
            return (0..<min(keys.count, types.count, comparators.count, values.count, CampaignForm.rowLimit)).map {
                CampaignForm.FilterFields(
                    key: keys[$0].trimmingCharacters(in: .whitespaces),
                    type: types[$0],
                    comparator: comparators[$0],
                    value: values[$0]
                )
            }
        }
    }
}
