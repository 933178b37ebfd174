import InAppMessaging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The in-app message rules: a way to close the message, real bridge calls, `abButtonId`
/// values, a viewport, HTTPS assets, no `javascript:` URLs, a bounded payload.
struct InAppLint {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Findings so far.
    var findings = FindingList()
    /// `brazeBridge.closeMessage()` is called somewhere.
    private var closesByBridge = false
    /// An `appboy://close` link (or navigation) is there.
    private var closesByLink = false
    private var viewport = false
    private let scanner: BridgeCallScanner

    /// Creates the lint for one document.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.scanner = BridgeCallScanner(bytes: bytes)
    }

    /// Records a finding.
    mutating func report(_ offset: Int, _ severity: HTMLDiagnostic.Severity, _ rule: RuleID, _ message: String) {
        findings.add(offset, severity, rule, message)
    }

    /// Checks the attributes of a start tag.
    mutating func startTag(_ tag: HTMLStartTag, namespace: StructureChecker.Namespace) {
        for attribute in tag.attributes {
            guard let range = attribute.value, !range.isEmpty else { continue }
            let name = attribute.name
            // Dispatch on the first letter: most attributes (class, id, data-*) need no check.
            switch name.utf8.first {
            case UInt8(ascii: "o"):
                if name.utf8.dropFirst().first == UInt8(ascii: "n") { checkScript(range) }
            case UInt8(ascii: "s"):
                if name == "style" {
                    checkStylesheet(range)
                } else if name == "srcset" {
                    checkSourceSet(range)
                } else if name == "src" {
                    checkURL(attribute, range: range, of: tag, namespace: namespace)
                }
            case UInt8(ascii: "i"):
                if name == "imagesrcset" { checkSourceSet(range) }
            case UInt8(ascii: "h"), UInt8(ascii: "p"), UInt8(ascii: "d"), UInt8(ascii: "b"), UInt8(ascii: "a"),
                UInt8(ascii: "f"), UInt8(ascii: "x"):
                if Self.isURLAttribute(name) { checkURL(attribute, range: range, of: tag, namespace: namespace) }
            default:
                break
            }
        }
        if tag.name == "meta", namespace == .html { checkMeta(tag) }
    }

    /// Checks the content of a raw-text element (`<script>`, `<style>`).
    mutating func rawText(_ range: Range<Int>, of element: HTMLStartTag) {
        switch element.name {
        case "script" where Self.isJavaScript(element, bytes: bytes) && element.attribute("src") == nil:
            checkScript(range)
        case "style":
            checkStylesheet(range)
        default:
            break
        }
    }

    /// Reports the document-wide rules once every token has been seen.
    mutating func finish(headOffset: Int?, bodyOffset: Int?, maxPayloadBytes: Int) {
        if !closesByBridge, !closesByLink {
            report(
                bodyOffset ?? 0,
                .error,
                .noClose,
                "nothing closes the message: call brazeBridge.closeMessage() or link to appboy://close"
            )
        } else if !closesByBridge {
            report(
                bodyOffset ?? 0,
                .info,
                .closeLinkOnly,
                "only appboy://close links close the message: the web handles no link in an HTML message (only in "
                    + "legacy HTML_FULL ones), so there nothing closes it; call brazeBridge.closeMessage() as well"
            )
        }
        if !viewport {
            report(
                headOffset ?? 0,
                .warning,
                .missingViewport,
                "no <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">: the message renders at desktop width on phones"
            )
        }
        if bytes.count > maxPayloadBytes {
            report(
                0,
                .error,
                .payloadTooLarge,
                "the message is \(bytes.count) bytes, more than the \(maxPayloadBytes)-byte limit"
            )
        }
    }

    // MARK: - JavaScript

    /// Checks bridge calls in JavaScript source and notes whether it closes the message.
    mutating func checkScript(_ range: Range<Int>) {
        if containsExactly("appboy://close", in: range) { closesByLink = true }
        for call in scanner.calls(in: range) {
            let known = BridgeCatalogue.knownNames(after: call.path)
            if known.contains(call.member) {
                if call.path.isEmpty, call.member == "closeMessage" { closesByBridge = true }
                let name = (call.path + [call.member]).joined(separator: ".")
                if let note = BridgeCatalogue.byName[name]?.note {
                    report(call.offset, .warning, .bridgeCallDeprecated, "\(call.global).\(name): \(note)")
                }
                continue
            }
            let receiver = ([call.global] + call.path).joined(separator: ".")
            var message = "\(receiver).\(call.member) does not exist in the Braze JavaScript bridge"
            if let suggestion = BrazeBridgeAPI.suggestion(for: call.member, among: known) {
                message += "; did you mean \(suggestion)?"
            }
            report(call.offset, .error, .unknownBridgeCall, message)
        }
    }

    private static func isJavaScript(_ script: HTMLStartTag, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let range = script.attribute("type")?.value else { return true }
        let type = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).lowercased()
        return type.isEmpty || type == "module" || type.hasSuffix("javascript") || type.hasSuffix("ecmascript")
    }

    // MARK: - Meta

    private mutating func checkMeta(_ tag: HTMLStartTag) {
        guard let name = tag.attribute("name")?.value,
            string(name).trimmingASCIIWhitespace.lowercased() == "viewport"
        else { return }
        viewport = true
        let content = tag.attribute("content")?.value.map(string) ?? ""
        if !content.replacingSpaces.lowercased().contains("width=device-width") {
            report(
                tag.offset,
                .info,
                .missingViewport,
                "the viewport meta does not set width=device-width; the message may not fit the screen"
            )
        }
    }

    // MARK: - Helpers

    /// The bytes in `range` as a String.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the ASCII `literal` occurs in `range` (case-insensitively).
    func contains(_ literal: StaticString, in range: Range<Int>) -> Bool {
        firstOffset(of: literal, in: range) != nil
    }

    /// The offset of the first case-insensitive occurrence of the ASCII `literal` in `range`.
    func firstOffset(of literal: StaticString, in range: Range<Int>) -> Int? {
        let count = literal.utf8CodeUnitCount
        guard count > 0, range.count >= count else { return nil }
        let needle = literal.utf8Start
        let first = Byte.lowercased(needle[0])
        var index = range.lowerBound
        let last = range.upperBound - count
        while index <= last {
            if Byte.lowercased(bytes[index]) == first {
                var offset = 1
                while offset < count, Byte.lowercased(bytes[index + offset]) == Byte.lowercased(needle[offset]) {
                    offset += 1
                }
                if offset == count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `literal` occurs in `range` exactly as written (`memchr` for its first byte).
    func containsExactly(_ literal: StaticString, in range: Range<Int>) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard let base = bytes.baseAddress, count > 0, range.count >= count else { return false }
        let needle = literal.utf8Start
        var cursor = UnsafeRawPointer(base + range.lowerBound)
        let last = UnsafeRawPointer(base + range.upperBound - count)
        while cursor <= last, let found = memchr(cursor, Int32(needle[0]), last - cursor + 1) {
            if memcmp(found, needle, count) == 0 { return true }
            cursor = UnsafeRawPointer(found) + 1
        }
        return false
    }

    /// Marks the message as closable (an `appboy://close` link).
    mutating func noteClose() {
        closesByLink = true
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace.
    var trimmingASCIIWhitespace: Substring {
        let scalars = self[...]
        let start = scalars.firstIndex { !($0.isASCII && $0.isWhitespace) } ?? scalars.endIndex
        let end = scalars.lastIndex { !($0.isASCII && $0.isWhitespace) }.map { scalars.index(after: $0) } ?? start
        return scalars[start..<max(start, end)]
    }

    /// The string without spaces.
    var replacingSpaces: String {
        String(filter { $0 != " " })
    }
}
