import Foundation
import Hummingbird

extension Parameters {
    /// A path parameter with its percent-encoding removed (`spring%20sale` → `spring sale`), as
    /// links built with `urlPathEscaped` encode it; a missing one is a 400, never "".
    func requireDecoded(_ name: String) throws -> String {
        let raw = try require(name)
        return raw.removingPercentEncoding ?? raw
    }
}
