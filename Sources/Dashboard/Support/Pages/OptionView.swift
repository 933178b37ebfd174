import Mustache

/// One `<option>` of a select, as every page draws it (`Templates/partials/option.mustache`):
/// every select on every page is a list of these, escaped by the template like any other text.
struct OptionView: Sendable {
    /// The option's `value`.
    let value: String
    /// The text the user sees.
    let label: String
    /// Whether the option is the selected one.
    let selected: Bool
    /// For a device: the platforms that draw it, space-separated (`data-platforms`, which the
    /// pages' script uses to offer only the devices of the chosen platform).
    var platforms: String? = nil
}

// Options render on every list page: direct name lookup instead of Mirror reflection keeps them
// cheap (measured by `make bench`, list.requests_per_sec). The platforms go by a name no page
// uses: a nil value makes Mustache look the name up in the enclosing contexts (the preview page
// has a `platforms` list of its own).
extension OptionView: MustacheParent {
    /// The field named `name`, for the template.
    func child(named name: String) -> Any? {
        switch name {
        case "value": return value
        case "label": return label
        case "selected": return selected
        case "optionPlatforms": return platforms
        default: return nil
        }
    }
}
