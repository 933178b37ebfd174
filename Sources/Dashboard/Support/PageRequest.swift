import HTTPTypes

/// Which page of a long list a request asks for (`page` from 1, `per_page`), range-checked
/// before any arithmetic so no number a client sends can overflow.
struct PageRequest: Sendable, Hashable {
    /// The highest page number accepted.
    static let maximumPage = Int(Int32.max)

    /// 1-based page number.
    let page: Int
    /// Items per page.
    let perPage: Int

    /// Reads `page` and `per_page`; a value out of range or not a whole number is a 400 naming it.
    init(parameters: (String) -> String?, defaultPerPage: Int, maximumPerPage: Int) throws {
        func number(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
            guard let raw = parameters(name), !raw.isEmpty else { return fallback }
            guard let value = Int(raw), range.contains(value) else {
                throw APIError(
                    .badRequest,
                    "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(raw.prefix(40))\"",
                    path: name
                )
            }
            return value
        }
        page = try number("page", in: 1...Self.maximumPage, default: 1)
        perPage = try number("per_page", in: 1...maximumPerPage, default: defaultPerPage)
    }

    /// How many items come before this page (cannot overflow: both factors are bounded).
    var offset: Int { (page - 1) * perPage }
}
