import Mustache

// Rows and column headers render on every list page: direct name lookup instead of
// Mirror reflection keeps them cheap (measured by `make bench`, list.requests_per_sec).

extension CampaignListPage.Column: MustacheParent {
    /// The field named `name`, for the template.
    func child(named name: String) -> Any? {
        switch name {
        case "label": return label
        case "url": return url
        case "indicator": return indicator
        default: return nil
        }
    }
}

extension CampaignListPage.HiddenField: MustacheParent {
    /// The field named `name`, for the template.
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "value": return value
        default: return nil
        }
    }
}

extension CampaignListPage.Row: MustacheParent {
    /// The field named `name`, for the template.
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "editURL": return editURL
        case "previewURL": return previewURL
        case "name": return self.name
        case "kind": return kind
        case "kindLabel": return kindLabel
        case "status": return status
        case "tags": return tags
        case "updated": return updated
        default: return nil
        }
    }
}

extension CampaignListPage: MustacheParent {
    /// The field named `name`, for the template.
    func child(named name: String) -> Any? {
        switch name {
        case "rows": return rows
        case "count": return count
        case "isEmpty": return isEmpty
        case "search": return search
        case "keptParameters": return keptParameters
        case "kindOptions": return kindOptions
        case "statusOptions": return statusOptions
        case "tagOptions": return tagOptions
        case "columns": return columns
        case "pageLabel": return pageLabel
        case "previousURL": return previousURL
        case "nextURL": return nextURL
        case "notice": return notice
        default: return nil
        }
    }
}
