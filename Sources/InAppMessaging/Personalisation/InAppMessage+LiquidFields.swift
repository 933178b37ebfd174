extension InAppMessage {
    /// Rewrites every field Braze renders through Liquid, in wire order, with `rewrite`'s result
    /// (nil leaves a field as it is): the header, the message (the whole document of an HTML
    /// message), the image URL, the click URI, each button's text and URI, and each string value
    /// of the extras. Each field is named by its wire path.
    public mutating func rewriteLiquidFields(_ rewrite: (JSONPath, String) -> String?) {
        func apply(_ path: JSONPath, _ text: inout String) {
            if let new = rewrite(path, text) { text = new }
        }
        func apply(_ path: JSONPath, _ graphic: inout Graphic?) {
            guard case .image(var url)? = graphic else { return }
            apply(path, &url)
            graphic = .image(url)
        }
        func apply(_ path: JSONPath, _ action: inout ClickAction) {
            guard case .url(var uri, let useWebView) = action else { return }
            apply(path, &uri)
            action = .url(uri, useWebView: useWebView)
        }
        func apply(_ buttons: inout [MessageButton]) {
            for index in buttons.indices {
                let path = JSONPath.root.appending("btns").appending(index)
                apply(path.appending("text"), &buttons[index].text)
                apply(path.appending("uri"), &buttons[index].clickAction)
            }
        }
        switch content {
        case .slideup(var slideup):
            apply(.root.appending("message"), &slideup.message)
            apply(.root.appending("image_url"), &slideup.graphic)
            content = .slideup(slideup)
        case .modal(var text), .full(var text):
            if var header = text.header {
                apply(.root.appending("header"), &header)
                text.header = header
            }
            apply(.root.appending("message"), &text.message)
            apply(.root.appending("image_url"), &text.graphic)
            apply(&text.buttons)
            content = kind == .modal ? .modal(text) : .full(text)
        case .modalImage(var image), .fullImage(var image):
            apply(.root.appending("image_url"), &image.imageURL)
            apply(&image.buttons)
            content = kind == .modalImage ? .modalImage(image) : .fullImage(image)
        case .html(var html):
            apply(.root.appending("message"), &html.html)
            content = .html(html)
        case .control:
            break
        }
        apply(.root.appending("uri"), &clickAction)
        for key in extras.keys.sorted() {
            guard case .string(var value) = extras[key] else { continue }
            apply(.root.appending("extras").appending(key), &value)
            extras[key] = .string(value)
        }
    }

    /// True when some field Liquid renders has a `{{` or `{%` (a message without any renders as
    /// itself, with no parsing).
    public var hasLiquid: Bool {
        var found = false
        var copy = self
        copy.rewriteLiquidFields { _, text in
            if !found, Self.mayHaveLiquid(text) { found = true }
            return nil
        }
        return found
    }

    /// True when `text` has a `{{` or `{%` (one pass over its bytes).
    static func mayHaveLiquid(_ text: String) -> Bool {
        var previousWasBrace = false
        for byte in text.utf8 {
            if previousWasBrace, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%") { return true }
            previousWasBrace = byte == UInt8(ascii: "{")
        }
        return false
    }
}
