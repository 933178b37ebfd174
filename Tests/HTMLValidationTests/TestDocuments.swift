import Foundation
import TestSupport

/// Locates the project's test documents: the Braze fixtures and this target's corpus.
enum TestDocuments {
    /// `Tests/Fixtures` in the project.
    static var fixtures: URL { ProjectPaths.fixtures }

    /// The four Braze template file names.
    static let brazeTemplates = [
        "1-braze-dashboard-carousel-modal.html", "2-braze-dashboard-simple-modal.html",
        "3-braze-dashboard-survey-modal.html", "6-braze-nps.html",
    ]

    /// A Braze template's text.
    static func brazeTemplate(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("braze/\(name)"), encoding: .utf8)
    }

    /// The `message` of `wire/html-bridge.json`.
    static func bridgeMessage() throws -> String {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("wire/html-bridge.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["message"] as? String ?? ""
    }

    /// The folder of deliberately broken documents.
    static var corpus: URL {
        ProjectPaths.url("Tests/HTMLValidationTests/Corpus")
    }

    /// A corpus document's bytes.
    static func corpusDocument(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
    }

    /// A minimal valid in-app message around `body`.
    static func page(_ body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Test</title>
        </head>
        <body>
        \(body)
        <button onclick="brazeBridge.closeMessage()">Close</button>
        </body>
        </html>
        """
    }
}
