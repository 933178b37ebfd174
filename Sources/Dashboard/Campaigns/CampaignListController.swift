import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Serves the campaign list: search, filters, sort and pagination, all in the query string.
struct CampaignListController: PageRendering, Sendable {
    /// The store the campaigns come from.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer

    /// Registers `GET /` and `GET /campaigns`.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/", use: list)
        router.get("/campaigns", use: list)
    }

    /// Renders one page of the list; unknown filter values are a 400 naming the parameter.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        let parameters = request.uri.formQueryParameters
        let query = try CampaignQuery(parameters: { parameters[Substring($0)].map(String.init) })
        // Both are usually cache hits: awaiting in turn is cheaper than spawning child tasks.
        let page = try await database.campaignPage(query)
        let tags = try await database.allTags()
        let deleted = parameters["deleted"].map(String.init)
        return self.page(CampaignListPage(page: page, tags: tags, deleted: deleted, paths: paths))
    }
}

/// A list parameter with a value the list does not know.
struct QueryError: Error, CustomStringConvertible {
    /// The one-line message.
    let description: String
}

extension CampaignQuery {
    /// Reads `q` (or the API's name for it, `search`), `kind`, `status`, `tag`, `sort`, `dir`, `page` and `per_page`.
    init(parameters: (String) -> String?) throws {
        func parse<T>(_ name: String, _ make: (String) -> T?, _ expected: String) throws -> T? {
            guard let text = parameters(name), !text.isEmpty else { return nil }
            guard let value = make(text) else { throw QueryError(description: "\(name) must be \(expected), got \"\(text)\".") }
            return value
        }
        self.init(
            search: try Self.checkedSearch(parameters("q") ?? parameters("search") ?? "", name: parameters("q") == nil ? "search" : "q"),
            kind: try parse("kind", MessageKind.init(rawValue:), MessageKind.allCases.map(\.rawValue).joined(separator: ", ")),
            status: try parse("status", CampaignStatus.init(rawValue:), "draft, active or archived"),
            tag: parameters("tag").flatMap { $0.isEmpty ? nil : $0 },
            sort: try parse("sort", Sort.init(rawValue:), "name, updated, kind or status") ?? .name,
            descending: try parse("dir", { ["asc": false, "desc": true][$0] }, "asc or desc") ?? false,
            page: try parse(
                "page",
                { Int($0).flatMap { (1...Self.maximumPage).contains($0) ? $0 : nil } },
                "a page number from 1 to \(Self.maximumPage)"
            ) ?? 1,
            perPage: try parse("per_page", { Int($0).flatMap { (1...200).contains($0) ? $0 : nil } }, "from 1 to 200") ?? Self.defaultPerPage
        )
    }

    /// The list's URL with this query, some parameters changed (for sort and page links).
    func link(sort: Sort? = nil, descending: Bool? = nil, page: Int? = nil, paths: Paths) -> String {
        var items: [(String, String)] = []
        if !search.isEmpty { items.append(("q", search)) }
        if let kind { items.append(("kind", kind.rawValue)) }
        if let status { items.append(("status", status.rawValue)) }
        if let tag { items.append(("tag", tag)) }
        items += orderItems(sort: sort, descending: descending, omittingDefaultOrder: false)
        items.append(("page", String(page ?? self.page)))
        return paths.campaignList(items)
    }

    /// The `sort`, `dir` and `per_page` parameters that keep this query's order and page size
    /// (`sort` and `descending` replace the query's when given). `per_page` is left out at its
    /// default, and so are `sort` and `dir` together at theirs when `omittingDefaultOrder`.
    func orderItems(sort: Sort? = nil, descending: Bool? = nil, omittingDefaultOrder: Bool) -> [(String, String)] {
        let defaults = CampaignQuery()
        let sort = sort ?? self.sort
        let descending = descending ?? self.descending
        var items: [(String, String)] = []
        if !omittingDefaultOrder || sort != defaults.sort || descending != defaults.descending {
            items += [("sort", sort.rawValue), ("dir", descending ? "desc" : "asc")]
        }
        if perPage != defaults.perPage { items.append(("per_page", String(perPage))) }
        return items
    }
}
