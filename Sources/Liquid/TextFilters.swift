import Foundation

extension Filters {
    /// Liquid's escaping and encoding filters.
    static let textFilters: [String: Filter] = [
        "escape": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(htmlEscape(input.rendered, once: false)) },
        "h": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(htmlEscape(input.rendered, once: false)) },
        "escape_once": Filter(0...0) { input, _ throws(FilterFailure) in .string(htmlEscape(input.rendered, once: true)) },
        "url_encode": Filter(0...0) { input, _ throws(FilterFailure) in input.isNull ? .null : .string(formEncode(input.rendered)) },
        "url_decode": Filter(0...0) { input, _ throws(FilterFailure) in
            guard !input.isNull else { return .null }
            let text = input.rendered.replacingOccurrences(of: "+", with: " ")
            return .string(text.removingPercentEncoding ?? text)
        },
        "base64_encode": Filter(0...0) { input, _ throws(FilterFailure) in .string(Data(input.rendered.utf8).base64EncodedString()) },
        "base64_decode": Filter(0...0) { input, _ throws(FilterFailure) in .string(try base64Decode(input.rendered, urlSafe: false)) },
        "base64_url_safe_encode": Filter(0...0) { input, _ throws(FilterFailure) in
            .string(Data(input.rendered.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"))
        },
        "base64_url_safe_decode": Filter(0...0) { input, _ throws(FilterFailure) in .string(try base64Decode(input.rendered, urlSafe: true)) },
        "strip_html": Filter(0...0) { input, _ throws(FilterFailure) in .string(stripHTML(input.rendered)) },
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

    /// Removes scripts, comments, styles and then tags, in linear time (no backtracking regular expressions).
    static func stripHTML(_ text: String) -> String {
        var result = text
        for (open, close) in [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>"), ("<", ">")] {
            result = removeSpans(result, from: open, to: close)
        }
        return result
    }

    /// Removes every shortest span from `open` to `close` (case-insensitive), like a lazy regular expression.
    private static func removeSpans(_ text: String, from open: String, to close: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: open, options: .caseInsensitive),
            let end = rest[start.upperBound...].range(of: close, options: .caseInsensitive)
        {
            result += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
