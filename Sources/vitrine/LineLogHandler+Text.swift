import Foundation
import Logging

extension LineLogHandler {
    /// `time level logger: key=value … message`. A value is written in double quotes (with `"`
    /// and `\` escaped and control characters as `\n`, `\t` or `\u{…}`) whenever it is empty or
    /// holds a space, a quote, an `=` or a control character, so a value sent by a client can never
    /// pass for another field or another line.
    func textLine(_ event: LogEvent, _ metadata: Logger.Metadata) -> String {
        let fields = metadata.keys.sorted().map { "\($0)=\(Self.quoted(Self.text(metadata[$0]!)))" }
        let timestamp = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .omitted))
        return "\(timestamp) \(event.level) \(label):" + (fields.isEmpty ? "" : " " + fields.joined(separator: " ")) + " \(event.message)"
    }

    /// A metadata value as text (arrays and dictionaries as swift-log prints them).
    static func text(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): return text
        case .stringConvertible(let convertible): return convertible.description
        case .array, .dictionary: return value.description
        }
    }

    /// `value` as it is when it is plain, else in double quotes with its specials escaped.
    static func quoted(_ value: String) -> String {
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
