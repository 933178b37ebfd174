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
    static func subject(from data: Data, file: String, id: String?) throws -> PreviewSubject {
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
        let campaigns: [Campaign]
        do {
            campaigns = try CampaignImport.campaigns(from: data) { "" }
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
        let ids = campaigns.map(\.id).joined(separator: ", ")
        if let id {
            guard let campaign = campaigns.first(where: { $0.id == id }) else {
                throw CommandFailure("\(file): no campaign with id \"\(id)\"; the file holds \(ids.isEmpty ? "none" : ids)")
            }
            return PreviewSubject(campaign: campaign)
        }
        switch campaigns.count {
        case 0: throw CommandFailure("\(file): the export holds no campaign")
        case 1: return PreviewSubject(campaign: campaigns[0])
        default: throw CommandFailure("\(file) holds \(campaigns.count) campaigns: pick one with --id (\(ids))")
        }
    }
}
