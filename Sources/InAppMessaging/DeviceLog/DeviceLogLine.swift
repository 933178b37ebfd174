/// What one line of a device log is, from its prefix alone (docs/device-logs.md, "Formats").
enum DeviceLogLine: Sendable {
    /// The first line of a Braze SDK entry.
    case braze(DeviceLogHeader)
    /// A line of another app or another tag, in one of the formats read.
    case foreign
    /// A line with no prefix: the rest of the entry above, a pasted JSON body, or noise.
    case bare
    /// A Braze line cut before its message (logcat's buffer, a copy that stopped short).
    case cut

    /// The level letters logcat prints.
    static let levels: Set<Character> = ["V", "D", "I", "W", "E", "A", "F"]

    /// The level letter an ASCII byte is, if it is one.
    static func level(_ byte: UInt8) -> Character? {
        switch byte {
        case UInt8(ascii: "V"), UInt8(ascii: "D"), UInt8(ascii: "I"), UInt8(ascii: "W"), UInt8(ascii: "E"), UInt8(ascii: "A"), UInt8(ascii: "F"):
            return Character(Unicode.Scalar(byte))
        default:
            return nil
        }
    }

    /// Classifies `line`; `previous` is the last header read (Android Studio leaves a repeated tag blank).
    static func classify(_ line: Substring, previous: DeviceLogHeader?) -> DeviceLogLine {
        if let stamped = LogTimestamp.read(line) {
            let rest = line[stamped.1...]
            if stamped.0.utcOffset != nil { return xcode(rest, timestamp: stamped.0) }
            if let read = logcat(rest, timestamp: stamped.0) {
                guard case .braze(var header) = read, header.format == .logcat else { return read }
                // logcat repeats the whole prefix on each line of one message.
                header.joinKey = String(line[..<header.message.startIndex])
                return .braze(header)
            }
            if let header = androidStudio(rest, timestamp: stamped.0, previous: previous) { return header }
            return web(rest, timestamp: stamped.0) ?? .foreign
        }
        if let header = androidStudio(line, timestamp: nil, previous: previous) { return header }
        return web(line, timestamp: nil) ?? .bare
    }

    /// `PID TID L TAG: message` after a `threadtime` timestamp, or `PID-TID/pkg L/TAG: message`
    /// (and `L/TAG: message` without a timestamp) from Android Studio before Dolphin.
    private static func logcat(_ rest: Substring, timestamp: LogTimestamp) -> DeviceLogLine? {
        let bytes = rest.utf8
        var index = bytes.startIndex
        /// The next space-separated field, or nil at the end.
        func field() -> Range<Substring.Index>? {
            while index < bytes.endIndex, bytes[index] == 0x20 { index = bytes.index(after: index) }
            let start = index
            while index < bytes.endIndex, bytes[index] != 0x20 { index = bytes.index(after: index) }
            return start < index ? start..<index : nil
        }
        guard let first = field() else { return nil }
        let isNumber = { (range: Range<Substring.Index>) in bytes[range].allSatisfy { $0 &- 0x30 < 10 } }
        if isNumber(first), let second = field(), isNumber(second), let third = field(),
            bytes.distance(from: third.lowerBound, to: third.upperBound) == 1, let level = Self.level(bytes[third.lowerBound])
        {
            while index < bytes.endIndex, bytes[index] == 0x20 { index = bytes.index(after: index) }
            return tagged(rest[index...], level: level, timestamp: timestamp, format: .logcat)
        }
        let head = rest[first]
        guard head == "?" || head.utf8.contains(UInt8(ascii: "-")) else { return nil }
        return slashedTag(rest[first.upperBound...].drop { $0 == " " }, timestamp: timestamp)
    }

    /// `L/TAG: message`.
    private static func slashedTag(_ text: Substring, timestamp: LogTimestamp?) -> DeviceLogLine? {
        guard text.utf8.count > 2, let level = text.first, levels.contains(level), text.dropFirst().first == "/" else { return nil }
        return tagged(text.dropFirst(2), level: level, timestamp: timestamp, format: .androidStudio)
    }

    /// `TAG: message` with its level: a Braze entry when the tag is the SDK's (`Braze v29.0.1 .bo.app.n6`).
    private static func tagged(
        _ text: Substring,
        level: Character,
        timestamp: LogTimestamp?,
        format: DeviceLogFormat
    ) -> DeviceLogLine {
        guard let colon = text.byteRange(of: ": ") ?? (text.hasSuffix(":") ? text.index(before: text.endIndex)..<text.endIndex : nil)
        else { return sdkVersion(inTag: text) == nil ? .foreign : .cut }
        let tag = text[..<colon.lowerBound]
        guard let version = sdkVersion(inTag: tag) else { return .foreign }
        return .braze(
            DeviceLogHeader(
                format: format,
                platform: .android,
                timestamp: timestamp,
                sdkVersion: version,
                level: level,
                message: text[colon.upperBound...],
                joinKey: nil,
                levelColumn: nil
            )
        )
    }

    /// Android Studio's Logcat window from Dolphin on: columns padded with spaces, then the
    /// level letter and two spaces (`… Braze v25.0.0 .p         V  message`); a tag repeated
    /// from the line above is left blank.
    private static func androidStudio(_ text: Substring, timestamp: LogTimestamp?, previous: DeviceLogHeader?) -> DeviceLogLine? {
        if timestamp == nil, let slashed = slashedTag(text, timestamp: nil) { return slashed }
        let bytes = text.utf8
        var index = bytes.startIndex
        var column = 0
        while index < bytes.endIndex {
            defer {
                index = bytes.index(after: index)
                column += 1
            }
            // A level letter with a space before it and two after it: ` V  `.
            guard column > 0, let level = Self.level(bytes[index]), bytes[bytes.index(before: index)] == 0x20 else { continue }
            let after = bytes.index(after: index)
            guard bytes[after...].starts(with: [0x20, 0x20]) else { continue }
            var head = text[..<index]
            while head.last == " " { head = head.dropLast() }
            let message = text[bytes.index(after, offsetBy: 2)...]
            let tag = head.drop { $0 == " " }
            if tag.isEmpty {
                // A blank tag repeats the header above, at the same column.
                guard let previous, previous.format == .androidStudio, previous.levelColumn == column else { return nil }
                var header = previous
                header.level = level
                header.message = message
                header.timestamp = timestamp ?? previous.timestamp
                return .braze(header)
            }
            guard let version = sdkVersion(inTag: tag) else { return timestamp == nil && head.first == " " ? nil : .foreign }
            return .braze(
                DeviceLogHeader(
                    format: .androidStudio,
                    platform: .android,
                    timestamp: timestamp,
                    sdkVersion: version,
                    level: level,
                    message: message,
                    joinKey: nil,
                    levelColumn: column
                )
            )
        }
        return nil
    }

    /// The version in an Android SDK tag (`Braze v29.0.1 .bo.app.n6` → `29.0.1`), or nil when the
    /// tag is not the SDK's.
    static func sdkVersion(inTag tag: Substring) -> String? {
        guard let range = tag.byteRange(of: "Braze v") else { return nil }
        let version = tag[range.upperBound...].prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        return version.isEmpty ? nil : String(version)
    }

    /// Xcode's console (`date time±zone App[pid:tid] [braze] message`) or `log stream`
    /// (`… App: (BrazeKit) [com.braze:…] message`): a Braze entry when the SDK's marker follows
    /// the process.
    private static func xcode(_ rest: Substring, timestamp: LogTimestamp) -> DeviceLogLine {
        for marker in ["[braze] ", "[BrazeUI] ", "(BrazeKit) ", "(BrazeUI) "] {
            guard let range = rest.prefix(400).byteRange(of: marker) else { continue }
            var message = rest[range.upperBound...]
            if marker.hasPrefix("("), message.hasPrefix("["), let close = message.firstIndex(of: "]") {
                message = message[message.index(after: close)...].drop { $0 == " " }
            }
            if marker == "[BrazeUI] " { message = rest[range.lowerBound...] }
            return .braze(
                DeviceLogHeader(
                    format: .xcode,
                    platform: .ios,
                    timestamp: timestamp,
                    sdkVersion: nil,
                    level: nil,
                    message: message,
                    joinKey: nil,
                    levelColumn: nil
                )
            )
        }
        return .foreign
    }

    /// The Web SDK's console lines (`Braze: …`, `Braze SDK Warning: … (v5.5.0)`, the older
    /// `Appboy: …`), after an optional `source.js:12` column.
    private static func web(_ text: Substring, timestamp: LogTimestamp?) -> DeviceLogLine? {
        var body = text.drop { $0 == " " }
        if let space = body.firstIndex(of: " "), isSourceLocation(body[..<space]) {
            body = body[body.index(after: space)...].drop { $0 == " " }
        }
        for prefix in ["Braze: ", "Braze SDK Warning: ", "Braze SDK Error: ", "Appboy: ", "Appboy SDK Warning: "] where body.hasPrefix(prefix) {
            var message = body.dropFirst(prefix.count)
            // Firefox prints the source after the message.
            if let space = message.lastIndex(of: " "), isSourceLocation(message[message.index(after: space)...]) {
                message = message[..<space]
            }
            var version: String?
            if message.hasSuffix(")"), let open = message.ranges(of: " (v").last {
                version = String(message[open.upperBound..<message.index(before: message.endIndex)])
                message = message[..<open.lowerBound]
            }
            return .braze(
                DeviceLogHeader(
                    format: .webConsole,
                    platform: .web,
                    timestamp: timestamp,
                    sdkVersion: version,
                    level: nil,
                    message: message,
                    joinKey: nil,
                    levelColumn: nil
                )
            )
        }
        return nil
    }

    /// Whether a word is a console's source column: `app.js:12`, `VM123:1`, `index.js:40:7`.
    static func isSourceLocation(_ word: Substring) -> Bool {
        guard let colon = word.firstIndex(of: ":"), colon > word.startIndex else { return false }
        let after = word[word.index(after: colon)...]
        return !after.isEmpty && after.utf8.allSatisfy { $0 &- 0x30 < 10 || $0 == UInt8(ascii: ":") }
    }
}

/// The prefix of a Braze entry's first line.
struct DeviceLogHeader: Sendable, Hashable {
    /// The format the line is in.
    var format: DeviceLogFormat
    /// The SDK that wrote it.
    var platform: Platform
    /// The line's timestamp, when it has one.
    var timestamp: LogTimestamp?
    /// The SDK version the line names (Android's tag, the web's warnings).
    var sdkVersion: String?
    /// The level letter (Android).
    var level: Character?
    /// The message on this line.
    var message: Substring
    /// logcat repeats the whole prefix on each line of one message: lines with the same prefix are one entry.
    var joinKey: String?
    /// Android Studio: the column of the level letter, where a blank-tag line has it too.
    var levelColumn: Int?
}

/// The log formats read.
public enum DeviceLogFormat: String, Sendable, Hashable, CaseIterable {
    /// `adb logcat -v threadtime`.
    case logcat
    /// Android Studio's Logcat window, copied (before and after Dolphin).
    case androidStudio = "android_studio"
    /// Xcode's console or `log stream`.
    case xcode
    /// A browser's console with the Web SDK's logging on.
    case webConsole = "web_console"
    /// A JSON body pasted on its own (a browser's network panel).
    case json
}
