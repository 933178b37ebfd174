import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// The split report of an A/B-tested campaign: `GET /campaigns/{id}/variants`.
struct VariantReportController: PageRendering, Sendable {
    let database: AppDatabase
    let templates: TemplateRenderer

    /// The most synthetic users the page splits (the command line takes more).
    static let maximumUsers = 100_000

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/campaigns/:id/variants", use: report)
    }

    /// The report; `users`, `order`, `separator`, `digest`, `slices` and `session` come from the
    /// query, and a value out of range is named above the report, which keeps its defaults.
    @Sendable func report(request: Request, context: AppRequestContext) async throws -> Response {
        let campaign = try await database.existingCampaign(id: try context.parameters.requireDecoded("id")).campaign
        let query = request.uri.formQueryParameters
        var problems: [String] = []
        var users = 10_000
        if let text = query["users"], !text.isEmpty {
            if let number = Int(text), (1...Self.maximumUsers).contains(number) {
                users = number
            } else {
                problems.append("users: expected a whole number from 1 to \(Self.maximumUsers), got \"\(text.prefix(40))\"")
            }
        }
        var assignment = VariantAssignment()
        func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type) -> Choice? where Choice.RawValue == String {
            guard let text = query[Substring(key)].map(String.init), !text.isEmpty else { return nil }
            if let value = Choice(rawValue: text) { return value }
            problems.append("\(key): expected \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(text.prefix(40))\"")
            return nil
        }
        assignment.order = choice("order", VariantAssignment.Order.self) ?? assignment.order
        assignment.digest = choice("digest", VariantAssignment.Digest.self) ?? assignment.digest
        assignment.slices = choice("slices", VariantAssignment.Slices.self) ?? assignment.slices
        assignment.separator = String((query["separator"] ?? "").prefix(16))
        let split = campaign.split
        if let problem = campaign.splitProblem { problems.append("the campaign's split: \(problem)") }
        let summaries = try await database.sessionSummaries()
        var chosen: (id: String, name: String, report: VariantSessionReport)?
        if let id = query["session"].map(String.init), !id.isEmpty {
            if let stored = try await database.session(id: id) {
                let events = try await database.sessionEvents(id: id)
                var campaigns = stored.campaigns.filter { $0.id != campaign.id }
                campaigns.append(campaign)
                let scenario = Scenario(name: stored.name, configuration: stored.configuration, campaigns: campaigns, events: events, expect: nil)
                let counts = VariantPopulation(users: users, campaignID: campaign.id, split: split, assignment: assignment).counts
                do {
                    let report = try await Offload.run {
                        try VariantSessionReport(scenario: scenario, campaignID: campaign.id, split: split, users: counts)
                    }
                    chosen = (id, stored.name, report)
                } catch {
                    problems.append("session: \(error)")
                }
            } else {
                problems.append("session: no session with id \"\(id.prefix(80))\"")
            }
        }
        let population = try await Offload.run { [users, assignment] in
            VariantPopulation(users: users, campaignID: campaign.id, split: split, assignment: assignment)
        }
        return page(
            VariantReportPage(
                campaign: campaign,
                population: population,
                assignment: assignment,
                sessions: summaries.map { ($0.id, $0.name) },
                session: chosen,
                problem: problems.isEmpty ? nil : problems.joined(separator: "; "),
                paths: paths
            )
        )
    }
}
