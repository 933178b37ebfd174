import Foundation
import InAppMessaging

/// View model of the campaign editor: every field pre-formatted, with its error.
struct CampaignEditorPage: Page {
    /// The template.
    static let template = "campaign-editor"

    let title: String
    let isNew: Bool
    /// The campaign is archived: the header offers to unarchive it instead.
    let isArchived: Bool
    let action: String
    let id: String
    let version: String
    let kind: String
    let kindLabel: String
    let notice: String?
    /// The HTML errors the user must confirm before an active campaign is saved.
    let confirmErrors: [String]
    let needsConfirmation: Bool
    /// Every error, general ones first, then each field's in page order, named and linked.
    var errorSummary: [ErrorSummaryItem] = []
    /// The checker's warnings and notes, each field's in page order, named and linked.
    var warningSummary: [ErrorSummaryItem] = []
    /// The Checks box: the HTML validator's errors (they stop a save as active until confirmed),
    /// then `warningSummary`.
    var checkSummary: [ErrorSummaryItem] = []
    let hasErrors: Bool
    let previewURL: String?
    /// The header's links and forms (nil for a new campaign).
    let revisionsURL: String?
    /// The campaign's share links for review without an account.
    let reviewLinksURL: String?
    let exportURL: String?
    let duplicateURL: String?
    let archiveURL: String?
    let unarchiveURL: String?
    let deleteURL: String?

    let idField: FieldView
    let name: FieldView
    let status: SelectView
    let tags: FieldView
    /// The A/B-test panel (nil on a new campaign's page).
    let variants: VariantPanelView?

    let showsText: Bool, showsHeader: Bool, showsGraphic: Bool, showsImageOnly: Bool
    let showsSlideFrom: Bool, showsButtons: Bool, isHTML: Bool, isControl: Bool
    let header: FieldView, headerAlign: SelectView, message: FieldView, messageAlign: SelectView
    let imageURL: FieldView, imageAlt: FieldView, icon: FieldView, cropType: SelectView, slideFrom: SelectView
    let clickAction: SelectView, uri: FieldView, useWebView: CheckboxView
    /// The builder of the body's Braze Action.
    let bodyAction: BrazeActionBuilderView
    let messageClose: SelectView, duration: FieldView, orientation: SelectView
    let animateIn: CheckboxView, animateOut: CheckboxView
    let html: FieldView, assetURLs: FieldView

    let lightTheme: [FieldView]
    let darkEnabled: CheckboxView
    let darkTheme: [FieldView]
    let buttons: [ButtonSlotView]
    let extras: [ExtraRowView]
    /// How many stored extras the form does not show (0: all shown); posted back as is.
    let extrasHidden: Int
    /// Says that some extras are not shown and are kept as stored.
    let extrasNote: String?
    let extrasError: String?
    let triggers: [TriggerView]
    /// The translations table (ids × locales) and its CSV download and upload.
    let translations: TranslationTableView
    /// The locales the side preview offers (the table's).
    let previewLocales: [OptionView]

    let priority: FieldView, delay: FieldView, reEligibility: FieldView, timeout: FieldView
    let minInterval: FieldView, startTime: FieldView, endTime: FieldView

    let assetChoices: [String]
    /// The user profiles the side preview can render Liquid as.
    let previewUsers: [OptionView]
    /// The side preview's platforms, as the preview page offers them (the first one shown).
    let previewPlatforms = PreviewPage.platformChoices(selected: nil)
    /// The side preview's devices with the platforms that draw them, as the preview page offers
    /// them (the first one shown).
    let previewDevices = PreviewPage.deviceChoices(selected: nil)
    /// The side preview's text sizes, as the preview page offers them (the default shown).
    let previewTextSizes = PreviewPage.textSizeChoices(selected: nil)
    let htmlDiagnostics: [HTMLDiagnosticView]
    let htmlIsClean: Bool
    let hasHTMLDiagnostics: Bool
    /// The open review comments beside the side preview (a stored campaign's, when it has any).
    var reviewComments: ReviewCommentsBox?

    /// The page of `form` with its errors and warnings; an HTML message's validator errors are
    /// named in the Checks box, and in `notice` (a save's) when there are any.
    init(
        form: CampaignForm,
        errors: FormErrors,
        isNew: Bool,
        notice: String? = nil,
        confirm: [String] = [],
        libraryURLs: [String] = [],
        profiles: [UserProfile] = [],
        paths: Paths
    ) {
        confirmErrors = confirm
        needsConfirmation = !confirm.isEmpty
        assetChoices = libraryURLs
        previewUsers = profiles.map { OptionView(value: $0.id, label: $0.name, selected: false) }
        htmlDiagnostics = form.kind == MessageKind.html.rawValue ? HTMLDiagnosticView.list(for: form.html) : []
        hasHTMLDiagnostics = !htmlDiagnostics.isEmpty
        htmlIsClean = form.kind == MessageKind.html.rawValue && !form.html.isEmpty && htmlDiagnostics.isEmpty
        let kind = MessageKind(rawValue: form.kind) ?? .slideup
        self.isNew = isNew
        isArchived = !isNew && form.status == CampaignStatus.archived.rawValue
        title = isNew ? "New \(kind.label.lowercased()) campaign" : "Edit \(form.name.isEmpty ? form.id : form.name)"
        action = isNew ? paths.campaignCreate : paths.campaign(form.id)
        id = form.id
        version = form.version
        self.kind = kind.rawValue
        kindLabel = kind.label
        let htmlErrors = htmlDiagnostics.filter { $0.severity == "error" }
        self.notice = notice.map { htmlErrors.isEmpty ? $0 : $0 + " " + Self.htmlErrorNote(count: htmlErrors.count) }
        hasErrors = !errors.isEmpty
        previewURL = isNew ? nil : paths.campaignPreview(form.id)
        revisionsURL = isNew ? nil : paths.campaignRevisions(form.id)
        reviewLinksURL = isNew ? nil : paths.campaignReviewLinks(form.id)
        exportURL = isNew ? nil : paths.campaignExport(form.id)
        duplicateURL = isNew ? nil : paths.campaignDuplicate(form.id)
        archiveURL = isNew ? nil : paths.campaignArchive(form.id)
        unarchiveURL = isNew ? nil : paths.campaignUnarchive(form.id)
        deleteURL = isNew ? nil : paths.campaignDelete(form.id)

        idField = FieldView("id", "Id", form.id, errors: errors, hint: "Letters, digits and dashes; it cannot change later.")
        variants = isNew ? nil : VariantPanelView(form: form, errors: errors, paths: paths)
        name = FieldView("name", "Name", form.name, errors: errors)
        status = SelectView(
            "status",
            "Status",
            selected: form.status,
            options: CampaignStatus.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
            errors: errors
        )
        tags = FieldView("tags", "Tags", form.tags, errors: errors, hint: "Comma-separated.")

        showsText = [.slideup, .modal, .full].contains(kind)
        showsHeader = [.modal, .full].contains(kind)
        showsGraphic = [.slideup, .modal, .full].contains(kind)
        showsImageOnly = [.modalImage, .fullImage].contains(kind)
        showsSlideFrom = kind == .slideup
        showsButtons = [.modal, .full, .modalImage, .fullImage].contains(kind)
        isHTML = kind == .html
        isControl = kind == .control
        let alignments = TextAlignment.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }
        header = FieldView("header", "Header", form.header, errors: errors)
        headerAlign = SelectView("header_align", "Header alignment", selected: form.headerAlign, options: alignments, errors: errors)
        message = FieldView(
            "message",
            "Message",
            form.message,
            errors: errors,
            hint: kind == .modal ? "For a picker (extras view_type=picker), the comma-separated items." : ""
        )
        messageAlign = SelectView("message_align", "Message alignment", selected: form.messageAlign, options: alignments, errors: errors)
        imageURL = FieldView(
            "image_url",
            "Image URL",
            form.imageURL,
            errors: errors,
            type: "url",
            hint: "An https URL or an asset from the library.",
            list: "asset-urls"
        )
        imageAlt = FieldView(
            "image_alt",
            "Image alt text",
            form.imageAlt,
            errors: errors,
            hint: "What a screen reader says for the image."
        )
        icon = FieldView(
            "icon",
            "Icon glyph",
            form.icon,
            errors: errors,
            hint: "A Font Awesome 4.7 icon by name (bullhorn) or code (U+F0A1); the image wins when both are set."
        )
        cropType = SelectView(
            "crop_type",
            "Image crop",
            selected: form.cropType,
            options: [("", "Default"), ("fitCenter", "Fit"), ("centerCrop", "Fill (crop)")],
            errors: errors
        )
        slideFrom = SelectView(
            "slide_from",
            "Slides from",
            selected: form.slideFrom,
            options: [("bottom", "Bottom"), ("top", "Top")],
            errors: errors
        )
        clickAction = SelectView(
            "click_action",
            "On click",
            selected: form.clickAction,
            options: CampaignForm.clickActionChoices,
            errors: errors
        )
        uri = FieldView("uri", "URL", form.uri, errors: errors)
        bodyAction = BrazeActionBuilderView(
            slot: 0,
            prefix: "action_",
            selectName: "click_action",
            heading: "Braze Action of the message",
            fields: form.bodyAction,
            errors: errors
        )
        useWebView = CheckboxView(name: "use_webview", label: "Open in an in-app web view", checked: form.useWebView)
        messageClose = SelectView(
            "message_close",
            "Dismissal",
            selected: form.messageClose,
            options: [("auto", "Automatically after a duration"), ("swipe", "When the user dismisses it")],
            errors: errors
        )
        duration = FieldView("duration", "Duration (seconds)", form.duration, errors: errors, type: "number")
        orientation = SelectView(
            "orientation",
            "Orientation",
            selected: form.orientation,
            options: Orientation.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
            errors: errors
        )
        animateIn = CheckboxView(name: "animate_in", label: "Animate in", checked: form.animateIn)
        animateOut = CheckboxView(name: "animate_out", label: "Animate out", checked: form.animateOut)
        html = FieldView("html", "HTML document", form.html, errors: errors)
        assetURLs = FieldView("asset_urls", "Asset URLs", form.assetURLs, errors: errors, hint: "One per line; prefetched before display.")

        let defaults = Theme.defaultLight(for: kind)
        let defaultColors: [String: ARGBColor] = [
            "background": defaults.backgroundColor, "text": defaults.textColor, "header": defaults.headerTextColor, "icon": defaults.iconColor,
            "icon_background": defaults.iconBackgroundColor, "close": defaults.closeButtonColor, "frame": defaults.frameColor,
        ]
        lightTheme = Self.themeFields(form.light, prefix: "light_", errors: errors).map { field in
            defaultColors[String(field.name.dropFirst("light_".count))].map { field.defaulting(to: $0) } ?? field
        }
        darkEnabled = CheckboxView(name: "dark_enabled", label: "This message has a dark theme", checked: form.darkEnabled)
        darkTheme = Self.themeFields(form.dark, prefix: "dark_", errors: errors).map { field in
            field.defaulting(toField: "light_" + field.name.dropFirst("dark_".count))
        }
        buttons = form.buttons.enumerated().map { ButtonSlotView(index: $0.offset, fields: $0.element, errors: errors) }
        extras = form.extras.enumerated().map { ExtraRowView(index: $0.offset, row: $0.element, count: form.extras.count, errors: errors) }
        extrasHidden = form.extrasHidden
        extrasNote =
            form.extrasHidden > 0
            ? "This campaign has \(form.extras.count + form.extrasHidden) extras: the first \(form.extras.count) by key are shown here, "
                + "and the other \(form.extrasHidden) are kept as stored when you save. Change those through the JSON API or an import."
            : nil
        extrasError = errors["extras"]
        triggers = form.triggers.enumerated().map { TriggerView(index: $0.offset, fields: $0.element, errors: errors) }
        // Only the message's text fields name translation ids: build it alone, without the
        // triggers, delivery and diagnostics of a whole campaign.
        let message = MessageKind(rawValue: form.kind).map { kind in
            var scratch = FormErrors()
            return form.buildMessage(kind: kind, base: nil, errors: &scratch)
        }
        translations = TranslationTableView(form: form, message: message, errors: errors, paths: paths, isNew: isNew)
        previewLocales = form.locales.map { OptionView(value: $0, label: $0, selected: false) }

        priority = FieldView(
            "priority",
            "Priority",
            form.priority,
            errors: errors,
            type: "number",
            hint: "Higher wins when several campaigns match one event."
        )
        delay = FieldView("delay", "Delay (seconds)", form.delay, errors: errors, type: "number")
        reEligibility = FieldView(
            "re_eligibility",
            "Re-eligible after (seconds)",
            form.reEligibility,
            errors: errors,
            type: "number",
            hint: "-1 shows it once per device."
        )
        timeout = FieldView("timeout", "Timeout (seconds)", form.timeout, errors: errors, type: "number", hint: "Empty: delay + 30.")
        minInterval = FieldView(
            "min_interval",
            "Minimum seconds since the last triggered message",
            form.minInterval,
            errors: errors,
            type: "number",
            hint: "Empty: the app's setting."
        )
        startTime = FieldView("start_time", "Starts (UTC)", form.startTime, errors: errors, type: "datetime-local")
        endTime = FieldView("end_time", "Ends (UTC)", form.endTime, errors: errors, type: "datetime-local")
        errorSummary = ErrorSummaryItem.list(errors, fields: fieldsInPageOrder)
        warningSummary = ErrorSummaryItem.warnings(errors, fields: fieldsInPageOrder)
        checkSummary = htmlErrors.map(ErrorSummaryItem.init(htmlError:)) + warningSummary
    }

    /// What a save's notice adds when the HTML has `count` errors.
    static func htmlErrorNote(count: Int) -> String {
        let (errors, them) = count == 1 ? ("1 HTML error", "it") : ("\(count) HTML errors", "them")
        return "It has \(errors) (under Checks): a draft is saved with \(them), and saving it as active asks you to confirm \(them) first."
    }

    private static func themeFields(_ theme: CampaignForm.ThemeFields, prefix: String, errors: FormErrors) -> [FieldView] {
        CampaignForm.ThemeFields.fields.map { field in
            FieldView(prefix + field.suffix, field.label, theme[keyPath: field.keyPath], errors: errors, hint: "#RRGGBB or #AARRGGBB")
        }
    }
}
