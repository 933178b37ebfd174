/// Errors the campaign store reports in terms a user can act on.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database file or its folder cannot be opened or written.
    case cannotOpen(path: String, reason: String)
    /// A campaign with this id already exists.
    case duplicateID(String)
    /// No campaign has this id.
    case notFound(String)
    /// The campaign has no saved version with this number.
    case revisionNotFound(campaignID: String, version: Int)
    /// No uploaded image has this id.
    case assetNotFound(String)
    /// No view type is registered under this name.
    case viewTypeNotFound(String)
    /// No user profile has this id.
    case userProfileNotFound(String)
    /// No content block has this name.
    case contentBlockNotFound(String)
    /// A campaign has no variant (or control group) by that name.
    case variantNotFound(campaignID: String, variant: String)
    /// The campaign has no review comment with this number.
    case commentNotFound(campaignID: String, comment: Int64)
    /// The campaign keeps as many review comments and replies as it may.
    case tooManyComments(campaignID: String, limit: Int)
    /// The campaign was saved by someone else since `expected`; it is now at `actual`.
    case staleVersion(id: String, expected: Int, actual: Int)
    /// A stored payload no longer decodes (should not happen; reported, never crashes).
    case corruptPayload(id: String, reason: String)
    /// The campaign is over a size limit every way into the store holds it to.
    case campaignTooLarge(id: String, reason: String)

    /// A one-line description.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "cannot open database \(path): \(reason)"
        case .duplicateID(let id): return "a campaign with id \"\(id)\" already exists"
        case .notFound(let id): return "no campaign with id \"\(id)\""
        case .revisionNotFound(let id, let version): return "campaign \"\(id)\" has no version \(version)"
        case .assetNotFound(let id): return "no image with id \"\(id)\""
        case .viewTypeNotFound(let name): return "no view type named \"\(name)\""
        case .userProfileNotFound(let id): return "no user profile with id \"\(id)\""
        case .contentBlockNotFound(let name): return "no content block named \"\(name)\""
        case .variantNotFound(let id, let variant): return "campaign \"\(id)\" has no variant \"\(variant)\""
        case .commentNotFound(let id, let comment): return "campaign \"\(id)\" has no review comment \(comment)"
        case .tooManyComments(let id, let limit): return "campaign \"\(id)\" keeps the most review comments and replies it may (\(limit))"
        case .staleVersion(let id, let expected, let actual):
            return "campaign \"\(id)\" was changed elsewhere (version \(actual), you edited \(expected))"
        case .corruptPayload(let id, let reason): return "stored campaign \"\(id)\" is unreadable: \(reason)"
        case .campaignTooLarge(let id, let reason): return "campaign \"\(id)\" is too large: \(reason)"
        }
    }
}
