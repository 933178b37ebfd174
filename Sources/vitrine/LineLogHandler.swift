import Foundation
import Logging

/// `vitrine serve`'s log: one line per event on standard output, as text (the default) or as a
/// JSON object (`VITRINE_LOG_FORMAT=json`).
struct LineLogHandler: LogHandler {
    /// How a line is written.
    enum Format: String, Sendable {
        /// Time, level, logger, the metadata as `key=value` (quoted when it must be), the message.
        case text
        /// `time`, `level`, `logger`, `message`, then the metadata's keys.
        case json
    }

    /// The logger's label.
    let label: String
    /// Text or JSON.
    let format: Format
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 })
        var line = format == .json ? jsonLine(event, merged) : textLine(event, merged)
        line += "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
