public import Crypto

/// Random secrets (session cookies, CSRF and API tokens) and the hashes the database keeps of them.
public enum SecretToken {
    /// A fresh secret: 32 random bytes from the system's cryptographic source, base64url without padding.
    public static func generate(prefix: String = "") -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return prefix + base64URL(bytes)
    }

    /// Whether a string looks like a secret from `generate()` (43 base64url characters).
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 43 && text.utf8.allSatisfy { $0.isASCIILetterOrDigit(or: "-_") }
    }

    /// The lowercase hex SHA-256 of a secret: what the database stores and looks up.
    public static func hash(_ secret: String) -> String {
        hex(SHA256.hash(data: Array(secret.utf8)))
    }

    /// A secret bound to a server key: the lowercase hex HMAC-SHA256 of `secret` under `key`.
    public static func binding(_ secret: String, key: SymmetricKey) -> String {
        hex(HMAC<SHA256>.authenticationCode(for: Array(secret.utf8), using: key))
    }

    /// Lowercase hex of bytes.
    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let hexDigits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Compares two secrets in time that depends only on their lengths.
    public static func matches(_ given: String, _ expected: String) -> Bool {
        let lhs = Array(given.utf8)
        let rhs = Array(expected.utf8)
        guard lhs.count == rhs.count, !rhs.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count { output.append(alphabet[(value >> (18 - 6 * position)) & 0x3f]) }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
