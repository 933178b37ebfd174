public import Foundation
public import InAppMessaging

/// A device session as stored: its configuration, the campaigns snapshot and the log's length.
public struct StoredSession: Sendable, Hashable {
    /// Session id.
    public var id: String
    /// What the user called it.
    public var name: String
    /// The simulated app.
    public var configuration: DeliveryConfiguration
    /// The campaigns in play, as they were when the session was created (or last refreshed).
    public var campaigns: [Campaign]
    /// How many events the log holds.
    public var eventCount: Int
    /// When the session was created.
    public var createdAt: Date
    /// When the log last grew.
    public var updatedAt: Date
    /// Who created it (nil: the command line, or made before sessions had owners).
    public var owner: String?
}

/// The listing columns of a session, without decoding its configuration or campaigns.
public struct SessionSummary: Sendable, Hashable {
    /// Session id.
    public var id: String
    /// What the user called it.
    public var name: String
    /// How many events the log holds.
    public var eventCount: Int
    /// When the session was created.
    public var createdAt: Date
    /// When the log last grew.
    public var updatedAt: Date
    /// Who created it (nil: the command line, or made before sessions had owners).
    public var owner: String?
}
