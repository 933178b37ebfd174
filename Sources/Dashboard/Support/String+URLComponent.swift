import CampaignServices
import CampaignStore
import Foundation

extension String {
    /// The string escaped for use as one URL path segment or query value.
    ///
    /// Ids and filter values are mostly plain ASCII: those skip Foundation's percent-encoding,
    /// which is slow on Linux and ran a dozen times per list page.
    var urlPathEscaped: String {
        if utf8.allSatisfy({ $0.isASCIILetterOrDigit(or: "-._~") }) { return self }
        return addingPercentEncoding(withAllowedCharacters: String.unreservedCharacters) ?? self
    }

    /// RFC 3986 unreserved characters, for Foundation.
    private static let unreservedCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
