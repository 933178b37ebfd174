import Foundation
import Hummingbird
import HummingbirdCore

extension URI {
    /// The query parameters decoded as HTML forms encode them: `+` is a space (a search box
    /// submits `?q=Spring+sale`), then `%xx` escapes, so `%2B` is still a plus.
    var formQueryParameters: Parameters {
        guard let query, query.utf8.contains(UInt8(ascii: "+")) else { return queryParameters }
        return URI("?" + query.replacingOccurrences(of: "+", with: "%20")).queryParameters
    }
}
