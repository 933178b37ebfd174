import InAppMessaging

extension PreviewRenderer {
    /// Renders what a simulated phone shows: `message` on screen, or only the app when nil.
    ///
    /// With `options.interactive`, gestures on the message are reported to the parent page.
    public func renderScreen(_ message: InAppMessage?, options: PreviewOptions, title: String = "Device") -> String {
        let shown = message ?? InAppMessage(content: .control)
        let context = PreviewContext(message: shown, options: options, registry: registry)
        return document(context, title: title, showsMessage: message != nil)
    }
}
