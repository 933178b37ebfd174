import Foundation
import Synchronization

/// Slows down password guessing: after a few failed logins for a username, further attempts for
/// it are refused for a delay that doubles with each failure, up to a cap.
///
/// Kept in memory (a restart forgets it) and bounded in size; the clock is injected for tests.
final class LoginThrottle: Sendable {
    /// Failures allowed before attempts are delayed.
    static let freeAttempts = 5
    /// The first delay; each further failure doubles it.
    static let baseDelay: TimeInterval = 30
    /// The longest delay, and how long failures are remembered.
    static let maxDelay: TimeInterval = 15 * 60
    /// The most usernames tracked at once.
    static let capacity = 10_000

    private struct Record {
        var failures: Int
        var lastFailure: Date
    }

    private let records = Mutex<[String: Record]>([:])
    private let now: @Sendable () -> Date

    /// A throttle reading time from `now`.
    init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// Seconds the username must still wait, or nil when it may try now.
    func retryAfter(username: String) -> Int? {
        let key = username.lowercased()
        let time = now()
        return records.withLock { records in
            guard let record = records[key], record.failures >= Self.freeAttempts else { return nil }
            let remaining = record.lastFailure.addingTimeInterval(Self.delay(failures: record.failures)).timeIntervalSince(time)
            return remaining > 0 ? Int(remaining.rounded(.up)) : nil
        }
    }

    /// Records a failed attempt.
    func recordFailure(username: String) {
        let key = username.lowercased()
        let time = now()
        records.withLock { records in
            if records.count >= Self.capacity {
                records = records.filter { time.timeIntervalSince($0.value.lastFailure) < Self.maxDelay }
                if records.count >= Self.capacity { records.removeAll() }
            }
            var record = records[key] ?? Record(failures: 0, lastFailure: time)
            if time.timeIntervalSince(record.lastFailure) >= Self.maxDelay { record.failures = 0 }
            record.failures += 1
            record.lastFailure = time
            records[key] = record
        }
    }

    /// Forgets the failures of a username after a successful login.
    func recordSuccess(username: String) {
        _ = records.withLock { $0.removeValue(forKey: username.lowercased()) }
    }

    /// The delay after `failures` failures.
    static func delay(failures: Int) -> TimeInterval {
        let doublings = Double(max(failures - freeAttempts, 0))
        return min(baseDelay * pow(2, doublings), maxDelay)
    }
}
