import Crypto
import Foundation

extension Filters {
    /// Braze's filters: hashing, encoding, property access and number formatting.
    static let brazeFilters: [String: Filter] = [
        "property_accessor": Filter(1...1) { input, args throws(FilterFailure) in
            guard case .object(let object) = input else { return .null }
            return object[args[0]?.rendered ?? ""] ?? .null
        },
        "number_with_delimiter": Filter(0...0) { input, _ throws(FilterFailure) in
            let text: String
            switch input.asNumber {
            case .float(let number): text = LiquidValue.format(number)
            default: text = input.asNumber.rendered
            }
            let negative = text.hasPrefix("-")
            let unsigned = negative ? String(text.dropFirst()) : text
            let parts = unsigned.split(separator: ".", maxSplits: 1)
            let whole = Array(parts.first ?? "0")
            var grouped = ""
            for (index, digit) in whole.enumerated() {
                if index > 0 && (whole.count - index) % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            return .string((negative ? "-" : "") + grouped + (parts.count > 1 ? "." + parts[1] : ""))
        },
        "json_escape": Filter(0...0) { input, _ throws(FilterFailure) in .string(jsonEscape(input.rendered)) },
        "url_escape": Filter(0...0) { input, _ throws(FilterFailure) in .string(percentEncode(input.rendered, keeping: ":/?#[]@!$&'()*+,;=")) },
        "url_param_escape": Filter(0...0) { input, _ throws(FilterFailure) in .string(percentEncode(input.rendered, keeping: "")) },
        "md5": Filter(0...0) { input, _ throws(FilterFailure) in .string(hex(Insecure.MD5.hash(data: Data(input.rendered.utf8)))) },
        "sha1": Filter(0...0) { input, _ throws(FilterFailure) in .string(hex(Insecure.SHA1.hash(data: Data(input.rendered.utf8)))) },
        "sha2": Filter(0...0) { input, _ throws(FilterFailure) in .string(hex(SHA256.hash(data: Data(input.rendered.utf8)))) },
        "base64": Filter(0...0) { input, _ throws(FilterFailure) in .string(Data(input.rendered.utf8).base64EncodedString()) },
        "hmac_sha1": Filter(1...1) { input, args throws(FilterFailure) in
            let key = SymmetricKey(data: Data((args[0]?.rendered ?? "").utf8))
            return .string(hex(HMAC<Insecure.SHA1>.authenticationCode(for: Data(input.rendered.utf8), using: key)))
        },
        "hmac_sha256": Filter(1...1) { input, args throws(FilterFailure) in
            let key = SymmetricKey(data: Data((args[0]?.rendered ?? "").utf8))
            return .string(hex(HMAC<SHA256>.authenticationCode(for: Data(input.rendered.utf8), using: key)))
        },
    ]

    /// Lowercase hex of a digest's bytes (the hashing filters' output, and review fingerprints').
    package static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    /// Escapes a string for use inside JSON double quotes.
    static func jsonEscape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Percent-encodes every byte except unreserved characters and those in `keeping`.
    private static func percentEncode(_ text: String, keeping: String) -> String {
        var result = ""
        let kept = Set(keeping.utf8)
        for byte in text.utf8 {
            let isUnreserved =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-._~".utf8.contains(byte)
            if isUnreserved || kept.contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
