import CampaignServices
import Foundation
import InAppMessaging
import Preview

/// What `vitrine render` reads: a bare message, a campaign envelope, or an export (a JSON array
/// of envelopes, what `vitrine export` and the dashboard's Export write) with the campaign
/// picked by `--id` when it holds more than one.
enum RenderInput {
    /// The subject to render from the bytes of `file`; errors name the file and the JSON path,
    /// or list the export's ids when `id` is needed or names none of them.
    /// With `variant` (a name, letter, API id or `control`), the subject is that A/B-test variant,
    /// and the file must hold a campaign that has it.
    static func subject(from data: Data, file: String, id: String?, variant: String? = nil) throws -> PreviewSubject {
        if let variant {
            let campaign = try self.campaign(from: data, file: file, id: id)
            guard let outcome = campaign.outcome(named: variant) else {
                let names = campaign.outcomes.map { campaign.name(of: $0) }.joined(separator: ", ")
                throw CommandFailure("\(file): campaign \"\(campaign.id)\" has no variant \"\(variant)\"; it has \(names)")
            }
            var options = PreviewOptions()
            options.variant = Campaign.letter(of: outcome)
            do {
                return try PreviewSubject(campaign: campaign, options: options)
            } catch {
                throw CommandFailure("\(file): \(error)")
            }
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(data)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        guard case .array = json else {
            let document: PreviewInput.Document
            do {
                document = try PreviewInput.document(from: json)
            } catch {
                throw CommandFailure("\(file): \(error)")
            }
            if let id { throw CommandFailure("\(file): --id \(id) picks a campaign of an export (a JSON array); this file holds one message") }
            return PreviewSubject(message: document.message, title: document.title, translations: document.translations)
        }
        return PreviewSubject(campaign: try campaign(from: data, file: file, id: id))
    }

    /// The campaign of an envelope or an export (`id` picks one of several).
    private static func campaign(from data: Data, file: String, id: String?) throws -> Campaign {
        let campaigns: [Campaign]
        do {
            campaigns = try CampaignImport.campaigns(from: data) { "message" }
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let ids = campaigns.map(\.id).joined(separator: ", ")
        if let id {
            guard let campaign = campaigns.first(where: { $0.id == id }) else {
                throw CommandFailure("\(file): no campaign with id \"\(id)\"; the file holds \(ids.isEmpty ? "none" : ids)")
            }
            return campaign
        }
        switch campaigns.count {
        case 0: throw CommandFailure("\(file): the export holds no campaign")
        case 1: return campaigns[0]
        default: throw CommandFailure("\(file) holds \(campaigns.count) campaigns: pick one with --id (\(ids))")
        }
    }
}
