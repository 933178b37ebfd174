import InAppMessaging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InAppLint {
    /// Whether the attribute's value is a URL.
    static func isURLAttribute(_ name: String) -> Bool {
        switch name {
        case "href", "src", "poster", "data", "background", "action", "formaction", "xlink:href": true
        default: false
        }
    }

    /// Checks one URL attribute: `javascript:`, `appboy://close`, `abButtonId`, insecure assets.
    mutating func checkURL(
        _ attribute: HTMLAttribute,
        range: Range<Int>,
        of tag: HTMLStartTag,
        namespace: StructureChecker.Namespace
    ) {
        var start = range.lowerBound
        while start < range.upperBound, Byte.isWhitespace(bytes[start]) { start += 1 }
        let value = start..<range.upperBound
        if hasPrefix("javascript:", value) {
            report(
                start,
                .warning,
                .javascriptUrl,
                "javascript: URL in \(attribute.name): use an event handler (onclick) and brazeBridge instead"
            )
            checkScript(start + 11..<range.upperBound)
            return
        }
        if containsExactly("appboy://close", in: value) { noteClose() }
        if attribute.name == "href", tag.name == "a" || tag.name == "area" {
            checkButtonID(value)
        }
        let isAsset =
            attribute.name == "src" || attribute.name == "poster" || attribute.name == "data"
            || attribute.name == "background" || (tag.name == "link" && attribute.name == "href")
            || (namespace == .svg && (attribute.name == "href" || attribute.name == "xlink:href"))
        if isAsset { checkAssetURL(start, end: range.upperBound, what: "<\(tag.name) \(attribute.name)>") }
    }

    /// Checks every URL of a `srcset` attribute.
    mutating func checkSourceSet(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            while index < range.upperBound, Byte.isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            let start = index
            while index < range.upperBound, !Byte.isWhitespace(bytes[index]) { index += 1 }
            if start < index { checkAssetURL(start, end: index, what: "srcset") }
            while index < range.upperBound, bytes[index] != UInt8(ascii: ",") { index += 1 }
        }
    }

    /// Checks `url(…)` and `@import` URLs in CSS.
    mutating func checkStylesheet(_ range: Range<Int>) {
        for open in offsets(of: UInt8(ascii: "("), in: range)
        where open - 3 >= range.lowerBound && firstOffset(of: "url", in: open - 3..<open) != nil {
            checkCSSURL(from: open + 1, in: range, what: "CSS url()")
        }
        for at in offsets(of: UInt8(ascii: "@"), in: range)
        where firstOffset(of: "import", in: at + 1..<min(at + 7, range.upperBound)) == at + 1 {
            checkCSSURL(from: at + 7, in: range, what: "CSS @import")
        }
    }

    /// Every offset of `byte` in `range` (found with `memchr`).
    private func offsets(of byte: UInt8, in range: Range<Int>) -> [Int] {
        guard let base = bytes.baseAddress, !range.isEmpty else { return [] }
        var found: [Int] = []
        var cursor = UnsafeRawPointer(base + range.lowerBound)
        let end = UnsafeRawPointer(base + range.upperBound)
        while cursor < end, let hit = memchr(cursor, Int32(byte), end - cursor) {
            found.append(UnsafeRawPointer(hit) - UnsafeRawPointer(base))
            cursor = UnsafeRawPointer(hit) + 1
        }
        return found
    }

    private mutating func checkCSSURL(from index: Int, in range: Range<Int>, what: String) {
        var start = index
        while start < range.upperBound,
            Byte.isWhitespace(bytes[start]) || bytes[start] == Byte.doubleQuote
                || bytes[start] == Byte.singleQuote
        {
            start += 1
        }
        checkAssetURL(start, end: range.upperBound, what: what)
    }

    private mutating func checkAssetURL(_ start: Int, end: Int, what: String) {
        let value = start..<end
        if hasPrefix("http:", value) {
            report(
                start,
                .warning,
                .insecureAsset,
                "\(what) loads a plain http:// URL, which iOS App Transport Security and Android block by default; use https://"
            )
        } else if hasPrefix("//", value) {
            report(
                start,
                .warning,
                .insecureAsset,
                "\(what) uses a protocol-relative URL; in-app messages load from a local file, so it resolves to file://; use https://"
            )
        }
    }

    /// Checks the `abButtonId` query parameter of a link.
    private mutating func checkButtonID(_ range: Range<Int>) {
        guard let key = firstOffset(of: "abButtonId=", in: range) else { return }
        let valueStart = key + 11
        var valueEnd = valueStart
        while valueEnd < range.upperBound, bytes[valueEnd] != UInt8(ascii: "&"), bytes[valueEnd] != UInt8(ascii: "#") {
            valueEnd += 1
        }
        let spelled = string(key..<key + 10)
        let value = string(valueStart..<valueEnd)
        if spelled != "abButtonId" {
            report(key, .error, .abButtonId, "the query parameter is spelled \(spelled); the SDK only reads abButtonId")
        } else if value.isEmpty {
            report(key, .error, .abButtonId, "abButtonId has no value; use 0 or 1")
        } else if !value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            report(valueStart, .error, .abButtonId, "abButtonId must be a button number (0 or 1), not \"\(value)\"")
        } else if value != "0" && value != "1" {
            report(
                valueStart,
                .warning,
                .abButtonId,
                "abButtonId \(value): Braze reports button clicks only for ids 0 and 1"
            )
        }
    }

    private func hasPrefix(_ literal: StaticString, _ range: Range<Int>) -> Bool {
        let end = min(range.upperBound, range.lowerBound + literal.utf8CodeUnitCount)
        return firstOffset(of: literal, in: range.lowerBound..<end) == range.lowerBound
    }
}
