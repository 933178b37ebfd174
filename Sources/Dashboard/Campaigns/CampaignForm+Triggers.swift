import Foundation
import InAppMessaging

extension CampaignForm {
    /// The trigger types the form offers, with their labels.
    static let triggerTypes: [(value: String, label: String)] = [
        ("open", "Session start"), ("purchase", "Purchase"), ("purchase_property", "Purchase with properties"),
        ("custom_event", "Custom event"), ("custom_event_property", "Custom event with properties"),
        ("push_click", "Push click"),
    ]

    /// Builds the triggers; a row whose type is empty is dropped.
    func buildTriggers(errors: inout FormErrors) -> [TriggerCondition] {
        triggers.enumerated().compactMap { index, fields in
            fields.type.isEmpty ? nil : fields.condition(prefix: "trigger\(index)_", errors: &errors)
        }
    }
}

extension CampaignForm.TriggerFields {
    /// The condition this row describes, recording missing names and bad filters.
    func condition(prefix: String, errors: inout FormErrors) -> TriggerCondition? {
        let product = productID.isEmpty ? nil : productID
        switch type {
        case "open":
            return .sessionStart
        case "purchase":
            return .purchase(productID: product)
        case "purchase_property":
            return .purchaseProperty(productID: product, filters: filterGroups(prefix: prefix, errors: &errors))
        case "custom_event", "custom_event_property":
            if eventName.isEmpty { errors.add(prefix + "event", "Name the custom event.") }
            if type == "custom_event" { return .customEvent(name: eventName) }
            return .customEventProperty(name: eventName, filters: filterGroups(prefix: prefix, errors: &errors))
        case "push_click":
            if campaignID.isEmpty { errors.add(prefix + "campaign", "Enter the push campaign's id.") }
            return .pushClick(campaignID: campaignID)
        default:
            errors.add(prefix + "type", "Choose a trigger type.")
            return nil
        }
    }

    private func filterGroups(prefix: String, errors: inout FormErrors) -> PropertyFilterGroups {
        let groups = self.groups.enumerated().map { groupIndex, filters in
            filters.enumerated().compactMap { filterIndex, fields in
                fields.filter(field: "\(prefix)group\(groupIndex)_filter\(filterIndex)", errors: &errors)
            }
        }
        return PropertyFilterGroups(groups.filter { !$0.isEmpty })
    }
}

extension CampaignForm.FilterFields {
    /// The filter, with its value typed by `type`; an empty key drops the row.
    func filter(field: String, errors: inout FormErrors) -> PropertyFilter? {
        if key.isEmpty { return nil }
        guard let propertyType = PropertyType(rawValue: type) else {
            errors.add(field, "Choose a property type.")
            return nil
        }
        guard let code = Int(comparator), let comparator = Comparator(rawValue: code) else {
            errors.add(field, "Choose a comparison.")
            return nil
        }
        if comparator == .exists || comparator == .doesNotExist {
            return PropertyFilter(key: key, type: propertyType, comparator: comparator, value: nil)
        }
        return PropertyFilter(
            key: key,
            type: propertyType,
            comparator: comparator,
            value: typedValue(propertyType, comparator, field: field, errors: &errors)
        )
    }

    private func typedValue(
        _ propertyType: PropertyType,
        _ comparator: InAppMessaging.Comparator,
        field: String,
        errors: inout FormErrors
    ) -> JSONValue? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let wantsSeconds =
            propertyType == .number
            || [.greaterThanOrEqual, .lessThanOrEqual, .dateWithinFuture, .dateAfterFuture].contains(comparator)
        switch propertyType {
        case .string:
            return .string(value)
        case .boolean:
            guard text == "true" || text == "false" else {
                errors.add(field, "Enter true or false.")
                return nil
            }
            return .bool(text == "true")
        case .number, .date:
            guard wantsSeconds else { return .string(text) }
            if let whole = Int(text) { return .int(whole) }
            if let number = Double(text), number.isFinite { return .double(number) }
            errors.add(field, propertyType == .date ? "Enter a number of seconds." : "Enter a number.")
            return nil
        }
    }
}
