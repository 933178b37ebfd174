/// The size a filter's result would have, worked out from its input and arguments before the
/// filter runs, so that a result past the limits is refused before it is allocated.
enum FilterCost {
    /// The UTF-8 size of the result of `name` applied to `input`, or nil when it grows at most
    /// by a constant factor (such results are checked after the call, as every value is).
    static func estimatedBytes(_ name: String, _ input: LiquidValue, _ arguments: FilterArguments) -> Int? {
        let size = input.renderedSize
        func argument(_ index: Int) -> Int { arguments[index]?.renderedSize ?? 0 }
        switch name {
        case "append", "prepend": return size &+ argument(0)
        case "replace", "remove": return replacedSize(input, arguments, replacement: name == "replace" ? argument(1) : 0)
        case "replace_first", "replace_last": return size &+ argument(1)
        case "join":
            guard case .array(let items) = input else { return size }
            return size &+ argument(0) &* max(items.count - 1, 0)
        case "split":
            // Every piece is a string of its own: at most one per character, plus the separators.
            return size &+ 16 &* (input.rendered.count + 1)
        case "concat": return input.cost &+ (arguments[0]?.cost ?? 0)
        case "uniq", "sort", "sort_natural", "reverse", "compact", "map", "where": return input.cost
        case "date":
            // A directive produces at most a few dozen bytes (%c, %+); literal text is copied.
            return argument(0) &* 32
        default: return nil
        }
    }

    /// `replace`/`remove`: the input with each occurrence of the target swapped for the
    /// replacement; an empty target inserts it around every character (Ruby's `gsub("", x)`).
    private static func replacedSize(_ input: LiquidValue, _ arguments: FilterArguments, replacement: Int) -> Int {
        let text = Array(input.rendered.utf8)
        let target = Array((arguments[0]?.rendered ?? "").utf8)
        guard !target.isEmpty else {
            let characters = input.rendered.count
            return text.count &+ replacement &* (characters + 1)
        }
        let occurrences = LiteralMatcher(target).count(in: text)
        return text.count &- occurrences &* target.count &+ occurrences &* replacement
    }

    /// Whether `name` makes a string (held to the one-value limit) rather than an array.
    static func buildsString(_ name: String) -> Bool {
        !["split", "concat", "uniq", "sort", "sort_natural", "reverse", "compact", "map", "where"].contains(name)
    }
}
