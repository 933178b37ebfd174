extension CampaignEditorPage {
    /// Every field's name and label as the editor shows them, top to bottom: what the error
    /// summary follows. Labels that repeat (a theme's "Text", a button's "Label") name their group.
    var fieldsInPageOrder: [(name: String, label: String)] {
        var fields: [(name: String, label: String)] = []
        func add(_ field: FieldView, in group: String? = nil) { fields.append((field.name, group.map { "\($0): \(field.label)" } ?? field.label)) }
        func add(_ select: SelectView, in group: String? = nil) {
            fields.append((select.name, group.map { "\($0): \(select.label)" } ?? select.label))
        }
        add(idField)
        add(name)
        add(status)
        add(tags)
        if let variants {
            fields.append(("variants", "Variants"))
            for row in variants.rows { add(row.name) }
            for row in variants.rows { add(row.percentage) }
            add(variants.controlPercentage)
        }
        add(header)
        add(headerAlign)
        add(message)
        add(messageAlign)
        add(imageURL)
        add(imageAlt)
        add(icon)
        add(cropType)
        add(slideFrom)
        add(html)
        add(assetURLs)
        add(clickAction)
        add(uri)
        addBuilder(bodyAction, &fields)
        add(messageClose)
        add(duration)
        add(orientation)
        for field in lightTheme { add(field, in: "Light theme") }
        for field in darkTheme { add(field, in: "Dark theme") }
        for button in buttons {
            let group = "Button \(button.number)"
            add(button.text, in: group)
            add(button.id, in: group)
            add(button.action, in: group)
            add(button.uri, in: group)
            addBuilder(button.brazeAction, &fields)
            for field in button.colors + button.darkColors { add(field, in: group) }
        }
        fields.append(("translations", "Translations"))
        fields.append(("new_locale", "New locale"))
        fields.append(("translations_csv", "Translations CSV"))
        fields.append(("extras", "Extras"))
        for extra in extras { fields.append(("extra\(extra.index)", "Extra \(extra.index + 1)")) }
        fields.append(("triggers", "Triggers"))
        for trigger in triggers {
            let group = "Trigger \(trigger.index + 1)"
            add(trigger.type, in: group)
            add(trigger.eventName, in: group)
            add(trigger.productID, in: group)
            add(trigger.campaignID, in: group)
        }
        for field in [priority, delay, reEligibility, timeout, minInterval, startTime, endTime] { add(field) }
        return fields
    }

    /// A Braze Action builder's own line and each of its steps'.
    private func addBuilder(_ builder: BrazeActionBuilderView, _ fields: inout [(name: String, label: String)]) {
        fields.append((builder.name, builder.heading))
        for step in builder.steps { fields.append((step.name, "\(builder.heading): step \(step.number)")) }
    }
}
