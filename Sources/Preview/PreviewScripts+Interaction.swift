extension PreviewScripts {
    /// Reports the user's gestures on the message to the embedding page (a device session), as
    /// `{source: 'vitrine-interaction', type, button}`: `click` on a button (its id) or on the
    /// body (`button: null`), `close` on the ✕, `swipe` on a slideup dragged by 40 points or
    /// more, `background_tap` outside a modal card. In a custom view a tap picks a picker item and
    /// the switches toggle; a button of a message with a custom view sends `custom_view_submit`
    /// with the chosen values instead of `click` (the engine saves them and dismisses the message).
    /// (`Resources/interaction-reporter.js`).
    static let interactionReporter = PreviewResource(embedded: PackageResources.interaction_reporter_js)

    /// Once loaded, reports the document's size at 1:1 to the embedding page as `{source:
    /// 'vitrine-size', width, height}`: the width its script element's `data-width` gives, the
    /// height it draws (no gap under the device), so the page can fit the device to its window
    /// (`Resources/size-reporter.js`).
    static let sizeReporter = PreviewResource(embedded: PackageResources.size_reporter_js)
}
