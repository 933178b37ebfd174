import Foundation
import InAppMessaging

/// View model of a split campaign's report: how a synthetic population splits by the formula (with
/// its undocumented choices as settings), and, for a stored session's events and settings, what
/// each platform's users of each group would log (docs/variants.md).
struct VariantReportPage: Page {
    /// The template.
    static let template = "variant-report"

    /// One group of the population.
    struct GroupRow: Sendable {
        let name: String
        let wanted: String
        let users: String
        let share: String
    }

    /// One platform and group of the session.
    struct SessionRow: Sendable {
        let platform: String
        let group: String
        let impressions: String
        let controlImpressions: String
        let firstAt: String
    }

    let campaignName: String
    let campaignID: String
    let pageURL: String
    let editURL: String
    let users: String
    let groups: [GroupRow]
    let orders: [OptionView]
    let digests: [OptionView]
    let slices: [OptionView]
    let separator: String
    let sessions: [OptionView]
    /// The chosen session's name, and its rows (nil without one).
    let sessionName: String?
    let sessionRows: [SessionRow]
    let problem: String?

    init(
        campaign: Campaign,
        population: VariantPopulation,
        assignment: VariantAssignment,
        sessions: [(id: String, name: String)],
        session: (id: String, name: String, report: VariantSessionReport)?,
        problem: String?,
        paths: Paths
    ) {
        campaignName = campaign.name
        campaignID = campaign.id
        pageURL = paths.campaignVariantReport(campaign.id)
        editURL = paths.campaignEdit(campaign.id)
        users = String(population.users)
        groups = population.rows.map { row in
            GroupRow(
                name: row.name,
                wanted: DeliveryEngine.number(row.wantedPercent) + " %",
                users: String(row.users),
                share: String(format: "%.2f %%", population.share(of: row))
            )
        }
        orders = VariantAssignment.Order.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue, selected: $0 == assignment.order) }
        digests = VariantAssignment.Digest.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue, selected: $0 == assignment.digest) }
        slices = VariantAssignment.Slices.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue, selected: $0 == assignment.slices) }
        separator = assignment.separator
        self.sessions =
            [OptionView(value: "", label: "No session", selected: session == nil)]
            + sessions.map { OptionView(value: $0.id, label: $0.name, selected: $0.id == session?.id) }
        sessionName = session?.name
        sessionRows = (session?.report.rows ?? []).map { row in
            SessionRow(
                platform: row.platform.displayName,
                group: row.group,
                impressions: String(row.impressions),
                controlImpressions: String(row.controlImpressions),
                firstAt: row.firstAt.map(DeliveryEngine.seconds) ?? "never"
            )
        }
        self.problem = problem
    }
}
