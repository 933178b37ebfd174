import Foundation
import Hummingbird

extension Parameters {
    /// A path parameter with its percent-encoding removed (`spring%20sale` → `spring sale`), as
    /// links built with `urlPathEscaped` encode it; nil when absent.
    func decoded(_ name: String) -> String? {
        get(name).map { $0.removingPercentEncoding ?? $0 }
    }

    /// A path parameter with its percent-encoding removed; throws 400 when it is absent.
    func requireDecoded(_ name: String) throws -> String {
        let raw = try require(name)
        return raw.removingPercentEncoding ?? raw
    }
}
