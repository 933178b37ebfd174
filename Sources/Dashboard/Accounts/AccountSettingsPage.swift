/// View model of a user's own account page.
struct AccountSettingsPage: Page {
    /// The template.
    static let template = "account-settings"

    /// The signed-in user's name.
    let username: String
    /// Their role.
    let role: String
    /// What was just done.
    let notice: String?
    /// What went wrong.
    let error: String?
}
