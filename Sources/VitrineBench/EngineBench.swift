import Foundation
import InAppMessaging

/// The engine measurements of `make bench`: streaming replay throughput against few and many
/// delivered campaigns, and the process's memory while the log grows.
enum EngineBench {
    /// Events replayed per measurement.
    static let eventCount = 200_000

    /// Runs the measurements and prints one `name: value` line each.
    static func run() {
        let few = measure(campaignCount: 10, reportMemory: false)
        let many = measure(campaignCount: 10_000, reportMemory: true)
        print("engine.events_per_sec_10: \(Int(few))")
        print("engine.events_per_sec_10000: \(Int(many))")
        print("engine.ratio_10000_over_10: \(String(format: "%.2f", many / few))")
    }

    /// Replays the synthetic log against `campaignCount` campaigns; returns events per second.
    private static func measure(campaignCount: Int, reportMemory: Bool) -> Double {
        let campaigns = (0..<campaignCount).map(campaign)
        let configuration = DeliveryConfiguration()
        var engine = DeliveryEngine(configuration: configuration, campaigns: campaigns)
        var entries = 0
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<eventCount {
            do {
                try engine.apply(event(index)) { _ in entries += 1 }
            } catch {
                fatalError("bench log out of order: \(error)")
            }
            if reportMemory, index + 1 == 50_000 || index + 1 == eventCount {
                print("engine.rss_kb_after_\(index + 1)_events: \(residentKilobytes())")
            }
        }
        let seconds = (clock.now - start) / .seconds(1)
        precondition(entries > 0)
        return Double(eventCount) / seconds
    }

    /// Campaign `index`: a slideup on custom event `event-<index>`, re-eligible at once.
    private static func campaign(_ index: Int) -> Campaign {
        Campaign(
            id: "campaign-\(index)",
            message: InAppMessage(content: .slideup(SlideupContent(message: "m\(index)"))),
            triggers: [.customEvent(name: "event-\(index)")],
            priority: Double(index % 7),
            reEligibility: 0
        )
    }

    /// Event `index` of the synthetic log: a session start, then custom events matching one of
    /// the first ten campaigns (most suppressed by the default 30 s minimum interval, so the stack
    /// stays small), clicks, closes, screens, purchases and app calls, 0.5 s apart.
    private static func event(_ index: Int) -> DeviceEvent {
        let at = Double(index) * 0.5
        guard index > 0 else { return DeviceEvent(at: at, .sessionStart) }
        switch index % 8 {
        case 0, 1, 2: return DeviceEvent(at: at, .customEvent(name: "event-\(index % 10)", properties: [:]))
        case 3: return DeviceEvent(at: at, .click(button: nil))
        case 4: return DeviceEvent(at: at, .screen(name: "screen-\(index % 3)"))
        case 5: return DeviceEvent(at: at, .presentNext)
        case 6: return DeviceEvent(at: at, .close)
        default: return DeviceEvent(at: at, .purchase(DeviceEvent.Purchase(productID: "p\(index % 5)")))
        }
    }

    /// The process's resident set size in kilobytes (VmRSS), or -1 when unreadable.
    private static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return -1 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
}
