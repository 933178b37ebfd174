import CampaignStore

extension APIError {
    /// The API's answer to a failed session operation: 404 unknown session, 409 a concurrent
    /// append that did not settle, 500 a stored session that no longer decodes.
    init(session error: SessionError) {
        switch error {
        case .notFound: self.init(.notFound, error.description)
        case .rejected: self.init(.unprocessableContent, error.description, path: "at")
        case .concurrentAppend: self.init(.conflict, error.description)
        case .corrupt: self.init(.internalServerError, error.description)
        }
    }

    /// Runs `body`, turning a `SessionError` into its `APIError`.
    static func translatingSessionErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as SessionError {
            throw APIError(session: error)
        }
    }
}
