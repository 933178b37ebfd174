import GRDB
import InAppMessaging

extension AppDatabase {
    /// One page of campaigns matching the query, with the total count.
    public func campaignPage(_ query: CampaignQuery) async throws -> CampaignPage {
        try await writer.read { db in
            let request = Self.request(for: query)
            let total = try request.fetchCount(db)
            let rows = try request
                .order(Self.ordering(for: query))
                .limit(query.perPage, offset: (query.page - 1) * query.perPage)
                .fetchAll(db)
            return CampaignPage(summaries: rows.map(Self.summary), total: total, query: query)
        }
    }

    /// Every tag in use, sorted, for the list's tag filter.
    public func allTags() async throws -> [String] {
        try await writer.read { db in
            let joined = try String.fetchAll(db, sql: "SELECT DISTINCT tags FROM campaign WHERE tags != ''")
            return Array(Set(joined.flatMap { $0.components(separatedBy: "\n") })).sorted()
        }
    }

    /// The filtered request, before ordering and paging.
    static func request(for query: CampaignQuery) -> QueryInterfaceRequest<CampaignRecord> {
        typealias Columns = CampaignRecord.Columns
        var request = CampaignRecord.all()
        if let kind = query.kind { request = request.filter(Columns.kind == kind.rawValue) }
        if let status = query.status { request = request.filter(Columns.status == status.rawValue) }
        if let tag = query.tag, !tag.isEmpty {
            request = request.filter(sql: "('\n' || tags || '\n') LIKE ? ESCAPE '\\'", arguments: ["%\n" + likeEscaped(tag) + "\n%"])
        }
        let term = query.search.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if term.count >= 3 {
            // The trigram index answers substring searches of three characters or more.
            let phrase = "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            request = request.filter(sql: "rowid IN (SELECT rowid FROM campaignSearch WHERE campaignSearch MATCH ?)", arguments: [phrase])
        } else if !term.isEmpty {
            request = request.filter(sql: "searchText LIKE ? ESCAPE '\\'", arguments: ["%" + likeEscaped(term) + "%"])
        }
        return request
    }

    static func ordering(for query: CampaignQuery) -> [SQLOrdering] {
        typealias Columns = CampaignRecord.Columns
        let column: Column
        switch query.sort {
        case .name: column = Columns.name
        case .updated: column = Columns.updatedAt
        case .kind: column = Columns.kind
        case .status: column = Columns.status
        }
        return query.descending ? [column.desc, Columns.id.desc] : [column.asc, Columns.id.asc]
    }

    /// Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern.
    static func likeEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
