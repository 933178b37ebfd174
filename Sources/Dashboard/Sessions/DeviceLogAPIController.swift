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
    /// Replays logs and stores them as sessions.
    let sessions: DeviceLogSessions

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
        let settings = try DeviceLogSessions.settings { query[Substring($0)].map(String.init) }
        let parsed = try await Self.read(request.body, headers: request.headers, platform: settings.platform)
        let replay = try await sessions.replay(parsed, settings: settings)
        guard query["store"].map(String.init) != "false" else {
            return JSONResponse(replay.jsonValue, leadingKeys: DeviceLogReplay.leadingKeys)
        }
        let session = try await sessions.store(replay, name: query["name"].map(String.init))
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
}
