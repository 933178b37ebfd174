import HTTPTypes
import InAppMessaging

/// The limits on what a device session accepts, named in the errors that enforce them.
enum SessionLimits {
    /// The most events one request may append.
    static let eventsPerRequest = 1_000
    /// The largest `properties` (or bridge `args`) of one event, in bytes of compact JSON.
    static let propertiesBytes = 16 * 1024
    /// The largest event, in bytes of compact JSON (a `present_local` message included).
    static let eventBytes = 256 * 1024
    /// The longest session name.
    static let nameLength = 200

    /// Refuses more than `eventsPerRequest` events in one request, naming `path`.
    static func checkEventCount(_ count: Int, path: JSONPath) throws(APIError) {
        guard count <= eventsPerRequest else {
            throw APIError(.unprocessableContent, "\(count) events in one request; the limit is \(eventsPerRequest)", path: path.description)
        }
    }
}
