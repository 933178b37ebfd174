/// Every call of the JavaScript bridge Braze injects into HTML in-app messages as `brazeBridge`
/// (and its alias `appboyBridge`): one list that the HTML validator, the preview's stub and the
/// delivery engine all read, so the three cannot disagree.
///
/// The list follows Braze's published `braze-html-bridge.js` (braze-inc/braze-android-sdk,
/// `android-sdk-ui/src/main/assets/`, SDK 43.0.0), plus the calls Braze's documentation still
/// names that the current file dropped (`display.showFeed`, `getUser().getUserId`), marked
/// deprecated. The Swift SDK's copy of the script ships compiled inside `BrazeKit`.
public enum BridgeCatalogue {
    /// The global names the bridge is reachable under.
    public static let globals: Set<String> = ["brazeBridge", "appboyBridge"]

    /// The namespaces on the bridge whose members are calls (`brazeBridge.web.trackLocation()`).
    public static let namespaces: Set<String> = ["web", "display"]

    /// The receiver of the user methods, as written in call names (`getUser().setEmail`).
    public static let userReceiver = "getUser()"

    /// Every call, by canonical name.
    public static let calls: [BridgeCallSpec] = [
        .init("closeMessage", [], effect: .closeMessage),
        .init("logClick", ["buttonId"], effect: .logClick),
        .init("logCustomEvent", ["name", "properties"], effect: .logCustomEvent),
        .init("logPurchase", ["productId", "price", "currencyCode", "quantity", "purchaseProperties"], effect: .logPurchase),
        .init("requestImmediateDataFlush", []),
        .init("requestPushPermission", []),
        .init("changeUser", ["userId", "sdkAuth"]),
        .init("setBannerHeight", ["height"], note: "only Banners implement it; in an in-app message it does nothing"),
        .init("web.registerAppboyPushMessages", ["successCallback", "deniedCallback"]),
        .init("web.trackLocation", []),
        .init("display.showFeed", [], note: "News Feed was removed (Android SDK 38.0.0, Swift SDK 14.0.0)"),
        .init("getUser().setFirstName", ["firstName"]),
        .init("getUser().setLastName", ["lastName"]),
        .init("getUser().setEmail", ["email"]),
        .init("getUser().setGender", ["gender"]),
        .init("getUser().setHomeCity", ["homeCity"]),
        .init("getUser().setEmailNotificationSubscriptionType", ["subscriptionType"]),
        .init("getUser().setPushNotificationSubscriptionType", ["subscriptionType"]),
        .init("getUser().addToCustomAttributeArray", ["key", "value"]),
        .init("getUser().removeFromCustomAttributeArray", ["key", "value"]),
        .init("getUser().incrementCustomUserAttribute", ["key", "value"]),
        .init("getUser().setDateOfBirth", ["year", "month", "day"]),
        .init("getUser().setCountry", ["country"]),
        .init("getUser().setPhoneNumber", ["phone"]),
        .init("getUser().setLineId", ["lineId"]),
        .init("getUser().setCustomUserAttribute", ["key", "value", "merge"], effect: .setCustomUserAttribute),
        .init(
            "getUser().setLocationCustomUserAttribute",
            ["key", "latitude", "longitude"],
            note: "deprecated: use setCustomLocationAttribute"
        ),
        .init("getUser().setCustomLocationAttribute", ["key", "latitude", "longitude"]),
        .init("getUser().setLanguage", ["language"]),
        .init("getUser().addAlias", ["alias", "label"]),
        .init("getUser().addToSubscriptionGroup", ["subscriptionGroupId"]),
        .init("getUser().removeFromSubscriptionGroup", ["subscriptionGroupId"]),
        .init("getUser().getUserId", ["callback"], note: "documented for older SDKs; the current bridge has no getters"),
    ]

    /// The calls by canonical name.
    public static let byName: [String: BridgeCallSpec] = Dictionary(uniqueKeysWithValues: calls.map { ($0.name, $0) })

    /// The members directly on the bridge: its top-level calls, `getUser` and the namespaces.
    public static let members: Set<String> = Set(calls.filter { $0.receiver.isEmpty }.map(\.member))
        .union(namespaces).union(["getUser"])

    /// The method names of each receiver (`getUser()`, `web`, `display`), built once.
    static let membersByReceiver: [String: Set<String>] = Dictionary(
        grouping: calls.filter { !$0.receiver.isEmpty },
        by: \.receiver
    ).mapValues { Set($0.map(\.member)) }

    /// The calls by method name, for names written without their receiver, built once.
    static let callsByMember: [String: [BridgeCallSpec]] = Dictionary(grouping: calls, by: \.member)

    /// The names a member may have after `path` (`[]`: the bridge itself; `["getUser()"]`: the
    /// user object; `["web"]`: a namespace).
    public static func knownNames(after path: [String]) -> Set<String> {
        guard let receiver = path.first else { return members }
        return membersByReceiver[receiver] ?? []
    }

    /// The canonical name of a call as events and scripts spell it: the global is dropped
    /// (`brazeBridge.logClick` → `logClick`), and a bare method name that exists on exactly one
    /// receiver takes it (`setEmail` → `getUser().setEmail`). Unknown names are returned trimmed.
    public static func canonicalName(_ raw: String) -> String {
        var name = Substring(raw.filter { !$0.isWhitespace })
        for global in globals where name.hasPrefix(global + ".") {
            name = name.dropFirst(global.count + 1)
        }
        let text = String(name)
        if byName[text] != nil { return text }
        guard let owners = callsByMember[text], owners.count == 1 else { return text }
        return owners[0].name
    }
}

/// One call of the bridge: its name, its declared parameters and what it does to a session.
public struct BridgeCallSpec: Sendable, Hashable {
    /// What a call does to the delivery engine (docs/rules.md, rule 11).
    public enum Effect: Sendable, Hashable {
        /// Dismisses the message (`dismissed {reason: bridge}`).
        case closeMessage
        /// Logs a click on a button, or on the body without an id.
        case logClick
        /// Logged as a custom event, which can trigger another campaign.
        case logCustomEvent
        /// Logged as a purchase, which can trigger another campaign.
        case logPurchase
        /// Sets a custom user attribute (`attribute_set`).
        case setCustomUserAttribute
        /// Traced as `bridge_call`, with no other effect on the simulated device.
        case traced
    }

    /// The canonical name: `logClick`, `web.trackLocation`, `getUser().setEmail`.
    public let name: String
    /// The receiver before the member: empty, a namespace (`web`) or `getUser()`.
    public let receiver: String
    /// The method's own name.
    public let member: String
    /// The parameters as `braze-html-bridge.js` declares them.
    public let parameters: [String]
    /// What the call does in a session.
    public let effect: Effect
    /// Why the call is worth a remark (deprecated, removed, banners only); nil when it is not.
    public let note: String?

    /// Creates an entry; the name's last dot separates the receiver from the member.
    init(_ name: String, _ parameters: [String], effect: Effect = .traced, note: String? = nil) {
        self.name = name
        if let dot = name.lastIndex(of: ".") {
            receiver = String(name[..<dot])
            member = String(name[name.index(after: dot)...])
        } else {
            receiver = ""
            member = name
        }
        self.parameters = parameters
        self.effect = effect
        self.note = note
    }
}
