extension LiquidValue {
    /// The UTF-8 size of `rendered`, worked out without building the text (a value's cost).
    var renderedSize: Int {
        switch self {
        case .null: 0
        case .bool: 5
        case .integer, .float: 24
        case .string(let text): text.utf8.count
        case .array(let items): items.reduce(0) { $0 &+ $1.renderedSize }
        case .object(let object): object.pairs.reduce(2) { $0 &+ $1.0.utf8.count &+ $1.1.renderedSize &+ 8 }
        }
    }

    /// What holding the value costs: its rendered size plus a word per array item (an array of
    /// many references to one string still stands for every copy a filter would read).
    var cost: Int {
        switch self {
        case .array(let items): items.reduce(0) { $0 &+ $1.cost &+ 8 }
        default: renderedSize
        }
    }
}
