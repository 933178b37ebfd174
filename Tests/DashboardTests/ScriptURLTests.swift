import Foundation
import InAppMessaging
import Testing

/// `javascript:` and `vbscript:` URLs, however spelled, are refused wherever a message opens or
/// loads a URL.
@Suite struct ScriptURLTests {
    @Test(arguments: ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "vbscript:msgbox(1)"])
    func scriptURLsAreRefusedWhereverAMessageOpensOrLoadsThem(_ url: String) throws {
        let escaped = url.replacingOccurrences(of: "\t", with: "\\t")
        let message = try InAppMessage(
            wire: JSONParser.parse(
                #"{"type": "MODAL", "message": "m", "image_url": "\#(escaped)", "image_alt": "a", "click_action": "URI", "uri": "\#(escaped)", "btns": [{"id": 0, "text": "Go", "click_action": "URI", "uri": "\#(escaped)"}]}"#
            )
        )
        let unsafe = message.diagnostics().filter { $0.rule == .urlUnsafe }
        #expect(unsafe.map(\.path.description).sorted() == ["btns[0].uri", "image_url", "uri"])
        #expect(unsafe.allSatisfy { $0.severity == .error && $0.message.contains("runs script") })
        #expect(
            try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "message": "m", "click_action": "URI", "uri": "myapp://javascript:x"}"#))
                .diagnostics().allSatisfy { $0.rule != .urlUnsafe }
        )
    }
}
