/// The JavaScript surface the Braze SDKs inject into HTML in-app messages as `brazeBridge`
/// (and the deprecated alias `appboyBridge`).
enum BrazeBridgeAPI {
    /// The global names the bridge is reachable under.
    static let globals: Set<String> = ["brazeBridge", "appboyBridge"]

    /// Methods and namespaces directly on the bridge.
    static let members: Set<String> = [
        "closeMessage", "logClick", "logCustomEvent", "logPurchase", "requestImmediateDataFlush",
        "requestPushPermission", "changeUser", "getUser", "display", "web",
    ]

    /// Methods of the namespaces on the bridge (`brazeBridge.display.showFeed()`).
    static let namespaces: [String: Set<String>] = [
        "display": ["showFeed", "showContentCards"],
        "web": ["registerAppboyPushMessages", "trackLocation"],
    ]

    /// Methods of the user object returned by `brazeBridge.getUser()`.
    static let userMethods: Set<String> = [
        "addAlias", "addToCustomAttributeArray", "addToSubscriptionGroup", "getUserId",
        "incrementCustomUserAttribute", "removeFromCustomAttributeArray",
        "removeFromSubscriptionGroup", "setCountry", "setCustomLocationAttribute",
        "setCustomUserAttribute", "setDateOfBirth", "setEmail",
        "setEmailNotificationSubscriptionType", "setFirstName", "setGender", "setHomeCity",
        "setLanguage", "setLastName", "setPhoneNumber", "setPushNotificationSubscriptionType",
    ]

    /// The known names a member at `path` may have (`[]` for the bridge itself, `["getUser()"]`
    /// for the user object, `["display"]` for a namespace).
    static func knownNames(after path: [String]) -> Set<String> {
        switch path.first {
        case nil: return members
        case "getUser()": return userMethods
        case let namespace?: return namespaces[namespace] ?? []
        }
    }

    /// The known name closest to `name`, if it is a plausible typo.
    static func suggestion(for name: String, among names: Set<String>) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= max(1, min(3, candidate.count / 4)), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
