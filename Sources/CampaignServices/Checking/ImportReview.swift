public import Foundation
public import InAppMessaging

/// What an import of one document would store, with every finding about each campaign located in
/// that document: the one answer `vitrine import`, the import page and `POST /api/import` give.
/// A document with any error stores nothing, through any door.
public struct ImportReview: Sendable {
    /// The campaigns, in the document's order.
    public var campaigns: [Campaign]
    /// Every finding about their meaning (errors and warnings), each with its path in the
    /// document (`[1].data.uri` for the second envelope of an array, `uri` for a bare message).
    public var diagnostics: [Diagnostic]

    /// The findings that stop the import.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Each error as one line, `path: message` (`[1].data.uri: the click URI is missing …`), as
    /// the command line and the import page show them.
    public var errorLines: [String] {
        errors.map { error in error.path.map { "\($0): \(error.message)" } ?? error.message }
    }

    /// Whether the campaigns may be stored: no finding is an error.
    public var isStorable: Bool { !diagnostics.contains { $0.severity == .error } }
}

extension CampaignChecker {
    /// Reads a document to import (a bare message, an envelope, an array of envelopes or an SDK
    /// response) and checks every campaign's meaning against `viewTypes`. A document that does not
    /// decode throws its located `WireError`; otherwise every finding of every campaign is in the
    /// review, not only the first. HTML payloads are not validated here: an HTML error stops an
    /// active campaign's save in the editor, not an import.
    public func reviewImport(_ data: Data, makeID: () -> String) throws(WireError) -> ImportReview {
        let document = try JSONParser.parse(data)
        let located = try CampaignImport.locatedCampaigns(from: document, makeID: makeID)
        let bare = CampaignImport.isBareMessage(document)
        return ImportReview(
            campaigns: located.map(\.campaign),
            diagnostics: located.flatMap { campaign, path in meaning(of: campaign, under: path, bare: bare) }
        )
    }
}
