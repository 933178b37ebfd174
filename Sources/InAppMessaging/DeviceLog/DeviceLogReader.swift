/// Reads a device log one line at a time and hands back whole Braze entries: a first line and
/// the lines that continue it (a pretty-printed JSON body, an iOS `Logged event:` block), or a
/// JSON body pasted on its own. Memory holds one entry, so a log of any length streams through.
///
/// Other apps' lines, lines of no known shape, and entries longer than `maximumEntryBytes` (cut
/// there) are counted in `counts`, never an error.
public struct DeviceLogReader: Sendable {
    /// The longest entry kept, in UTF-8 bytes; the rest of a longer one is dropped and counted.
    public static let maximumEntryBytes = 8 << 20

    /// What was read so far.
    public private(set) var counts = DeviceLogCounts()
    /// The entry being read.
    private var current: Pending?
    /// The last Braze header, for Android Studio's blank repeated tags.
    private var lastHeader: DeviceLogHeader?
    /// Whether the last header was another app's (its bare lines are its own).
    private var inForeign = false

    /// Starts before the first line.
    public init() {}

    /// The bytes that start every further line of the open entry, when its format repeats its
    /// prefix on each line (logcat); empty otherwise.
    public var joinPrefix: [UInt8] { current?.joinPrefix ?? [] }

    /// Takes a line known to start with `joinPrefix`: the rest is the open entry's next line.
    public mutating func continueEntry(_ message: Substring) {
        counts.lines += 1
        counts.brazeLines += 1
        current?.append(message, counts: &counts)
    }

    /// Takes the next line (without its line break); returns the entry it ended, if any.
    public mutating func feed(_ rawLine: Substring) -> DeviceLogEntry? {
        counts.lines += 1
        let line = rawLine.utf8.last == 0x0D ? rawLine.dropLast() : rawLine
        switch DeviceLogLine.classify(line, previous: lastHeader) {
        case .braze(let header):
            counts.brazeLines += 1
            inForeign = false
            lastHeader = header
            if var pending = current, let key = header.joinKey, pending.joinKey == key {
                pending.append(header.message, counts: &counts)
                current = pending
                return nil
            }
            let finished = flush()
            current = Pending(header: header, line: counts.lines)
            return finished
        case .foreign:
            return foreignLine()
        case .bare:
            return bare(line)
        case .cut:
            counts.cutLines += 1
            return flush()
        }
    }

    /// Takes another app's line (counted before it was decoded); returns the entry it ended, if any.
    public mutating func foreign() -> DeviceLogEntry? {
        counts.lines += 1
        return foreignLine()
    }

    /// Counts another app's line and ends the open entry.
    private mutating func foreignLine() -> DeviceLogEntry? {
        counts.otherLines += 1
        inForeign = true
        lastHeader = nil
        return flush()
    }

    /// Ends the log; returns the last entry, if one was open.
    public mutating func finish() -> DeviceLogEntry? {
        flush()
    }

    /// A line without a prefix: it continues the open entry (a web console entry is one line, a
    /// pasted JSON body ends where its braces close), or starts a pasted JSON body.
    private mutating func bare(_ line: Substring) -> DeviceLogEntry? {
        if var pending = current {
            switch pending.format {
            case .json:
                counts.brazeLines += 1
                pending.append(line, counts: &counts)
                current = pending
                return pending.depth <= 0 ? flush() : nil
            case .webConsole:
                let finished = flush()
                return bare(line) ?? finished
            default:
                counts.brazeLines += 1
                pending.append(line, counts: &counts)
                current = pending
                return nil
            }
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if inForeign {
            counts.otherLines += 1
        } else if trimmed.first == "{" {
            counts.brazeLines += 1
            current = Pending(json: line, line: counts.lines)
            if current!.depth <= 0 { return flush() }
        } else if !trimmed.isEmpty {
            counts.unrecognisedLines += 1
        }
        return nil
    }

    /// Closes the open entry.
    private mutating func flush() -> DeviceLogEntry? {
        defer { current = nil }
        guard let pending = current else { return nil }
        counts.entries += 1
        if pending.text.containsBytes("*****") { counts.redactedEntries += 1 }
        return pending.entry
    }

    /// An entry being read.
    private struct Pending: Sendable {
        var format: DeviceLogFormat
        var platform: Platform?
        var timestamp: LogTimestamp?
        var sdkVersion: String?
        var joinKey: String?
        /// `joinKey`'s bytes.
        var joinPrefix: [UInt8] = []
        var line: Int
        var text: String
        var cut = false
        /// Open braces and brackets of a pasted JSON body.
        var depth = 0

        init(header: DeviceLogHeader, line: Int) {
            format = header.format
            platform = header.platform
            timestamp = header.timestamp
            sdkVersion = header.sdkVersion
            joinKey = header.joinKey
            joinPrefix = header.joinKey.map { Array($0.utf8) } ?? []
            self.line = line
            text = String(header.message)
        }

        init(json: Substring, line: Int) {
            format = .json
            self.line = line
            text = String(json)
            depth = Self.depthChange(json)
        }

        mutating func append(_ more: Substring, counts: inout DeviceLogCounts) {
            guard !cut else { return }
            if text.utf8.count + more.utf8.count >= DeviceLogReader.maximumEntryBytes {
                cut = true
                counts.cutEntries += 1
                return
            }
            text += "\n"
            text += more
            if format == .json { depth += Self.depthChange(more) }
        }

        var entry: DeviceLogEntry {
            DeviceLogEntry(format: format, platform: platform, timestamp: timestamp, sdkVersion: sdkVersion, line: line, text: text, cut: cut)
        }

        /// Opening minus closing brackets outside strings on one line.
        static func depthChange(_ line: Substring) -> Int {
            var depth = 0
            var inString = false
            var escaped = false
            for byte in line.utf8 {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            return depth
        }
    }
}

/// One Braze entry of a device log: its first line's prefix and its whole message.
public struct DeviceLogEntry: Sendable, Hashable {
    /// The format its first line is in.
    public var format: DeviceLogFormat
    /// The SDK that wrote it (nil for a pasted JSON body).
    public var platform: Platform?
    /// Its first line's timestamp.
    public var timestamp: LogTimestamp?
    /// The SDK version its prefix names.
    public var sdkVersion: String?
    /// Its first line's number (from 1).
    public var line: Int
    /// The message, its lines joined by line breaks (prefixes removed).
    public var text: String
    /// Whether it was longer than `DeviceLogReader.maximumEntryBytes` and cut.
    public var cut: Bool
}

/// What a device log held besides what was taken from it.
public struct DeviceLogCounts: Sendable, Hashable {
    /// Every line.
    public var lines = 0
    /// Lines of Braze entries (and of pasted JSON bodies).
    public var brazeLines = 0
    /// Braze entries.
    public var entries = 0
    /// Other apps' and other tags' lines, skipped.
    public var otherLines = 0
    /// Lines of no known shape outside any entry (and lines holding NUL), skipped.
    public var unrecognisedLines = 0
    /// Braze lines cut before their message, skipped.
    public var cutLines = 0
    /// Entries longer than the reader keeps, cut.
    public var cutEntries = 0
    /// Entries with a redacted value (`*****`).
    public var redactedEntries = 0
    /// JSON bodies that did not parse (cut or redacted), skipped.
    public var partialJSON = 0
    /// Trigger payloads that were not campaigns Vitrine can read, skipped.
    public var unreadableTriggers = 0

    /// Creates empty counts.
    public init() {}
}
