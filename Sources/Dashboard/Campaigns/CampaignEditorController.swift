import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging
import Preview

/// The campaign editor: new, edit, save (with version checks), duplicate, archive and delete.
struct CampaignEditorController: PageRendering, Sendable {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Where users reach the dashboard, for the asset URLs offered.
    let origin: PublicOrigin
    /// Draws the side preview.
    let previews: PreviewService
    /// Checks campaigns before they are saved as active.
    let checker: CampaignChecker
    /// Fetches the remote images of saved campaigns (when the server allows it).
    let images: RemoteImages

    /// Registers the editor's routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/new", use: newCampaign)
        router.post("/campaigns", use: create)
        router.get("/campaigns/:id/edit", use: edit)
        router.post("/campaigns/:id", use: save)
        router.post("/campaigns/:id/duplicate", use: duplicate)
        router.post("/campaigns/:id/archive", use: archive)
        router.post("/campaigns/:id/unarchive", use: unarchive)
        router.get("/campaigns/:id/delete", use: confirmDelete)
        router.post("/campaigns/:id/delete", use: delete)
        router.post("/campaigns/form-preview", use: formPreview)
        router.post("/campaigns/form-check", use: formCheck)
        router.post("/campaigns/:id/translations", use: uploadTranslations)
    }

    /// Renders the message the editor's form describes (saved or not) for the live preview frame.
    @Sendable func formPreview(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let id = posted.fields.text("id")
        let base = id.isEmpty ? nil : try await database.campaign(id: id)?.campaign
        let registry = try await database.viewTypeRegistry()
        let form = CampaignForm(posted: posted.fields)
        let draft = try await Offload.run { form.assemble(base: base, registry: registry).draft.map(form.shownDraft) }
        guard let draft else { return errorPage(.unprocessableContent, "Choose one of the message kinds.") }
        var options: PreviewOptions
        do {
            options = try Self.sidePreviewOptions(posted.fields)
        } catch {
            return errorPage(.unprocessableContent, "The side preview's \(error.description).")
        }
        options.reportsSize = true
        let markup = try await previews.document(PreviewSubject(campaign: draft), options: options).html
        return try PreviewDocument(markup: markup).response(from: request, context: context)
    }

    /// The side preview's options as the editor's form chose them (`preview_platform`, …), read
    /// by the preview routes' parser: a value it refuses is a problem naming it, never the default.
    static func sidePreviewOptions(_ fields: FormData) throws(FieldProblem) -> PreviewOptions {
        var query: [String: String] = [:]
        for name in PreviewOptions.keys where !fields.text("preview_" + name).isEmpty {
            query[name] = fields.text("preview_" + name)
        }
        return try PreviewOptions(query: query)
    }

    /// What the checker finds in the editor's form (saved or not), as JSON in page order, for the
    /// editor to show beside the fields while the user types: its errors (a save would refuse
    /// them), its warnings, and, when the server has Chromium, the layout as the side preview
    /// draws it, and the HTML validator's errors (`"source": "validator"`, listed rather than noted
    /// beside the field, whose own list shows them). `{"checks": [{"severity", "anchor":
    /// "f-<field>", "label", "message", "source"}]}` (no anchor: no one field); 422 for an unknown kind.
    @Sendable func formCheck(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let id = posted.fields.text("id")
        let base = id.isEmpty ? nil : try await database.campaign(id: id)?.campaign
        let registry = try await database.viewTypeRegistry()
        let form = CampaignForm(posted: posted.fields)
        var (draft, errors) = try await Offload.run { form.assemble(base: base, registry: registry) }
        if let draft, previews.browser != nil,
            let options = try? Self.sidePreviewOptions(posted.fields),
            let measured = try? await previews.layoutFindings(PreviewSubject(campaign: form.shownDraft(draft)), options: options)
        {
            for found in measured {
                let field = form.fieldName(for: form.editedMessagePath(in: draft).appending(found.path))
                errors.addWarning(field, "\(found.message) [\(found.rule.rawValue)], as the side preview draws it")
            }
        }
        let paths = paths
        let page = try await Offload.run { [errors] in
            CampaignEditorPage(form: form, errors: errors, isNew: base == nil, paths: paths)
        }
        let items = page.errorSummary.map { ($0, true) } + page.checkSummary.map { ($0, $0.isError) }
        let checks = items.map { item, isError in
            var members: JSONObject = ["severity": .string(isError ? "error" : "warning"), "message": .string(item.message)]
            if let anchor = item.anchor { members["anchor"] = .string(anchor) }
            if let label = item.label { members["label"] = .string(label) }
            if let source = item.source { members["source"] = .string(source) }
            return JSONValue.object(members)
        }
        var body: JSONObject = ["checks": .array(checks)]
        // An unknown kind gives no message to check: a 422 naming the field, as the API's errors do.
        if draft == nil { body["error"] = .object(["message": .string("Choose one of the message kinds."), "path": .string("kind")]) }
        return try JSONResponse(
            .object(body),
            status: draft == nil ? .unprocessableContent : .ok,
            leadingKeys: ["error", "severity", "anchor", "label"]
        )
        .response(from: request, context: context)
    }

    /// The kind chooser, or the empty form of `?kind=`.
    @Sendable func newCampaign(request: Request, context: AppRequestContext) async throws -> Response {
        guard let kindName = request.uri.formQueryParameters["kind"].map(String.init) else {
            return page(KindChooserPage(paths: paths))
        }
        guard let kind = MessageKind(rawValue: kindName) else {
            return errorPage(.badRequest, "Unknown message kind \"\(kindName)\".")
        }
        return await editorPage(form: CampaignForm(newOfKind: kind), errors: FormErrors(), isNew: true, request: request)
    }

    /// Creates a campaign from the new-campaign form.
    @Sendable func create(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        var form = CampaignForm(posted: posted.fields)
        if form.applyRowOperation(posted.fields.text("op")) {
            return await editorPage(form: form, errors: FormErrors(), isNew: true, request: request)
        }
        if let refusal = await refusedSave(form, isNew: true, request: request, context: context) { return refusal }
        // An id left empty is made from the name (the editor's script offers the same as you type).
        if form.id.isEmpty { form.id = CampaignForm.suggestedID(from: form.name) }
        var (campaign, errors) = form.build(base: nil, registry: try await database.viewTypeRegistry())
        if let campaign, let confirmation = confirmation(campaign, posted.fields) {
            return await editorPage(form: form, errors: errors, checked: true, isNew: true, confirm: confirmation, request: request)
        }
        if let campaign {
            do {
                _ = try await database.insert(campaign)
                images.fetchInBackground(for: [campaign.message])
                return redirect(Paths.app.campaignEdit(campaign.id, saved: true))
            } catch StoreError.duplicateID {
                errors.add("id", "A campaign with this id already exists.")
            }
        }
        form.version = ""
        return await editorPage(form: form, errors: errors, checked: true, isNew: true, status: .unprocessableContent, request: request)
    }

    /// The editor of a stored campaign.
    @Sendable func edit(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let stored = try await database.existingCampaign(id: id)
        let query = request.uri.formQueryParameters
        var notice = query["saved"] != nil ? "Saved as version \(stored.version)." : nil
        if let restored = query["restored"].flatMap({ Int($0) }) { notice = "Restored version \(restored) as version \(stored.version)." }
        let variant = query["variant"].flatMap { Int($0) } ?? 0
        let form = CampaignForm(campaign: stored.campaign, version: stored.version, variant: variant)
        return await editorPage(form: form, errors: FormErrors(), base: stored.campaign, isNew: false, notice: notice, request: request)
    }

    /// Saves an edit; a stale version shows the conflict page and saves nothing.
    @Sendable func save(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let posted = try await request.form()
        let stored = try await database.existingCampaign(id: id)
        var form = CampaignForm(posted: posted.fields)
        form.id = id
        if form.applyRowOperation(posted.fields.text("op")) {
            return await editorPage(form: form, errors: FormErrors(), base: stored.campaign, isNew: false, request: request)
        }
        if let refusal = await refusedSave(form, base: stored.campaign, isNew: false, request: request, context: context) { return refusal }
        var (built, errors) = form.build(base: stored.campaign, registry: try await database.viewTypeRegistry())
        // A variants panel operation saves the form first, then changes the list.
        var editing = built.map(form.editedVariant(of:)) ?? 0
        if var changed = built, let operation = posted.fields["variant_op"] {
            if let next = CampaignForm.applyVariantOperation(operation, to: &changed, editing: editing) {
                editing = next
                built = changed
            } else {
                errors.addGeneral("That change to the variants does not apply (at most \(VariantSplit.maximumVariants), at least one).")
                built = nil
            }
        }
        if let campaign = built, let refusal = try await ApprovalGate.refusal(database, stored: stored, new: campaign) {
            errors.add("status", refusal)
            built = nil
        }
        guard let campaign = built else {
            return await editorPage(
                form: form,
                errors: errors,
                checked: true,
                base: stored.campaign,
                isNew: false,
                status: .unprocessableContent,
                request: request
            )
        }
        if let confirmation = confirmation(campaign, posted.fields) {
            return await editorPage(
                form: form,
                errors: errors,
                checked: true,
                base: stored.campaign,
                isNew: false,
                confirm: confirmation,
                request: request
            )
        }
        guard let version = Int(form.version) else { return errorPage(.badRequest, "The form has no version: reload the editor.") }
        // A form saved without a change keeps its version: a revision records a change.
        if version == stored.version, campaign == stored.campaign {
            return redirect(Paths.app.campaignEdit(id, saved: true, variant: editing))
        }
        do {
            _ = try await database.update(campaign, expectedVersion: version)
            images.fetchInBackground(for: campaign.variants.map(\.message))
            return redirect(Paths.app.campaignEdit(id, saved: true, variant: editing))
        } catch StoreError.staleVersion(_, _, let actual) {
            let current = try await database.existingCampaign(id: id)
            let conflict = CampaignConflictPage(yours: campaign, current: current, posted: posted.fields, actualVersion: actual, paths: paths)
            return page(conflict, status: .conflict)
        }
    }

    /// Stores a draft copy and opens its editor.
    @Sendable func duplicate(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let copy = try await database.duplicateCampaign(id: id, newID: try await freeID(basedOn: id))
        return redirect(Paths.app.campaignEdit(copy.campaign.id, saved: true))
    }

    /// Archives a campaign (a new version with status archived).
    @Sendable func archive(request: Request, context: AppRequestContext) async throws -> Response {
        try await setStatus(.archived, context)
    }

    /// Brings an archived campaign back as a draft (a new version).
    @Sendable func unarchive(request: Request, context: AppRequestContext) async throws -> Response {
        try await setStatus(.draft, context)
    }

    /// Stores the campaign named in the path with `status` and shows its editor.
    private func setStatus(_ status: CampaignStatus, _ context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        var stored = try await database.existingCampaign(id: id)
        stored.campaign.status = status
        _ = try await database.update(stored.campaign, expectedVersion: stored.version)
        return redirect(Paths.app.campaignEdit(id, saved: true))
    }

    /// Asks before deleting.
    @Sendable func confirmDelete(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        let stored = try await database.existingCampaign(id: id)
        return page(CampaignDeletePage(id: id, name: stored.campaign.name, paths: paths))
    }

    /// Deletes a campaign and its revisions.
    @Sendable func delete(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try context.parameters.requireDecoded("id")
        try await database.deleteCampaign(id: id)
        return redirect(Paths.app.campaignList([("deleted", id)]))
    }

    /// The editor page, with the asset library offered as image URLs and the checker's warnings
    /// of the form (`base`: the stored campaign it edits) beside their fields; `checked` when
    /// `errors` already come from building the form (a refused save), warnings included.
    func editorPage(
        form: CampaignForm,
        errors: FormErrors,
        checked: Bool = false,
        base: Campaign? = nil,
        isNew: Bool,
        notice: String? = nil,
        confirm: [String] = [],
        status: HTTPResponse.Status = .ok,
        request: Request
    ) async -> Response {
        let origin = origin.origin(of: request)
        let assets = ((try? await database.assets()) ?? []).map { origin + $0.path }
        let profiles = (try? await database.userProfiles()) ?? []
        let registry = (try? await database.viewTypeRegistry()) ?? .builtIn
        // The page checks the form, validates the HTML and formats every row: work for the
        // offload pool.
        let build = { @Sendable in
            var shown = errors
            if !checked { shown.warnings = form.assemble(base: base, registry: registry).errors.warnings }
            return CampaignEditorPage(
                form: form,
                errors: shown,
                isNew: isNew,
                notice: notice,
                confirm: confirm,
                libraryURLs: assets,
                profiles: profiles,
                paths: paths
            )
        }
        var model = (try? await Offload.run(build)) ?? build()
        if !isNew, let base, let comments = try? await database.comments(campaignID: base.id), !comments.isEmpty {
            model.reviewComments = ReviewCommentsBox(comments, campaign: base, editedVariant: form.editedVariant(of: base), paths: paths)
        }
        return page(model, status: status)
    }

    /// The editor again with `form` as posted and a 403 saying why, when the signed-in user may
    /// not save campaigns (a viewer, or an editor made a viewer since the page was loaded): what
    /// they typed stays in the form, to copy or to hand to an editor. Nil when they may save.
    private func refusedSave(
        _ form: CampaignForm,
        base: Campaign? = nil,
        isNew: Bool,
        request: Request,
        context: AppRequestContext
    ) async -> Response? {
        guard let identity = context.identity, !identity.may(.editor) else { return nil }
        let account = identity.account
        var errors = FormErrors()
        errors.addGeneral(
            "Not saved: you are signed in as \(account.username) (\(account.role.rawValue)), and saving needs the editor role. What you typed is still in the form below; copy it or ask an editor to save it."
        )
        return await editorPage(form: form, errors: errors, base: base, isNew: isNew, status: .forbidden, request: request)
    }

    /// The HTML errors to confirm before `campaign` is saved as active, or nil when there are
    /// none or the form already confirmed them.
    private func confirmation(_ campaign: Campaign, _ fields: FormData) -> [String]? {
        let blockers = checker.publishBlockers(campaign)
        guard !blockers.isEmpty, fields.text("confirm_errors") != "1" else { return nil }
        return blockers.map { "line \($0.line ?? 0), column \($0.column ?? 0): \($0.message) [\($0.rule)]" }
    }

    /// `id-copy`, `id-copy-2`, … whichever is free.
    private func freeID(basedOn id: String) async throws -> String {
        var candidate = "\(id)-copy"
        var number = 2
        while try await database.campaign(id: candidate) != nil {
            candidate = "\(id)-copy-\(number)"
            number += 1
        }
        return candidate
    }
}
