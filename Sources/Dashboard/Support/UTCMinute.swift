import Foundation
import Liquid

/// Formats dates as `YYYY-MM-DD HH:MM` in UTC with plain arithmetic: the list page prints one per
/// row, and Foundation's formatters cost more than the rest of the row.
enum UTCMinute {
    /// `date` as `YYYY-MM-DD HH:MM` (UTC).
    static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let minuteOfDay = (seconds - days * 86_400) / 60
        let (year, month, day) = CivilDate.date(fromDays: days)
        return "\(year)-\(pad(month))-\(pad(day)) \(pad(minuteOfDay / 60)):\(pad(minuteOfDay % 60))"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
