import InAppMessaging

/// View model of the user profiles page.
struct UserProfilesPage: Page {
    /// The template.
    static let template = "user-profiles"

    /// What the two forms show (a failed save keeps the user's text).
    struct Forms: Sendable {
        /// The profile JSON textarea.
        var profileJSON = ""
        /// Why the profile JSON was not saved.
        var profileError: String?
        /// The content block's name.
        var blockName = ""
        /// The content block's Liquid.
        var blockSource = ""
        /// Why the block was not saved.
        var blockError: String?
    }

    /// One profile row.
    struct Row: Sendable {
        let id: String
        let name: String
        let attributes: String
        let custom: String
        /// Its edit form and where deleting it posts.
        let editURL: String
        let deleteURL: String
    }

    /// One content block row.
    struct Block: Sendable {
        let name: String
        let source: String
        /// Its edit form and where deleting it posts.
        let editURL: String
        let deleteURL: String
    }

    let rows: [Row]
    let blocks: [Block]
    let forms: Forms
    /// An example document for the empty textarea.
    let example = #"{"id": "sam", "name": "Sam", "attributes": {"first_name": "Sam", "city": "Lyon"}, "custom_attributes": {"points": 10}}"#
    /// The standard attribute names, listed under the form.
    let standardAttributes = UserProfile.standardAttributes.joined(separator: ", ")

    init(profiles: [UserProfile], blocks: [String: String], forms: Forms, paths: Paths) {
        rows = profiles.map { profile in
            Row(
                id: profile.id,
                name: profile.name,
                attributes: profile.attributes.keys.sorted().map { "\($0): \(profile.attributes[$0]?.text ?? "")" }.joined(separator: ", "),
                custom: profile.customAttributes.keys.sorted().joined(separator: ", "),
                editURL: paths.profileEdit(profile.id),
                deleteURL: paths.profileDelete(profile.id)
            )
        }
        self.blocks = blocks.keys.sorted().map {
            Block(name: $0, source: blocks[$0] ?? "", editURL: paths.contentBlockEdit($0), deleteURL: paths.contentBlockDelete($0))
        }
        self.forms = forms
    }
}
