import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging

/// The new-session page's "Start from a device log" form without its script: a log uploaded or
/// pasted (up to `BodyLimits.session`) becomes a session, and the session page shows how Vitrine
/// and the device compare. With the script, a file goes to `POST /api/sessions/from-log` instead,
/// with upload progress and the API's larger limit.
struct DeviceLogPageController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// Replays logs and stores them as sessions.
    let sessions: DeviceLogSessions
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers the route.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/sessions/from-log", use: create)
        router.post("/sessions/:id/device-log/replay", use: replayAgain)
    }

    /// Replays a session's log again with the posted settings, as a new session beside it.
    @Sendable func replayAgain(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        guard let session = try await database.session(id: id) else { throw HTTPError(.notFound, message: "No session with id \(id).") }
        guard let report = try await database.deviceLogReport(sessionID: id), let stored = try? JSONParser.parse(report),
            let logJSON = stored["log"], let deviceLog = DeviceLog(json: logJSON, campaigns: session.campaigns)
        else { throw HTTPError(.notFound, message: "The session \(id) was not made from a device log.") }
        let form: MultipartForm
        do {
            form = try await request.form()
        } catch {
            throw HTTPError(error.status, message: error.description)
        }
        do {
            let settings = try DeviceLogSessions.settings { form.fields.text($0) }
            let replay = try await sessions.replay(deviceLog, settings: settings)
            let name = String((session.name + " (" + DeviceLogView.describe(settings) + ")").prefix(SessionLimits.nameLength))
            let again = try await sessions.store(replay, name: name)
            return redirect(Paths.app.session(again.id))
        } catch let error as APIError {
            throw HTTPError(error.status, message: (error.path.map { "\($0): " } ?? "") + error.message)
        }
    }

    /// Replays the posted log into a session and shows it; the new-session page again, with the
    /// reason, when the log cannot be read (422; nothing stored).
    @Sendable func create(request: Request, context: AppRequestContext) async throws -> Response {
        let form: MultipartForm
        do {
            form = try await request.form(limit: BodyLimits.session)
        } catch {
            throw HTTPError(error.status, message: error.description)
        }
        let pasted = form.fields.text("log_text")
        let upload = form.files.first { $0.fieldName == "log" && !$0.bytes.isEmpty }
        do {
            let settings = try DeviceLogSessions.settings { form.fields.text($0) }
            var parser = DeviceLogParser(platform: settings.platform)
            if let upload { parser.consume(upload.bytes) } else { parser.consume(Array(pasted.utf8)) }
            let deviceLog: DeviceLog
            do {
                deviceLog = try parser.finish()
            } catch {
                throw APIError(.unprocessableContent, "The log cannot be read: \(error.description).", path: "log")
            }
            let replay = try await sessions.replay(deviceLog, settings: settings)
            let session = try await sessions.store(replay, name: form.fields.text("log_name"))
            return redirect(Paths.app.session(session.id))
        } catch let error as APIError {
            return try await refused(error.message, pasted: upload == nil ? pasted : "")
        }
    }

    /// The new-session page with the log's error and the pasted text kept.
    private func refused(_ message: String, pasted: String) async throws -> Response {
        let campaigns = try await database.campaignSummaries()
        let form = SessionSetupForm(activeCampaignIDs: campaigns.filter { $0.status == .active }.map(\.id))
        var view = SessionSetupPage(form: form, campaigns: campaigns, profiles: try await database.userProfiles())
        view.logError = message
        view.logText = pasted
        return page(view, status: .unprocessableContent)
    }
}
