public import Foundation
public import InAppMessaging

/// A campaign as stored: the domain value plus its version and timestamps.
public struct StoredCampaign: Sendable, Hashable {
    /// The campaign.
    public var campaign: Campaign
    /// The version saved; an edit must start from it.
    public var version: Int
    /// When it was first stored.
    public var createdAt: Date
    /// When it was last saved.
    public var updatedAt: Date
}

/// The listing columns of a stored campaign, without decoding its payload.
public struct CampaignSummary: Sendable, Hashable {
    /// Campaign id.
    public var id: String
    /// Campaign name.
    public var name: String
    /// Message kind.
    public var kind: MessageKind
    /// Life-cycle status.
    public var status: CampaignStatus
    /// Tags.
    public var tags: [String]
    /// Current version.
    public var version: Int
    /// Last save.
    public var updatedAt: Date
}

/// What importing one campaign did.
public enum ImportOutcome: String, Sendable, Hashable {
    /// The id was new: the campaign was created.
    case created
    /// The id existed with other content: a new version was saved.
    case updated
    /// The id existed with the same content: nothing changed.
    case unchanged
}
