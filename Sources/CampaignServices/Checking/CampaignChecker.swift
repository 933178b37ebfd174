public import Foundation
public import HTMLValidation
public import InAppMessaging
import OperationMetrics

/// The one campaign checker every door calls: the editor, `POST /api/validate`, the publish
/// check and `vitrine validate`. In one call it reads a wire message, a campaign envelope, an
/// array of them or an HTML document, and reports wire errors, the message's meaning (view types,
/// contrast, Liquid, URLs) and each HTML payload's own diagnostics, all as `Diagnostic`s. Layout
/// (headless Chromium) and links (the network) are opt-in steps over what it read
/// (`CampaignChecker+Steps.swift`); the check itself has no I/O beyond its input.
public struct CampaignChecker: Sendable {
    /// What one check read and found.
    public struct Report: Sendable {
        /// Every finding, in the order found.
        public var diagnostics: [Diagnostic] = []
        /// The campaigns read, each with the JSON path of its message (`data` in an envelope).
        public var messages: [(campaign: Campaign, path: JSONPath)] = []
        /// The HTML document's bytes, when the input was one rather than JSON.
        public var documentBytes: Data?

        /// The HTML document as text, when the input was one (decoded when asked: only the
        /// layout step reads it, and a large document's copy is not free).
        public var document: String? { documentBytes.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The HTML validator applied to documents and HTML messages' payloads.
    public var validator: HTMLValidator
    /// The view types the extras are checked against.
    public var viewTypes: ViewTypeRegistry

    /// A checker with `validator` and `viewTypes`.
    public init(validator: HTMLValidator = HTMLValidator(), viewTypes: ViewTypeRegistry = .builtIn) {
        self.validator = validator
        self.viewTypes = viewTypes
    }

    /// Checks JSON (first non-blank byte `{` or `[`) as messages or campaigns, anything else as
    /// an HTML document.
    public func check(_ data: Data) -> Report {
        Self.isJSON(data) ? check(json: data) : check(html: data)
    }

    /// Checks an HTML document.
    public func check(html data: Data) -> Report {
        let diagnostics = OperationTimer.measure(.validation) {
            data.withUnsafeBytes { raw in validator.validate(bytes: raw.bindMemory(to: UInt8.self)) }
        }
        return Report(diagnostics: diagnostics.map { Diagnostic($0) }, documentBytes: data)
    }

    /// Checks a wire message, a campaign envelope or an array of them: decoding errors (with
    /// line and column), then every campaign's meaning and HTML payload.
    public func check(json data: Data) -> Report {
        var next = 0
        let located: [(campaign: Campaign, path: JSONPath)]
        let bare: Bool
        do {
            let document = try JSONParser.parse(data)
            located = try CampaignImport.locatedCampaigns(from: document) {
                next += 1
                return "file-\(next)"
            }
            bare = CampaignImport.isBareMessage(document)
        } catch {
            return Report(diagnostics: Self.wireErrors(startingWith: error, in: data).map(Diagnostic.init(wireError:)))
        }
        var report = Report()
        for (campaign, path) in located {
            report.messages.append((campaign, bare ? path : path.appending("data")))
            report.diagnostics += check(campaign, under: path, bare: bare)
        }
        return report
    }

    /// A campaign's meaning and its HTML payload, paths under `base`; `bare` when the message
    /// itself sits at `base` (not in an envelope's `data`).
    public func check(_ campaign: Campaign, under base: JSONPath = .root, bare: Bool = false) -> [Diagnostic] {
        meaning(of: campaign, under: base, bare: bare)
            + htmlDiagnostics(of: campaign, at: (bare ? base : base.appending("data")).appending("message"))
    }

    /// A campaign's meaning (`Campaign.diagnostics(viewTypes:)`), paths under `base`; `bare`
    /// when the message itself sits at `base`.
    func meaning(of campaign: Campaign, under base: JSONPath, bare: Bool) -> [Diagnostic] {
        campaign.diagnostics(viewTypes: viewTypes).map { diagnostic in
            var relative = diagnostic
            if bare, relative.path.components.first == .key("data") { relative.path = JSONPath(Array(relative.path.components.dropFirst())) }
            return Diagnostic(relative, under: base)
        }
    }

    /// What stops an active campaign from being saved without a second word: its HTML payload's
    /// errors (a message nothing can close, a document libxml2 cannot read). Empty for drafts.
    public func publishBlockers(_ campaign: Campaign) -> [Diagnostic] {
        guard campaign.status == .active else { return [] }
        return htmlDiagnostics(of: campaign, at: JSONPath.root.appending("data").appending("message")).filter { $0.severity == .error }
    }

    /// The HTML validator's findings of an HTML message's payload at `path`; none for other kinds.
    private func htmlDiagnostics(of campaign: Campaign, at path: JSONPath) -> [Diagnostic] {
        guard case .html(let content) = campaign.message.content else { return [] }
        return OperationTimer.measure(.validation) { validator.validate(content.html) }.map { Diagnostic($0, at: path) }
    }

    /// True when the first non-blank byte opens a JSON object or array (`InputKind.isJSON`).
    public static func isJSON(_ data: Data) -> Bool { InputKind.isJSON(data) }
}
