extension PreviewScripts {
    /// Reports the user's gestures on the message to the embedding page (a device session), as
    /// `{source: 'vitrine-interaction', type, button}`: `click` on a button (its id) or on the
    /// body (`button: null`), `close` on the ✕, `swipe` on a slideup dragged by 40 points or
    /// more, `background_tap` outside a modal card. In a custom view a tap picks a picker item and
    /// the switches toggle; a button of a message with a custom view sends `custom_view_submit`
    /// with the chosen values instead of `click` (the engine saves them and dismisses the message).
    /// Once loaded it reports the height it draws as `{source: 'vitrine-size', height}`, so the
    /// session page fits its frame to it (`Resources/interaction-reporter.js`).
    static let interactionReporter = PreviewResource(embedded: PackageResources.interaction_reporter_js)
}
