import Foundation

/// Reads the fields a browser would post from a rendered form: inputs, checked boxes, selected options, textareas.
struct FormScraper {
    /// The name/value pairs in document order.
    let fields: [(name: String, value: String)]

    init(html: String, formID: String = "campaign-form") {
        guard let start = html.range(of: "id=\"\(formID)\""), let end = html.range(of: "</form>", range: start.upperBound..<html.endIndex) else {
            fields = []
            return
        }
        let form = String(html[start.upperBound..<end.lowerBound])
        let pattern = #"<input\b[^>]*>|<select\b[^>]*>.*?</select>|<textarea\b[^>]*>.*?</textarea>"#
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        var fields: [(String, String)] = []
        for match in regex.matches(in: form, range: NSRange(form.startIndex..., in: form)) {
            let tag = String(form[Range(match.range, in: form)!])
            guard let name = Self.attribute("name", in: tag) else { continue }
            if tag.hasPrefix("<input") {
                let type = Self.attribute("type", in: tag) ?? "text"
                if type == "checkbox" {
                    if tag.contains(" checked") { fields.append((name, Self.attribute("value", in: tag).map(Self.unescape) ?? "on")) }
                    continue
                }
                if type == "submit" { continue }
                fields.append((name, Self.unescape(Self.attribute("value", in: tag) ?? "")))
            } else if tag.hasPrefix("<select") {
                let option = try! NSRegularExpression(pattern: #"<option value="([^"]*)" selected>"#)
                let selected =
                    option.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag))
                    .map { String(tag[Range($0.range(at: 1), in: tag)!]) }
                    ?? (try! NSRegularExpression(pattern: #"<option value="([^"]*)""#)).firstMatch(
                        in: tag,
                        range: NSRange(tag.startIndex..., in: tag)
                    )
                    .map { String(tag[Range($0.range(at: 1), in: tag)!]) } ?? ""
                fields.append((name, Self.unescape(selected)))
            } else {
                let body = tag[tag.range(of: ">")!.upperBound..<tag.range(of: "</textarea>", options: .backwards)!.lowerBound]
                fields.append((name, Self.unescape(String(body))))
            }
        }
        self.fields = fields
    }

    /// The fields with some replaced (by name; first occurrence) and others appended.
    func with(_ changes: [String: String], op: String = "save") -> [(name: String, value: String)] {
        var result = fields
        var pending = changes
        for index in result.indices {
            if let value = pending.removeValue(forKey: result[index].name) { result[index].value = value }
        }
        result += pending.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return result + [("op", op)]
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// A URL-encoded body from name/value pairs.
func urlEncoded(_ fields: [(name: String, value: String)]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return fields.map {
        "\($0.name.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
    }
    .joined(separator: "&")
}
