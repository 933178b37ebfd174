/// Decoding and encoding of `bridge` events' `{call, args}`.
extension DeviceEvent.BridgeCall {
    /// Decodes `call` (a name of `BridgeCatalogue`, optionally spelled with its global:
    /// `"brazeBridge.logClick"`, `"appboyBridge.getUser().setCustomUserAttribute"`) and `args`,
    /// the JavaScript call's arguments as a JSON array. A call that is not in the catalogue is
    /// kept as an unknown call, never refused: real templates make such calls.
    init(fields: WireObject) throws(WireError) {
        let raw = try fields.requiredString("call")
        let name = BridgeCatalogue.canonicalName(raw)
        let args = try fields.array("args") ?? []
        let argsPath = fields.path("args")
        func argument(_ index: Int) -> JSONValue? {
            index < args.count && args[index] != .null ? args[index] : nil
        }
        func string(_ index: Int, _ what: String) throws(WireError) -> String {
            guard let value = argument(index)?.stringValue else {
                throw WireError(message: "expected \(what) (a string)", path: argsPath.appending(index))
            }
            return value
        }
        func properties(_ index: Int) throws(WireError) -> JSONObject {
            guard let value = argument(index) else { return [:] }
            guard case .object(let members) = value else {
                throw WireError(message: "expected the properties (an object)", path: argsPath.appending(index))
            }
            return members
        }
        func number(_ index: Int, _ what: String, default fallback: Double) throws(WireError) -> Double {
            guard let value = argument(index) else { return fallback }
            if let number = value.doubleValue, number.isFinite { return number }
            if let text = value.stringValue, let number = Double(text), number.isFinite { return number }
            throw WireError(message: "expected \(what) (a number)", path: argsPath.appending(index))
        }
        guard let spec = BridgeCatalogue.byName[name] else {
            self = .traced(name: name, args: args, known: false)
            return
        }
        switch spec.effect {
        case .closeMessage:
            self = .closeMessage
        case .logClick:
            self = .logClick(buttonID: try DeviceEvent.Payload.buttonID(argument(0), path: argsPath.appending(0)))
        case .logCustomEvent:
            self = .logCustomEvent(name: try string(0, "the event name"), properties: try properties(1))
        case .logPurchase:
            self = .logPurchase(
                DeviceEvent.Purchase(
                    productID: try string(0, "the product id"),
                    price: try number(1, "the price", default: 0),
                    currency: argument(2)?.stringValue ?? "USD",
                    quantity: try DeviceEvent.Purchase.quantity(number(3, "the quantity", default: 1), path: argsPath.appending(3)),
                    properties: try properties(4)
                )
            )
        case .setCustomUserAttribute:
            guard let value = argument(1) else {
                throw WireError(message: "missing the attribute value", path: argsPath.appending(1))
            }
            self = .setCustomUserAttribute(key: try string(0, "the attribute key"), value: value)
        case .traced:
            self = .traced(name: name, args: args, known: true)
        }
    }

    /// The call's arguments as the JSON array a `bridge` event carries.
    var arguments: [JSONValue] {
        switch self {
        case .closeMessage: return []
        case .logClick(let buttonID): return buttonID.map { [.string($0)] } ?? []
        case .logCustomEvent(let name, let properties): return [.string(name), .object(properties)]
        case .logPurchase(let purchase):
            return [
                .string(purchase.productID), .number(purchase.price), .string(purchase.currency),
                .int(purchase.quantity), .object(purchase.properties),
            ]
        case .setCustomUserAttribute(let key, let value): return [.string(key), value]
        case .traced(_, let args, _): return args
        }
    }
}
