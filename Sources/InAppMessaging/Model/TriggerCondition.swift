/// One way a campaign can be triggered (`trigger_condition[i]`).
public enum TriggerCondition: Sendable, Hashable {
    /// Session start (`open`).
    case sessionStart
    /// A purchase: any (`productID == nil`) or of one product (`purchase`).
    case purchase(productID: String?)
    /// A purchase whose properties pass the filters (`purchase_property`).
    case purchaseProperty(productID: String?, filters: PropertyFilterGroups)
    /// A custom event by name (`custom_event`).
    case customEvent(name: String)
    /// A custom event whose properties pass the filters (`custom_event_property`).
    case customEventProperty(name: String, filters: PropertyFilterGroups)
    /// The user opened a push from the given campaign (`push_click`).
    case pushClick(campaignID: String)
    /// A type this model does not know (Braze also has `iam_click`, `test`, …), kept as sent so
    /// it survives export; it never matches an event.
    case other(type: String, data: JSONValue)

    /// The wire `type` string of the condition.
    public var wireType: String {
        switch self {
        case .sessionStart: return "open"
        case .purchase: return "purchase"
        case .purchaseProperty: return "purchase_property"
        case .customEvent: return "custom_event"
        case .customEventProperty: return "custom_event_property"
        case .pushClick: return "push_click"
        case .other(let type, _): return type
        }
    }
}

/// Property filters: every group must pass; within a group any one filter may pass.
public struct PropertyFilterGroups: Sendable, Hashable {
    /// The groups, in wire order.
    public var groups: [[PropertyFilter]]

    /// Creates filter groups.
    public init(_ groups: [[PropertyFilter]]) {
        self.groups = groups
    }
}

/// One property filter, with Braze's comparator codes.
public struct PropertyFilter: Sendable, Hashable {
    /// The property's name in the event's `properties`.
    public var key: String
    /// The type the property must have.
    public var type: PropertyType
    /// How the property is compared.
    public var comparator: Comparator
    /// The value compared against (absent for exists / does not exist).
    public var value: JSONValue?

    /// Creates a filter.
    public init(key: String, type: PropertyType, comparator: Comparator, value: JSONValue?) {
        self.key = key
        self.type = type
        self.comparator = comparator
        self.value = value
    }
}

/// The JSON type a filtered property must have (`property_type`).
public enum PropertyType: String, Sendable, Hashable, CaseIterable, Codable {
    case string, number, boolean, date
}

/// Braze's comparator codes for property filters.
public enum Comparator: Int, Sendable, Hashable, CaseIterable, Codable {
    case equals = 1
    case notEqual = 2
    case greaterThan = 3
    /// For dates: "less than N seconds ago".
    case greaterThanOrEqual = 4
    case lessThan = 5
    /// For dates: "more than N seconds ago".
    case lessThanOrEqual = 6
    case matchesRegex = 10
    case exists = 11
    case doesNotExist = 12
    /// Date within N seconds in the future.
    case dateWithinFuture = 15
    /// Date after N seconds in the future.
    case dateAfterFuture = 16
    case doesNotMatchRegex = 17

    /// A readable name for forms and explanations.
    public var name: String {
        switch self {
        case .equals: return "equals"
        case .notEqual: return "does not equal"
        case .greaterThan: return "greater than"
        case .greaterThanOrEqual: return "greater than or equal to"
        case .lessThan: return "less than"
        case .lessThanOrEqual: return "less than or equal to"
        case .matchesRegex: return "matches regex"
        case .exists: return "exists"
        case .doesNotExist: return "does not exist"
        case .dateWithinFuture: return "within the next N seconds"
        case .dateAfterFuture: return "more than N seconds in the future"
        case .doesNotMatchRegex: return "does not match regex"
        }
    }
}
