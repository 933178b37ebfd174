import InAppMessaging

/// One button slot of the editor.
struct ButtonSlotView: Sendable {
    let index: Int
    let number: Int
    let id: FieldView, text: FieldView, action: SelectView, uri: FieldView, useWebView: CheckboxView
    /// The builder of the button's Braze Action.
    let brazeAction: BrazeActionBuilderView
    let colors: [FieldView]
    let darkColors: [FieldView]

    init(index: Int, fields: CampaignForm.ButtonFields, errors: FormErrors) {
        let prefix = "button\(index)_"
        self.index = index
        number = index + 1
        id = FieldView(prefix + "id", "Id", fields.id, errors: errors, type: "number")
        text = FieldView(prefix + "text", "Label", fields.text, errors: errors, hint: index == 0 ? "Leave the label empty for no button." : "")
        action = SelectView(
            prefix + "action",
            "On click",
            selected: fields.action,
            options: CampaignForm.clickActionChoices,
            errors: errors
        )
        uri = FieldView(prefix + "uri", "URL", fields.uri, errors: errors)
        brazeAction = BrazeActionBuilderView(
            slot: index + 1,
            prefix: prefix,
            selectName: prefix + "action",
            heading: "Braze Action of button \(index + 1)",
            fields: fields.brazeAction,
            errors: errors
        )
        useWebView = CheckboxView(name: prefix + "webview", label: "In-app web view", checked: fields.useWebView)
        colors = [
            FieldView(prefix + "background", "Background", fields.background, errors: errors).defaulting(
                to: ButtonTheme.defaultLight.backgroundColor
            ),
            FieldView(prefix + "text_color", "Text", fields.textColor, errors: errors).defaulting(to: ButtonTheme.defaultLight.textColor),
            FieldView(prefix + "border", "Border", fields.border, errors: errors).defaulting(to: ButtonTheme.defaultLight.borderColor),
        ]
        darkColors = [
            FieldView(prefix + "dark_background", "Dark background", fields.darkBackground, errors: errors).defaulting(
                toField: prefix + "background"
            ),
            FieldView(prefix + "dark_text_color", "Dark text", fields.darkTextColor, errors: errors).defaulting(toField: prefix + "text_color"),
            FieldView(prefix + "dark_border", "Dark border", fields.darkBorder, errors: errors).defaulting(toField: prefix + "border"),
        ]
    }
}

/// One extras row of the editor.
struct ExtraRowView: Sendable {
    let index: Int
    let key: String
    let value: String
    let types: [OptionView]
    let error: String?
    let canMoveUp: Bool
    let canMoveDown: Bool

    init(index: Int, row: CampaignForm.ExtraRow, count: Int, errors: FormErrors) {
        self.index = index
        key = row.key
        value = row.value
        types = CampaignForm.ExtraRow.types.map { OptionView(value: $0.0, label: $0.1, selected: $0.0 == row.type) }
        error = errors["extra\(index)"]
        canMoveUp = index > 0
        canMoveDown = index < count - 1
    }
}

/// One trigger of the editor, with its filter groups.
struct TriggerView: Sendable {
    /// One filter group.
    struct GroupView: Sendable {
        let index: Int
        let number: Int
        let prefix: String
        let filters: [FilterView]
        let addFilterOperation: String
    }

    /// One filter row.
    struct FilterView: Sendable {
        let index: Int
        let key: String
        let type: SelectView
        let comparator: SelectView
        let value: String
        let error: String?
        let removeOperation: String
    }

    let index: Int
    let prefix: String
    let type: SelectView
    let eventName: FieldView, productID: FieldView, campaignID: FieldView
    let showsEvent: Bool, showsProduct: Bool, showsCampaign: Bool, showsFilters: Bool
    let groups: [GroupView]
    let addGroupOperation: String

    init(index: Int, fields: CampaignForm.TriggerFields, errors: FormErrors) {
        let prefix = "trigger\(index)_"
        self.index = index
        self.prefix = prefix
        type = SelectView(
            prefix + "type",
            "When",
            selected: fields.type,
            options: [("", "— remove —")] + CampaignForm.triggerTypes.map { ($0.value, $0.label) },
            errors: errors
        )
        eventName = FieldView(prefix + "event", "Event name", fields.eventName, errors: errors)
        productID = FieldView(prefix + "product", "Product id", fields.productID, errors: errors, hint: "Empty: any product.")
        campaignID = FieldView(prefix + "campaign", "Push campaign id", fields.campaignID, errors: errors)
        showsEvent = fields.type.hasPrefix("custom_event")
        showsProduct = fields.type.hasPrefix("purchase")
        showsCampaign = fields.type == "push_click"
        showsFilters = fields.type.hasSuffix("_property")
        let types = PropertyType.allCases.map { ($0.rawValue, $0.rawValue) }
        let comparators = Comparator.allCases.map { (String($0.rawValue), $0.name) }
        groups = fields.groups.enumerated().map { groupIndex, filters in
            let groupPrefix = prefix + "group\(groupIndex)_"
            let filterViews = filters.enumerated().map { filterIndex, filter in
                FilterView(
                    index: filterIndex,
                    key: filter.key,
                    type: SelectView(groupPrefix + "type", "Type", selected: filter.type, options: types, errors: errors),
                    comparator: SelectView(
                        groupPrefix + "comparator",
                        "Comparison",
                        selected: filter.comparator,
                        options: comparators,
                        errors: errors
                    ),
                    value: filter.value,
                    error: errors["\(groupPrefix)filter\(filterIndex)"],
                    removeOperation: "remove-filter:\(index):\(groupIndex):\(filterIndex)"
                )
            }
            return GroupView(
                index: groupIndex,
                number: groupIndex + 1,
                prefix: groupPrefix,
                filters: filterViews,
                addFilterOperation: "add-filter:\(index):\(groupIndex)"
            )
        }
        addGroupOperation = "add-group:\(index)"
    }
}
