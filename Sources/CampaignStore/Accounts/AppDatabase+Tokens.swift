import Foundation

extension AppDatabase {
    /// Issues an API token acting as `username`: a fresh `vt_` secret, of which only the SHA-256 is
    /// stored; the secret is returned to be shown once. Throws `AccountError.usernameNotFound`.
    public func issueToken(named name: String, for username: String) async throws -> (info: APITokenInfo, secret: String) {
        let secret = SecretToken.generate(prefix: "vt_")
        let info = try await createToken(username: username, name: name, tokenHash: SecretToken.hash(secret), now: Date())
        return (info, secret)
    }
}
