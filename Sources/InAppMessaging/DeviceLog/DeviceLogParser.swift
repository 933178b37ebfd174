/// Reads a device log from its bytes, in chunks of any size, into a `DeviceLog`: memory holds one
/// line and one entry besides what is taken, so a log of any length streams through.
public struct DeviceLogParser: Sendable {
    /// The longest line kept, in bytes; the rest of a longer one is dropped.
    public static let maximumLineBytes = 1 << 20

    private var reader = DeviceLogReader()
    private var interpreter: DeviceLogInterpreter
    /// The bytes of a line not yet ended.
    private var carry: [UInt8] = []
    private var carryCut = false
    /// Bytes read so far.
    public private(set) var byteCount = 0
    /// Whether a NUL byte came in the first 8 KiB (a binary file).
    private var binary = false

    /// Starts before the first byte; `platform` overrides what the lines say.
    public init(platform: Platform? = nil) {
        interpreter = DeviceLogInterpreter(platform: platform)
    }

    /// Lines read so far.
    public var lineCount: Int { reader.counts.lines }

    /// Takes the next bytes.
    public mutating func consume(_ chunk: some Collection<UInt8>) {
        if byteCount < 8192, chunk.prefix(8192 - byteCount).contains(0) { binary = true }
        byteCount += chunk.count
        guard !binary else { return }
        let done: Void? = chunk.withContiguousStorageIfAvailable { consume(buffer: $0) }
        if done == nil { Array(chunk).withUnsafeBufferPointer { consume(buffer: $0) } }
    }

    /// Splits contiguous bytes into lines.
    private mutating func consume(buffer: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        let count = buffer.count
        while index < count {
            if buffer[index] == 0x0A {
                if carry.isEmpty {
                    line(UnsafeBufferPointer(rebasing: buffer[start..<index]))
                } else {
                    append(buffer[start..<index])
                    endLine()
                }
                start = index + 1
            }
            index += 1
        }
        if start < count { append(buffer[start..<count]) }
    }

    /// Ends the log: the log read, or why it is not one (empty, binary, no Braze line).
    public mutating func finish() throws(DeviceLogError) -> DeviceLog {
        guard byteCount > 0 else { throw DeviceLogError("the log is empty") }
        guard !binary else { throw DeviceLogError("the log is not text: it holds NUL bytes (a binary file?)") }
        if !carry.isEmpty { endLine() }
        if let entry = reader.finish() { interpreter.take(entry) }
        guard reader.counts.brazeLines > 0 else {
            throw DeviceLogError(
                "no Braze SDK line in \(reader.counts.lines) line\(reader.counts.lines == 1 ? "" : "s"): capture the log with the SDK's logging at its most "
                    + "verbose (docs/device-logs.md, \"Capturing a log\")"
            )
        }
        let log = interpreter.finish(counts: reader.counts)
        guard !log.events.isEmpty || !log.campaigns.isEmpty || !log.outcomes.isEmpty else {
            let unread = log.notes.first.map { " (\($0))" } ?? ""
            throw DeviceLogError(
                "nothing to replay: \(reader.counts.brazeLines) Braze lines hold no event, trigger or decision Vitrine reads\(unread)"
            )
        }
        return log
    }

    private mutating func append(_ bytes: some Collection<UInt8>) {
        guard !carryCut else { return }
        if carry.count + bytes.count > Self.maximumLineBytes {
            carry.append(contentsOf: bytes.prefix(Self.maximumLineBytes - carry.count))
            carryCut = true
        } else {
            carry.append(contentsOf: bytes)
        }
    }

    /// Ends the line held in `carry`.
    private mutating func endLine() {
        carry.withUnsafeBufferPointer { line($0) }
        carry.removeAll(keepingCapacity: true)
        carryCut = false
    }

    /// One whole line: another app's timestamped line is counted from its bytes alone (most of a
    /// device's log); any other becomes text for the reader.
    private mutating func line(_ bytes: UnsafeBufferPointer<UInt8>) {
        let prefix = reader.joinPrefix
        if !prefix.isEmpty, bytes.starts(with: prefix) {
            reader.continueEntry(String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count...]), as: UTF8.self)[...])
            return
        }
        if Self.isForeign(bytes) {
            if let entry = reader.foreign() { interpreter.take(entry) }
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let entry = reader.feed(text[...]) { interpreter.take(entry) }
    }

    /// Whether a line starts with a timestamp and names no Braze SDK (`raze`, `ppboy`): another
    /// app's line in any of the formats read.
    static func isForeign(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = line.count
        guard count > 12, isDigit(line[0]), isDigit(line[1]),
            line[2] == UInt8(ascii: "-") || line[2] == UInt8(ascii: ":") || (isDigit(line[3]) && line[4] == UInt8(ascii: "-"))
        else { return false }
        var index = 2
        while index < count - 2 {
            switch line[index] {
            case UInt8(ascii: "z"):
                if line[index - 2] == UInt8(ascii: "r"), line[index - 1] == UInt8(ascii: "a"), line[index + 1] == UInt8(ascii: "e") { return false }
            case UInt8(ascii: "b"):
                if line[index - 2] == UInt8(ascii: "p"), line[index - 1] == UInt8(ascii: "p"), line[index + 1] == UInt8(ascii: "o") { return false }
            default: break
            }
            index += 1
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}

/// Why bytes are not a device log Vitrine can read.
public struct DeviceLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
