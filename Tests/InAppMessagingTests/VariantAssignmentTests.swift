import Foundation
import InAppMessaging
import TestSupport
import Testing

/// The variant assignment: buckets checked against Python's hashlib, slices, stickiness and the
/// rule that a past recipient never enters the control group.
@Suite struct VariantAssignmentTests {
    static let split = VariantSplit(variants: [.init(name: "A", percent: 45), .init(name: "B", percent: 45)], control: 10)

    @Test func bucketsMatchAnOutsideSHA256() {
        // int.from_bytes(hashlib.sha256(b"user-1spring-sale").digest(), "big") % 100, and the rest.
        #expect(VariantAssignment().bucket(userID: "user-1", campaignID: "spring-sale") == 14)
        #expect(VariantAssignment().bucket(userID: "user-2", campaignID: "spring-sale") == 42)
        #expect(VariantAssignment(order: .campaignThenUser).bucket(userID: "user-1", campaignID: "spring-sale") == 44)
        #expect(VariantAssignment(digest: .firstEightBytes).bucket(userID: "user-1", campaignID: "spring-sale") == 55)
        #expect(VariantAssignment(digest: .firstEightHex).bucket(userID: "user-1", campaignID: "spring-sale") == 45)
    }

    @Test func slicesFollowThePercentagesInTheirOrder() {
        let assignment = VariantAssignment()
        #expect(assignment.outcome(ofBucket: 0, in: Self.split) == .variant(0))
        #expect(assignment.outcome(ofBucket: 44, in: Self.split) == .variant(0))
        #expect(assignment.outcome(ofBucket: 45, in: Self.split) == .variant(1))
        #expect(assignment.outcome(ofBucket: 90, in: Self.split) == .control)
        let controlFirst = VariantAssignment(slices: .controlFirst)
        #expect(controlFirst.outcome(ofBucket: 9, in: Self.split) == .control)
        #expect(controlFirst.outcome(ofBucket: 10, in: Self.split) == .variant(0))
        #expect(controlFirst.outcome(ofBucket: 99, in: Self.split) == .variant(1))
    }

    @Test func aPopulationSplitsCloseToThePercentages() {
        var counts = [0, 0, 0]
        for index in 1...20_000 {
            switch VariantAssignment().assign(userID: "user-\(index)", campaignID: "spring-sale", split: Self.split) {
            case .variant(let variant): counts[variant] += 1
            case .control: counts[2] += 1
            }
        }
        // SHA-256 spreads users evenly: each share within a point of its percentage.
        #expect(abs(Double(counts[0]) / 200 - 45) < 1 && abs(Double(counts[1]) / 200 - 45) < 1 && abs(Double(counts[2]) / 200 - 10) < 1, "\(counts)")
    }

    @Test func anAssignmentIsStickyUnlessItsPercentageChanged() {
        let assignment = VariantAssignment()
        let after = VariantSplit(
            variants: [.init(name: "A", percent: 45), .init(name: "B", percent: 35), .init(name: "C", percent: 10)],
            control: 10
        )
        // A kept its 45 %: its users stay, whatever the formula says now.
        for index in 1...200 {
            let user = "user-\(index)"
            let before = assignment.assign(userID: user, campaignID: "c", split: Self.split)
            let now = assignment.reassign(userID: user, campaignID: "c", previous: before, received: true, before: Self.split, after: after)
            if before == .variant(0) { #expect(now == .variant(0)) }
            // Nobody who received a variant enters control.
            if before != .control { #expect(now != .control) }
        }
    }

    @Test func aPastRecipientIsNeverPutInControl() throws {
        let assignment = VariantAssignment()
        let onlyB = VariantSplit(variants: [.init(name: "B", percent: 50)], control: 50)
        let user = try #require((1...500).map { "user-\($0)" }.first { assignment.assign(userID: $0, campaignID: "c", split: onlyB) == .control })
        let previous = VariantSplit(variants: [.init(name: "A", percent: 100)])
        #expect(
            assignment.reassign(userID: user, campaignID: "c", previous: .variant(0), received: true, before: previous, after: onlyB) == .variant(0)
        )
        #expect(
            assignment.reassign(userID: user, campaignID: "c", previous: .variant(0), received: false, before: previous, after: onlyB) == .control
        )
    }

    @Test func aSplitIsCheckedAsBrazeDoes() throws {
        #expect(try VariantSplit(parsing: "A=45, B=45, control=10") == Self.split)
        for (text, words) in [
            ("A=50,B=40", "add up to 90"), ("A=50,A=50", "used twice"), ("A", "NAME=PERCENT"), ("control=100", "at least one variant"),
            ((1...9).map { "V\($0)=10" }.joined(separator: ","), "at most 8"), ("A=120,B=-20", "from 0 to 100"),
        ] {
            do {
                _ = try VariantSplit(parsing: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.message.contains(words), "\(text): \(error.message)")
            }
        }
    }

    @Test func aScriptedSessionShowsAndroidsEarlyControlImpressions() throws {
        let scenario = try Scenario(data: Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("variants/checkout-hold.json")))
        let report = try VariantSessionReport(scenario: scenario, campaignID: "spring-sale", split: Self.split, users: [450, 450, 100])
        func row(_ platform: Platform, _ group: String) -> VariantSessionReport.Row? {
            report.rows.first { $0.platform == platform && $0.group == group }
        }
        // The app holds messages on its checkout screen: iOS waits for it, control or not; Android's
        // control impression comes at trigger time (its default control listener).
        #expect(row(.ios, "A")?.firstAt == 11 && row(.ios, "control")?.firstAt == 11)
        #expect(row(.android, "A")?.firstAt == 11 && row(.android, "control")?.firstAt == 2)
        #expect(row(.android, "control")?.controlImpressions == 100 && row(.android, "control")?.impressions == 0)
        #expect(row(.ios, "B")?.impressions == 450)
        #expect(try VariantSessionReport(scenario: scenario, campaignID: "none", split: Self.split, users: [1, 1, 1]).rows.isEmpty)
    }
}
