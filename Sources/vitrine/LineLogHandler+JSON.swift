import Foundation
import InAppMessaging
import Logging

extension LineLogHandler {
    /// `{"time": …, "level": …, "logger": …, "message": …, key: value…}`: the time in ISO 8601 with
    /// milliseconds in UTC, the metadata's keys as they are.
    func jsonLine(_ event: LogEvent, _ metadata: Logger.Metadata) -> String {
        var members: JSONObject = [
            "time": .string(Self.timestamp(Date())), "level": .string(event.level.rawValue), "logger": .string(label),
            "message": .string(event.message.description),
        ]
        for (key, value) in metadata where members[key] == nil {
            members[key] = Self.json(value)
        }
        return JSONWriter.write(.object(members))
    }

    /// A metadata value as JSON: strings, arrays and dictionaries keep their shape.
    static func json(_ value: Logger.Metadata.Value) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .stringConvertible(let convertible): return .string(convertible.description)
        case .array(let values): return .array(values.map(json))
        case .dictionary(let members): return .object(JSONObject(sortingKeysOf: members.mapValues(json)))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }
}
