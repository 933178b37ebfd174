import Foundation

/// The `; key=value` parameters of a header value such as `Content-Type` or
/// `Content-Disposition` (RFC 9110 §5.6.6): quoted values may hold `;`, `=` and spaces, and
/// `\"` inside them stands for `"`. multipart-kit splits parts but reads only unquoted parameters.
enum HeaderParameters {
    /// The parameters after the first `;`, keys lowercased; the first of a repeated key wins.
    static func parse(_ value: String) -> [String: String] {
        var result: [String: String] = [:]
        let characters = Array(value)
        var index = characters.firstIndex(of: ";") ?? characters.endIndex
        while index < characters.endIndex {
            index += 1  // past ";"
            while index < characters.endIndex, characters[index] == " " || characters[index] == "\t" { index += 1 }
            var key = ""
            while index < characters.endIndex, characters[index] != "=", characters[index] != ";" {
                key.append(characters[index])
                index += 1
            }
            guard index < characters.endIndex, characters[index] == "=" else { continue }
            index += 1
            var text = ""
            if index < characters.endIndex, characters[index] == "\"" {
                index += 1
                while index < characters.endIndex, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.endIndex { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                while index < characters.endIndex, characters[index] != ";" { index += 1 }
            } else {
                while index < characters.endIndex, characters[index] != ";" {
                    text.append(characters[index])
                    index += 1
                }
                while text.last == " " || text.last == "\t" { text.removeLast() }
            }
            let name = key.trimmingCharacters(in: .whitespaces).lowercased()
            if !name.isEmpty, result[name] == nil { result[name] = text }
        }
        return result
    }
}
