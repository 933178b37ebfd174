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
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            append(chunk[start..<newline])
            endLine()
            start = chunk.index(after: newline)
        }
        append(chunk[start...])
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
        return interpreter.finish(counts: reader.counts)
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

    private mutating func endLine() {
        let line = String(decoding: carry, as: UTF8.self)
        carry.removeAll(keepingCapacity: true)
        carryCut = false
        if let entry = reader.feed(line[...]) { interpreter.take(entry) }
    }
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
