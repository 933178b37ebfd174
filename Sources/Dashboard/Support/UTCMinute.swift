import Foundation
import Liquid

/// Formats dates as `YYYY-MM-DD HH:MM` and ISO 8601 in UTC with plain arithmetic: the list page prints one per
/// row, and Foundation's formatters cost more than the rest of the row.
enum UTCMinute {
    /// `date` as `YYYY-MM-DD HH:MM` (UTC).
    static func text(_ date: Date) -> String {
        let (day, second) = parts(date)
        return "\(day) \(pad(second / 3_600)):\(pad(second / 60 % 60))"
    }

    /// `date` as ISO 8601 to the millisecond, `YYYY-MM-DDTHH:MM:SS.mmmZ` (a `<time datetime>`).
    static func iso(_ date: Date) -> String {
        let (day, second) = parts(date)
        let milliseconds = (Int((date.timeIntervalSince1970 * 1_000).rounded(.down)) % 1_000 + 1_000) % 1_000
        let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : String(milliseconds)
        return "\(day)T\(pad(second / 3_600)):\(pad(second / 60 % 60)):\(pad(second % 60)).\(fraction)Z"
    }

    /// The UTC day as `YYYY-MM-DD` and the second of that day.
    private static func parts(_ date: Date) -> (day: String, second: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        return ("\(year)-\(pad(month))-\(pad(day))", seconds - days * 86_400)
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
