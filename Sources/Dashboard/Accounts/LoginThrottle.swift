import Foundation
import Synchronization

/// Slows down password guessing: after a few failed logins for a username from one client
/// address, further attempts for it from that address are refused for a delay that doubles with
/// each failure, up to a cap — so a stranger's wrong passwords cannot lock the user out of their
/// own address. The client's address is throttled the same way with a larger allowance, so
/// spraying many usernames from one address is slowed too.
///
/// Kept in memory (a restart forgets it) and bounded in size: when full, expired entries go
/// first, then the oldest entries that lock nothing out yet; a lockout is the last thing evicted,
/// so a spray of new usernames cannot reset an attacker's own lockout.
/// The clock is injected for tests.
final class LoginThrottle: Sendable {
    /// Failures allowed for a username before its attempts are delayed.
    static let freeAttempts = 5
    /// Failures allowed from one client address (any usernames) before its attempts are delayed.
    static let addressFreeAttempts = 20
    /// The first delay; each further failure doubles it.
    static let baseDelay: TimeInterval = 30
    /// The longest delay, and how long failures are remembered.
    static let maxDelay: TimeInterval = 15 * 60
    /// The most usernames and addresses tracked at once.
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

    /// Seconds the username (or the client address, when known) must still wait, or nil when it may try now.
    func retryAfter(username: String, address: String? = nil) -> Int? {
        let time = now()
        return records.withLock { records in
            Self.keys(username: username, address: address).compactMap { key, free -> Int? in
                guard let record = records[key], record.failures >= free else { return nil }
                let delay = Self.delay(failures: record.failures - free + Self.freeAttempts)
                let remaining = record.lastFailure.addingTimeInterval(delay).timeIntervalSince(time)
                return remaining > 0 ? Int(remaining.rounded(.up)) : nil
            }.max()
        }
    }

    /// Records a failed attempt for the username and the client address.
    func recordFailure(username: String, address: String? = nil) {
        let time = now()
        records.withLock { records in
            for (key, _) in Self.keys(username: username, address: address) {
                if records[key] == nil, records.count >= Self.capacity { Self.evict(&records, at: time) }
                var record = records[key] ?? Record(failures: 0, lastFailure: time)
                if time.timeIntervalSince(record.lastFailure) >= Self.maxDelay { record.failures = 0 }
                record.failures += 1
                record.lastFailure = time
                records[key] = record
            }
        }
    }

    /// The table keys of a login attempt with their free attempts: the username's and the address's.
    private static func keys(username: String, address: String?) -> [(key: String, free: Int)] {
        var keys = [(key: "user:" + username.lowercased() + "@" + (address ?? "-"), free: freeAttempts)]
        if let address { keys.append((key: "address:" + address, free: addressFreeAttempts)) }
        return keys
    }

    /// Makes room: drops expired entries, then a quarter of the rest, entries below their free
    /// attempts (oldest first) before any lockout.
    private static func evict(_ records: inout [String: Record], at time: Date) {
        records = records.filter { time.timeIntervalSince($0.value.lastFailure) < maxDelay }
        guard records.count >= capacity else { return }
        func locksOut(_ entry: (key: String, value: Record)) -> Bool {
            entry.value.failures >= (entry.key.hasPrefix("address:") ? addressFreeAttempts : freeAttempts)
        }
        let victims = records.sorted { lhs, rhs in
            locksOut(lhs) == locksOut(rhs) ? lhs.value.lastFailure < rhs.value.lastFailure : !locksOut(lhs)
        }
        for entry in victims.prefix(capacity / 4) { records.removeValue(forKey: entry.key) }
    }

    /// Forgets the failures of a username from an address after a successful login there.
    func recordSuccess(username: String, address: String? = nil) {
        _ = records.withLock { $0.removeValue(forKey: Self.keys(username: username, address: address)[0].key) }
    }

    /// The delay after `failures` failures.
    static func delay(failures: Int) -> TimeInterval {
        let doublings = Double(max(failures - freeAttempts, 0))
        return min(baseDelay * pow(2, doublings), maxDelay)
    }
}
