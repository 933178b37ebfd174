import Foundation
import Hummingbird
import InAppMessaging
import OrderedCollections
import Preview

/// The body of `POST /api/preview`: a wire message (or campaign envelope) and preview options.
struct PreviewRequest: Sendable {
    /// The message to render.
    let message: InAppMessage
    /// The document title.
    let title: String
    /// The envelope's translations (none for a bare message).
    let translations: TranslationTable
    /// The options: the query's, overridden by the body's `options` object.
    let options: PreviewOptions

    /// Reads the JSON body; every problem is an `HTTPError` 400 naming its location.
    init(json: Data, query: [String: String]) throws {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        guard case .object = root else {
            throw HTTPError(.badRequest, message: "$: expected an object with \"message\" and \"options\"")
        }
        guard let messageJSON = root["message"] else {
            throw HTTPError(.badRequest, message: "message: required")
        }
        do {
            let document = try PreviewInput.document(from: messageJSON, path: JSONPath.root.appending("message"))
            message = document.message
            title = document.title
            translations = document.translations
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        var merged = query
        switch root["options"] {
        case nil, .null?:
            break
        case .object(let members)?:
            for (key, value) in members {
                guard let text = Self.optionText(value) else {
                    throw HTTPError(.badRequest, message: "options.\(key): expected a string, number or boolean")
                }
                merged[key] = text
            }
        case .some:
            throw HTTPError(.badRequest, message: "options: expected an object")
        }
        do {
            options = try PreviewOptions(query: merged)
        } catch {
            throw HTTPError(.badRequest, message: "options.\(error.key): \(error.message)")
        }
    }

    /// A JSON option value as query text.
    private static func optionText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        default: return nil
        }
    }
}
