import Foundation

/// Reads the inputs `date` accepts: `now`/`today`, Unix timestamps and common date strings.
enum DateParser {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The moment `value` denotes, or nil when it isn't a date.
    static func parse(_ value: LiquidValue, now: Double) -> ZonedTime? {
        switch value {
        case .integer(let number): return ZonedTime(seconds: Double(number), offset: 0)
        case .float(let number): return ZonedTime(seconds: number, offset: 0)
        case .string(let text):
            if text == "now" || text == "today" { return ZonedTime(seconds: now, offset: 0) }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let lower = trimmed.lowercased()
            if lower == "now" || lower == "today" { return ZonedTime(seconds: now, offset: 0) }
            if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Double(trimmed) {
                return ZonedTime(seconds: number, offset: 0)
            }
            return parseText(lower)
        default: return nil
        }
    }

    /// Parses `2016-03-14[ T]10:00[:00][Z|±hh:mm]`, `March 14, 2016`, `14 Mar 2016`, `2016/03/14` and a trailing time.
    private static func parseText(_ text: String) -> ZonedTime? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard !parts.isEmpty else { return nil }
        var year: Int?
        var month: Int?
        var day: Int?
        var clock = (0, 0, 0.0)
        var offset = 0
        var rest = parts[...]
        let first = parts[0].replacingOccurrences(of: "/", with: "-")
        let isoPieces = first.split(separator: "t", maxSplits: 1).map(String.init)
        let dateFields = isoPieces[0].split(separator: "-").compactMap { Int($0) }
        if dateFields.count == 3, isoPieces[0].split(separator: "-").count == 3 {
            (year, month, day) = dateFields[0] > 31 ? (dateFields[0], dateFields[1], dateFields[2]) : (dateFields[2], dateFields[0], dateFields[1])
            rest = parts.dropFirst()
            if isoPieces.count == 2 { rest = [isoPieces[1]] + rest }
        } else {
            var words: [String] = []
            while let word = rest.first, !word.contains(":") {
                words.append(word)
                rest = rest.dropFirst()
            }
            for word in words {
                if let index = months.firstIndex(where: { word.hasPrefix($0) }) {
                    month = index + 1
                } else if let number = Int(word) {
                    if number > 31 || day != nil { year = number } else { day = number }
                } else if !["mon", "tue", "wed", "thu", "fri", "sat", "sun"].contains(where: { word.hasPrefix($0) }) {
                    return nil
                }
            }
        }
        guard let year, let month, let day, (-100_000...100_000).contains(year), (1...12).contains(month), (1...31).contains(day) else {
            return nil
        }
        for token in rest {
            if token.contains(":") && token.first?.isNumber == true {
                var timeText = token
                if let zoneStart = timeText.firstIndex(where: { $0 == "z" || $0 == "+" || $0 == "-" }) {
                    offset = parseOffset(String(timeText[zoneStart...])) ?? 0
                    timeText = String(timeText[..<zoneStart])
                }
                let fields = timeText.split(separator: ":")
                clock = (Int(fields[0]) ?? 0, fields.count > 1 ? Int(fields[1]) ?? 0 : 0, fields.count > 2 ? Double(fields[2]) ?? 0 : 0)
            } else if let parsed = parseOffset(token) {
                offset = parsed
            } else if token == "pm" && clock.0 < 12 {
                clock.0 += 12
            } else if token == "am" && clock.0 == 12 {
                clock.0 = 0
            }
        }
        guard (0...24).contains(clock.0), (0...59).contains(clock.1), (0..<61).contains(clock.2) else { return nil }
        let days = Double(CivilDate.days(year: year, month: month, day: day))
        let seconds = days * 86_400 + Double(clock.0 * 3600 + clock.1 * 60) + clock.2 - Double(offset)
        return ZonedTime(seconds: seconds, offset: offset)
    }

    /// `z`, `utc`, `gmt`, `+hh:mm`, `-hhmm`, `+hh` as seconds east of UTC.
    private static func parseOffset(_ text: String) -> Int? {
        if text == "z" || text == "utc" || text == "gmt" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, let number = Int(digits) else { return nil }
        let (hours, minutes) = digits.count == 2 ? (number, 0) : (number / 100, number % 100)
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
