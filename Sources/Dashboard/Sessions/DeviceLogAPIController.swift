import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import NIOCore

// Sessions from a device's Braze log (docs/device-logs.md).
//
// - `POST /api/sessions/from-log[?platform=&orientation=&dismiss_after=&min_interval=&name=&store=false]`,
//   the log as the body (any text type, up to `BodyLimits.deviceLog`, read as it arrives) → 201,
//   `Location`, `{session, agrees, …, agreement, why_not, campaigns, events}`; with `store=false`,
//   200 and no session.
// - `GET /api/sessions/{id}/device-log` → the report kept with a session made from a log (404 for
//   one made otherwise).
//
// A body that is not a log (empty, binary, no Braze line) is a 422 naming why; one over the limit
// a 413; in both cases nothing is stored.

/// Serves the device-log routes of the sessions API.
struct DeviceLogAPIController: Sendable {
    /// The store.
    let database: AppDatabase
    /// The logs with their cached engines.
    let log: SessionLog
    /// Bounds the replays run at once.
    let replays: WorkGate

    /// Registers the routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.post("sessions/from-log", use: createFromLog)
        api.get("sessions/:id/device-log", use: showReport)
        api.allowOnly("sessions/from-log", .post)
        api.allowOnly("sessions/:id/device-log", .get)
    }

    /// Reads the log in the body, replays it and (unless `store=false`) keeps it as a session.
    @Sendable func createFromLog(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let query = request.uri.queryParameters
        let settings = try Self.settings(query)
        let parsed = try await Self.read(request.body, headers: request.headers, platform: settings.platform)
        let replay = try await replays.replay { brake in
            do {
                return try DeviceLogReplay(log: parsed, settings: settings, brake: brake)
            } catch let error as DeliveryError {
                if case .stopped = error { throw error }
                throw APIError(.unprocessableContent, error.description, path: "events")
            }
        }
        guard query["store"].map(String.init) != "false" else {
            return JSONResponse(replay.jsonValue, leadingKeys: DeviceLogReplay.leadingKeys)
        }
        let name = query["name"].map(String.init).flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultName(parsed)
        guard name.count <= SessionLimits.nameLength else {
            throw APIError(.unprocessableContent, "name is longer than \(SessionLimits.nameLength) characters", path: "name")
        }
        let session = try await log.create(name: name, configuration: replay.configuration, campaigns: parsed.campaigns, events: replay.events)
        try await database.insertDeviceLogReport(sessionID: session.id, report: JSONWriter.write(replay.reportValue, keyOrder: .stored))
        guard case .object(var members) = replay.jsonValue else { preconditionFailure("a replay's JSON is an object") }
        members["session"] = JSONValue.string(session.id)
        return JSONResponse(
            .object(members),
            status: .created,
            headers: [.location: Paths.app.apiSession(session.id)],
            leadingKeys: ["session"] + DeviceLogReplay.leadingKeys
        )
    }

    /// The report kept with a session made from a log.
    @Sendable func showReport(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try context.parameters.requireDecoded("id")
        guard try await database.sessionSummary(id: id) != nil else { throw SessionError.notFound(id) }
        guard let report = try await database.deviceLogReport(sessionID: id) else {
            throw APIError(.notFound, "the session \(id) was not made from a device log", path: "id")
        }
        return JSONResponse(bytes: Array(report.utf8))
    }

    /// The replay settings in the query, each refused at its name when it is not one.
    static func settings(_ query: Parameters) throws -> DeviceLogReplay.Settings {
        var settings = DeviceLogReplay.Settings()
        if let raw = query["platform"].map(String.init), !raw.isEmpty {
            guard let platform = Platform(rawValue: raw) else {
                throw APIError(.badRequest, "platform must be ios, android or web", path: "platform")
            }
            settings.platform = platform
        }
        if let raw = query["orientation"].map(String.init), !raw.isEmpty {
            guard let orientation = DeliveryConfiguration.DeviceOrientation(rawValue: raw) else {
                throw APIError(.badRequest, "orientation must be portrait or landscape", path: "orientation")
            }
            settings.orientation = orientation
        }
        for (name, keyPath) in [("dismiss_after", \DeviceLogReplay.Settings.dismissAfter), ("min_interval", \.minimumInterval)] {
            guard let raw = query[Substring(name)].map(String.init), !raw.isEmpty else { continue }
            guard let value = Double(raw), value.isFinite, (0...86_400).contains(value) else {
                throw APIError(.badRequest, "\(name) must be a number of seconds from 0 to 86400", path: name)
            }
            settings[keyPath: keyPath] = value
        }
        return settings
    }

    /// Streams the body through the parser, refusing it past `BodyLimits.deviceLog`.
    static func read(_ body: RequestBody, headers: HTTPFields, platform: Platform?) async throws -> DeviceLog {
        let limit = BodyLimits.deviceLog
        if let length = headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError(.contentTooLarge, "the log is \(length) bytes; the limit is \(limit) bytes")
        }
        var parser = DeviceLogParser(platform: platform)
        for try await buffer in body {
            guard parser.byteCount + buffer.readableBytes <= limit else {
                throw APIError(.contentTooLarge, "the log is over the limit of \(limit) bytes")
            }
            parser.consume(buffer.readableBytesView)
        }
        do {
            return try parser.finish()
        } catch {
            throw APIError(.unprocessableContent, error.description, path: "body")
        }
    }

    /// "Device log: Android 29.0.1 on Pixel 7, 14".
    static func defaultName(_ log: DeviceLog) -> String {
        let sdk = [log.platform?.displayName, log.sdkVersion].compactMap { $0 }.joined(separator: " ")
        return String(
            ("Device log: " + (sdk.isEmpty ? "unknown SDK" : sdk) + (log.device.map { " on \($0)" } ?? "")).prefix(SessionLimits.nameLength)
        )
    }
}
