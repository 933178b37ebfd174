import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging
import Preview

/// The device-session pages: list, configuration form, scenario import, the session page with
/// its control panel and scrubbing, and the phone document shown in it. Every page works
/// without JavaScript (forms post and redirect); `session.js` adds the phone's click bridge.
struct SessionController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The logs with their cached engines.
    let log: SessionLog
    /// The page templates.
    let templates: TemplateRenderer
    /// Draws the phone (with the stored view types and the stand-in images).
    let previews: PreviewService
    /// Bounds the replays run at once (the session page, the phone at a past point).
    let replays: WorkGate

    /// Registers the session routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/sessions", use: list)
        router.get("/sessions/new", use: newForm)
        router.post("/sessions", use: create)
        router.post("/sessions/import", use: importScenario)
        router.get("/sessions/:id", use: show)
        router.get("/sessions/:id/phone", use: phone)
        router.post("/sessions/:id/events", use: logEvent)
        router.post("/sessions/:id/refresh", use: refreshCampaigns)
        router.post("/sessions/:id/delete", use: delete)
    }

    /// The session list with the import form.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        page(SessionListPage(sessions: try await database.sessionSummaries(), paths: paths))
    }

    /// The configuration form with its defaults.
    @Sendable func newForm(request: Request, context: AppRequestContext) async throws -> Response {
        let campaigns = try await database.campaignSummaries()
        let form = SessionSetupForm(activeCampaignIDs: campaigns.filter { $0.status == .active }.map(\.id))
        return page(SessionSetupPage(form: form, campaigns: campaigns, profiles: try await database.userProfiles()))
    }

    /// Creates a session from the form, snapshotting the checked campaigns.
    @Sendable func create(request: Request, context: AppRequestContext) async throws -> Response {
        let form = SessionSetupForm(form: try await posted(request).fields)
        let summaries = try await database.campaignSummaries()
        let profiles = try await database.userProfiles()
        var (configuration, errors) = form.configuration()
        let user = form.value("user")
        if !user.isEmpty, !profiles.contains(where: { $0.id == user }) { errors.add("user", "No user profile has the id \"\(user)\".") }
        guard var configuration, errors.isEmpty else {
            return page(
                SessionSetupPage(form: form, errors: errors, campaigns: summaries, profiles: profiles),
                status: .unprocessableContent
            )
        }
        configuration.user = profiles.first { $0.id == user }
        configuration.contentBlocks = try await database.contentBlocks()
        let campaigns = try await database.campaigns().map(\.campaign).filter { form.campaignIDs.contains($0.id) }
        let session = try await log.create(name: form.name, configuration: configuration, campaigns: campaigns)
        return redirect(Paths.app.session(session.id))
    }

    /// Imports a scenario (a file or pasted text) as a new session.
    @Sendable func importScenario(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await posted(request, limit: BodyLimits.session)
        let text = form.files.first.map { String(decoding: $0.bytes, as: UTF8.self) } ?? form.fields["scenario"] ?? ""
        do {
            let submission = try SessionSubmission(body: try JSONParser.parse(text))
            let campaigns = try await submission.resolveCampaigns(in: database)
            do {
                let session = try await log.create(
                    name: submission.name,
                    configuration: submission.configuration,
                    campaigns: campaigns,
                    events: submission.batch.events
                )
                return redirect(Paths.app.session(session.id))
            } catch SessionError.rejected(let index, let error) {
                throw submission.batch.rejection(index: index, error)
            }
        } catch let error as WireError {
            return await importRefused("Not JSON: \(error.description)", text: text)
        } catch let error as APIError {
            return await importRefused((error.path.map { "\($0): " } ?? "") + error.message, text: text)
        }
    }

    /// The session page, as it was after the first `at` events when given; `why` asks why a campaign did not show.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        try await sessionPage(request: request, context: context, error: nil)
    }

    /// What the phone shows after the first `at` events (default: the whole log), as a sandboxed document.
    @Sendable func phone(request: Request, context: AppRequestContext) async throws -> Response {
        let session = try await session(context)
        let at = Self.position(request, count: session.eventCount)
        let engine =
            at == session.eventCount
            ? try await log.engine(of: session.id)
            : try await SessionTimeline.replayed(
                session: session,
                events: try await database.sessionEvents(id: session.id, limit: at),
                gate: replays
            ).engine
        let phone = SessionPhone(configuration: session.configuration, engine: engine)
        let markup = try await previews.screen(phone.presentation?.message, options: phone.options, title: session.name)
        return try PreviewDocument(markup: markup).response(from: request, context: context)
    }

    /// Logs the control panel's event, then shows the session again (422 with the reason when refused).
    @Sendable func logEvent(request: Request, context: AppRequestContext) async throws -> Response {
        let session = try await session(context)
        try SessionOwnership.requireChange(id: session.id, owner: session.owner, by: context.identity)
        do {
            let engine = try await log.engine(of: session.id)
            let batch = try EventBatch(body: try ControlPanelEvent.json(form: try await posted(request).fields, time: engine.time))
            do {
                _ = try await log.append(batch.events, to: session.id)
            } catch SessionError.rejected(let index, let error) {
                throw batch.rejection(index: index, error)
            }
            return redirect(Paths.app.session(session.id))
        } catch let error as APIError {
            return try await sessionPage(request: request, context: context, error: error)
        }
    }

    /// Re-snapshots the session's campaigns from the store (those still stored); the log is kept.
    @Sendable func refreshCampaigns(request: Request, context: AppRequestContext) async throws -> Response {
        let session = try await session(context)
        try SessionOwnership.requireChange(id: session.id, owner: session.owner, by: context.identity)
        let stored = try await database.campaigns().map(\.campaign)
        let ids = Set(session.campaigns.map(\.id))
        try await database.replaceSessionCampaigns(id: session.id, with: stored.filter { ids.contains($0.id) })
        await log.invalidate(session.id)
        return redirect(Paths.app.session(session.id))
    }

    /// Deletes a session.
    @Sendable func delete(request: Request, context: AppRequestContext) async throws -> Response {
        let session = try await session(context)
        try SessionOwnership.requireChange(id: session.id, owner: session.owner, by: context.identity)
        try await database.deleteSession(id: session.id)
        await log.invalidate(session.id)
        return redirect(Paths.app.sessions)
    }

    /// Renders the session page at the query's `at`, with an optional refused-event error.
    private func sessionPage(request: Request, context: AppRequestContext, error: APIError?) async throws -> Response {
        let session = try await session(context)
        let allEvents = try await database.sessionEvents(id: session.id)
        let at = Self.position(request, count: allEvents.count)
        let timeline = try await SessionTimeline.replayed(session: session, events: Array(allEvents.prefix(at)), gate: replays)
        let why = request.uri.formQueryParameters["why"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        // A campaign the session does not have may be in the store: its status says why.
        var storedStatus: CampaignStatus?
        if let why, !session.campaigns.contains(where: { $0.id == why }) {
            storedStatus = try await database.campaign(id: why)?.campaign.status
        }
        let view = SessionPage(
            session: session,
            timeline: timeline,
            allEvents: allEvents,
            whyNot: why,
            whyNotStoredStatus: storedStatus,
            error: error,
            mayChange: SessionOwnership.mayChange(owner: session.owner, identity: context.identity),
            deviceLog: try await database.deviceLogReport(sessionID: session.id).flatMap {
                DeviceLogView(report: $0, replayURL: paths.sessionDeviceLogReplay(session.id))
            },
            paths: paths
        )
        return page(view, status: error == nil ? .ok : .unprocessableContent)
    }

    /// The list page again with the reason an import failed.
    private func importRefused(_ message: String, text: String) async -> Response {
        let sessions = (try? await database.sessionSummaries()) ?? []
        return page(SessionListPage(sessions: sessions, importError: message, scenarioText: text, paths: paths), status: .unprocessableContent)
    }

    /// A posted form; an unreadable one is a 400 (413 when too large).
    private func posted(_ request: Request, limit: Int = BodyLimits.form) async throws -> MultipartForm {
        do {
            return try await request.form(limit: limit)
        } catch {
            throw HTTPError(error.status, message: error.description)
        }
    }

    /// The session named by the `id` path parameter, or a 404.
    private func session(_ context: AppRequestContext) async throws -> StoredSession {
        let id = try context.parameters.requireDecoded("id")
        guard let session = try await database.session(id: id) else {
            throw HTTPError(.notFound, message: "No session with id \(id).")
        }
        return session
    }

    /// The `at` query parameter clamped to 0…count; the whole log when absent or unreadable.
    static func position(_ request: Request, count: Int) -> Int {
        guard let raw = request.uri.formQueryParameters["at"], let value = Int(String(raw)) else { return count }
        return min(max(value, 0), count)
    }
}
