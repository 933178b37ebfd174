/// View model of the error page and of simple notices.
struct MessagePage: Page {
    /// The template.
    static let template = "message"

    /// One text field of a refused form, shown back so that nothing typed is lost.
    struct KeptField: Sendable {
        let name: String
        let value: String
    }

    let status: String
    let message: String
    /// The refused form's text fields (not its CSRF token), in the order they were posted.
    let kept: [KeptField]
    let hasKept: Bool

    /// The page saying `message` under `status`, with `kept` fields shown back.
    init(status: String, message: String, kept: [KeptField] = []) {
        self.status = status
        self.message = message
        self.kept = kept
        hasKept = !kept.isEmpty
    }
}
