/// One entry of a device's event log: what happened, and when (`at`, seconds from the log's start).
public struct DeviceEvent: Sendable, Hashable {
    /// Seconds from the start of the log.
    public var at: Double
    /// What happened.
    public var payload: Payload
    /// For an interaction, the campaign of the message it acts on (the web may show several);
    /// nil: the message displayed last. An interaction naming a campaign not on screen has no effect.
    public var campaign: String?

    /// Creates an event; `campaign` names the message an interaction acts on.
    public init(at: Double, _ payload: Payload, campaign: String? = nil) {
        self.at = at
        self.payload = payload
        self.campaign = campaign
    }

    /// Every event a simulated device can log.
    public enum Payload: Sendable, Hashable {
        /// The app launched; a cold launch clears the stack and the screen.
        case appLaunch(cold: Bool)
        /// A session started: campaigns are delivered, `open` triggers fire.
        case sessionStart
        /// The session ended.
        case sessionEnd
        /// `logCustomEvent(name, properties)`.
        case customEvent(name: String, properties: JSONObject)
        /// `logPurchase(…)`.
        case purchase(Purchase)
        /// The user opened a push notification of the given campaign.
        case pushClick(campaignID: String)
        /// The app went to the background.
        case appBackground
        /// The app came back to the foreground.
        case appForeground
        /// The device rotated.
        case rotate(DeliveryConfiguration.DeviceOrientation)
        /// The system appearance changed.
        case appearance(DeliveryConfiguration.Appearance)
        /// The device went online or offline.
        case network(online: Bool)
        /// The app navigated to a screen.
        case screen(name: String)
        /// The app called `presentNext()`.
        case presentNext
        /// A click on a button (its id) or, when nil, on the message body.
        case click(button: String?)
        /// The close button was tapped.
        case close
        /// The message was swiped away.
        case swipe
        /// The user tapped outside the message.
        case backgroundTap
        /// The user pressed Android's back button (no effect on iOS and the web).
        case back
        /// A custom view (picker, table list) was submitted with the chosen values.
        case customViewSubmit(values: [String])
        /// An HTML message called `brazeBridge`.
        case bridge(BridgeCall)
        /// An HTML message followed a link (`href`, and the link's `target` when it has one) or
        /// called `window.open(url, name)` (posted with the name as `target`, `_blank` without one).
        case link(url: String, target: String?)
        /// The app showed a message it built itself with `present(message:)`.
        case presentLocal(InAppMessage)
        /// Only advances time (fires due timers).
        case tick

        /// The event's `type` string in JSON.
        public var type: String {
            switch self {
            case .appLaunch: return "app_launch"
            case .sessionStart: return "session_start"
            case .sessionEnd: return "session_end"
            case .customEvent: return "custom_event"
            case .purchase: return "purchase"
            case .pushClick: return "push_click"
            case .appBackground: return "app_background"
            case .appForeground: return "app_foreground"
            case .rotate: return "rotate"
            case .appearance: return "appearance"
            case .network: return "network"
            case .screen: return "screen"
            case .presentNext: return "present_next"
            case .click: return "click"
            case .close: return "close"
            case .swipe: return "swipe"
            case .backgroundTap: return "background_tap"
            case .back: return "back"
            case .customViewSubmit: return "custom_view_submit"
            case .bridge: return "bridge"
            case .link: return "link"
            case .presentLocal: return "present_local"
            case .tick: return "tick"
            }
        }

        /// The types of the events that are a user's or a message's action on a message on
        /// screen, which may name the message's `campaign`.
        public static let interactionTypes: Set<String> = [
            "click", "close", "swipe", "background_tap", "back", "custom_view_submit", "bridge", "link",
        ]

        /// Whether the event is a user's or a message's action on a message on screen, which
        /// may name the message's `campaign`.
        public var isInteraction: Bool { Self.interactionTypes.contains(type) }
    }

    /// A purchase as `logPurchase` reports it.
    public struct Purchase: Sendable, Hashable {
        /// The product id.
        public var productID: String
        /// The unit price.
        public var price: Double
        /// ISO 4217 currency code.
        public var currency: String
        /// How many units.
        public var quantity: Int
        /// Purchase properties, compared by `purchase_property` filters.
        public var properties: JSONObject

        /// Creates a purchase.
        public init(
            productID: String,
            price: Double = 0,
            currency: String = "USD",
            quantity: Int = 1,
            properties: JSONObject = [:]
        ) {
            self.productID = productID
            self.price = price
            self.currency = currency
            self.quantity = quantity
            self.properties = properties
        }
    }

    /// A call an HTML message makes through `brazeBridge` (or the legacy `appboyBridge`).
    public enum BridgeCall: Sendable, Hashable {
        /// `closeMessage()`.
        case closeMessage
        /// `logClick(id?)`.
        case logClick(buttonID: String?)
        /// `logCustomEvent(name, properties)`.
        case logCustomEvent(name: String, properties: JSONObject)
        /// `logPurchase(productId, price, currency, quantity, properties)`.
        case logPurchase(Purchase)
        /// `getUser().setCustomUserAttribute(key, value)`.
        case setCustomUserAttribute(key: String, value: JSONValue)
        /// Any other call, by canonical name: traced as `bridge_call`; `known` is false for a call
        /// `BridgeCatalogue` does not have.
        case traced(name: String, args: [JSONValue], known: Bool)

        /// The call's name in JSON (`call`).
        public var name: String {
            switch self {
            case .closeMessage: return "closeMessage"
            case .logClick: return "logClick"
            case .logCustomEvent: return "logCustomEvent"
            case .logPurchase: return "logPurchase"
            case .setCustomUserAttribute: return "getUser().setCustomUserAttribute"
            case .traced(let name, _, _): return name
            }
        }
    }
}
