/// The catalogue of every rule a diagnostic can name: wire and meaning, HTML, layout measured in
/// the browser, and links. Producers name rules by case, so a typo does not compile; the raw
/// value is the stable kebab-case id reports print, and `summary` feeds SARIF's rule metadata.
public enum RuleID: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The JSON does not decode as a message or campaign (syntax, type or value).
    case wireInvalid = "wire-invalid"
    /// A campaign or button id is empty.
    case idEmpty = "id-empty"
    /// An id has characters or a length that is not allowed.
    case idInvalid = "id-invalid"
    /// Two buttons share an id.
    case duplicateButtonId = "duplicate-button-id"
    /// More buttons than the kind shows.
    case tooManyButtons = "too-many-buttons"
    /// A click action that opens a URI has none.
    case uriMissing = "uri-missing"
    /// A `brazeActions://` click URI the SDK would not run, or a step of it that it would skip.
    case brazeActionInvalid = "braze-action-invalid"
    /// A javascript: or vbscript: URL as a click URI, button URI or image URL.
    case urlUnsafe = "url-unsafe"
    /// A field the message's kind never shows.
    case fieldNotShown = "field-not-shown"
    /// An icon or image the kind does not draw.
    case graphicIgnored = "graphic-ignored"
    /// A kind that needs an image has none.
    case imageMissing = "image-missing"
    /// An image without alternative text.
    case imageAltMissing = "image-alt-missing"
    /// An HTML message without a document.
    case htmlEmpty = "html-empty"
    /// An auto-dismiss duration shorter than the SDK allows.
    case durationTooShort = "duration-too-short"
    /// An extras key is empty.
    case extrasKeyEmpty = "extras-key-empty"
    /// An extras key is longer than the limit.
    case extrasKeyTooLong = "extras-key-too-long"
    /// An extras value is longer than the limit.
    case extrasValueTooLong = "extras-value-too-long"
    /// The extras name a view type the registry does not know.
    case viewTypeUnknown = "view-type-unknown"
    /// A view type's extras are missing or malformed.
    case viewTypeExtras = "view-type-extras"
    /// An active campaign with no trigger never shows.
    case noTriggers = "no-triggers"
    /// A trigger that needs a name has none.
    case triggerNameEmpty = "trigger-name-empty"
    /// A trigger type the engine does not know.
    case triggerTypeUnknown = "trigger-type-unknown"
    /// A property filter group with no filter.
    case filterGroupEmpty = "filter-group-empty"
    /// A property filter without a value to compare.
    case filterValueMissing = "filter-value-missing"
    /// A property filter's regular expression that is too long, invalid, or backtracks past the bound.
    case regexUnsafe = "regex-unsafe"
    /// A schedule that ends before it starts.
    case scheduleInverted = "schedule-inverted"
    /// A trigger timeout shorter than its delay.
    case timeoutBeforeDelay = "timeout-before-delay"
    /// An A/B test's split Braze would not accept (percentages, count, names).
    case splitInvalid = "split-invalid"
    /// A tag with characters that are not allowed.
    case tagInvalid = "tag-invalid"
    /// A campaign name with control or text-direction characters.
    case nameInvalid = "name-invalid"
    /// The header colour on the background is under the WCAG contrast ratio.
    case contrastHeader = "contrast-header"
    /// The text colour on the background is under the WCAG contrast ratio.
    case contrastText = "contrast-text"
    /// A button's text on its background is under the WCAG contrast ratio.
    case contrastButtonText = "contrast-button-text"
    /// A button hardly stands out from the message's background.
    case contrastButtonBoundary = "contrast-button-boundary"
    /// A Liquid template that fails to render.
    case liquidError = "liquid-error"
    /// A Liquid template that renders with a warning.
    case liquidWarning = "liquid-warning"
    /// libxml2 cannot read the document here.
    case parseError = "parse-error"
    /// The document ends inside a tag, comment or attribute.
    case truncatedDocument = "truncated-document"
    /// The document is larger than the payload limit.
    case payloadTooLarge = "payload-too-large"
    /// A malformed attribute.
    case brokenAttribute = "broken-attribute"
    /// The document has no <!DOCTYPE html>.
    case missingDoctype = "missing-doctype"
    /// A doctype after content.
    case misplacedDoctype = "misplaced-doctype"
    /// An <html> tag where it does not belong.
    case misplacedHtml = "misplaced-html"
    /// A <head> tag where it does not belong.
    case misplacedHead = "misplaced-head"
    /// A <body> tag where it does not belong.
    case misplacedBody = "misplaced-body"
    /// Content after </body> or </html>.
    case contentAfterBody = "content-after-body"
    /// No viewport meta tag: the message draws at desktop width.
    case missingViewport = "missing-viewport"
    /// An end tag that closes nothing.
    case strayEndTag = "stray-end-tag"
    /// An element that is never closed.
    case unclosedElement = "unclosed-element"
    /// An element HTML does not define.
    case unknownElement = "unknown-element"
    /// An element HTML has made obsolete.
    case obsoleteElement = "obsolete-element"
    /// Two elements share an id.
    case duplicateId = "duplicate-id"
    /// Elements nested deeper than the validator checks.
    case nestingTooDeep = "nesting-too-deep"
    /// More diagnostics than one report shows.
    case tooManyDiagnostics = "too-many-diagnostics"
    /// The validation stopped before the end of the document (time limit or cancelled).
    case validationStopped = "validation-stopped"
    /// Nothing in the HTML message closes it.
    case noClose = "no-close"
    /// Only `appboy://close` links close the HTML message, which the web ignores.
    case closeLinkOnly = "close-link-only"
    /// An abButtonId that is not a button index.
    case abButtonId = "ab-button-id"
    /// A brazeBridge call the SDK does not have.
    case unknownBridgeCall = "unknown-bridge-call"
    /// A deprecated appboyBridge call.
    case bridgeCallDeprecated = "bridge-call-deprecated"
    /// A javascript: URL in the document.
    case javascriptUrl = "javascript-url"
    /// An asset loaded over plain http:.
    case insecureAsset = "insecure-asset"
    /// A slideup's text cut by its three-line clamp.
    case layoutTextClamped = "layout-text-clamped"
    /// A modal's header cut off.
    case layoutHeaderCut = "layout-header-cut"
    /// Text that scrolls out of view in a modal.
    case layoutTextScrolls = "layout-text-scrolls"
    /// A button label cut with an ellipsis.
    case layoutButtonTruncated = "layout-button-truncated"
    /// A tap target in an HTML message under 44 × 44 pt.
    case htmlTapTargetSmall = "html-tap-target-small"
    /// An image in an HTML message without alt.
    case htmlImageAltMissing = "html-image-alt-missing"
    /// A link, button or field in an HTML message that Chromium's accessibility tree gives no name.
    case htmlControlUnnamed = "html-control-unnamed"
    /// An HTML message whose `<html>` has no `lang`.
    case htmlLangMissing = "html-lang-missing"
    /// A focus order that leaves what is on screen (a positive `tabindex`, a focusable element hidden or off screen).
    case htmlFocusOrder = "html-focus-order"
    /// Animation or transitions without a `prefers-reduced-motion` rule.
    case htmlMotionUnguarded = "html-motion-unguarded"
    /// Text sized in fixed `px` in an HTML message shown on iOS, where it gets no Dynamic Type.
    case htmlFontFixed = "html-font-fixed"
    /// A link or image URL that does not answer.
    case linkUnreachable = "link-unreachable"
    /// A link or image over plain http:.
    case linkInsecure = "link-insecure"
    /// An image that is not PNG, JPEG or GIF.
    case imageType = "image-type"
    /// An image served with a content type that does not match its bytes.
    case imageContentType = "image-content-type"
    /// An image over 500 KB.
    case imageHeavy = "image-heavy"
    /// An image over 5 MB.
    case imageTooLarge = "image-too-large"
    /// An image off its slot's aspect ratio.
    case imageAspect = "image-aspect"
    /// An image under its slot's recommended resolution.
    case imageResolution = "image-resolution"
    /// A modal's image taller than 2.9 : 1, which Android cuts to 2.9 : 1.
    case androidImageCrop = "android-image-crop"
    /// An HTML message, which the Web SDK shows only where the site allows user-supplied JavaScript.
    case webHTMLJavaScript = "web-html-javascript"

    /// The kebab-case id.
    public var description: String { rawValue }

    /// One sentence saying what the rule finds.
    public var summary: String {
        switch self {
        case .wireInvalid: return "The JSON does not decode as a message or campaign (syntax, type or value)."
        case .idEmpty: return "A campaign or button id is empty."
        case .idInvalid: return "An id has characters or a length that is not allowed."
        case .duplicateButtonId: return "Two buttons share an id."
        case .tooManyButtons: return "More buttons than the kind shows."
        case .uriMissing: return "A click action that opens a URI has none."
        case .brazeActionInvalid: return "A brazeActions:// click URI the SDK would not run, or a step of it that it would skip."
        case .urlUnsafe: return "A javascript: or vbscript: URL as a click URI, button URI or image URL."
        case .fieldNotShown: return "A field the message's kind never shows."
        case .graphicIgnored: return "An icon or image the kind does not draw."
        case .imageMissing: return "A kind that needs an image has none."
        case .imageAltMissing: return "An image without alternative text."
        case .htmlEmpty: return "An HTML message without a document."
        case .durationTooShort: return "An auto-dismiss duration shorter than the SDK allows."
        case .extrasKeyEmpty: return "An extras key is empty."
        case .extrasKeyTooLong: return "An extras key is longer than the limit."
        case .extrasValueTooLong: return "An extras value is longer than the limit."
        case .viewTypeUnknown: return "The extras name a view type the registry does not know."
        case .viewTypeExtras: return "A view type's extras are missing or malformed."
        case .noTriggers: return "An active campaign with no trigger never shows."
        case .triggerNameEmpty: return "A trigger that needs a name has none."
        case .triggerTypeUnknown: return "A trigger type the engine does not know."
        case .filterGroupEmpty: return "A property filter group with no filter."
        case .filterValueMissing: return "A property filter without a value to compare."
        case .regexUnsafe: return "A property filter's regular expression that is too long, invalid, or backtracks past the bound."
        case .scheduleInverted: return "A schedule that ends before it starts."
        case .timeoutBeforeDelay: return "A trigger timeout shorter than its delay."
        case .splitInvalid: return "Variants whose percentages do not add up to 100, more than eight, or a name used twice."
        case .tagInvalid: return "A tag with characters that are not allowed."
        case .nameInvalid: return "A campaign name with control or text-direction characters."
        case .contrastHeader: return "The header colour on the background is under the WCAG contrast ratio."
        case .contrastText: return "The text colour on the background is under the WCAG contrast ratio."
        case .contrastButtonText: return "A button's text on its background is under the WCAG contrast ratio."
        case .contrastButtonBoundary: return "A button hardly stands out from the message's background."
        case .liquidError: return "A Liquid template that fails to render."
        case .liquidWarning: return "A Liquid template that renders with a warning."
        case .parseError: return "libxml2 cannot read the document here."
        case .truncatedDocument: return "The document ends inside a tag, comment or attribute."
        case .payloadTooLarge: return "The document is larger than the payload limit."
        case .brokenAttribute: return "A malformed attribute."
        case .missingDoctype: return "The document has no <!DOCTYPE html>."
        case .misplacedDoctype: return "A doctype after content."
        case .misplacedHtml: return "An <html> tag where it does not belong."
        case .misplacedHead: return "A <head> tag where it does not belong."
        case .misplacedBody: return "A <body> tag where it does not belong."
        case .contentAfterBody: return "Content after </body> or </html>."
        case .missingViewport: return "No viewport meta tag: the message draws at desktop width."
        case .strayEndTag: return "An end tag that closes nothing."
        case .unclosedElement: return "An element that is never closed."
        case .unknownElement: return "An element HTML does not define."
        case .obsoleteElement: return "An element HTML has made obsolete."
        case .duplicateId: return "Two elements share an id."
        case .nestingTooDeep: return "Elements nested deeper than the validator checks."
        case .tooManyDiagnostics: return "More diagnostics than one report shows."
        case .validationStopped: return "The validation stopped before the end of the document (time limit or cancelled)."
        case .noClose: return "Nothing in the HTML message closes it."
        case .closeLinkOnly: return "Only appboy://close links close the HTML message; the Web SDK ignores them."
        case .abButtonId: return "An abButtonId that is not a button index."
        case .unknownBridgeCall: return "A brazeBridge call the SDK does not have."
        case .bridgeCallDeprecated: return "A deprecated appboyBridge call."
        case .javascriptUrl: return "A javascript: URL in the document."
        case .insecureAsset: return "An asset loaded over plain http:."
        case .layoutTextClamped: return "A slideup's text cut by its three-line clamp."
        case .layoutHeaderCut: return "A modal's header cut off."
        case .layoutTextScrolls: return "Text that scrolls out of view in a modal."
        case .layoutButtonTruncated: return "A button label cut with an ellipsis."
        case .htmlTapTargetSmall: return "A tap target in an HTML message under 44 × 44 pt."
        case .htmlImageAltMissing: return "An image in an HTML message without alt."
        case .htmlControlUnnamed: return "A link, button or field in an HTML message with no accessible name."
        case .htmlLangMissing: return "An HTML message without a lang attribute."
        case .htmlFocusOrder: return "A focus order that leaves what is on screen."
        case .htmlMotionUnguarded: return "Animation without a prefers-reduced-motion rule."
        case .htmlFontFixed: return "Text in fixed px in an HTML message on iOS (no Dynamic Type)."
        case .linkUnreachable: return "A link or image URL that does not answer."
        case .linkInsecure: return "A link or image over plain http:."
        case .imageType: return "An image that is not PNG, JPEG or GIF."
        case .imageContentType: return "An image served with a content type that does not match its bytes."
        case .imageHeavy: return "An image over 500 KB."
        case .imageTooLarge: return "An image over 5 MB."
        case .imageAspect: return "An image off its slot's aspect ratio."
        case .imageResolution: return "An image under its slot's recommended resolution."
        case .androidImageCrop: return "A modal's image taller than 2.9 : 1, which Android cuts to 2.9 : 1."
        case .webHTMLJavaScript: return "An HTML message, which the Web SDK shows only where the site allows user-supplied JavaScript."
        }
    }
}
