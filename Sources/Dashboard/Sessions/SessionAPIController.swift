import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import OperationMetrics

// The device-session JSON API.
//
// - `GET /api/sessions` → `{"sessions": [{id, name, owner, event_count, created_at, updated_at}]}`, newest first.
// - `POST /api/sessions` `{name?, configuration?, campaign_ids? | campaigns?, events?}` (a scenario
//   file is accepted as it is) → 201, `Location`, the session.
// - `GET /api/sessions/{id}[?at=N]` → the session: `{id, name, event_count, created_at, updated_at,
//   configuration, campaigns: [ids], state: {time, screen, foreground, orientation, appearance,
//   online, on_screen, stack, attributes, delivered, counts}}`, the state after the first N events.
// - `POST /api/sessions/{id}/events` (one event, an array, or `{"events": [...]}`; at most 1,000)
//   → 200 `{"event_count", "trace": [entries the events produced], "state"}`.
// - `GET /api/sessions/{id}/trace[?at=N]` → `{"event_count", "trace"}`.
// - `GET /api/sessions/{id}/scenario` → the session as a scenario file (attachment), `expect` = its trace.
// - `DELETE /api/sessions/{id}` → 204.
// - Every session is read by every signed-in user; a viewer appends to and deletes only the
//   sessions it created (403 naming the owner), editors and admins any (`SessionOwnership`).
// - `POST /api/replay` (a scenario; `expect` optional) → `{"trace", "passed"?, "mismatch"?}`.
//
// Events that go back in time, unknown types, missing or wrongly-typed fields, properties over
// 16 KiB and batches over 1,000 events get a 422 naming the path; the log is unchanged.

/// Serves the device-session JSON API under `/api`.
struct SessionAPIController: Sendable {
    /// The store.
    let database: AppDatabase
    /// The logs with their cached engines.
    let log: SessionLog
    /// Bounds the replays run at once (`POST /api/replay`, a trace, a state at `at`).
    let replays: WorkGate

    /// Registers the routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("sessions", use: listSessions)
        api.post("sessions", use: createSession)
        api.get("sessions/:id", use: showSession)
        api.delete("sessions/:id", use: deleteSession)
        api.post("sessions/:id/events", use: appendEvents)
        api.get("sessions/:id/trace", use: showTrace)
        api.get("sessions/:id/scenario", use: exportScenario)
        api.post("replay", use: replay)
        api.allowOnly("sessions", .get, .post)
        api.allowOnly("sessions/:id", .get, .delete)
        api.allowOnly("sessions/:id/events", .post)
        api.allowOnly("sessions/:id/trace", .get)
        api.allowOnly("sessions/:id/scenario", .get)
        api.allowOnly("replay", .post)
    }

    /// Every session's listing columns.
    @Sendable func listSessions(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let sessions = try await database.sessionSummaries()
        return JSONResponse(.object(["sessions": .array(sessions.map(SessionJSON.summary))]), leadingKeys: SessionJSON.leadingKeys)
    }

    /// Creates a session (or imports a scenario as one).
    @Sendable func createSession(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let bytes = try await request.jsonBytes(upTo: BodyLimits.session)
        // Parsed and decoded on the offload pool, as a replay's body is (`replay`).
        let submission = try await Offload.run { try SessionSubmission(body: try JSONParser.parse(bytes)) }
        let campaigns = try await submission.resolveCampaigns(in: database)
        let session: StoredSession
        do {
            session = try await log.create(
                name: submission.name,
                configuration: submission.configuration,
                campaigns: campaigns,
                events: submission.batch.events
            )
        } catch SessionError.rejected(let index, let error) {
            throw submission.batch.rejection(index: index, error)
        }
        let engine = try await log.engine(of: session.id)
        return JSONResponse(
            SessionJSON.session(session, engine: engine),
            status: .created,
            headers: [.location: Paths.app.apiSession(session.id)],
            leadingKeys: SessionJSON.leadingKeys
        )
    }

    /// A session and the device's state (after the first `at` events when given).
    @Sendable func showSession(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let session = try await session(context)
        let engine: DeliveryEngine
        if let at = try Self.position(request, count: session.eventCount) {
            let events = try await database.sessionEvents(id: session.id, limit: at)
            engine = try await SessionTimeline.replayed(session: session, events: events, gate: replays).engine
        } else {
            engine = try await log.engine(of: session.id)
        }
        return JSONResponse(SessionJSON.session(session, engine: engine), leadingKeys: SessionJSON.leadingKeys)
    }

    /// Deletes a session and its log (its owner, an editor or an admin).
    @Sendable func deleteSession(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try await changeableSession(context)
        try await database.deleteSession(id: id)
        await log.invalidate(id)
        return Response(status: .noContent)
    }

    /// Appends events (its owner, an editor or an admin); answers with the trace entries they produced.
    @Sendable func appendEvents(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try await changeableSession(context)
        let batch = try EventBatch(body: try await request.jsonBody(upTo: BodyLimits.session))
        let appended: SessionLog.Appended
        do {
            appended = try await log.append(batch.events, to: id)
        } catch SessionError.rejected(let index, let error) {
            throw batch.rejection(index: index, error)
        }
        return JSONResponse(
            .object([
                "event_count": .int(appended.eventCount), "trace": SessionJSON.trace(appended.trace),
                "state": SessionJSON.state(appended.engine),
            ]),
            leadingKeys: ["event_count", "trace", "state", "at", "kind", "campaign"]
        )
    }

    /// The trace of the whole log (or of its first `at` events).
    @Sendable func showTrace(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let session = try await session(context)
        let at = try Self.position(request, count: session.eventCount)
        let events = try await database.sessionEvents(id: session.id, limit: at)
        let timeline = try await SessionTimeline.replayed(session: session, events: events, gate: replays)
        return JSONResponse(
            .object(["event_count": .int(timeline.events.count), "trace": SessionJSON.trace(timeline.trace)]),
            leadingKeys: ["event_count", "trace", "at", "kind", "campaign"]
        )
    }

    /// The session as a scenario file, its current trace as `expect`: streamed (`ScenarioStream`),
    /// so a long log is never held whole.
    @Sendable func exportScenario(request: Request, context: AppRequestContext) async throws -> Response {
        let stream = ScenarioStream(database: database, session: try await session(context), replays: replays)
        let headers: HTTPFields = [
            .contentType: "application/json; charset=utf-8", .xContentTypeOptions: "nosniff",
            .contentDisposition: "attachment; filename=\"\(stream.session.id).scenario.json\"",
        ]
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody { writer in
                try await stream.write { bytes in try await writer.write(ByteBuffer(bytes: bytes)) }
                try await writer.finish(nil)
            }
        )
    }

    /// Replays a scenario: its trace, and whether it meets its `expect` when it has one.
    ///
    /// Everything past reading the body runs on the offload pool behind the replay gate: a body
    /// of two megabytes takes long to parse and decode (a Braze Action's base64 in each button),
    /// and on the request's task it would hold one of the few threads that answer every request.
    @Sendable func replay(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let bytes = try await request.jsonBytes(upTo: BodyLimits.session)
        return try await replays.replay { brake in
            let scenario = try Self.scenario(from: bytes)
            let trace = try OperationTimer.measure(.replay) { try Self.replayed { () throws(DeliveryError) in try scenario.run(brake: brake) } }
            var body: JSONObject = ["trace": SessionJSON.trace(trace)]
            if scenario.expect != nil {
                // The trace just replayed is compared: the log is not replayed a second time.
                let result = scenario.compare(trace)
                body["passed"] = .bool(result.passed)
                if let mismatch = result.mismatch { body["mismatch"] = .string(mismatch.description) }
            }
            return JSONResponse(.object(body), leadingKeys: ["passed", "mismatch", "trace", "at", "kind", "campaign"])
        }
    }

    /// The scenario a replay body holds, held to the event limit and to the bounds a stored
    /// campaign is held to before any work is done.
    private static func scenario(from bytes: [UInt8]) throws -> Scenario {
        guard case .object(let members) = try JSONParser.parse(bytes) else {
            throw APIError(.unprocessableContent, "expected a scenario object", path: "$")
        }
        if case .array(let events)? = members["events"] {
            try SessionLimits.checkEventCount(events.count, path: JSONPath.root.appending("events"))
        }
        let scenario: Scenario
        do {
            scenario = try Scenario(json: .object(members))
        } catch {
            throw APIError(.unprocessableContent, error.message, path: error.path?.description)
        }
        for campaign in scenario.campaigns { try CampaignLimits.check(campaign) }
        return scenario
    }

    /// Runs a scenario step, a refused event becoming a 422 (a replay stopped at its deadline
    /// stays itself: a 503).
    private static func replayed<T>(_ step: () throws(DeliveryError) -> T) throws -> T {
        do {
            return try step()
        } catch .stopped(let at) {
            throw DeliveryError.stopped(at: at)
        } catch {
            throw APIError(.unprocessableContent, error.description, path: "events")
        }
    }

    /// The id of the session the `id` path parameter names, once the requester may change it
    /// (404 when there is none, 403 when it is another user's and the requester a viewer).
    private func changeableSession(_ context: AppRequestContext) async throws -> String {
        let id = try context.parameters.requireDecoded("id")
        guard let summary = try await database.sessionSummary(id: id) else { throw SessionError.notFound(id) }
        try SessionOwnership.requireChange(id: id, owner: summary.owner, by: context.identity)
        return id
    }

    /// The session named by the `id` path parameter.
    private func session(_ context: AppRequestContext) async throws -> StoredSession {
        let id = try context.parameters.requireDecoded("id")
        guard let session = try await database.session(id: id) else { throw SessionError.notFound(id) }
        return session
    }

    /// The `at` query parameter: how many events to replay (0…count); nil when absent.
    static func position(_ request: Request, count: Int) throws -> Int? {
        guard let raw = request.uri.formQueryParameters["at"].map(String.init), !raw.isEmpty else { return nil }
        guard let value = Int(raw), (0...count).contains(value) else {
            throw APIError(.badRequest, "at must be an event count from 0 to \(count), not \"\(raw)\"", path: "at")
        }
        return value
    }
}
