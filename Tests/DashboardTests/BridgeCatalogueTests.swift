import Foundation
import HTMLValidation
import InAppMessaging
import Testing

@testable import Preview

/// The preview's bridge stub, the HTML validator and the delivery engine read one catalogue of
/// `brazeBridge` calls: every call goes through all three, and they agree.
@Suite struct BridgeCatalogueTests {
    /// JavaScript arguments for a call: real values for the calls with an effect, names otherwise.
    static func arguments(_ call: BridgeCallSpec) -> [JSONValue] {
        switch call.effect {
        case .closeMessage: return []
        case .logClick: return ["1"]
        case .logCustomEvent: return ["catalogue_event", .object(["n": .int(1)])]
        case .logPurchase: return ["sku", .double(9.99), "EUR", .int(2), .object([:])]
        case .setCustomUserAttribute: return ["favourite", "tea"]
        case .traced: return call.parameters.map { .string($0) }
        }
    }

    @Test func theStubDefinesExactlyTheCatalogue() {
        let stub = PreviewScripts.bridgeStub
        var defined: Set<String> = []
        var rest = Substring(stub)
        while let start = rest.range(of: "method('") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { break }
            defined.insert(String(rest[..<end]))
        }
        #expect(defined == Set(BridgeCatalogue.calls.map(\.name)))
        #expect(stub.contains("window.appboyBridge = bridge"))
    }

    @Test func theValidatorKnowsEveryCallAndNoOther() {
        let script = BridgeCatalogue.calls.map { call in
            "brazeBridge.\(call.name)(\(Self.arguments(call).map { JSONWriter.write($0) }.joined(separator: ", ")));"
        }.joined(separator: "\n")
        let document = "<!doctype html><html lang=\"en\"><head><title>All calls</title></head><body><script>\n\(script)\n</script></body></html>"
        let diagnostics = HTMLValidator().validate(document)
        #expect(!diagnostics.contains { $0.rule == .unknownBridgeCall }, "\(diagnostics.map(\.message))")
        let notes = diagnostics.filter { $0.rule == .bridgeCallDeprecated }.count
        #expect(notes == BridgeCatalogue.calls.filter { $0.note != nil }.count)
        let typo = HTMLValidator().validate("<!doctype html><title>t</title><script>brazeBridge.getUser().setFirstNme('x')</script>")
        #expect(typo.contains { $0.rule == .unknownBridgeCall && $0.message.contains("setFirstName") })
    }

    @Test func theEngineAcceptsEveryCallAndAppliesItsEffect() throws {
        let page = Campaign(
            id: "page",
            message: InAppMessage(content: .html(HTMLContent(html: "<p>x</p>")), messageClose: .userInteraction),
            triggers: [.customEvent(name: "open")],
            reEligibility: 0
        )
        for call in BridgeCatalogue.calls {
            var engine = DeliveryEngine(configuration: DeliveryConfiguration(triggerMinimumTimeInterval: 0), campaigns: [page])
            _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
            _ = try engine.apply(DeviceEvent(at: 1, .customEvent(name: "open", properties: [:])))
            let event = try DeviceEvent(
                json: .object(["at": .int(2), "type": "bridge", "call": .string("appboyBridge." + call.name), "args": .array(Self.arguments(call))])
            )
            let kinds = try engine.apply(event).map(\.kind)
            let expected: TraceEntry.Kind =
                switch call.effect {
                case .closeMessage: .dismissed
                case .logClick: .clicked
                case .logCustomEvent, .logPurchase: .noMatchingTrigger
                case .setCustomUserAttribute: .attributeSet
                case .traced: .bridgeCall
                }
            #expect(kinds == [expected], "\(call.name)")
        }
        var engine = DeliveryEngine(campaigns: [page])
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        _ = try engine.apply(DeviceEvent(at: 1, .customEvent(name: "open", properties: [:])))
        let unknown = try engine.apply(DeviceEvent(at: 2, .bridge(.traced(name: "shareToFacebook", args: [], known: false))))
        #expect(unknown.first?[field: "known"] == .bool(false))
    }
}
