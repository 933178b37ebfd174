import Foundation
import InAppMessaging

/// A form value typed by the select beside it, as the editor's extras rows and the session
/// panel's property rows post them: `text` (or `string`), `number`, `boolean` or `json`.
enum TypedValue {
    /// The JSON value of `text` read as `type`, or why it is not one (a phrase such as
    /// `expected a number, not "abc"`); unknown types read as text.
    static func parse(_ text: String, as type: String) -> Result<JSONValue, TypedValueError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case "number":
            if let integer = Int(trimmed) { return .success(.int(integer)) }
            if let number = Double(trimmed), number.isFinite { return .success(.double(number)) }
            return .failure(TypedValueError(message: "expected a number, not \"\(text)\""))
        case "boolean":
            switch trimmed.lowercased() {
            case "true", "yes", "1": return .success(.bool(true))
            case "false", "no", "0": return .success(.bool(false))
            default: return .failure(TypedValueError(message: "expected true or false, not \"\(text)\""))
            }
        case "json":
            do {
                return .success(try JSONParser.parse(text))
            } catch {
                return .failure(TypedValueError(message: "not JSON: \(error.message)"))
            }
        default:
            return .success(.string(text))
        }
    }

    /// The JSON type a stored value is edited as, and its text in the form.
    static func field(for value: JSONValue) -> (text: String, type: String) {
        switch value {
        case .string(let text): return (text, "text")
        case .int, .double: return (value.text, "number")
        case .bool: return (value.text, "boolean")
        case .null, .array, .object: return (value.text, "json")
        }
    }
}

/// Why a typed form value is not of its type.
struct TypedValueError: Error {
    /// The phrase, e.g. `expected a number, not "abc"`.
    let message: String
}
