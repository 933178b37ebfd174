import Foundation
import InAppMessaging
import Logging

/// `VITRINE_LOG_FORMAT=json`: one JSON object per line on standard output (where the text lines go) — `time` (ISO 8601,
/// milliseconds, UTC), `level`, `logger`, `message`, then the metadata's keys as they are.
struct JSONLogHandler: LogHandler {
    /// The logger's label.
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var members: [String: JSONValue] = [
            "time": .string(Self.timestamp(Date())), "level": .string(event.level.rawValue), "logger": .string(label),
            "message": .string(event.message.description),
        ]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) where members[key] == nil {
            members[key] = Self.json(value)
        }
        let line = JSONWriter.write(.object(members)) + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// A metadata value as JSON: strings, arrays and dictionaries keep their shape.
    static func json(_ value: Logger.Metadata.Value) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .stringConvertible(let convertible): return .string(convertible.description)
        case .array(let values): return .array(values.map(json))
        case .dictionary(let members): return .object(members.mapValues(json))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }
}
