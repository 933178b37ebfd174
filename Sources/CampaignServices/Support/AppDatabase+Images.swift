public import CampaignStore
public import Foundation

extension AppDatabase {
    /// Stores an uploaded or fetched image after checking its size and reading its type from the
    /// bytes (PNG, JPEG, GIF or WebP; anything else is `AssetError.unsupportedType`), under a
    /// safe file name with the detected extension.
    public func insertImage(bytes: [UInt8], filename: String, sourceURL: String? = nil, at date: Date = Date()) async throws -> AssetRecord {
        try Self.checkAsset(bytes: bytes, sourceURL: sourceURL)
        guard let type = ImageType.detect(bytes) else { throw AssetError.unsupportedType }
        return try await insertAsset(
            bytes: bytes,
            filename: Self.safeFilename(filename, type: type),
            contentType: type.contentType,
            sourceURL: sourceURL,
            at: date
        )
    }

    /// Issues an API token acting as `username`: a fresh `vt_` secret, of which only the SHA-256 is
    /// stored; the secret is returned to be shown once. Throws `AccountError.usernameNotFound`.
    public func issueToken(named name: String, for username: String) async throws -> (info: APITokenInfo, secret: String) {
        let secret = SecretToken.generate(prefix: "vt_")
        let info = try await createToken(username: username, name: name, tokenHash: SecretToken.hash(secret), now: Date())
        return (info, secret)
    }

    /// Keeps letters, digits, dots, dashes and underscores; gives the name the detected extension.
    static func safeFilename(_ name: String, type: ImageType) -> String {
        let base = (name as NSString).deletingPathExtension
        let kept = String(
            base.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0) ? Character($0) : "-" }
        )
        .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let stem = kept.isEmpty ? "image" : String(kept.prefix(80))
        return "\(stem).\(type == .jpeg ? "jpg" : type.rawValue)"
    }
}
