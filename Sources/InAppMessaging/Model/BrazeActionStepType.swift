/// The step types of a Braze Action other than `container`, with the arguments each takes.
///
/// The list and the argument checks are those of braze-android-sdk's
/// `android-sdk-ui/src/main/java/com/braze/ui/actions/brazeactions/BrazeActionParser.kt`
/// (`ActionType`) and the `isValid` of each file in its `steps/` folder.
public enum BrazeActionStepType: String, Sendable, Hashable, CaseIterable {
    case logCustomEvent
    case setCustomUserAttribute
    case requestPushPermission
    case addToSubscriptionGroup
    case removeFromSubscriptionGroup
    case addToCustomAttributeArray
    case removeFromCustomAttributeArray
    case setEmailNotificationSubscriptionType
    case setPushNotificationSubscriptionType
    case openLink
    case openLinkInWebview

    /// One argument of a step, in `args` order.
    public struct Argument: Sendable, Hashable {
        /// What the argument may hold.
        public enum Kind: Sendable, Hashable {
            /// A JSON string (`isArgString`).
            case string
            /// Any JSON value, `null` included.
            case value
            /// A JSON object, or nothing (`isArgOptionalJsonObject`: an explicit `null` is refused).
            case optionalObject
            /// Any JSON value, or nothing (not checked by the SDK).
            case optionalValue
        }

        /// A short name, in words.
        public var label: String
        /// What it may hold.
        public var kind: Kind

        /// Whether the argument may be left out (only trailing ones can be).
        public var isOptional: Bool { kind == .optionalObject || kind == .optionalValue }
    }

    /// The step's arguments, in order.
    public var arguments: [Argument] {
        switch self {
        case .logCustomEvent: return [.init(label: "Event name", kind: .string), .init(label: "Properties", kind: .optionalObject)]
        case .setCustomUserAttribute: return [.init(label: "Attribute key", kind: .string), .init(label: "Value", kind: .value)]
        case .requestPushPermission: return []
        case .addToSubscriptionGroup, .removeFromSubscriptionGroup: return [.init(label: "Subscription group id", kind: .string)]
        case .addToCustomAttributeArray, .removeFromCustomAttributeArray:
            return [.init(label: "Attribute key", kind: .string), .init(label: "Value", kind: .string)]
        case .setEmailNotificationSubscriptionType, .setPushNotificationSubscriptionType:
            return [.init(label: "Subscription type", kind: .string)]
        case .openLink: return [.init(label: "URL", kind: .string), .init(label: "Open in a new tab (web)", kind: .optionalValue)]
        case .openLinkInWebview: return [.init(label: "URL", kind: .string)]
        }
    }

    /// A short description of the step, in words.
    public var label: String {
        switch self {
        case .logCustomEvent: return "Log a custom event"
        case .setCustomUserAttribute: return "Set a custom attribute"
        case .requestPushPermission: return "Request push permission"
        case .addToSubscriptionGroup: return "Add to a subscription group"
        case .removeFromSubscriptionGroup: return "Remove from a subscription group"
        case .addToCustomAttributeArray: return "Add to a custom attribute array"
        case .removeFromCustomAttributeArray: return "Remove from a custom attribute array"
        case .setEmailNotificationSubscriptionType: return "Set the email subscription"
        case .setPushNotificationSubscriptionType: return "Set the push subscription"
        case .openLink: return "Open a link"
        case .openLinkInWebview: return "Open a link in a web view"
        }
    }

    /// Why `args` are not valid for this step (nil when they are), in the SDK's terms: the
    /// count must fit the arguments (`requestPushPermission` takes any), and each given
    /// argument must be of its kind.
    public func problem(with args: [JSONValue]) -> String? {
        if self == .requestPushPermission { return nil }
        let all = arguments
        let required = all.filter { !$0.isOptional }.count
        guard (required...all.count).contains(args.count) else {
            let expected = required == all.count ? "\(required)" : "\(required) or \(all.count)"
            return "\(rawValue) takes \(expected) argument\(all.count == 1 ? "" : "s"), not \(args.count)"
        }
        for (index, (argument, value)) in zip(all, args).enumerated() {
            switch (argument.kind, value) {
            case (.string, .string), (.value, _), (.optionalValue, _), (.optionalObject, .object): continue
            case (.string, _): return "argument \(index) of \(rawValue) (\(argument.label.lowercased())) must be a string"
            case (.optionalObject, _): return "argument \(index) of \(rawValue) (\(argument.label.lowercased())) must be a JSON object"
            }
        }
        return nil
    }
}
