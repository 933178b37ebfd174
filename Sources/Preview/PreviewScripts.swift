import InAppMessaging

/// The preview's scripts: the `brazeBridge` stub injected into HTML messages, and the listener
/// in the preview document that lists the calls and links it records.
enum PreviewScripts {
    /// Turns the box of an image that fails to load into its placeholder; runs in the head,
    /// before any image loads
    /// (`Resources/image-fallback.js`).
    static let imageFallback = PreviewResource(embedded: PackageResources.image_fallback_js)

    /// On iOS, keeps a modal card at least as tall as its image, spacings and buttons, so that on
    /// a short screen only the text block gives way and the card runs past the bottom margin, as
    /// BrazeUI's constraints do (docs/rules.md, rule 8; `Resources/modal-fit.js`). It shares the
    /// head's script element with `imageFallback`.
    static let modalFit = PreviewResource(embedded: PackageResources.modal_fit_js)

    /// The stub placed at the start of an HTML message's document. `brazeBridge` and
    /// `appboyBridge` have every call of `BridgeCatalogue` (built from it, so the preview, the
    /// validator and the engine agree) and record each by posting `{source, call, args}` to the
    /// parent. Links are not followed: each posts `{source: 'vitrine-link', url, target}`, which
    /// the session page feeds to the engine as a `link` event (docs/rules.md, rule 11); so does
    /// `window.open(url, name)`, with the name as target (`_blank` without one).
    static let bridgeStub: String = {
        func members(of receiver: String) -> String {
            BridgeCatalogue.calls.filter { $0.receiver == receiver }.map { "\($0.member): method('\($0.name)')" }
                .joined(separator: ", ")
        }
        let namespaces = BridgeCatalogue.namespaces.sorted().map { "\($0): { \(members(of: $0)) }" }.joined(separator: ",\n    ")
        // `Resources/bridge-stub.js` with its three placeholders filled in.
        let script = PreviewResource(embedded: PackageResources.bridge_stub_js).text
            .replacing("{{user_methods}}", with: members(of: BridgeCatalogue.userReceiver))
            .replacing("{{bridge_methods}}", with: members(of: ""))
            .replacing("{{namespaces}}", with: namespaces)
        return "<script>\n" + script + "\n</script>\n"
    }()

    /// The preview document's listener: lists each recorded call and link in the bridge panel,
    /// hides the message when the call or link closes it (docs/rules.md, rule 11), and re-posts both to the
    /// embedding page
    /// (`Resources/bridge-listener.js`, given the web schemes of `DeliveryEngine.newWindowSchemes`).
    static let bridgeListener: PreviewResource = {
        // `Resources/bridge-listener.js` with the engine's web schemes filled in.
        let schemes = DeliveryEngine.newWindowSchemes.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let script = PreviewResource(embedded: PackageResources.bridge_listener_js).text
            .replacing("{{new_window_schemes}}", with: schemes)
        return PreviewResource(embedded: Array(script.utf8))
    }()
}
