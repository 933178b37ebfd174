import Foundation

extension Filters {
    /// Liquid's escaping and encoding filters.
    static let textFilters: [String: Filter] = [
        "escape": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(htmlEscape(input.asText, once: false)) },
        "h": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(htmlEscape(input.asText, once: false)) },
        "escape_once": Filter(0...0) { input, _ throws(FilterFailure) in .string(htmlEscape(input.asText, once: true)) },
        "url_encode": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(formEncode(input.asText)) },
        "url_decode": Filter(0...0) { input, _ throws(FilterFailure) in
            guard !input.isNull else { return .null }
            let text = input.asText.replacingOccurrences(of: "+", with: " ")
            return .string(text.removingPercentEncoding ?? text)
        },
        "base64_encode": Filter(0...0) { input, _ throws(FilterFailure) in .string(Data(input.asText.utf8).base64EncodedString()) },
        "base64_decode": Filter(0...0) { input, _ throws(FilterFailure) in .string(try base64Decode(input.asText, urlSafe: false)) },
        "base64_url_safe_encode": Filter(0...0) { input, _ throws(FilterFailure) in
            .string(Data(input.asText.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"))
        },
        "base64_url_safe_decode": Filter(0...0) { input, _ throws(FilterFailure) in .string(try base64Decode(input.asText, urlSafe: true)) },
        "strip_html": Filter(0...0) { input, _ throws(FilterFailure) in .string(stripHTML(input.asText)) },
    ]

    /// HTML-escapes `& < > " '`; `once` leaves existing entities alone.
    static func htmlEscape(_ text: String, once: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while index < text.endIndex {
            let char = text[index]
            switch char {
            case "&":
                if once && isEntity(text[text.index(after: index)...]) { result.append("&") } else { result.append("&amp;") }
            case "<": result.append("&lt;")
            case ">": result.append("&gt;")
            case "\"": result.append("&quot;")
            case "'": result.append("&#39;")
            default: result.append(char)
            }
            index = text.index(after: index)
        }
        return result
    }

    /// True when `rest` (after an `&`) starts with `name;` or `#digits;`.
    private static func isEntity(_ rest: Substring) -> Bool {
        guard let semicolon = rest.firstIndex(of: ";") else { return false }
        let body = rest[..<semicolon]
        guard !body.isEmpty else { return false }
        if body.first == "#" {
            let digits = body.dropFirst()
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return body.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Ruby's `CGI.escape`: unreserved characters stay, space becomes `+`, the rest is percent-encoded.
    static func formEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: " "): result.append("+")
            default: result.append(String(format: "%%%02X", byte))
            }
        }
        return result
    }

    private static func base64Decode(_ text: String, urlSafe: Bool) throws(FilterFailure) -> String {
        var normalized = urlSafe ? text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") : text
        if urlSafe { normalized += String(repeating: "=", count: (4 - normalized.count % 4) % 4) }
        guard let data = Data(base64Encoded: normalized) else { throw FilterFailure("invalid base64 input") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Removes tags, comments, scripts and styles.
    static func stripHTML(_ text: String) -> String {
        var result = text
        for pattern in ["(?is)<script.*?</script>", "(?s)<!--.*?-->", "(?is)<style.*?</style>", "(?s)<.*?>"] {
            result = result.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return result
    }
}
