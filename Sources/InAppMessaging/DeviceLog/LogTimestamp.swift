/// The time at the start of a device log line, as the log printed it.
///
/// Logs print the device's wall clock: logcat's `threadtime` without a year, Android Studio with
/// or without the date, Xcode with the date and the UTC offset, a browser console (when asked to)
/// only the time of day. `seconds` counts from 2000-01-01 00:00 on that wall clock (from midnight
/// when the line has no date, in the year 2000 when it has no year); `utcOffset` is known only
/// when the line prints it. `DeviceLogClock` turns these into unix seconds.
public struct LogTimestamp: Sendable, Hashable {
    /// Wall-clock seconds from 2000-01-01 00:00 (or from midnight without a date).
    public var seconds: Double
    /// Whether the line printed a date.
    public var hasDate: Bool
    /// The UTC offset the line printed, in seconds (`-0500` is -18,000).
    public var utcOffset: Double?

    /// Reads a timestamp at the start of `text`: `yyyy-MM-dd HH:mm:ss.fff[±zzzz]`,
    /// `MM-dd HH:mm:ss.fff` or `HH:mm:ss.fff` (any number of fraction digits, or none);
    /// returns it with the index after it, or nil when the text does not start with one.
    static func read(_ text: Substring) -> (LogTimestamp, Substring.Index)? {
        var scanner = DigitScanner(text)
        var year = 2000
        var month = 1
        var day = 1
        var hasDate = false
        let start = scanner.index
        if let first = scanner.number(digits: 4), scanner.take("-") {
            guard let m = scanner.number(digits: 2), scanner.take("-"), let d = scanner.number(digits: 2), scanner.take(" ") else {
                return nil
            }
            (year, month, day, hasDate) = (first, m, d, true)
        } else {
            scanner.index = start
            if let m = scanner.number(digits: 2), scanner.take("-") {
                guard let d = scanner.number(digits: 2), scanner.take(" ") else { return nil }
                (month, day, hasDate) = (m, d, true)
            } else {
                scanner.index = start
            }
        }
        guard let hour = scanner.number(digits: 2), scanner.take(":"), let minute = scanner.number(digits: 2), scanner.take(":"),
            let second = scanner.number(digits: 2), hour < 24, minute < 60, second < 61, (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var fraction = 0.0
        if scanner.take(".") {
            var scale = 0.1
            while let digit = scanner.digit() {
                fraction += Double(digit) * scale
                scale /= 10
            }
        }
        var offset: Double?
        let beforeOffset = scanner.index
        if let sign = scanner.sign(), let zone = scanner.number(digits: 4) {
            offset = sign * Double(zone / 100 * 3600 + zone % 100 * 60)
        } else {
            scanner.index = beforeOffset
        }
        let days = hasDate ? Self.daysFromCivil(year: year, month: month, day: day) : 0
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        return (LogTimestamp(seconds: seconds, hasDate: hasDate, utcOffset: offset), scanner.index)
    }

    /// Days from 2000-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468 - 10_957
    }

    /// Unix seconds of 2000-01-01 00:00 UTC.
    static let unixSecondsAt2000 = 946_684_800.0
}

/// Reads fixed-width numbers and single ASCII characters off the front of a substring, by bytes.
struct DigitScanner {
    /// The text's bytes.
    let bytes: Substring.UTF8View
    /// Where the next read starts.
    var index: Substring.Index

    /// Starts at the beginning of `text`.
    init(_ text: Substring) {
        bytes = text.utf8
        index = bytes.startIndex
    }

    /// The next byte when it is an ASCII digit, as its value.
    mutating func digit() -> Int? {
        guard index < bytes.endIndex else { return nil }
        let value = bytes[index] &- 0x30
        guard value < 10 else { return nil }
        index = bytes.index(after: index)
        return Int(value)
    }

    /// Exactly `digits` ASCII digits as a number.
    mutating func number(digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let next = digit() else { return nil }
            value = value * 10 + next
        }
        return value
    }

    /// Takes the ASCII `character` when it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: character) else { return false }
        index = bytes.index(after: index)
        return true
    }

    /// `+` as 1 and `-` as -1, taken when next.
    mutating func sign() -> Double? {
        if take("+") { return 1 }
        if take("-") { return -1 }
        return nil
    }
}
