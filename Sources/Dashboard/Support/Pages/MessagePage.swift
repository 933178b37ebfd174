/// View model of the error page and of simple notices.
struct MessagePage: Page {
    /// The template.
    static let template = "error"

    let status: String
    let message: String
}
