import CampaignStore
import Hummingbird
import InAppMessaging

extension CampaignQuery {
    /// Reads the list query: `search` (or the list page's name for it, `q`), `kind`, `status`, `tag`, `sort` (`name`, `updated`, `kind`
    /// or `status`; a leading `-` sorts descending), `page` (from 1) and `per_page` (1–200).
    ///
    /// A value outside these sets is a 400 naming the parameter, rather than a silently different list.
    init(parameters: Parameters) throws {
        func text(_ name: String) -> String? {
            parameters[name[...]].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        }
        func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws -> T? where T.RawValue == String {
            guard let raw = text(name) else { return nil }
            guard let value = T(rawValue: raw) else {
                let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError(.badRequest, "\(name) must be one of \(allowed), not \"\(raw)\"", path: name)
            }
            return value
        }
        func number(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws -> Int {
            guard let raw = text(name) else { return fallback }
            guard let value = Int(raw), range.contains(value) else {
                throw APIError(.badRequest, "\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), not \"\(raw)\"", path: name)
            }
            return value
        }
        var sortName = text("sort") ?? Sort.name.rawValue
        let descending = sortName.hasPrefix("-")
        if descending { sortName.removeFirst() }
        guard let sort = Sort(rawValue: sortName) else {
            let allowed = Sort.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(.badRequest, "sort must be one of \(allowed), optionally with a leading -", path: "sort")
        }
        self.init(
            search: try Self.checkedSearch(text("search") ?? text("q") ?? "", name: text("search") == nil ? "q" : "search"),
            kind: try choice("kind", MessageKind.self),
            status: try choice("status", CampaignStatus.self),
            tag: text("tag"),
            sort: sort,
            descending: descending,
            page: try number("page", in: 1...Self.maximumPage, default: 1),
            perPage: try number("per_page", in: 1...200, default: Self.defaultPerPage)
        )
    }

    /// The search text, refused (400 naming the parameter) when longer than
    /// `maximumSearchLength` or holding control characters such as NUL.
    static func checkedSearch(_ text: String, name: String) throws -> String {
        if text.count > maximumSearchLength {
            throw APIError(.badRequest, "\(name) must be at most \(maximumSearchLength) characters, got \(text.count)", path: name)
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw APIError(.badRequest, "\(name) must not contain control characters", path: name)
        }
        return text
    }
}
