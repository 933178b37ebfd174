public import CampaignStore
public import Foundation
public import InAppMessaging
public import Liquid
import OperationMetrics
public import Preview
public import Snapshot

/// The one way every door draws a preview: a campaign or a message with `PreviewOptions` →
/// a document, a PNG, or the layout measured in the browser.
///
/// It owns what a preview needs beyond the renderer: the stored view types, the asset library's
/// stand-ins for remote images (inlined as `data:` URLs for documents shown away from the server),
/// the Liquid inputs (user profile, content blocks, campaign, now), the operation timers, and
/// moving the render off the request's thread. Without a store it draws with the built-in view
/// types and no stand-ins (the command line on files).
public struct PreviewService: Sendable {
    /// The store the view types, profiles, content blocks and stand-ins come from, if any.
    public let database: AppDatabase?
    /// The headless Chromium PNGs are taken with, if any.
    public let browser: SharedBrowser?
    /// Liquid's "now" when the options leave it open (Unix seconds).
    private let now: @Sendable () -> Double
    /// What one preview's Liquid may spend.
    public let liquidBudget: LiquidBudget.Limits
    /// How many previews and PNGs may run at once, and wait.
    public let gates: WorkGates

    /// A service over `database` (nil: files only), with `browser` when the server has one.
    public init(
        database: AppDatabase? = nil,
        browser: SharedBrowser? = nil,
        liquidBudget: LiquidBudget.Limits = .default,
        gates: WorkGates = .unbounded,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.liquidBudget = liquidBudget
        self.gates = gates
        self.database = database
        self.browser = browser
        self.now = now
    }

    /// The preview document of `subject` drawn with `options`; with `inliningImages`, library
    /// images travel inside it as `data:` URLs (for Chromium, which loads it away from the server).
    public func document(_ subject: PreviewSubject, options: PreviewOptions, inliningImages: Bool = false) async throws -> RenderedPreview {
        let renderer = try await renderer(for: subject.message, inliningImages: inliningImages)
        let personalisation = try await personalisation(for: subject, options: options)
        let (markup, liquid) = try await gates.preview.run {
            try await Offload.run {
                OperationTimer.measure(.preview) {
                    renderer.renderReporting(subject.message, options: options, title: subject.title, personalisation: personalisation)
                }
            }
        }
        let frame = options.frame(for: subject.message)
        let size = frame.documentSize(withBridgePanel: subject.message.kind == .html)
        return RenderedPreview(
            markup: markup,
            width: size.width,
            height: size.height,
            budgetExceeded: liquid.budgetExceeded,
            liquidProblems: liquid.problems
        )
    }

    /// The preview document of the stored campaign `campaignID` drawn with `options` (the render
    /// route); a `StoreError.notFound` when there is none.
    ///
    /// A message without Liquid (no `{{` or `{%` in any field Liquid renders, so no translation
    /// tags either) is drawn only from stored data — the campaign, view types, stand-in images —
    /// and the options: its document is kept in the store's read cache under the campaign's id
    /// and the options, and every write (this process's or another's) drops it with the rest of
    /// that cache. A message with Liquid is drawn for every request: its "now", user profile and
    /// content blocks may differ.
    public func storedDocument(campaignID: String, options: PreviewOptions) async throws -> [UInt8] {
        guard let database else { throw PreviewError.noStore("campaign \"\(campaignID)\"") }
        let key = StoredDocumentKey(campaignID: campaignID, options: options)
        if let kept = database.cachedDocument(key) { return kept }
        let generation = database.readGeneration
        let campaign = try await database.existingCampaign(id: campaignID).campaign
        let subject: PreviewSubject
        do {
            subject = try PreviewSubject(campaign: campaign, options: options)
        } catch {
            throw PreviewError.invalidOption(error)
        }
        let markup = try await document(subject, options: options).markup
        if !campaign.message.hasLiquid { database.keepDocument(markup, for: key, readAt: generation) }
        return markup
    }

    /// What a kept preview document is found by: the campaign and every option of the preview.
    private struct StoredDocumentKey: Hashable, Sendable {
        let campaignID: String
        let options: PreviewOptions
    }

    /// What a simulated device shows: `message` as the engine presented it (its Liquid already
    /// rendered at trigger time), or only the app when nil.
    public func screen(_ message: InAppMessage?, options: PreviewOptions, title: String) async throws -> String {
        let renderer = try await renderer(for: message ?? InAppMessage(content: .control))
        return OperationTimer.measure(.preview) { renderer.renderScreen(message, options: options, title: title) }
    }

    /// A PNG of `subject`'s device at `scale` device pixels per point.
    public func png(_ subject: PreviewSubject, options: PreviewOptions, scale: Double) async throws -> [UInt8] {
        guard let browser else { throw PreviewError.browserUnavailable("PNG previews need Chromium, and this server has none") }
        let document = try await document(subject, options: options, inliningImages: true)
        return try await gates.snapshot.run {
            try await OperationTimer.measure(.snapshot) {
                try await browser.screenshot(html: document.html, width: document.width, height: document.height, scale: scale)
            }
        }
    }

    /// The layout problems of `subject` as `options` draw it, measured in the server's browser one
    /// check at a time (the PNG previews' gate); without a browser, `browserUnavailable`. The page
    /// is prepared first (store reads, Liquid, images): only the measurement holds the browser.
    public func layoutFindings(_ subject: PreviewSubject, options: PreviewOptions) async throws -> [LayoutCheck.Measurement] {
        guard let browser else { throw PreviewError.browserUnavailable("layout checks need Chromium, and this server has none") }
        let page = try await layoutPage(subject, options: options)
        return try await gates.snapshot.run {
            try await browser.using("measure the layout") { try await page.measure(in: $0) }
        }
    }

    /// The layout problems of `subject` measured in `browser` as `options` draw it (by default a
    /// phone in the message's own orientation, light): clamped or cut text, truncated buttons, and
    /// in HTML messages small tap targets and images without `alt` (their Liquid rendered first,
    /// translation tags in `options`' locale, with its language and direction as the preview sets them).
    public func layoutFindings(
        _ subject: PreviewSubject,
        options: PreviewOptions = PreviewOptions(),
        in browser: HeadlessBrowser
    ) async throws -> [LayoutCheck.Measurement] {
        try await layoutPage(subject, options: options).measure(in: browser)
    }

    /// What the layout check opens: an HTML message's own document, or the preview document.
    private enum LayoutPage: Sendable {
        case html(String, platform: Platform, width: Int, height: Int)
        case preview(RenderedPreview)

        func measure(in browser: HeadlessBrowser) async throws -> [LayoutCheck.Measurement] {
            let check = LayoutCheck(browser: browser)
            switch self {
            case .html(let html, let platform, let width, let height):
                return try await check.measureHTML(html, platform: platform, width: width, height: height, at: JSONPath().appending("message"))
            case .preview(let document):
                return try await check.measurePreview(document.html, width: document.width, height: document.height)
            }
        }
    }

    private func layoutPage(_ subject: PreviewSubject, options: PreviewOptions) async throws -> LayoutPage {
        guard case .html = subject.message.content else {
            return .preview(try await document(subject, options: options, inliningImages: true))
        }
        let outcome = subject.message.personalised(with: try await personalisation(for: subject, options: options))
        guard case .html(let content) = outcome.message.content else { return .html("", platform: options.platform, width: 0, height: 0) }
        let frame = options.frame(for: subject.message)
        return .html(
            PreviewRenderer.settingLanguage(of: content.html, locale: outcome.locale),
            platform: options.platform,
            width: frame.width,
            height: frame.height
        )
    }

    /// A renderer with the stored view types and the stand-ins of `message`'s remote images that
    /// the library already holds: a preview never downloads (`RemoteImages` does, on an editor's save).
    public func renderer(for message: InAppMessage, inliningImages: Bool = false) async throws -> PreviewRenderer {
        guard let database else { return PreviewRenderer() }
        let urls = message.assetURLs
        let copies = try await database.libraryImages(for: urls)
        let registry = try await database.viewTypeRegistry()
        guard inliningImages else { return PreviewRenderer(registry: registry, libraryImages: copies) }
        return PreviewRenderer(registry: registry, libraryImages: try await InlinedImages.resolve(urls, copies: copies, database: database))
    }

    /// The Liquid inputs of `subject` for `options`' user (else the subject's own profile), locale
    /// and moment. A message without Liquid skips the store; an unknown user is a
    /// `PreviewError.unknownUser`.
    public func personalisation(for subject: PreviewSubject, options: PreviewOptions) async throws -> Personalisation {
        let now = options.now ?? now()
        guard subject.message.hasLiquid else { return Personalisation(now: now, locale: options.locale) }
        var personalisation = Personalisation(
            user: subject.profile,
            campaign: subject.campaign,
            now: now,
            translations: subject.translations,
            locale: options.locale
        )
        personalisation.budget = liquidBudget
        guard let database else {
            if let user = options.user { throw PreviewError.noStore("user \"\(user)\"") }
            return personalisation
        }
        if let user = options.user {
            guard let found = try await database.userProfile(id: user) else { throw PreviewError.unknownUser(user) }
            personalisation.user = found
        }
        personalisation.contentBlocks = try await database.contentBlocks()
        return personalisation
    }
}
