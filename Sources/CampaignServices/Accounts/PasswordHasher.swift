import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt, off the event loops (a hash takes tens to hundreds of milliseconds).
///
/// The dashboard's sign-in and user pages and `vitrine users reset-password` share it.
public struct PasswordHasher: Sendable {
    /// The bcrypt cost (log2 of the rounds); 12 in production, lower in tests.
    public let cost: UInt8
    /// A well-formed bcrypt hash at the same cost that no password matches, checked when the
    /// username is unknown so that both cases take as long (written out, not computed at start-up).
    private let decoy: String

    /// A hasher with a cost from 4 to 31.
    public init(cost: UInt8) {
        self.cost = min(max(cost, 4), 31)
        let rounds = self.cost < 10 ? "0\(self.cost)" : "\(self.cost)"
        decoy = "$2b$\(rounds)$" + "vitrinedecoysaltvitrin" + "ehashthatnopasswordwillevermatc"
    }

    /// The bcrypt hash of a password.
    public func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches `hash`; with no hash, spends the same time and answers false.
    public func verify(_ password: String, hash: String?) async throws -> Bool {
        let target = hash ?? decoy
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: target) }
        return matches && hash != nil
    }
}
