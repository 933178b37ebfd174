import Foundation

/// The `brazeActions://` URI format, read as braze-android-sdk's
/// `android-sdk-ui/src/main/java/com/braze/ui/actions/brazeactions/BrazeActionParser.kt` reads
/// it (`getBrazeActionVersionAndJson`, `parseEncodedActionToJson`) and written the way Braze's
/// own payloads are (compact JSON, unpadded base64).
extension BrazeAction {
    /// The keys a step is written with, in this order.
    public static let stepKeys = ["type", "args", "steps"]

    /// The version (the URI's host) and the step (its last path segment: URL-safe base64 of the
    /// UTF-16LE bytes of a JSON object). The step is read whatever the version, as Android's
    /// display check reads it (`BrazeActionUtils.kt` keeps only the JSON of
    /// `getBrazeActionVersionAndJson`); `BrazeAction.versionProblem` says whether a click runs it.
    ///
    /// The URI is read as UTF-8 bytes: a stored action may be a megabyte of base64, and walking it
    /// character by character took most of a large replay's decoding time.
    static func decode(_ uri: String) -> (version: String, root: Result<BrazeActionStep, BrazeActionError>) {
        guard isBrazeActionURI(uri) else { return ("", .failure(.init("the URI's scheme is not \(scheme)"))) }
        let bytes = Array(uri.utf8)
        let rest = bytes[(scheme.utf8.count + 1)...]
        guard rest.starts(with: "//".utf8) else { return ("", .failure(.init("the URI has no version: write \(scheme)://v1/<payload>"))) }
        let start = rest.startIndex + 2
        let end = rest[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        let hierarchy = rest[start..<end]
        let authority = hierarchy.prefix { $0 != UInt8(ascii: "/") }
        let segments = hierarchy[authority.endIndex...].split(separator: UInt8(ascii: "/"))
        guard !authority.isEmpty else { return ("", .failure(.init("the URI has no version: write \(scheme)://v1/<payload>"))) }
        let version = String(decoding: authority, as: UTF8.self)
        guard let encoded = segments.last else { return (version, .failure(.init("the URI has no payload after its version"))) }
        return (version, decodeJSON(percentDecoded(encoded)).map(BrazeActionStep.init(json:)))
    }

    /// A path segment with its percent escapes decoded (as it is when it has none, or a broken one).
    private static func percentDecoded(_ segment: ArraySlice<UInt8>) -> [UInt8] {
        guard segment.contains(UInt8(ascii: "%")) else { return Array(segment) }
        let text = String(decoding: segment, as: UTF8.self)
        return Array((text.removingPercentEncoding ?? text).utf8)
    }

    /// The `brazeActions://v1/…` URI of a step.
    static func encode(_ step: BrazeActionStep) -> String {
        let text = JSONWriter.write(step.jsonValue, leadingKeys: stepKeys)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf16.count * 2)
        for unit in text.utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        let base64 = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return "\(scheme)://\(version)/\(base64)"
    }

    /// The JSON object a payload holds.
    private static func decodeJSON(_ payload: [UInt8]) -> Result<JSONValue, BrazeActionError> {
        guard let bytes = decodeBase64(payload) else {
            return .failure(.init("the payload is not URL-safe base64 (its length or its padding is wrong)"))
        }
        guard let text = utf16LEText(bytes) else {
            return .failure(.init("the payload decodes to \(bytes.count) bytes, an odd number, so it is not UTF-16"))
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            return .failure(.init("the payload is not JSON: \(error)"))
        }
        guard case .object = json else { return .failure(.init("the payload is JSON but not an object")) }
        return .success(json)
    }

    /// The text of UTF-16LE bytes; nil for an odd number of bytes.
    static func utf16LEText(_ bytes: [UInt8]) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        for index in stride(from: 0, to: bytes.count, by: 2) {
            units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Base64 as `android.util.Base64.decode(_, URL_SAFE)` reads it: `-` and `_` for 62 and 63,
    /// padding optional but exact when present, every other character skipped; nil when the
    /// text cannot be decoded (a lone last character, or misplaced `=`).
    static func decodeBase64(_ text: String) -> [UInt8]? {
        decodeBase64(Array(text.utf8))
    }

    /// `decodeBase64` of the UTF-8 bytes of a text.
    static func decodeBase64(_ text: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3 + 2)
        var state = 0
        var value = 0
        for byte in text {
            let digit = Self.digit(byte)
            switch state {
            case 0, 1, 2, 3:
                if let digit {
                    value = state == 0 ? digit : value << 6 | digit
                    state += 1
                    if state == 4 {
                        output.append(UInt8(value >> 16 & 0xFF))
                        output.append(UInt8(value >> 8 & 0xFF))
                        output.append(UInt8(value & 0xFF))
                        state = 0
                    }
                } else if byte == UInt8(ascii: "=") {
                    switch state {
                    case 2:
                        output.append(UInt8(value >> 4 & 0xFF))
                        state = 4
                    case 3:
                        output += [UInt8(value >> 10 & 0xFF), UInt8(value >> 2 & 0xFF)]
                        state = 5
                    default: return nil
                    }
                }
            case 4:
                if byte == UInt8(ascii: "=") {
                    state = 5
                } else if digit != nil {
                    return nil
                }
            default:
                if digit != nil || byte == UInt8(ascii: "=") { return nil }
            }
        }
        switch state {
        case 1, 4: return nil
        case 2: output.append(UInt8(value >> 4 & 0xFF))
        case 3: output += [UInt8(value >> 10 & 0xFF), UInt8(value >> 2 & 0xFF)]
        default: break
        }
        return output
    }

    /// The value of a URL-safe base64 digit.
    private static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "-"): return 62
        case UInt8(ascii: "_"): return 63
        default: return nil
        }
    }
}
