public import NIOCore
import Synchronization

/// Every open connection of one listener: per-address counts, whether a request is in flight,
/// and when each was opened. Shared by the listener's ``AdmissionDelegate`` (which decides
/// whether to accept another connection) and each connection's ``AdmissionHandler`` (which
/// registers it, refuses it past the per-address cap, and marks it busy or idle).
///
/// At the global cap the oldest idle connection (open, no request in flight: a keep-alive
/// connection between requests, or one that has not finished sending a request, head or body) is
/// closed to make room, so connections that send nothing, or send slowly, cannot hold the
/// listener; only when every connection has a whole request in flight does accepting pause until
/// one closes or turns idle.
public final class ConnectionRegistry: Sendable {
    /// What a new connection is told by ``open(_:address:)``.
    public enum Admission: Sendable, Equatable {
        /// Admitted: serve it.
        case admitted
        /// Its address already holds the per-address cap: close it at once.
        case overAddressCap
    }

    /// One open connection.
    private struct Entry {
        let channel: any Channel
        let address: String
        let opened: UInt64
        var requestsInFlight = 0
        var evicting = false
    }

    /// The mutable part, behind the lock.
    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var perAddress: [String: Int] = [:]
        var accepted = 0
        var evicting = 0
        var nextSequence: UInt64 = 0
        var waitingForRoom = false
        var listener: (any Channel)?
        var evicted = 0
        var refused = 0
    }

    /// The most connections open at once (`--max-connections`).
    public let maxConnections: Int
    /// The most connections open at once from one peer address (`--max-connections-per-address`).
    public let maxPerAddress: Int
    private let state = Mutex(State())

    /// Creates an empty registry with these caps.
    public init(maxConnections: Int, maxPerAddress: Int) {
        self.maxConnections = max(1, maxConnections)
        self.maxPerAddress = max(1, maxPerAddress)
    }

    /// The listening channel, read again when a connection turns idle while accepting is paused.
    public func setListener(_ channel: any Channel) {
        state.withLock { $0.listener = channel }
    }

    /// Counts an accepted connection (called by the listener for every accept).
    func accepted() {
        state.withLock { $0.accepted += 1 }
    }

    /// Uncounts a closed connection (called by the listener when an accepted connection closes).
    func closed() {
        state.withLock { $0.accepted -= 1 }
    }

    /// Whether the listener may accept another connection: yes under the cap, or at it when
    /// some connection is idle (the newcomer then evicts it in ``open(_:address:)``); no when
    /// every connection has a request in flight.
    func hasRoom() -> Bool {
        state.withLock { state in
            let room = state.accepted - state.evicting < maxConnections || Self.oldestIdle(in: state.entries, except: nil) != nil
            state.waitingForRoom = !room
            return room
        }
    }

    /// Registers a newly active connection from `address`, unless that address is at its cap;
    /// past the global cap the oldest idle connections are closed to make room for it.
    public func open(_ channel: any Channel, address: String) -> Admission {
        let newcomer = ObjectIdentifier(channel)
        let (admission, victims) = state.withLock { state -> (Admission, [any Channel]) in
            let count = state.perAddress[address, default: 0]
            guard count < maxPerAddress else {
                state.refused += 1
                return (.overAddressCap, [])
            }
            state.perAddress[address] = count + 1
            state.nextSequence += 1
            state.entries[newcomer] = Entry(channel: channel, address: address, opened: state.nextSequence)
            var victims: [any Channel] = []
            while state.entries.count - state.evicting > maxConnections, let oldest = Self.oldestIdle(in: state.entries, except: newcomer) {
                state.entries[oldest]?.evicting = true
                state.evicting += 1
                state.evicted += 1
                if let victim = state.entries[oldest]?.channel { victims.append(victim) }
            }
            return (.admitted, victims)
        }
        for victim in victims { victim.close(promise: nil) }
        return admission
    }

    /// Forgets a connection registered by ``open(_:address:)`` once it is inactive.
    public func remove(_ channel: any Channel) {
        state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            if entry.evicting { state.evicting -= 1 }
            let count = state.perAddress[entry.address, default: 1] - 1
            state.perAddress[entry.address] = count > 0 ? count : nil
        }
    }

    /// Marks a request received whole on `channel` (it is busy until its response ends).
    public func requestStarted(on channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)]?.requestsInFlight += 1 }
    }

    /// Marks a response ended on `channel`; when it is idle again and accepting was paused for
    /// want of an idle connection, the listener is asked to accept again.
    public func requestEnded(on channel: any Channel) {
        let listener = state.withLock { state -> (any Channel)? in
            let id = ObjectIdentifier(channel)
            guard let inFlight = state.entries[id]?.requestsInFlight else { return nil }
            state.entries[id]?.requestsInFlight = max(0, inFlight - 1)
            guard inFlight <= 1, state.waitingForRoom else { return nil }
            state.waitingForRoom = false
            return state.listener
        }
        listener?.read()
    }

    /// A snapshot of the counts, for tests and logs.
    public var counts: (open: Int, accepted: Int, evicted: Int, refused: Int) {
        state.withLock { ($0.entries.count, $0.accepted, $0.evicted, $0.refused) }
    }

    /// The oldest registered connection, `newcomer` aside, with no request in flight that is not
    /// already being closed.
    private static func oldestIdle(in entries: [ObjectIdentifier: Entry], except newcomer: ObjectIdentifier?) -> ObjectIdentifier? {
        var best: (id: ObjectIdentifier, opened: UInt64)?
        for (id, entry) in entries where entry.requestsInFlight == 0 && !entry.evicting && id != newcomer {
            if best.map({ entry.opened < $0.opened }) ?? true { best = (id, entry.opened) }
        }
        return best?.id
    }
}
