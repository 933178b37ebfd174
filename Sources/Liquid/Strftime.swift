import Foundation

/// Ruby-compatible `strftime` over a moment in a fixed UTC offset.
enum Strftime {
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// Formats `time` with a strftime pattern (flags `-`, `_`, `0`, `^` supported).
    static func format(_ time: ZonedTime, _ pattern: String) -> String {
        let local = time.seconds + Double(time.offset)
        let wholeSeconds = Int(local.rounded(.down).clamped(to: -9e15...9e15))
        let days = Int((Double(wholeSeconds) / 86_400).rounded(.down))
        let secondOfDay = wholeSeconds - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        let hour = secondOfDay / 3600
        let minute = secondOfDay % 3600 / 60
        let second = secondOfDay % 60
        let weekday = ((days % 7) + 11) % 7
        let yearDay = days - CivilDate.days(year: year, month: 1, day: 1) + 1
        var output = ""
        var chars = pattern[...]
        while let char = chars.first {
            chars = chars.dropFirst()
            guard char == "%", let next = chars.first else {
                output.append(char)
                continue
            }
            var flag: Character?
            var directive = next
            if "-_0^".contains(next), chars.count > 1 {
                flag = next
                directive = chars[chars.index(after: chars.startIndex)]
                chars = chars.dropFirst()
            }
            chars = chars.dropFirst()
            func number(_ value: Int, _ width: Int, _ pad: Character = "0") -> String {
                let text = String(abs(value))
                let padding = flag == "-" ? "" : String(repeating: flag == "_" ? " " : (flag == "0" ? "0" : pad), count: max(0, width - text.count))
                return (value < 0 ? "-" : "") + padding + text
            }
            var piece: String
            switch directive {
            case "Y": piece = String(year)
            case "C": piece = number(year / 100, 2)
            case "y": piece = number(((year % 100) + 100) % 100, 2)
            case "m": piece = number(month, 2)
            case "B": piece = monthNames[month - 1]
            case "b", "h": piece = String(monthNames[month - 1].prefix(3))
            case "d": piece = number(day, 2)
            case "e": piece = number(day, 2, " ")
            case "j": piece = number(yearDay, 3)
            case "H": piece = number(hour, 2)
            case "k": piece = number(hour, 2, " ")
            case "I": piece = number((hour + 11) % 12 + 1, 2)
            case "l": piece = number((hour + 11) % 12 + 1, 2, " ")
            case "M": piece = number(minute, 2)
            case "S": piece = number(second, 2)
            case "L": piece = number(Int(((local - local.rounded(.down)) * 1000).rounded(.down)), 3)
            case "p": piece = hour < 12 ? "AM" : "PM"
            case "P": piece = hour < 12 ? "am" : "pm"
            case "A": piece = dayNames[weekday]
            case "a": piece = String(dayNames[weekday].prefix(3))
            case "u": piece = String(weekday == 0 ? 7 : weekday)
            case "w": piece = String(weekday)
            case "s": piece = String(Int(time.seconds.rounded(.down).clamped(to: -9e15...9e15)))
            case "z": piece = offsetText(time.offset)
            case "Z": piece = time.offset == 0 ? "UTC" : offsetText(time.offset)
            case "D", "x": piece = format(time, "%m/%d/%y")
            case "F": piece = format(time, "%Y-%m-%d")
            case "T", "X": piece = format(time, "%H:%M:%S")
            case "R": piece = format(time, "%H:%M")
            case "r": piece = format(time, "%I:%M:%S %p")
            case "c": piece = format(time, "%a %b %e %H:%M:%S %Y")
            case "%": piece = "%"
            default: piece = "%" + (flag.map { String($0) } ?? "") + String(directive)
            }
            output += flag == "^" ? piece.uppercased() : piece
        }
        return output
    }

    private static func offsetText(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let hours = String(minutes / 60)
        let mins = String(minutes % 60)
        return sign + (hours.count < 2 ? "0" : "") + hours + (mins.count < 2 ? "0" : "") + mins
    }
}

extension Double {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
