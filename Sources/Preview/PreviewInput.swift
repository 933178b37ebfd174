public import Foundation
public import InAppMessaging

/// Reads what `vitrine render` and the preview API are given: a wire message, or a campaign
/// envelope (`{"type": "inapp", "data": …}`) whose message is previewed.
public enum PreviewInput {
    /// A message to preview and the name to title it with.
    public struct Document: Sendable, Hashable {
        /// The message.
        public var message: InAppMessage
        /// The campaign's name, or a name for the message's kind.
        public var title: String
        /// The campaign's translations (none for a bare message).
        public var translations = TranslationTable()
    }

    /// Parses JSON bytes as a campaign envelope or a bare message; errors carry the line and
    /// column (syntax) or the JSON path (content).
    public static func document(fromJSON data: Data) throws(WireError) -> Document {
        let json = try JSONParser.parse(data)
        return try document(from: json)
    }

    /// Reads an already parsed campaign envelope or bare message.
    public static func document(from json: JSONValue, path: JSONPath = .root) throws(WireError) -> Document {
        if json["type"]?.stringValue?.lowercased() == "inapp", json["data"] != nil {
            let campaign = try Campaign(wire: json, path: path)
            return Document(message: campaign.message, title: campaign.name, translations: campaign.translations)
        }
        let message = try InAppMessage(wire: json, path: path)
        return Document(message: message, title: "\(message.kind.rawValue) message")
    }
}
