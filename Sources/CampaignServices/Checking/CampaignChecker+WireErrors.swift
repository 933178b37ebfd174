import Foundation
import InAppMessaging

extension CampaignChecker {
    /// The most decoding errors one check reports.
    static let maximumWireErrors = 50

    /// Every decoding error of a document, not only the first the decoder meets: each error's
    /// value is taken out of the document (``JSONValue/removing(_:)``) and the rest decoded
    /// again, so `{"message": 5, "btns": {}}` reports both fields. Stops at a syntax error (the
    /// document has no tree to go on with), at an error whose value cannot be taken out (a
    /// missing member), or at ``maximumWireErrors``.
    static func wireErrors(startingWith first: WireError, in data: Data) -> [WireError] {
        guard let path = first.path, first.line == nil, var document = try? JSONParser.parse(data) else { return [first] }
        var errors = [first]
        var next = path
        while errors.count < maximumWireErrors, let rest = document.removing(next) {
            document = rest
            do {
                _ = try CampaignImport.locatedCampaigns(from: document) { "file" }
                break
            } catch {
                guard let path = error.path, error.line == nil else { break }
                errors.append(error)
                next = path
            }
        }
        return errors
    }
}

extension Diagnostic {
    /// A wire decoding error as an error diagnostic.
    init(wireError error: WireError) {
        self.init(severity: .error, rule: .wireInvalid, message: error.message, path: error.path, line: error.line, column: error.column)
    }
}
