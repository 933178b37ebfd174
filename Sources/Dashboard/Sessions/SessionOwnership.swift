import CampaignStore
import HTTPTypes

/// Who may change a device session (log events, refresh its campaigns, delete it): the user who
/// created it, and every editor and admin. A viewer reads every session and changes only its own;
/// a session without an owner (the command line's, or one made before sessions had owners) is
/// changed by editors and admins only.
enum SessionOwnership {
    /// Whether `identity` may change a session owned by `owner`.
    static func mayChange(owner: String?, identity: Identity?) -> Bool {
        guard let identity else { return false }
        return identity.may(.editor) || (owner != nil && owner == identity.account.username)
    }

    /// Throws a 403 naming the owner unless `identity` may change session `id` owned by `owner`.
    static func requireChange(id: String, owner: String?, by identity: Identity?) throws(APIError) {
        guard !mayChange(owner: owner, identity: identity) else { return }
        let whose = owner.map { "belongs to \($0)" } ?? "has no owner"
        throw APIError(.forbidden, "session \(id) \(whose): a viewer changes only the sessions it created")
    }
}
