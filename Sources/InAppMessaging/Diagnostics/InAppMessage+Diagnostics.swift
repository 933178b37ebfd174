import Foundation

extension InAppMessage {
    /// Wire keys that some kinds show and others ignore, with the kinds that show them.
    static let kindSpecificKeys: [String: Set<MessageKind>] = [
        "header": [.modal, .full], "text_align_header": [.modal, .full],
        "message": [.slideup, .modal, .full, .html], "text_align_message": [.slideup, .modal, .full],
        "image_url": [.slideup, .modal, .full, .modalImage, .fullImage], "icon": [.slideup, .modal, .full],
        "btns": [.modal, .full, .modalImage, .fullImage], "slide_from": [.slideup],
        "crop_type": [.modal, .full, .modalImage, .fullImage], "asset_urls": [.html],
        "zipped_assets_url": [.html], "message_fields": [.html],
    ]

    /// The semantic problems of the message, with their wire paths (relative to the message).
    ///
    /// Rules: `uri-missing` (error: a URI click action without a URI), `too-many-buttons`
    /// (warning: only two are shown), `duplicate-button-id` (warning: Braze's own sample payloads
    /// have them and the SDKs accept them, but clicks cannot be told apart), `extras-key-empty`,
    /// `extras-key-too-long`, `extras-value-too-long` (errors), `image-missing` (error: an
    /// image-only message without `image_url`), `field-not-shown` (warning: a key this kind
    /// ignores, kept as an unknown field), `graphic-ignored` (warning: `icon` beside
    /// `image_url`), `duration-too-short` (warning: under 999 ms Braze shows it for 5 s),
    /// `html-empty` (error), `view-type-extras` (error: extras that break the schema of the view
    /// type they name in `viewTypes`), `view-type-unknown` (warning: a `view_type` the registry
    /// does not hold, which the app may still know), `liquid-error` (error: a field's Liquid does
    /// not parse; the message names the line and column in that field), the WCAG contrast
    /// warnings of `ContrastCheck`, `image-alt-missing` (warning: an image without `image_alt`),
    /// `url-unsafe` (error: a `javascript:` URL to open or load, a Braze Action's links
    /// included), `braze-action-invalid` (error: a `brazeActions://` URI that does not decode,
    /// or a step of it the SDK would skip) and `web-html-javascript` (info: every HTML message,
    /// which the Web SDK refuses unless the site allows user-supplied JavaScript).
    public func diagnostics(viewTypes: ViewTypeRegistry = .builtIn) -> [MessageDiagnostic] {
        var found: [MessageDiagnostic] = []
        func add(_ severity: MessageDiagnostic.Severity, _ path: JSONPath, _ rule: RuleID, _ message: String) {
            found.append(MessageDiagnostic(severity: severity, path: path, rule: rule, message: message))
        }
        let root = JSONPath.root
        for (path, label, action) in clickURIs {
            guard case .url(let uri, _) = action, uri.isEmpty else { continue }
            add(
                .error,
                path,
                .uriMissing,
                "\(label) is missing although the click action is URI: iOS cannot decode the message and never shows it; "
                    + "Android and the web show it, and a click opens nothing"
            )
        }
        if case .auto(let seconds) = messageClose, seconds < 0.999 {
            add(
                .warning,
                root.appending("duration"),
                .durationTooShort,
                "iOS and Android show an auto-dismiss duration under 999 ms for 5 seconds (the web keeps it)"
            )
        }
        checkButtons(add)
        found += brazeActionDiagnostics()
        checkExtras(add)
        found += liquidSyntaxProblems.map(\.diagnostic)
        found += ContrastCheck.diagnostics(of: self)
        found += unsafeURLDiagnostics()
        if kind != .html, assetURLs.contains(where: { !$0.isEmpty }), (imageAlt ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            add(.warning, root.appending("image_alt"), .imageAltMissing, "the image has no image_alt, so screen readers skip it")
        }
        checkViewType(viewTypes, add)
        switch content {
        case .modalImage(let image), .fullImage(let image):
            if image.imageURL.isEmpty {
                add(.error, root.appending("image_url"), .imageMissing, "an image-only message needs an image_url")
            }
        case .html(let html):
            if html.html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                add(.error, root.appending("message"), .htmlEmpty, "the HTML document is empty")
            } else {
                add(
                    .info,
                    root.appending("message"),
                    .webHTMLJavaScript,
                    "on the web this message shows only on sites that initialise the Web SDK with allowUserSuppliedJavascript: true"
                        + " (otherwise it is refused); iOS and Android show it as they are"
                )
            }
        default:
            break
        }
        for key in unknownFields.keys.sorted() where kind != .control {
            if let kinds = Self.kindSpecificKeys[key], !kinds.contains(kind) {
                add(.warning, root.appending(key), .fieldNotShown, "\(key) is not shown on a \(kind.rawValue) message")
            } else if key == "icon", kinds(showing: "icon").contains(kind) {
                add(.warning, root.appending(key), .graphicIgnored, "icon is ignored because image_url is set")
            }
        }
        return found
    }

    private func kinds(showing key: String) -> Set<MessageKind> { Self.kindSpecificKeys[key] ?? [] }

    private func checkButtons(_ add: (MessageDiagnostic.Severity, JSONPath, RuleID, String) -> Void) {
        let path = JSONPath.root.appending("btns")
        if buttons.count > 2 {
            add(.warning, path, .tooManyButtons, "\(buttons.count) buttons, but only the first two are shown")
        }
        var seen: Set<Int> = []
        for (index, button) in buttons.enumerated() {
            if !seen.insert(button.id).inserted {
                add(
                    .warning,
                    path.appending(index).appending("id"),
                    .duplicateButtonId,
                    "button id \(button.id) is used by an earlier button, so clicks on the two cannot be told apart"
                )
            }
        }
    }

    private func checkViewType(_ registry: ViewTypeRegistry, _ add: (MessageDiagnostic.Severity, JSONPath, RuleID, String) -> Void) {
        guard kind != .control, let name = extra(ViewTypeRegistry.viewTypeKey) else { return }
        let path = JSONPath.root.appending("extras")
        if registry.viewTypes[name] == nil {
            let known = registry.viewTypes.keys.sorted().joined(separator: ", ")
            add(
                .warning,
                path.appending(ViewTypeRegistry.viewTypeKey),
                .viewTypeUnknown,
                "view type \"\(name)\" is not registered (registered: \(known)), so its extras are not checked"
            )
            return
        }
        for problem in registry.validate(extras: extras, kind: kind) {
            add(.error, path.appending(problem.key), .viewTypeExtras, problem.description)
        }
    }

    private func checkExtras(_ add: (MessageDiagnostic.Severity, JSONPath, RuleID, String) -> Void) {
        let path = JSONPath.root.appending("extras")
        for (key, value) in extras.sorted(by: { $0.key < $1.key }) {
            if key.isEmpty {
                add(.error, path.appending(key), .extrasKeyEmpty, "extras keys cannot be empty")
            } else if key.count > MessageDiagnostic.maximumExtrasKeyLength {
                add(
                    .error,
                    path.appending(key),
                    .extrasKeyTooLong,
                    "extras keys are limited to \(MessageDiagnostic.maximumExtrasKeyLength) characters"
                )
            }
            if value.text.count > MessageDiagnostic.maximumExtrasValueLength {
                add(
                    .error,
                    path.appending(key),
                    .extrasValueTooLong,
                    "extras values are limited to \(MessageDiagnostic.maximumExtrasValueLength) characters"
                )
            }
        }
    }
}
