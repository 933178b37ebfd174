public import Foundation

/// A reviewer's verdict on one saved version of a campaign.
public struct Approval: Sendable, Hashable {
    /// Approved, or changes requested.
    public enum Verdict: String, Sendable, Hashable, CaseIterable {
        case approved
        case changesRequested = "changes_requested"
    }

    /// The version the verdict was given on.
    public var version: Int
    /// Who gave it: a reviewer's name through a link, or a signed-in user's.
    public var reviewer: String
    public var verdict: Verdict
    /// The platform (`ios`, `android`, `web`) it is on; nil for the campaign as a whole, the only
    /// verdicts the approval rule counts.
    public var platform: String?
    public var createdAt: Date
    /// Whether it still counts: given on the current content (a later save of anything but the
    /// status resets it).
    public var inForce: Bool
    /// The save that reset it, when it no longer counts.
    public var reset: Reset? = nil

    /// A save that changed what a verdict was given on.
    public struct Reset: Sendable, Hashable {
        /// The version saved.
        public var version: Int
        /// When.
        public var at: Date
    }
}
