import Foundation
import InAppMessaging

/// The variant assignment of `make bench`: a million synthetic users through the documented formula
/// (SHA-256 of the joined ids, remainder by 100, the slices), the time it takes and the split found.
enum VariantsBench {
    /// Users assigned.
    static let userCount = 1_000_000

    /// Runs the measurement and prints one `name: value` line each.
    static func run() {
        let split = VariantSplit(variants: [.init(name: "A", percent: 45), .init(name: "B", percent: 45)], control: 10)
        let assignment = VariantAssignment()
        var control = 0
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<userCount where assignment.assign(userID: "user-\(index)", campaignID: "spring-sale", split: split) == .control {
            control += 1
        }
        let seconds = (clock.now - start) / .seconds(1)
        print("variants.assign_1000000_users_seconds: \(String(format: "%.3f", seconds))")
        print("variants.control_share_percent: \(String(format: "%.2f", Double(control) * 100 / Double(userCount)))")
    }
}
