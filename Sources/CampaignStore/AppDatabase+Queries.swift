import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// One page of campaigns matching the query, with the total count.
    public func campaignPage(_ query: CampaignQuery) async throws -> CampaignPage {
        if let cached = cache.page(query) { return cached }
        let generation = cache.generation
        let page = try await read { db in
            let request = Self.request(for: query)
            let total = try request.fetchCount(db)
            // Only the listing columns: the payload and search text stay on disk.
            let rows = try Row.fetchAll(
                db,
                request
                    .select(Self.listingColumns)
                    .order(Self.ordering(for: query))
                    .limit(query.perPage, offset: (query.page - 1) * query.perPage)
            )
            return CampaignPage(summaries: rows.map(Self.summary(row:)), total: total, query: query)
        }
        cache.store(page, readAt: generation)
        return page
    }

    /// Every tag in use, sorted, for the list's tag filter.
    public func allTags() async throws -> [String] {
        if let cached = cache.tags() { return cached }
        let generation = cache.generation
        let tags = try await read { db in
            let joined = try String.fetchAll(db, sql: "SELECT DISTINCT tags FROM campaign WHERE tags != ''")
            return Array(Set(joined.flatMap { $0.components(separatedBy: "\n") })).sorted()
        }
        cache.store(tags: tags, readAt: generation)
        return tags
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
        let words = searchWords(query.search)
        // The trigram index answers substring searches of three characters or more, every word a
        // term of its own (FTS5 joins terms with AND); shorter words are looked for with LIKE.
        let indexed = words.filter { $0.count >= 3 }
        if !indexed.isEmpty {
            let terms = indexed.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            request = request.filter(
                sql: "rowid IN (SELECT rowid FROM campaignSearch WHERE campaignSearch MATCH ?)",
                arguments: [terms.joined(separator: " AND ")]
            )
        }
        for word in words where word.count < 3 {
            request = request.filter(sql: "searchText LIKE ? ESCAPE '\\'", arguments: ["%" + likeEscaped(word) + "%"])
        }
        return request
    }

    /// The columns a list row shows.
    static var listingColumns: [any SQLSelectable] {
        typealias Columns = CampaignRecord.Columns
        return [Columns.id, Columns.name, Columns.kind, Columns.status, Columns.tags, Columns.version, Columns.updatedAt]
    }

    /// A list row from the listing columns.
    static func summary(row: Row) -> CampaignSummary {
        let tags: String = row["tags"]
        return CampaignSummary(
            id: row["id"],
            name: row["name"],
            kind: MessageKind(rawValue: row["kind"]) ?? .slideup,
            status: CampaignStatus(rawValue: row["status"]) ?? .draft,
            tags: tags.isEmpty ? [] : tags.components(separatedBy: "\n"),
            version: row["version"],
            updatedAt: row["updatedAt"]
        )
    }

    /// The order of a page: with a search, the closest matches first (``relevance(of:)``), then
    /// the chosen column and the id.
    static func ordering(for query: CampaignQuery) -> [any SQLOrderingTerm] {
        typealias Columns = CampaignRecord.Columns
        let column: Column
        switch query.sort {
        case .name: column = Columns.name
        case .updated: column = Columns.updatedAt
        case .kind: column = Columns.kind
        case .status: column = Columns.status
        }
        let chosen: [any SQLOrderingTerm] = query.descending ? [column.desc, Columns.id.desc] : [column.asc, Columns.id.asc]
        guard let relevance = relevance(of: query.search) else { return chosen }
        return [relevance] + chosen
    }

    /// How closely a campaign matches a search, 0 first: 0 when its searched text holds the whole
    /// search as a phrase of whole words ("number 42" in "Message number 42"), 1 when it holds the
    /// phrase inside longer words ("number 42" in "number 420"), 2 when it only holds every word
    /// somewhere. Nil without a search. Word edges are anything but an ASCII letter or digit.
    static func relevance(of search: String) -> SQL? {
        let phrase = searchWords(search).joined(separator: " ")
        guard !phrase.isEmpty else { return nil }
        let wholeWords = "*[^a-z0-9]" + globEscaped(phrase) + "[^a-z0-9]*"
        return SQL(
            sql: "CASE WHEN (' ' || searchText || ' ') GLOB ? THEN 0 WHEN searchText LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END",
            arguments: [wholeWords, "%" + likeEscaped(phrase) + "%"]
        )
    }

    /// Makes `*`, `?` and `[` match themselves in a `GLOB` pattern.
    static func globEscaped(_ text: String) -> String {
        String(text.flatMap { character -> [Character] in "*?[".contains(character) ? ["[", character, "]"] : [character] })
    }

    /// The words of a search, lowercased, each once: a campaign matches when every one of them
    /// occurs somewhere in its searched fields, in any order.
    static func searchWords(_ search: String) -> [String] {
        var seen = Set<String>()
        return search.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init).filter { seen.insert($0).inserted }
    }

    /// Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern.
    static func likeEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
