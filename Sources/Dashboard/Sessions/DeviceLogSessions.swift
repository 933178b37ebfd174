import CampaignServices
import CampaignStore
import HTTPTypes
import InAppMessaging

/// Replays a device's log and keeps it as a session with its report: what the API and the
/// new-session page both do with a log (docs/device-logs.md).
struct DeviceLogSessions: Sendable {
    /// The store.
    let database: AppDatabase
    /// The logs with their cached engines.
    let log: SessionLog
    /// Bounds the replays run at once.
    let replays: WorkGate

    /// Replays `deviceLog` behind the replay gate (a refused event is a 422).
    func replay(_ deviceLog: DeviceLog, settings: DeviceLogReplay.Settings) async throws -> DeviceLogReplay {
        try await replays.replay { brake in
            do {
                return try DeviceLogReplay(log: deviceLog, settings: settings, brake: brake)
            } catch let error as DeliveryError {
                if case .stopped = error { throw error }
                throw APIError(.unprocessableContent, error.description, path: "events")
            }
        }
    }

    /// Stores the replay as a session named `name` (default: the SDK and device), its campaigns
    /// kept with it and its report beside it.
    func store(_ replay: DeviceLogReplay, name: String?) async throws -> StoredSession {
        let name = name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultName(replay.log)
        guard name.count <= SessionLimits.nameLength else {
            throw APIError(.unprocessableContent, "name is longer than \(SessionLimits.nameLength) characters", path: "name")
        }
        let session = try await log.create(name: name, configuration: replay.configuration, campaigns: replay.log.campaigns, events: replay.events)
        // The report, and the log without its campaigns (the session holds them) to replay it again.
        guard case .object(var report) = replay.reportValue else { preconditionFailure("a replay's report is an object") }
        report["log"] = replay.log.jsonValue
        try await database.insertDeviceLogReport(sessionID: session.id, report: JSONWriter.write(.object(report), keyOrder: .stored))
        return session
    }

    /// "Device log: Android SDK 29.0.1 on Pixel 7, 14".
    static func defaultName(_ log: DeviceLog) -> String {
        String(
            ("Device log: " + DeviceLog.describe(platform: log.platform, sdkVersion: log.sdkVersion, device: log.device)).prefix(
                SessionLimits.nameLength
            )
        )
    }

    /// The replay settings in `value(name)` (query or form fields), a bad one a 400 at its name.
    static func settings(_ value: (String) -> String?) throws -> DeviceLogReplay.Settings {
        do {
            return try DeviceLogReplay.Settings(reading: value)
        } catch {
            let name = error.path?.description ?? ""
            throw APIError(.badRequest, "\(name) \(error.message)", path: name)
        }
    }
}
