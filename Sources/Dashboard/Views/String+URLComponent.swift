import Foundation

extension String {
    /// The string escaped for use as one URL path segment or query value.
    ///
    /// Ids and filter values are mostly plain ASCII: those skip Foundation's percent-encoding,
    /// which is slow on Linux and ran a dozen times per list page.
    var urlPathEscaped: String {
        if utf8.allSatisfy(String.isUnreserved) { return self }
        return addingPercentEncoding(withAllowedCharacters: String.unreservedCharacters) ?? self
    }

    /// Whether a byte is an RFC 3986 unreserved character.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// RFC 3986 unreserved characters, for Foundation.
    private static let unreservedCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
