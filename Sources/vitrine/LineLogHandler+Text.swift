import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LineLogHandler {
    /// `time level logger: key=value … message`. A value is written in double quotes (with `"`
    /// and `\` escaped and control characters as `\n`, `\t` or `\u{…}`) whenever it is empty or
    /// holds a space, a quote, an `=` or a control character, so a value sent by a client can never
    /// pass for another field or another line.
    func textLine(_ event: LogEvent, _ metadata: Logger.Metadata) -> String {
        let fields = metadata.keys.sorted().map { "\($0)=\(Self.quoted(Self.text(metadata[$0]!)))" }
        return "\(Self.secondStamp()) \(event.level) \(label):" + (fields.isEmpty ? "" : " " + fields.joined(separator: " ")) + " \(event.message)"
    }

    /// A metadata value as text (arrays and dictionaries as swift-log prints them).
    static func text(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): return text
        case .stringConvertible(let convertible): return convertible.description
        case .array, .dictionary: return value.description
        }
    }

    /// The last second stamped and its text.
    private static let stamp = Mutex((second: time_t(-1), text: ""))

    /// Now as `2026-11-24T16:37:59+0000` (UTC, whole seconds), formatted once a second.
    static func secondStamp(_ now: time_t = time(nil)) -> String {
        stamp.withLock { stamp in
            if stamp.second == now { return stamp.text }
            var second = now
            var parts = tm()
            gmtime_r(&second, &parts)
            func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
            let text =
                "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
                + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))+0000"
            stamp = (now, text)
            return text
        }
    }

    /// `value` as it is when it is plain, else in double quotes with its specials escaped.
    static func quoted(_ value: String) -> String {
        // Plain ASCII (nearly every value) is settled on its bytes.
        if !value.isEmpty, value.utf8.allSatisfy({ (0x21...0x7E).contains($0) && $0 != 0x22 && $0 != 0x3D && $0 != 0x5C }) {
            return value
        }
        let plain =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "=" && scalar != "\\"
                    && scalar.properties.generalCategory != .control
            }
        if plain { return value }
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}
