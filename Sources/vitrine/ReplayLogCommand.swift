import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine replay-log`: read a device's Braze log, replay it, and say where Vitrine and the
/// device disagree (docs/device-logs.md).
struct ReplayLogCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "replay-log",
        abstract: "Replay a device's Braze log (logcat, Xcode, browser console) and compare Vitrine with the device.",
        discussion: """
            Reads the campaigns the server sent, the events the app logged and the SDK's own words, \
            replays the session through the delivery engine and lists every impression, click, \
            "no matching trigger" and refusal the device logged or Vitrine predicts. Exit status: \
            0 when they agree, 1 when they disagree, 2 when the file is not a log Vitrine can read.
            """
    )

    /// How the report is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit
    }

    /// The log.
    @Argument(
        help:
            "The log file (- for standard input): adb logcat -v threadtime, Android Studio's Logcat, Xcode's console, or a browser console with the /api/v3/data bodies pasted beside it."
    )
    var file: String

    /// The SDK, when the log's lines do not say.
    @Option(help: "ios, android or web (default: what the log's lines say).")
    var platform: String?

    /// The output format.
    @Option(help: "text, json or junit.")
    var format: Format = .text

    /// The device's orientation.
    @Option(help: "The device's orientation all along: portrait or landscape (a log does not say).")
    var orientation: String = "portrait"

    /// When a message the log does not see leave is taken as closed.
    @Option(
        name: .customLong("dismiss-after"),
        help: "Seconds after its impression at which a message is taken as closed when the log does not say (default 10)."
    )
    var dismissAfter: Double = 10

    /// The app's minimum interval.
    @Option(name: .customLong("min-interval"), help: "The app's minimum seconds between triggered messages (default 30).")
    var minimumInterval: Double = 30

    /// Runs the subcommand.
    func run() async throws {
        let options = [
            "platform": platform, "orientation": orientation, "dismiss_after": String(dismissAfter), "min_interval": String(minimumInterval),
        ]
        let settings: DeviceLogReplay.Settings
        do {
            settings = try DeviceLogReplay.Settings { options[$0] ?? nil }
        } catch {
            let option = (error.path?.description ?? "").replacingOccurrences(of: "_", with: "-")
            printError("vitrine: --\(option) \(error.message)")
            throw ExitCode(2)
        }
        let replay: DeviceLogReplay
        do {
            replay = try DeviceLogReplay(log: try Self.read(file, platform: settings.platform), settings: settings)
        } catch {
            printError("vitrine: \(file): \(error)")
            throw ExitCode(2)
        }
        switch format {
        case .text: print(ReplayLogReport.text(replay, file: file), terminator: "")
        case .json: print(JSONWriter.write(replay.jsonValue, pretty: true, leadingKeys: DeviceLogReplay.leadingKeys))
        case .junit: print(ReplayLogReport.junit(replay, file: file), terminator: "")
        }
        if !replay.agrees { throw ExitCode(1) }
    }

    /// Streams `path` (or standard input for `-`) through the parser, a mebibyte at a time.
    static func read(_ path: String, platform: Platform?) throws -> DeviceLog {
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else { throw CommandFailure("cannot read the file") }
            handle = opened
        }
        defer { try? handle.close() }
        var parser = DeviceLogParser(platform: platform)
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            parser.consume(chunk)
        }
        return try parser.finish()
    }
}
