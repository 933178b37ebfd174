import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine variants`: how a synthetic population splits between a campaign's variants and its
/// control group, by Vitrine's reading of Braze's documented assignment (docs/variants.md).
struct VariantsCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "variants",
        abstract: "Split synthetic users between a campaign's variants and control group, by Braze's documented formula.",
        discussion: """
            Braze documents that it joins a user's random id with the campaign id, applies SHA-256, \
            keeps the remainder by 100 and slices users by the percentages. It does not say which \
            id comes first, how the digest becomes a number or in which order the slices run: \
            --order, --separator, --digest and --slices choose. The result is Vitrine's reading \
            of Braze's description, not Braze's result. (A variant here is an A/B test's message; \
            `vitrine snapshot` calls its platform and device combinations shots.)
            """
    )

    /// How the result is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    /// The campaign id joined with each user's.
    @Argument(help: "The campaign id (joined with each user's id before hashing).")
    var campaign: String

    /// The split.
    @Option(
        help:
            "The variants and control group with their percentages, adding up to 100: A=45,B=45,control=10 (default: the split of the --scenario's campaign)."
    )
    var split: String?

    /// How many synthetic users.
    @Option(help: "How many synthetic users (user-1 … user-N) to split (default 10000).")
    var users: Int = 10_000

    /// One user to look up.
    @Option(help: "Print one user's bucket and outcome instead of a population.")
    var user: String?

    /// The undocumented choices.
    @Option(help: "user_campaign or campaign_user: which id comes first (default user_campaign).")
    var order: String = VariantAssignment.Order.userThenCampaign.rawValue
    @Option(help: "What joins the two ids (default: nothing).")
    var separator: String = ""
    @Option(help: "whole, first_8_bytes or first_8_hex: how the SHA-256 digest becomes a number (default whole).")
    var digest: String = VariantAssignment.Digest.whole.rawValue
    @Option(help: "variants_then_control or control_first: the order the slices take buckets 0-99 in (default variants_then_control).")
    var slices: String = VariantAssignment.Slices.variantsThenControl.rawValue

    /// A scripted session to replay per platform.
    @Option(
        help:
            "A scenario file holding the campaign: its session is replayed on each platform for a variant user and a control user, and the impressions and control impressions are counted for the population."
    )
    var scenario: String?

    /// The output format.
    @Option(help: "text or json.")
    var format: Format = .text

    /// The split of the `--scenario`'s campaign, when it is an A/B test.
    private func scenarioSplit() throws -> VariantSplit {
        guard let scenario else { throw CommandFailure("--split is needed without a --scenario whose campaign is split") }
        let loaded = try Scenario(data: try InputFile.read(scenario))
        guard let found = loaded.campaigns.first(where: { $0.id == campaign }), found.isSplit else {
            throw CommandFailure("--split is needed: the campaign \(campaign) in \(scenario) is not split")
        }
        return found.split
    }

    /// Runs the subcommand.
    func run() async throws {
        let parsed: VariantSplit
        let assignment: VariantAssignment
        do {
            parsed = try split.map(VariantSplit.init(parsing:)) ?? scenarioSplit()
            guard let order = VariantAssignment.Order(rawValue: order) else { throw CommandFailure("--order must be user_campaign or campaign_user") }
            guard let digest = VariantAssignment.Digest(rawValue: digest) else {
                throw CommandFailure("--digest must be whole, first_8_bytes or first_8_hex")
            }
            guard let slices = VariantAssignment.Slices(rawValue: slices) else {
                throw CommandFailure("--slices must be variants_then_control or control_first")
            }
            guard (1...10_000_000).contains(users) else { throw CommandFailure("--users must be from 1 to 10000000") }
            assignment = VariantAssignment(order: order, separator: separator, digest: digest, slices: slices)
        } catch let error as WireError {
            printError("vitrine: --split: \(error.message)")
            throw ExitCode(2)
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode(2)
        }
        let choices: JSONObject = [
            "order": .string(assignment.order.rawValue), "separator": .string(assignment.separator),
            "digest": .string(assignment.digest.rawValue), "slices": .string(assignment.slices.rawValue),
        ]
        if let user {
            let bucket = assignment.bucket(userID: user, campaignID: campaign)
            let name = Self.name(assignment.outcome(ofBucket: bucket, in: parsed), in: parsed)
            switch format {
            case .text: print("\(user) in \(campaign): bucket \(bucket) → \(name) (Vitrine's reading of Braze's formula)")
            case .json:
                print(
                    JSONWriter.write(.object(["user": .string(user), "bucket": .int(bucket), "outcome": .string(name), "choices": .object(choices)]))
                )
            }
            return
        }
        let population = VariantPopulation(users: users, campaignID: campaign, split: parsed, assignment: assignment)
        var session: VariantSessionReport?
        if let scenario {
            do {
                let loaded = try Scenario(data: try InputFile.read(scenario))
                guard loaded.campaigns.contains(where: { $0.id == campaign }) else {
                    throw CommandFailure("\(scenario): no campaign has the id \(campaign)")
                }
                session = try VariantSessionReport(scenario: loaded, campaignID: campaign, split: parsed, users: population.counts)
            } catch let error as WireError {
                printError("vitrine: \(scenario): \(error)")
                throw ExitCode(2)
            } catch let error as DeliveryError {
                printError("vitrine: \(scenario): \(error)")
                throw ExitCode(2)
            } catch {
                printError("vitrine: \(error)")
                throw ExitCode(2)
            }
        }
        switch format {
        case .text:
            print("\(users) synthetic users (user-1 … user-\(users)) in \(campaign), by Vitrine's reading of Braze's formula (not Braze's result):")
            let width = population.rows.map(\.name.count).max() ?? 7
            let digits = String(users).count
            for row in population.rows {
                let padded = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
                let number = String(repeating: " ", count: digits - String(row.users).count) + String(row.users)
                print("  \(padded)  \(number)  \(Self.percent(population.share(of: row))) (wanted \(DeliveryEngine.number(row.wantedPercent)) %)")
            }
            print(
                "Choices: ids \(assignment.order.rawValue) joined by \"\(assignment.separator)\", digest \(assignment.digest.rawValue), slices \(assignment.slices.rawValue)"
            )
            if let session, let scenario { Self.printSession(session, scenario: scenario) }
        case .json:
            let items: [JSONValue] = population.rows.map {
                .object(["name": .string($0.name), "wanted_percent": .double($0.wantedPercent), "users": .int($0.users)])
            }
            var members: JSONObject = ["campaign": .string(campaign), "users": .int(users), "split": .array(items), "choices": .object(choices)]
            if let session {
                members["session"] = .array(
                    session.rows.map { row in
                        .object([
                            "platform": .string(row.platform.rawValue), "group": .string(row.group), "users": .int(row.users),
                            "impressions": .int(row.impressions), "control_impressions": .int(row.controlImpressions),
                            "first_at": row.firstAt.map(JSONValue.double) ?? .null,
                        ])
                    }
                )
            }
            print(JSONWriter.write(.object(members)))
        }
    }

    /// The scripted session's table: per platform and group, what the population logs and when.
    static func printSession(_ report: VariantSessionReport, scenario: String) {
        print("")
        print("In the session of \(scenario), per platform:")
        let width = max(7, report.rows.map(\.group.count).max() ?? 7)
        for row in report.rows {
            let group = row.group.padding(toLength: width, withPad: " ", startingAt: 0)
            let platform = row.platform.displayName.padding(toLength: 7, withPad: " ", startingAt: 0)
            let when = row.firstAt.map { "first at \(DeliveryEngine.seconds($0))" } ?? "never"
            print("  \(platform)  \(group)  \(row.impressions) impressions, \(row.controlImpressions) control impressions, \(when)")
        }
    }

    /// A variant's name, or `control`.
    static func name(_ outcome: VariantAssignment.Outcome, in split: VariantSplit) -> String {
        switch outcome {
        case .variant(let index): return split.variants[index].name
        case .control: return "control"
        }
    }

    /// `45.12 %`.
    static func percent(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(String(format: "%02d", hundredths % 100)) %"
    }
}
