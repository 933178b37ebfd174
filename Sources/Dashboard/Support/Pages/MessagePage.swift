/// View model of the error page and of simple notices.
struct MessagePage: Sendable {
    let status: String
    let message: String
}
