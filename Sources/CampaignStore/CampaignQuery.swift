public import InAppMessaging

/// What the campaign list shows: search, filters, sort order and page.
public struct CampaignQuery: Sendable, Hashable {
    /// The orders the list can be sorted in.
    public enum Sort: String, Sendable, Hashable, CaseIterable {
        case name, updated, kind, status
    }

    /// Text looked for in names, message texts, button labels and extras (case-insensitive).
    public var search: String
    /// Only this kind, when set.
    public var kind: MessageKind?
    /// Only this status, when set.
    public var status: CampaignStatus?
    /// Only campaigns with this tag, when set.
    public var tag: String?
    /// The sort column.
    public var sort: Sort
    /// Descending instead of ascending.
    public var descending: Bool
    /// 1-based page number.
    public var page: Int
    /// Rows per page (1–200).
    public var perPage: Int

    /// The highest page number a query may ask for, so `(page - 1) * perPage` can never overflow.
    public static let maximumPage = Int(Int32.max)
    /// The longest search text, in characters: search work grows with it.
    public static let maximumSearchLength = 200
    /// Rows per page when a query does not say: the campaign list's and the API's lists'.
    public static let defaultPerPage = 50

    /// Creates a query; the defaults list everything by name, 50 a page. Out-of-range pages and
    /// page sizes are clamped (callers that read them from a request refuse them first).
    public init(
        search: String = "",
        kind: MessageKind? = nil,
        status: CampaignStatus? = nil,
        tag: String? = nil,
        sort: Sort = .name,
        descending: Bool = false,
        page: Int = 1,
        perPage: Int = defaultPerPage
    ) {
        self.search = search
        self.kind = kind
        self.status = status
        self.tag = tag
        self.sort = sort
        self.descending = descending
        self.page = min(Self.maximumPage, max(1, page))
        self.perPage = min(200, max(1, perPage))
    }
}

/// One page of the campaign list.
public struct CampaignPage: Sendable, Hashable {
    /// The campaigns on this page.
    public var summaries: [CampaignSummary]
    /// How many campaigns match the query in all.
    public var total: Int
    /// The query that produced the page.
    public var query: CampaignQuery

    /// How many pages the query has (at least 1).
    public var pageCount: Int { max(1, (total + query.perPage - 1) / query.perPage) }
}
